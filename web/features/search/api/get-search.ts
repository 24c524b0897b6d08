import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  SearchCountsResponse,
  SearchResponse,
  SearchType,
} from '../../../../common/features/search/search.contract';
import { apiRequest } from '../../../lib/api-client';

/** Results asked of the server per page. */
export const SEARCH_PAGE_SIZE = 10;

/** Query keys of search: one list per text and type. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, type: SearchType) => ['search', type, q] as const,
  counts: (q: string) => ['search', 'counts', q] as const,
};

/** One page of `GET /api/search` (public: no need to wait for the auth client). */
export function getSearchPage(
  q: string,
  type: SearchType,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const params = new URLSearchParams({ q, type, limit: String(SEARCH_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<SearchResponse>(`/api/search?${params}`, { signal, isPublic: true });
}

/** The results of a search, page by page; idle for blank text (spec §5: it is ignored). */
export function useSearch(q: string, type: SearchType) {
  return useInfiniteQuery({
    queryKey: searchKeys.results(q, type),
    queryFn: ({ pageParam, signal }) => getSearchPage(q, type, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: q.trim() !== '',
  });
}

/** `GET /api/search/counts`: how many results each tab has, each up to the cap (public). */
export function getSearchCounts(q: string, signal?: AbortSignal): Promise<SearchCountsResponse> {
  const params = new URLSearchParams({ q });
  return apiRequest<SearchCountsResponse>(`/api/search/counts?${params}`, {
    signal,
    isPublic: true,
  });
}

/** The tabs' counts for a text; idle for blank text. */
export function useSearchCounts(q: string) {
  return useQuery({
    queryKey: searchKeys.counts(q),
    queryFn: ({ signal }) => getSearchCounts(q, signal),
    enabled: q.trim() !== '',
  });
}
