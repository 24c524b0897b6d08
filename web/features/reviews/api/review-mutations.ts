import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateReviewInput,
  Review,
  ReviewHelpful,
  UpdateReviewInput,
} from '../../../../common/features/reviews/reviews.contract';
import { apiRequest } from '../../../lib/api-client';
import { updateReviewIn, withHelpfulVote } from '../lib/review-cache';
import { catalogueApiPath, reviewApiPath, reviewKeys } from './review-query-keys';

/** Every list, subject and card of the feature loads again: the figures changed. */
function refreshReviews(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
}

/** `POST /api/catalogue/{slug}/reviews`: the member's review of the subject. */
export function useCreateReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) =>
      apiRequest<Review>(catalogueApiPath(slug, '/reviews'), { method: 'POST', body: input }),
    onSuccess: () => refreshReviews(queryClient),
  });
}

/** `PATCH /api/reviews/{id}`: the author changes their review. */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: UpdateReviewInput }) =>
      apiRequest<Review>(reviewApiPath(reviewId), { method: 'PATCH', body: input }),
    onSuccess: () => refreshReviews(queryClient),
  });
}

/** `DELETE /api/reviews/{id}`: the author deletes their review. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      apiRequest<unknown>(reviewApiPath(reviewId), { method: 'DELETE' }),
    onSuccess: () => refreshReviews(queryClient),
  });
}

/**
 * Marks a review helpful (`PUT`) or takes the mark back (`DELETE /api/reviews/{id}/helpful`):
 * shown at once everywhere the review is, the server's count applied when the last press of a
 * burst is answered, and put back on a refusal (the caller shows the toast).
 */
export function useSetHelpful(reviewId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['reviews', 'helpful', reviewId];
  const apply = (update: (review: Review) => Review) =>
    queryClient.setQueriesData({ queryKey: reviewKeys.all }, (data: unknown) =>
      updateReviewIn(data, reviewId, update),
    );
  return useMutation<ReviewHelpful, Error, boolean, { before: boolean }>({
    mutationKey,
    mutationFn: (voted) =>
      apiRequest<ReviewHelpful>(reviewApiPath(reviewId, '/helpful'), {
        method: voted ? 'PUT' : 'DELETE',
      }),
    onMutate: async (voted) => {
      await queryClient.cancelQueries({ queryKey: reviewKeys.all });
      apply((review) => withHelpfulVote(review, voted));
      return { before: !voted };
    },
    onError: (_error, _voted, context) => {
      if (context) apply((review) => withHelpfulVote(review, context.before));
    },
    onSuccess: (state) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      apply((review) => ({
        ...review,
        helpfulCount: state.helpfulCount,
        viewer: { ...review.viewer, votedHelpful: state.votedHelpful },
      }));
    },
  });
}
