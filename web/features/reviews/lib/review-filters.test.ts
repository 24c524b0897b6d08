import { describe, expect, it } from 'vitest';
import {
  catalogueApiQuery,
  catalogueFiltersQuery,
  hasCatalogueFilters,
  hasReviewListFilters,
  readCatalogueFilters,
  readReviewListFilters,
  reviewListApiQuery,
  reviewListFiltersQuery,
} from './review-filters';

describe('catalogue filters', () => {
  it('reads known choices from the address and ignores the rest', () => {
    const filters = readCatalogueFilters(
      new URLSearchParams('q=  space  &kind=attraction&park=EPCOT&sort=best_rated'),
    );
    expect(filters).toEqual({ q: 'space', kind: 'attraction', park: 'EPCOT', sort: 'best_rated' });
    expect(readCatalogueFilters(new URLSearchParams('kind=ride&park=Mars&sort=x'))).toEqual({
      q: '',
      kind: '',
      park: '',
      sort: 'most_reviewed',
    });
  });

  it('cuts the search text to what the API reads', () => {
    expect(readCatalogueFilters(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('leaves defaults out of the address and sends the order unless searching', () => {
    const plain = { q: '', kind: '', park: '', sort: 'most_reviewed' } as const;
    expect(catalogueFiltersQuery(plain).toString()).toBe('');
    expect(catalogueApiQuery(plain, null)).toBe('sort=most_reviewed');
    expect(catalogueApiQuery({ ...plain, q: 'tea', sort: 'best_rated' }, 'abc')).toBe(
      'q=tea&cursor=abc',
    );
    expect(hasCatalogueFilters(plain)).toBe(false);
    expect(hasCatalogueFilters({ ...plain, kind: 'hotel' })).toBe(true);
  });
});

describe('review list filters', () => {
  it('reads the order, stars and party', () => {
    expect(readReviewListFilters(new URLSearchParams('sort=lowest&stars=2&party=couple'))).toEqual({
      sort: 'lowest',
      stars: 2,
      party: 'couple',
    });
    expect(readReviewListFilters(new URLSearchParams('sort=up&stars=6&party=x'))).toEqual({
      sort: 'helpful',
      stars: null,
      party: '',
    });
    expect(readReviewListFilters(new URLSearchParams('stars=2.5')).stars).toBeNull();
  });

  it('writes the address without defaults and the API query with the order', () => {
    const plain = { sort: 'helpful', stars: null, party: '' } as const;
    expect(reviewListFiltersQuery(plain).toString()).toBe('');
    expect(reviewListApiQuery(plain, null)).toBe('sort=helpful');
    expect(reviewListApiQuery({ sort: 'newest', stars: 5, party: 'solo' }, 'c1')).toBe(
      'sort=newest&stars=5&party=solo&cursor=c1',
    );
    expect(hasReviewListFilters(plain)).toBe(false);
    expect(hasReviewListFilters({ ...plain, stars: 1 })).toBe(true);
  });
});
