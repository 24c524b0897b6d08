import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CatalogueCounts } from '../../../../common/features/reviews/catalogue-counts';
import type {
  CatalogueItem,
  CataloguePage,
  Review,
  ReviewPage,
} from '../../../../common/features/reviews/reviews.contract';
import { apiRequest } from '../../../lib/api-client';
import {
  catalogueApiQuery,
  reviewListApiQuery,
  type CatalogueFilters,
  type ReviewListFilters,
} from '../lib/review-filters';
import { catalogueApiPath, reviewApiPath, reviewKeys } from './review-query-keys';

/**
 * The catalogue of `/reviews`, page by page; while new filters load, the previous list stays
 * on screen (dimmed by the page) instead of a skeleton.
 */
export function useCatalogue(viewerId: string | null, filters: CatalogueFilters) {
  return useInfiniteQuery({
    queryKey: reviewKeys.catalogue(viewerId, filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<CataloguePage>(`/api/catalogue?${catalogueApiQuery(filters, pageParam)}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /api/catalogue/counts`: the catalogue's attractions, restaurants, hotels and parks (the
 * visitors' home figures), kept a few minutes: they change when staff add an entry.
 */
export function useCatalogueCounts() {
  return useQuery({
    queryKey: reviewKeys.counts,
    queryFn: ({ signal }) => apiRequest<CatalogueCounts>('/api/catalogue/counts', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/catalogue/{slug}`: the subject, its figures and the viewer's own review id. */
export function useCatalogueItem(slug: string, viewerId: string | null) {
  return useQuery({
    queryKey: reviewKeys.item(slug, viewerId),
    queryFn: ({ signal }) => apiRequest<CatalogueItem>(catalogueApiPath(slug), { signal }),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}

/** A subject's reviews in the chosen order and filters, page by page. */
export function useSubjectReviews(
  slug: string,
  viewerId: string | null,
  filters: ReviewListFilters,
) {
  return useInfiniteQuery({
    queryKey: reviewKeys.subject(slug, viewerId, filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ReviewPage>(
        catalogueApiPath(slug, `/reviews?${reviewListApiQuery(filters, pageParam)}`),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/reviews`: the newest reviews of every subject. */
export function useRecentReviews(viewerId: string | null) {
  return useInfiniteQuery({
    queryKey: reviewKeys.recent(viewerId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ReviewPage>(
        `/api/reviews${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** `GET /api/reviews/{id}`: one review (the viewer's own, to edit it); off while `reviewId` is null. */
export function useReview(reviewId: string | null, viewerId: string | null) {
  return useQuery({
    queryKey: reviewKeys.review(reviewId ?? '', viewerId),
    queryFn: ({ signal }) => apiRequest<Review>(reviewApiPath(reviewId!), { signal }),
    enabled: reviewId !== null,
  });
}
