import { z } from 'zod';
import { limitQuerySchema } from '../../pagination';
import { groupSummarySchema } from '../groups/groups.contract';
import { authorSchema, postSummaryFields } from '../posts/posts.contract';
import { REVIEW_STARS_MAX, REVIEW_STARS_MIN } from '../reviews/review-limits';
import { reviewSubjectSchema } from '../reviews/reviews.contract';
import {
  SEARCH_BLANK_MESSAGE,
  SEARCH_PAGE_DEFAULT,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX,
  searchTypes,
  type ContentSearchType,
} from './search-types';

// The constants live in a module without zod, so pages can use them without loading it.
export * from './search-types';

/**
 * `GET /api/search?q=&type=&cursor=&limit=`: `q` is trimmed and must not be blank; `type`
 * defaults to posts; `cursor` is the `nextCursor` of the previous page of the same search.
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_BLANK_MESSAGE })
    .trim()
    .min(1, SEARCH_BLANK_MESSAGE)
    .max(SEARCH_QUERY_MAX, `Search text can be at most ${SEARCH_QUERY_MAX} characters`)
    .refine((text) => !text.includes('\u0000'), 'Search text cannot contain a NUL character'),
  type: z
    .enum(searchTypes, { message: `Type must be one of: ${searchTypes.join(', ')}` })
    .default('posts'),
  cursor: z.string().max(300).optional(),
  limit: limitQuerySchema({ default: SEARCH_PAGE_DEFAULT, max: SEARCH_PAGE_MAX }),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/**
 * A piece of member text, in order; `isMatch` marks the words the search matched. The text is
 * plain (never HTML): clients show it as text and highlight the matches themselves.
 */
export const textSegmentSchema = z.object({ text: z.string(), isMatch: z.boolean() });
export type TextSegment = z.infer<typeof textSegmentSchema>;

/** One post found: a highlighted excerpt of its text, its tags (matched ones marked) and counts. */
export const postSearchResultSchema = z.object({
  id: z.string(),
  /** The best-matching passage of the text (empty for a photo-only post), `…` where cut. */
  snippet: z.array(textSegmentSchema),
  tags: z.array(z.object({ tag: z.string(), isMatch: z.boolean() })),
  ...postSummaryFields,
});
export type PostSearchResult = z.infer<typeof postSearchResultSchema>;

/** One member found, with the parts of their username and name that match the search marked. */
export const personSearchResultSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  usernameParts: z.array(textSegmentSchema),
  /** First and last name (empty when the member gave none). */
  nameParts: z.array(textSegmentSchema),
  bio: z.string().nullable(),
});
export type PersonSearchResult = z.infer<typeof personSearchResultSchema>;

/**
 * One group found (issue 12): what anyone may see of it (a private group's header is public;
 * never its about text or posts) and the viewer's standing, with the parts of its name and
 * description that match the search marked.
 */
export const groupSearchResultSchema = groupSummarySchema.extend({
  nameParts: z.array(textSegmentSchema),
  descriptionParts: z.array(textSegmentSchema),
});
export type GroupSearchResult = z.infer<typeof groupSearchResultSchema>;

/**
 * One review found (issue 13): its stars, its title and the best passage of its text with the
 * matched words marked, what it reviews (linked at `path`, `/reviews/{slug}`) and its author.
 */
