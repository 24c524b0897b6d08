import { describe, expect, it } from 'vitest';
import {
  checklistFiltersQuery,
  progressPercent,
  publicChecklistsApiQuery,
  readChecklistFilters,
} from './checklist-filters';

describe('checklist filters', () => {
  it('reads known choices from the address and drops the rest', () => {
    const filters = readChecklistFilters(
      new URLSearchParams('q=+rope+drop+&park=EPCOT&topic=shopping&sort=newest'),
    );
    expect(filters).toEqual({ q: 'rope drop', park: 'EPCOT', topic: '', sort: 'newest' });
    expect(checklistFiltersQuery(filters).toString()).toBe('q=rope+drop&park=EPCOT&sort=newest');
    expect(readChecklistFilters(new URLSearchParams('sort=best')).sort).toBe('most_copied');
  });

  it('always names the sort in the API query and adds the cursor', () => {
    const filters = readChecklistFilters(new URLSearchParams(''));
    expect(publicChecklistsApiQuery(filters, 'abc')).toBe('sort=most_copied&cursor=abc');
  });

  it('rounds the progress and treats an empty checklist as 0%', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(3, 3)).toBe(100);
  });
});
