import { describe, expect, it } from 'vitest';
import { readTipFilters, tipFiltersQuery, tipsApiQuery } from './tip-filters';

describe('tip filters', () => {
  it('reads known choices from the address and drops the rest', () => {
    expect(readTipFilters(new URLSearchParams('category=money&park=EPCOT&sort=new'))).toEqual({
      category: 'money',
      park: 'EPCOT',
      sort: 'new',
    });
    expect(readTipFilters(new URLSearchParams('category=food&park=Paris&sort=best'))).toEqual({
      category: '',
      park: '',
      sort: 'top_week',
    });
  });

  it('writes the address without defaults and the API query with the sort and cursor', () => {
    const filters = { category: 'time', park: '', sort: 'top_week' } as const;
    expect(tipFiltersQuery(filters).toString()).toBe('category=time');
    expect(tipsApiQuery(filters, 'abc')).toBe('category=time&sort=top_week&cursor=abc');
  });
});
