import { useQuery } from '@tanstack/react-query';
import type { PostHighlights } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { HIGHLIGHTS_DEFAULT } from '../lib/post-limits';

/** Query key of the public highlights (not under `posts`: no member change rewrites them). */
export const highlightsKey = ['highlights'] as const;

/** The community's recent public highlights (`GET /api/posts/highlights`), sent without a token. */
export function getHighlights(signal?: AbortSignal): Promise<PostHighlights> {
  return apiRequest<PostHighlights>(`/api/posts/highlights?limit=${HIGHLIGHTS_DEFAULT}`, {
    signal,
    isPublic: true,
  });
}

/** The highlights for the visitors' home page. */
export function useHighlights() {
  return useQuery({ queryKey: highlightsKey, queryFn: ({ signal }) => getHighlights(signal) });
}
