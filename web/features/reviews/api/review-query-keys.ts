import type { CatalogueFilters, ReviewListFilters } from '../lib/review-filters';

/**
 * Query keys of the reviews feature, all under `['reviews']`: what the viewer may do with a
 * review (vote, edit) is keyed by the viewer too (null for a visitor). A review written, edited
 * or deleted invalidates the whole family, so averages, counts, distributions, cards and the
 * recent stream all show the new figures.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  catalogue: (viewerId: string | null, filters: CatalogueFilters) =>
    ['reviews', 'catalogue', viewerId, filters] as const,
  item: (slug: string, viewerId: string | null) => ['reviews', 'item', slug, viewerId] as const,
  subject: (slug: string, viewerId: string | null, filters: ReviewListFilters) =>
    ['reviews', 'subject', slug, viewerId, filters] as const,
  recent: (viewerId: string | null) => ['reviews', 'recent', viewerId] as const,
  /** How many entries of each kind the catalogue holds (the same for everyone). */
  counts: ['reviews', 'counts'] as const,
  review: (reviewId: string, viewerId: string | null) =>
    ['reviews', 'review', reviewId, viewerId] as const,
};

/** `/api/catalogue/{slug}` and below. */
export function catalogueApiPath(slug: string, rest = ''): string {
  return `/api/catalogue/${encodeURIComponent(slug)}${rest}`;
}

/** `/api/reviews/{id}` and below. */
export function reviewApiPath(reviewId: string, rest = ''): string {
  return `/api/reviews/${encodeURIComponent(reviewId)}${rest}`;
}
