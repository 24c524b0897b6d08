import { describe, expect, it } from 'vitest';
import { eventFiltersQuery, eventListApiQuery, readEventFilters } from './event-filters';

describe('event filters', () => {
  it('reads the address, ignoring unknown views, parks, types and months', () => {
    expect(
      readEventFilters(new URLSearchParams('view=calendar&park=EPCOT&type=festival&month=2026-12')),
    ).toEqual({ view: 'calendar', park: 'EPCOT', type: 'festival', month: '2026-12' });
    expect(
      readEventFilters(new URLSearchParams('view=map&park=Mars&type=party&month=2026-13')),
    ).toEqual({ view: 'upcoming', park: '', type: '', month: '' });
  });

  it('writes only what differs from the defaults', () => {
    expect(
      eventFiltersQuery({ view: 'upcoming', park: '', type: '', month: '2026-12' }).toString(),
    ).toBe('');
    expect(
      eventFiltersQuery({
        view: 'past',
        park: 'Magic Kingdom',
        type: 'meetup',
        month: '',
      }).toString(),
    ).toBe('view=past&park=Magic+Kingdom&type=meetup');
  });

  it('asks the API for a list page or the calendar’s days', () => {
    expect(eventListApiQuery({ park: 'EPCOT', type: '' }, { when: 'past', cursor: 'abc' })).toBe(
      'when=past&park=EPCOT&cursor=abc',
    );
    expect(
      eventListApiQuery(
        { park: '', type: 'festival' },
        { from: '2026-11-29', to: '2027-01-02', cursor: null },
      ),
    ).toBe('from=2026-11-29&to=2027-01-02&limit=100&type=festival');
  });
});