export const reviewSearchResultSchema = z.object({
  id: z.uuid(),
  stars: z.number().int().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX),
  title: z.string(),
  titleParts: z.array(textSegmentSchema),
  /** The best-matching passage of the text, `…` where cut. */
  snippet: z.array(textSegmentSchema),
  subject: reviewSubjectSchema,
  /** The subject's page, `/reviews/{slug}`. */
  path: z.string(),
  author: authorSchema,
  helpfulCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type ReviewSearchResult = z.infer<typeof reviewSearchResultSchema>;

/**
 * One checklist, tip, event, contest, creator listing or guide page found (issue 28): its title
 * and best passage with the matched words marked, its page and a few short facts.
 */
export const contentSearchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleParts: z.array(textSegmentSchema),
  /** The best-matching passage, `…` where cut; may be empty. */
  snippet: z.array(textSegmentSchema),
  /**
   * The item's page, e.g. `/checklist/{id}`, `/tips?tip={id}`, `/event/{id}`, `/contests/…`,
   * `/photographers/…` or a guide page such as `/disney-attractions`.
   */
  path: z.string(),
  /** Who made it; null for guide pages and contests (the staff run them). */
  author: authorSchema.nullable(),
  /** Short facts shown under the title, e.g. `['Magic Kingdom', 'Sat 14 Dec 2026']` or `['12 items']`. */
  meta: z.array(z.string()),
  /** A photo's URL when the item has one, else null. */
  imageUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type ContentSearchResult = z.infer<typeof contentSearchResultSchema>;

const pageFields = {
  /** The trimmed text that was searched. */
  query: z.string(),
  nextCursor: z.string().nullable(),
};

/** `GET /api/search` answer, by type; pages are ordered best match first. */
export const searchResponseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('posts'), items: z.array(postSearchResultSchema), ...pageFields }),
  z.object({ type: z.literal('people'), items: z.array(personSearchResultSchema), ...pageFields }),
  z.object({
    type: z.literal('groups'),
    items: z.array(groupSearchResultSchema),
    /** No longer sent (groups exist since issue 12); kept optional for older clients. */
    note: z.string().optional(),
    ...pageFields,
  }),
  z.object({ type: z.literal('reviews'), items: z.array(reviewSearchResultSchema), ...pageFields }),
  z.object({
    type: z.literal('checklists'),
    items: z.array(contentSearchResultSchema),
    ...pageFields,
  }),
  z.object({ type: z.literal('trips'), items: z.array(contentSearchResultSchema), ...pageFields }),
  z.object({ type: z.literal('tips'), items: z.array(contentSearchResultSchema), ...pageFields }),
  z.object({ type: z.literal('events'), items: z.array(contentSearchResultSchema), ...pageFields }),
  z.object({
    type: z.literal('contests'),
    items: z.array(contentSearchResultSchema),
    ...pageFields,
  }),
  z.object({
    type: z.literal('creators'),
    items: z.array(contentSearchResultSchema),
    ...pageFields,
  }),
  z.object({ type: z.literal('guides'), items: z.array(contentSearchResultSchema), ...pageFields }),
]);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type PostSearchPage = Extract<SearchResponse, { type: 'posts' }>;
export type PeopleSearchPage = Extract<SearchResponse, { type: 'people' }>;
export type GroupSearchPage = Extract<SearchResponse, { type: 'groups' }>;
export type ReviewSearchPage = Extract<SearchResponse, { type: 'reviews' }>;
export type ChecklistSearchPage = Extract<SearchResponse, { type: 'checklists' }>;
export type TripSearchPage = Extract<SearchResponse, { type: 'trips' }>;
export type TipSearchPage = Extract<SearchResponse, { type: 'tips' }>;
export type EventSearchPage = Extract<SearchResponse, { type: 'events' }>;
export type ContestSearchPage = Extract<SearchResponse, { type: 'contests' }>;
export type CreatorSearchPage = Extract<SearchResponse, { type: 'creators' }>;
export type GuideSearchPage = Extract<SearchResponse, { type: 'guides' }>;
/** A page of any of the types found through the content registry (same shape for each). */
export type ContentSearchPage = Extract<SearchResponse, { type: ContentSearchType }>;

/** `GET /api/search/counts?q=`: the trimmed text; `q` is read like `GET /api/search`'s. */
export const searchCountsQuerySchema = searchQuerySchema.pick({ q: true });
export type SearchCountsQuery = z.input<typeof searchCountsQuerySchema>;

/**
 * `GET /api/search/counts` answer: how many results each tab has for the viewer, each counted
 * up to `capped` (SEARCH_COUNT_CAP); a count equal to `capped` means that many or more.
 */
const typeCount = z.number().int().nonnegative();
export const searchCountsResponseSchema = z.object({
  query: z.string(),
  /** One count per search type (`Record<SearchType, number>`), spelled out for the API document. */
  counts: z.object({
    posts: typeCount,
    people: typeCount,
    groups: typeCount,
    reviews: typeCount,
    checklists: typeCount,
    trips: typeCount,
    tips: typeCount,
    events: typeCount,
    contests: typeCount,
    creators: typeCount,
    guides: typeCount,
  } satisfies Record<(typeof searchTypes)[number], typeof typeCount>),
  capped: z.number().int(),
});
export type SearchCountsResponse = z.infer<typeof searchCountsResponseSchema>;
