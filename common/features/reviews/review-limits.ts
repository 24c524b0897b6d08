import { countLabel } from '../../count-format';
/**
 * The limits, choices and texts of the catalogue and its reviews (issue 13), without zod, so the
 * browser's review pages can read them without loading the schema library (the schemas are in
 * `reviews.contract.ts`).
 */

/** What can be reviewed: the guides' attractions, restaurants and hotels, and the four parks. */
export const catalogueKinds = ['attraction', 'restaurant', 'hotel', 'park'] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];
export const catalogueKindLabels: Record<CatalogueKind, string> = {
  attraction: 'Attraction',
  restaurant: 'Restaurant',
  hotel: 'Hotel',
  park: 'Park',
};
/** The same, as a filter's plural choices. */
export const catalogueKindPluralLabels: Record<CatalogueKind, string> = {
  attraction: 'Attractions',
  restaurant: 'Restaurants',
  hotel: 'Hotels',
  park: 'Parks',
};

/**
 * The places a catalogue entry belongs to (the guides' park names; hotels are 'Resort-wide'
 * unless they belong to a park's area).
 */
export const catalogueParks = [
  'Magic Kingdom',
  'EPCOT',
  "Disney's Hollywood Studios",
  "Disney's Animal Kingdom",
  'Disney Springs',
  'Resort-wide',
] as const;
export type CataloguePark = (typeof catalogueParks)[number];

/** Orders of `GET /api/catalogue` (ignored while searching with `q`: best match first). */
export const catalogueSorts = ['most_reviewed', 'best_rated', 'newest_review'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];
export const DEFAULT_CATALOGUE_SORT: CatalogueSort = 'most_reviewed';
export const catalogueSortLabels: Record<CatalogueSort, string> = {
  most_reviewed: 'Most reviewed',
  best_rated: 'Best rated',
  newest_review: 'Newest review',
};

