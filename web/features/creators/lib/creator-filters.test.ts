import { describe, expect, it } from 'vitest';
import { creatorFiltersQuery, creatorsApiQuery, readCreatorFilters } from './creator-filters';

describe('creator directory filters', () => {
  it('reads known choices from the address and leaves unknown ones out', () => {
    const filters = readCreatorFilters(
      new URLSearchParams('q=+fireworks+&park=EPCOT&language=Klingon&sort=sideways'),
    );
    expect(filters).toEqual({ q: 'fireworks', park: 'EPCOT', language: '', sort: 'featured' });
    expect(readCreatorFilters(new URLSearchParams('q=a%00b')).q).toBe('');
    expect(readCreatorFilters(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and the API query names the kind', () => {
    const filters = readCreatorFilters(new URLSearchParams('language=Spanish&sort=newest'));
    expect(creatorFiltersQuery(filters).toString()).toBe('language=Spanish&sort=newest');
    expect(creatorsApiQuery('trip_planner', filters, 'abc')).toBe(
      'language=Spanish&sort=newest&kind=trip_planner&cursor=abc',
    );
  });
});
