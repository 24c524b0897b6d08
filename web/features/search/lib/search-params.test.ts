import { describe, expect, it } from 'vitest';
import { readSearchLocation, searchQueryString } from './search-params';

describe('search page address', () => {
  it('reads a trimmed text and a known type, posts by default', () => {
    expect(readSearchLocation(new URLSearchParams('q=%20Tron%20&type=people'))).toEqual({
      q: 'Tron',
      type: 'people',
    });
    expect(readSearchLocation(new URLSearchParams('q=tron&type=rides'))).toEqual({
      q: 'tron',
      type: 'posts',
    });
    expect(readSearchLocation(new URLSearchParams(''))).toEqual({ q: '', type: 'posts' });
  });

  it('writes the type only when it is not posts', () => {
    expect(searchQueryString({ q: 'dole whip', type: 'posts' })).toBe('q=dole+whip');
    expect(searchQueryString({ q: 'mickey', type: 'people' })).toBe('q=mickey&type=people');
  });
});