/** Orders of a subject's reviews (`GET /api/catalogue/{slug}/reviews`). */
export const reviewSorts = ['helpful', 'newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'helpful';
export const reviewSortLabels: Record<ReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** Who the reviewer visited with. */
export const partyTypes = [
  'solo',
  'couple',
  'family_young',
  'family_teens',
  'adults_group',
] as const;
export type PartyType = (typeof partyTypes)[number];
export const partyTypeLabels: Record<PartyType, string> = {
  solo: 'Solo',
  couple: 'Couple',
  family_young: 'Family with young children',
  family_teens: 'Family with teens',
  adults_group: 'Group of adults',
};

/** Spec: ratings 1 to 5 (whole stars). */
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
export const reviewStars = [5, 4, 3, 2, 1] as const;
export type ReviewStars = (typeof reviewStars)[number];
export const reviewStarLabels: Record<ReviewStars, string> = {
  5: 'Excellent',
  4: 'Very good',
  3: 'Average',
  2: 'Poor',
  1: 'Terrible',
};

/** Title: trimmed, 3 to 120 characters. */
export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 120;
/** Text: trimmed, 20 to 5,000 characters. */
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 5000;
/** Photos: existing uploads of the author's, at most four. */
export const REVIEW_PHOTOS_MAX = 4;
/** Optional wait in minutes (attractions only): a whole number from 0 to 600. */
export const REVIEW_WAIT_MIN = 0;
export const REVIEW_WAIT_MAX = 600;

/** Visit month, `YYYY-MM`: from Walt Disney World's opening (October 1971) to this month. */
export const VISIT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const VISIT_MONTH_FIRST = '1971-10';

/**
 * The latest visit month accepted at `now`: this month where the calendar is furthest ahead
 * (UTC+14), so a member whose month has already turned is never refused.
 */
export function latestVisitMonth(now: Date = new Date()): string {
  const ahead = new Date(now.getTime() + 14 * 60 * 60 * 1000);
  return `${ahead.getUTCFullYear()}-${String(ahead.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Whether `month` is a `YYYY-MM` from the park's opening to this month. */
export function isValidVisitMonth(month: string, now: Date = new Date()): boolean {
  return (
    VISIT_MONTH_PATTERN.test(month) && month >= VISIT_MONTH_FIRST && month <= latestVisitMonth(now)
  );
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Visited March 2026' style: `2026-03` → 'March 2026'. */
export function formatVisitMonth(month: string): string {
  const [year, monthNumber] = month.split('-');
  const name = MONTH_NAMES[Number(monthNumber) - 1];
  return name ? `${name} ${year}` : month;
}

/** A catalogue entry's slug: lower-case letters and digits in words joined by `-`. */
export const CATALOGUE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATALOGUE_SLUG_MAX = 80;
/** Catalogue entry name (admins adding one): 2 to 120 characters. */
export const CATALOGUE_NAME_MIN = 2;
export const CATALOGUE_NAME_MAX = 120;
export const CATALOGUE_DESCRIPTION_MAX = 1000;
/** An entry's facts (type, cuisine, price range, height…): at most 12 label/value pairs. */
export const CATALOGUE_FACTS_MAX = 12;
export const CATALOGUE_FACT_LABEL_MAX = 40;
export const CATALOGUE_FACT_VALUE_MAX = 120;
/** Longest search text of `GET /api/catalogue?q=`. */
export const CATALOGUE_QUERY_MAX = 100;

/**
 * The slug of a name: accents dropped, `&` read as 'and', apostrophes removed, anything else
 * that is not a letter or digit becomes one `-` ("Be Our Guest Restaurant" →
 * 'be-our-guest-restaurant', "'Ohana" → 'ohana').
 */
export function catalogueSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATALOGUE_SLUG_MAX)
    .replace(/-+$/g, '');
}

/** The page of a catalogue entry's reviews. */
export function reviewPagePath(slug: string): string {
  return `/reviews/${slug}`;
}

/** Page sizes: the catalogue, a subject's reviews, the recent stream, a member's reviews. */
export const CATALOGUE_PAGE_SIZE = { default: 20, max: 50 } as const;
export const REVIEWS_PAGE_SIZE = { default: 10, max: 50 } as const;
/** How much of the newest review a catalogue card shows (characters). */
export const REVIEW_EXCERPT_MAX = 160;

/** An average of stars as shown: one decimal ('4.3'), or null when nothing has been reviewed. */
export function formatAverageRating(average: number | null): string | null {
  return average === null ? null : average.toFixed(1);
}

/** 'N people found this helpful' (and the singular), or null for none. */
export function helpfulCountText(count: number): string | null {
  if (count <= 0) return null;
  return `${countLabel(count, 'person', 'people')} found this helpful`;
}

/** '12 reviews', '1 review', 'No reviews yet'. */
export function reviewCountText(count: number): string {
  if (count === 0) return 'No reviews yet';
  return countLabel(count, 'review', 'reviews');
}

/** A member may write at most this many reviews a day. */
export const REVIEWS_CREATE_RATE_LIMIT = { max: 20, windowSeconds: 24 * 60 * 60 } as const;
export const REVIEWS_CREATE_LIMIT_MESSAGE =
  'You can write 20 reviews a day. Please try again tomorrow.';

/** 404 for an unknown catalogue slug. */
export const CATALOGUE_ITEM_NOT_FOUND_MESSAGE = 'Nothing to review was found at this address.';
/** 404 for an unknown, deleted or hidden (blocked author) review. */
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';
/** 409 for a second review of the same subject by the same member. */
export const REVIEW_ALREADY_EXISTS_MESSAGE =
  'You have already reviewed this. Edit your review instead of writing a new one.';
/** 403 for editing someone else's review (or deleting it without being staff). */
export const REVIEW_AUTHOR_ONLY_MESSAGE = 'Only the author of this review can do that.';
/** 403 for a helpful vote on your own review. */
export const REVIEW_HELPFUL_OWN_MESSAGE = 'You cannot mark your own review as helpful.';
/** 422 for a wait time on something that is not an attraction. */
export const REVIEW_WAIT_ATTRACTIONS_ONLY_MESSAGE = 'Wait times can only be given for attractions.';
/** 422 for photos that are not the author's own uploads (or are used elsewhere). */
export const REVIEW_PHOTOS_INVALID_MESSAGE =
  'Photos must be images you uploaded that are not already used elsewhere.';
/** 403 for adding catalogue entries without being staff. */
export const CATALOGUE_STAFF_ONLY_MESSAGE = 'Only staff can add things to review.';
/** 409 for a new catalogue entry whose slug is taken. */
export const CATALOGUE_SLUG_TAKEN_MESSAGE =
  'Something with this address is already in the catalogue. Choose another name or slug.';

/** Labels of the review form and cards. */
export const WRITE_REVIEW_LABEL = 'Write a review';
export const EDIT_REVIEW_LABEL = 'Edit your review';
export const HELPFUL_LABEL = 'Helpful';
