import { useInfiniteQuery } from '@tanstack/react-query';
import type {
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
