import { searchTypes, type SearchType } from '../../../../common/features/search/search-types';

/** What the results page reads from its address: `/search?q=…&type=…`. */
export interface SearchLocation {
  /** The trimmed text; empty means nothing to search yet. */
  q: string;
  type: SearchType;
}

/** Reads `q` (trimmed) and `type` (posts unless a known other type) from the query string. */
export function readSearchLocation(params: URLSearchParams): SearchLocation {
  const type = params.get('type');
  return {
    q: (params.get('q') ?? '').trim(),
    type: searchTypes.find((known) => known === type) ?? 'posts',
  };
}

/** The query string of a search: `q`, and `type` when it is not the default (posts). */
export function searchQueryString({ q, type }: SearchLocation): string {
  const params = new URLSearchParams({ q });
  if (type !== 'posts') params.set('type', type);
  return params.toString();
}
