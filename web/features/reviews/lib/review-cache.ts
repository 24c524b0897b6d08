import type { InfiniteData } from '@tanstack/react-query';
import type { Review, ReviewPage } from '../../../../common/features/reviews/reviews.contract';

export type ReviewPages = InfiniteData<ReviewPage, string | null>;

/** A review with the viewer's helpful vote set to `voted` (the count follows; never below 0). */
export function withHelpfulVote(review: Review, voted: boolean): Review {
  if (review.viewer.votedHelpful === voted) return review;
  return {
    ...review,
    helpfulCount: Math.max(0, review.helpfulCount + (voted ? 1 : -1)),
    viewer: { ...review.viewer, votedHelpful: voted },
  };
}

/**
 * A cached entry (a page list of reviews, or one review) with `update` applied to the review
 * `reviewId`; anything else comes back as it was.
 */
export function updateReviewIn<T>(
  data: T,
  reviewId: string,
  update: (review: Review) => Review,
): T {
  if (!data || typeof data !== 'object') return data;
  const paged = data as unknown as ReviewPages;
  if ('pages' in data && Array.isArray(paged.pages)) {
    const pages = paged.pages;
    let changed = false;
    const next = pages.map((page) => {
      if (!Array.isArray(page?.items)) return page;
      const items = page.items.map((review) => {
        if (review.id !== reviewId) return review;
        changed = true;
        return update(review);
      });
      return { ...page, items };
    });
    return changed ? ({ ...data, pages: next } as T) : data;
  }
  const review = data as unknown as Review;
  if (review.id === reviewId && 'helpfulCount' in review) return update(review) as unknown as T;
  return data;
}
