import { z } from 'zod';
import { cursorPageSchema, cursorQuerySchema, limitQuerySchema } from '../../pagination';
import { authorSchema } from '../posts/posts.contract';
import { normalizeId } from '../profiles/profiles.contract';
import { postImageSchema } from '../uploads/uploads.contract';
import type { CatalogueCounts } from './catalogue-counts';
import {
  CATALOGUE_DESCRIPTION_MAX,
  CATALOGUE_FACT_LABEL_MAX,
  CATALOGUE_FACT_VALUE_MAX,
  CATALOGUE_FACTS_MAX,
  CATALOGUE_NAME_MAX,
  CATALOGUE_NAME_MIN,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_QUERY_MAX,
  CATALOGUE_SLUG_MAX,
  CATALOGUE_SLUG_PATTERN,
  catalogueKinds,
  catalogueParks,
  catalogueSorts,
  DEFAULT_CATALOGUE_SORT,
  DEFAULT_REVIEW_SORT,
  isValidVisitMonth,
  partyTypes,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_PHOTOS_MAX,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  REVIEW_WAIT_MAX,
  REVIEW_WAIT_MIN,
  REVIEWS_PAGE_SIZE,
  reviewSorts,
  VISIT_MONTH_FIRST,
} from './review-limits';

// The limits and texts live in a module without zod, so pages can use them without loading it.
export * from './review-limits';

/** A uuid path parameter, lower-cased; a malformed one answers 404 like an unknown one. */
const pathId = (what: string) =>
  z.string().max(100).describe(`${what} (uuid, any letter case)`).transform(normalizeId);

/** `{slug}` of `/api/catalogue/{slug}…`, lower-cased; an unknown one answers 404. */
export const catalogueSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(100)
    .describe('A catalogue entry slug, such as space-mountain')
    .transform((slug) => slug.toLowerCase()),
});
/** `{id}` of `/api/reviews/{id}…`. */
export const reviewIdParamsSchema = z.object({ id: pathId('A review id') });
/** `{id}` of `GET /api/profiles/{id}/reviews`. */
export const profileReviewsParamsSchema = z.object({ id: pathId('A member id') });

const kindSchema = z.enum(catalogueKinds, {
  message: `Kind must be one of: ${catalogueKinds.join(', ')}`,
});
const parkSchema = z.enum(catalogueParks, {
  message: `Park must be one of: ${catalogueParks.join(', ')}`,
});
const partyTypeSchema = z.enum(partyTypes, {
  message: `Party type must be one of: ${partyTypes.join(', ')}`,
});

/** One fact of an entry as its page lists it ('Cuisine': 'American'). */
export const catalogueFactSchema = z.object({
  label: z.string(),
  value: z.string(),
});
export type CatalogueFact = z.infer<typeof catalogueFactSchema>;

/** The newest review of an entry as its card quotes it. */
export const reviewExcerptSchema = z.object({
  id: z.uuid(),
  stars: z.number().int().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX),
  title: z.string(),
  /** The start of the text (at most `REVIEW_EXCERPT_MAX` characters, cut at a word). */
  excerpt: z.string(),
  author: authorSchema,
  createdAt: z.string(),
});
export type ReviewExcerpt = z.infer<typeof reviewExcerptSchema>;

/**
 * A catalogue entry as the `/reviews` cards show it: `averageRating` has one decimal (null with
 * no reviews), `newestReview` is the newest review the viewer may see (null when none).
 */
export const catalogueItemSummarySchema = z.object({
  slug: z.string(),
  kind: kindSchema,
  name: z.string(),
  park: parkSchema.nullable(),
  description: z.string(),
  averageRating: z.number().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX).nullable(),
  reviewCount: z.number().int().nonnegative(),
  newestReview: reviewExcerptSchema.nullable(),
  /** `/reviews/{slug}`. */
  path: z.string(),
});
export type CatalogueItemSummary = z.infer<typeof catalogueItemSummarySchema>;

/** How many reviews gave each number of stars, 5 down to 1 (all five always listed). */
export const ratingDistributionSchema = z.array(
  z.object({
    stars: z.number().int().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX),
    count: z.number().int().nonnegative(),
  }),
);
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

/**
 * `GET /api/catalogue/{slug}`: the summary, the guide's facts and the distribution of stars;
 * `myReviewId` is the viewer's own review of it (null for visitors and when none).
 */
