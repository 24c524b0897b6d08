import { describe, expect, it } from 'vitest';
import {
  groupFiltersQuery,
  groupListApiQuery,
  hasGroupFilters,
  readGroupFilters,
} from './group-filters';

describe('group browse filters', () => {
  it('reads the address, ignoring unknown parks, topics and sorts', () => {
    expect(
      readGroupFilters(
        new URLSearchParams('q=%20rope%20drop%20&park=EPCOT&topic=food&sort=newest'),
      ),
    ).toEqual({
      q: 'rope drop',
      park: 'EPCOT',
      topic: 'food',
      sort: 'newest',
    });
    expect(readGroupFilters(new URLSearchParams('park=Narnia&topic=dragons&sort=loudest'))).toEqual(
      {
        q: '',
        park: '',
        topic: '',
        sort: 'members',
      },
    );
  });

  it('cuts a long search to what the API reads', () => {
    expect(readGroupFilters(new URLSearchParams({ q: 'a'.repeat(150) })).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults', () => {
    expect(groupFiltersQuery({ q: '', park: '', topic: '', sort: 'members' }).toString()).toBe('');
    expect(
      groupFiltersQuery({
        q: ' pins ',
        park: 'Magic Kingdom',
        topic: '',
        sort: 'active',
      }).toString(),
    ).toBe('q=pins&park=Magic+Kingdom&sort=active');
  });

  it('round-trips through the address', () => {
    const filters = { q: 'DVC', park: 'Resort', topic: 'dvc', sort: 'newest' } as const;
    expect(readGroupFilters(groupFiltersQuery(filters))).toEqual(filters);
  });

  it('asks the API for the order unless searching (best match first), and for the next page', () => {
    expect(groupListApiQuery({ q: '', park: '', topic: '', sort: 'members' }, null)).toBe(
      'sort=members',
    );
    expect(groupListApiQuery({ q: 'food', park: '', topic: 'food', sort: 'newest' }, 'abc=')).toBe(
      'q=food&topic=food&cursor=abc%3D',
    );
  });

  it('tells a filtered list from the whole one', () => {
    expect(hasGroupFilters({ q: '', park: '', topic: '', sort: 'newest' })).toBe(false);
    expect(hasGroupFilters({ q: '', park: 'EPCOT', topic: '', sort: 'members' })).toBe(true);
  });
});
