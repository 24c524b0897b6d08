import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '../../../../common/features/reviews/reviews.contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * A member's reviews as the viewer sees them. The key sits under the reviews' `['reviews']`, so
 * a review written, edited or deleted, and a helpful vote, reach this list as they reach the
 * others.
 */
export const memberReviewsKey = (userId: string, viewerId: string | null) =>
  ['reviews', 'member', userId.toLowerCase(), viewerId] as const;

/** `GET /api/profiles/{id}/reviews`: the member's reviews, newest first, page by page. */
export function useMemberReviews(userId: string, viewerId: string | null) {
  return useInfiniteQuery({
    queryKey: memberReviewsKey(userId, viewerId),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set('cursor', pageParam);
      const query = params.size > 0 ? `?${params}` : '';
      return apiRequest<ReviewPage>(`/api/profiles/${encodeURIComponent(userId)}/reviews${query}`, {
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