export const catalogueItemSchema = catalogueItemSummarySchema.extend({
  facts: z.array(catalogueFactSchema),
  distribution: ratingDistributionSchema,
  myReviewId: z.uuid().nullable(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/**
 * `GET /api/catalogue?q=&kind=&park=&sort=&cursor=&limit=`: `q` finds entries by name (typos
 * forgiven) and description; with `q` the order is best match first and `sort` is ignored.
 */
export const catalogueListQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(CATALOGUE_QUERY_MAX, `Search text can be at most ${CATALOGUE_QUERY_MAX} characters`)
      .refine((text) => !text.includes('\u0000'), 'Search text cannot contain a NUL character')
      .optional()
      .describe('Words of the name or description; blank means no search'),
    kind: kindSchema.optional(),
    park: parkSchema.optional(),
    sort: z
      .enum(catalogueSorts, { message: `Sort must be one of: ${catalogueSorts.join(', ')}` })
      .default(DEFAULT_CATALOGUE_SORT),
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(CATALOGUE_PAGE_SIZE),
  })
  .strict();
export type CatalogueListQuery = z.input<typeof catalogueListQuerySchema>;
export const cataloguePageSchema = cursorPageSchema(catalogueItemSummarySchema);
export type CataloguePage = z.infer<typeof cataloguePageSchema>;

/** `GET /api/catalogue/counts`: how many entries of each kind the catalogue holds. */
export const catalogueCountsSchema = z.object({
  attractions: z.number().int().nonnegative().describe('Attractions and shows of the four parks'),
  restaurants: z.number().int().nonnegative(),
  hotels: z.number().int().nonnegative(),
  parks: z.number().int().nonnegative(),
}) satisfies z.ZodType<CatalogueCounts>;

/**
 * `POST /api/catalogue` body (staff only; 201 with the {@link catalogueItemSchema}): `slug` is
 * made from the name when not given.
 */
export const createCatalogueItemInputSchema = z
  .object({
    name: z
      .string('Name is required')
      .trim()
      .min(CATALOGUE_NAME_MIN, `Name must be at least ${CATALOGUE_NAME_MIN} characters`)
      .max(CATALOGUE_NAME_MAX, `Name can be at most ${CATALOGUE_NAME_MAX} characters`),
    slug: z
      .string()
      .trim()
      .max(CATALOGUE_SLUG_MAX, `Slug can be at most ${CATALOGUE_SLUG_MAX} characters`)
      .regex(CATALOGUE_SLUG_PATTERN, 'Slug may contain only a-z, 0-9 and single dashes')
      .optional(),
    kind: kindSchema,
    park: parkSchema.nullable().default(null),
    description: z
      .string()
      .trim()
      .max(
        CATALOGUE_DESCRIPTION_MAX,
        `Description can be at most ${CATALOGUE_DESCRIPTION_MAX} characters`,
      )
      .default(''),
    facts: z
      .array(
        z
          .object({
            label: z.string().trim().min(1).max(CATALOGUE_FACT_LABEL_MAX),
            value: z.string().trim().min(1).max(CATALOGUE_FACT_VALUE_MAX),
          })
          .strict(),
      )
      .max(CATALOGUE_FACTS_MAX, `At most ${CATALOGUE_FACTS_MAX} facts`)
      .default([]),
  })
  .strict();
export type CreateCatalogueItemInput = z.input<typeof createCatalogueItemInputSchema>;

/** The subject a review is about, as the review cards name and link it. */
export const reviewSubjectSchema = z.object({
  slug: z.string(),
  kind: kindSchema,
  name: z.string(),
  park: parkSchema.nullable(),
});
export type ReviewSubject = z.infer<typeof reviewSubjectSchema>;

/** One review. `viewer` says what the signed-in viewer may do (all false for visitors). */
export const reviewSchema = z.object({
  id: z.uuid(),
  subject: reviewSubjectSchema,
  author: authorSchema,
  stars: z.number().int().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX),
  title: z.string(),
  body: z.string(),
  /** `YYYY-MM`. */
  visitMonth: z.string(),
  partyType: partyTypeSchema,
  /** Minutes waited (attractions only), or null. */
  waitMinutes: z.number().int().nonnegative().nullable(),
  photos: z.array(postImageSchema),
  helpfulCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the author changed it after writing it. */
  edited: z.boolean(),
  viewer: z.object({
    isAuthor: z.boolean(),
    votedHelpful: z.boolean(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canVoteHelpful: z.boolean(),
  }),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageSchema = cursorPageSchema(reviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** `GET /api/catalogue/{slug}/reviews?sort=&stars=&party=&cursor=&limit=`. */
export const subjectReviewsQuerySchema = z
  .object({
    sort: z
      .enum(reviewSorts, { message: `Sort must be one of: ${reviewSorts.join(', ')}` })
      .default(DEFAULT_REVIEW_SORT),
    stars: z.coerce
      .number('Stars must be a number')
      .int('Stars must be a whole number')
      .min(REVIEW_STARS_MIN, `Stars must be from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX}`)
      .max(REVIEW_STARS_MAX, `Stars must be from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX}`)
      .optional()
      .describe('Only reviews with this many stars'),
    party: partyTypeSchema.optional().describe('Only reviews by this kind of party'),
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(REVIEWS_PAGE_SIZE),
  })
  .strict();
export type SubjectReviewsQuery = z.input<typeof subjectReviewsQuerySchema>;

/** `GET /api/reviews` (the recent reviews stream) and `GET /api/profiles/{id}/reviews`: newest first. */
export const recentReviewsQuerySchema = cursorQuerySchema(REVIEWS_PAGE_SIZE);
export type RecentReviewsQuery = z.input<typeof recentReviewsQuerySchema>;

const starsInputSchema = z
  .number('Choose a rating from 1 to 5 stars')
  .int('Choose a rating from 1 to 5 stars')
  .min(REVIEW_STARS_MIN, 'Choose a rating from 1 to 5 stars')
  .max(REVIEW_STARS_MAX, 'Choose a rating from 1 to 5 stars');
const titleSchema = z
  .string('Title is required')
  .trim()
  .min(REVIEW_TITLE_MIN, `Title must be at least ${REVIEW_TITLE_MIN} characters`)
  .max(REVIEW_TITLE_MAX, `Title can be at most ${REVIEW_TITLE_MAX} characters`);
const bodySchema = z
  .string('Review text is required')
  .trim()
  .min(REVIEW_BODY_MIN, `Your review must be at least ${REVIEW_BODY_MIN} characters`)
  .max(REVIEW_BODY_MAX, `Your review can be at most ${REVIEW_BODY_MAX} characters`);
const visitMonthSchema = z
  .string('Visit month is required')
  .refine(
    (month) => isValidVisitMonth(month),
    `Visit month must be a month (YYYY-MM) from ${VISIT_MONTH_FIRST} to this month`,
  );
const waitMinutesSchema = z
  .number('Wait time must be a number of minutes')
  .int('Wait time must be a whole number of minutes')
  .min(REVIEW_WAIT_MIN, 'Wait time cannot be negative')
  .max(REVIEW_WAIT_MAX, `Wait time can be at most ${REVIEW_WAIT_MAX} minutes`);
const photoIdsSchema = z
  .array(z.guid('Must be an id'))
  .max(REVIEW_PHOTOS_MAX, `A review can have at most ${REVIEW_PHOTOS_MAX} photos`)
  .refine((ids) => new Set(ids).size === ids.length, 'The same photo is listed twice');

/**
 * `POST /api/catalogue/{slug}/reviews` body (201 with the {@link reviewSchema}). One review per
 * member per subject: a second one answers 409 (edit the first instead). `waitMinutes` only for
 * attractions (422 otherwise); `photoIds` are the author's uploads (`POST /api/uploads` first).
 */
export const createReviewInputSchema = z
  .object({
    stars: starsInputSchema,
    title: titleSchema,
    body: bodySchema,
    visitMonth: visitMonthSchema,
    partyType: partyTypeSchema,
    waitMinutes: waitMinutesSchema.nullable().default(null),
    photoIds: photoIdsSchema.default([]),
  })
  .strict();
export type CreateReviewInput = z.input<typeof createReviewInputSchema>;

/** `PATCH /api/reviews/{id}` body (author only): only the fields given change; null clears. */
export const updateReviewInputSchema = z
  .object({
    stars: starsInputSchema.optional(),
    title: titleSchema.optional(),
    body: bodySchema.optional(),
    visitMonth: visitMonthSchema.optional(),
    partyType: partyTypeSchema.optional(),
    waitMinutes: waitMinutesSchema.nullable().optional(),
    photoIds: photoIdsSchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateReviewInput = z.input<typeof updateReviewInputSchema>;

/** `PUT|DELETE /api/reviews/{id}/helpful`: the viewer's vote after it and the review's count. */
export const reviewHelpfulSchema = z.object({
  reviewId: z.uuid(),
  votedHelpful: z.boolean(),
  helpfulCount: z.number().int().nonnegative(),
});
export type ReviewHelpful = z.infer<typeof reviewHelpfulSchema>;
