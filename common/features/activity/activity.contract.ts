import { z } from 'zod';
import { postExcerptSchema, type PostExcerpt } from '../posts/posts.contract';
import { reviewExcerptSchema, reviewSubjectSchema } from '../reviews/reviews.contract';

/** How many of the day's newest posts a summary lists (the total is counted in full). */
export const ACTIVITY_NEW_POSTS_MAX = 10;
/** How many of the day's most liked and discussed posts it lists. */
export const ACTIVITY_TOP_POSTS_MAX = 5;
/** How many of the day's new members, and of the viewer's new followers, it lists. */
export const ACTIVITY_MEMBERS_MAX = 12;
/** How many of the day's newest reviews it lists (the total is counted in full). */
export const ACTIVITY_NEW_REVIEWS_MAX = 10;
/** How many of the viewer's own reviews of the day it lists. */
export const ACTIVITY_OWN_REVIEWS_MAX = 10;
/** How many of the viewer's own posts of the day it lists. */
export const ACTIVITY_OWN_POSTS_MAX = 10;
/** How many of the evening digests of the viewer's trips a day lists (one a trip, each evening). */
export const ACTIVITY_TRIP_DIGESTS_MAX = 5;
/** Longest text excerpt of a listed post, in characters (cut at a word, with an ellipsis). */
export const ACTIVITY_EXCERPT_MAX = 200;

// The 404 messages live in a module without zod, so pages can show them without loading it.
export * from './activity-texts';

/**
 * `{date}` of `GET /api/activity/{date}`: any short text is accepted here, and one that is not
 * a real `YYYY-MM-DD` day, or is later than today, answers 404.
 */
export const activityDateParamsSchema = z.object({
  date: z.string().describe('A day, YYYY-MM-DD, in the site’s time zone'),
});

/** A post as a summary lists it: an excerpt, its first photo and counts. */
export const activityPostSchema = postExcerptSchema;
export type ActivityPost = PostExcerpt;

/**
 * A review as a summary lists it: stars, title, the start of its text, author and time, and
 * what it reviews (its page at `path`, `/reviews/{slug}`).
 */
export const activityReviewSchema = reviewExcerptSchema.extend({
  subject: reviewSubjectSchema,
  path: z.string(),
});
export type ActivityReview = z.infer<typeof activityReviewSchema>;

/** A member as a summary lists them (a new member, a new follower). */
export const activityMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  /** When they joined, or when they followed the viewer. */
  at: z.string(),
});
export type ActivityMember = z.infer<typeof activityMemberSchema>;

/** A counted list: `total` items that day, the first ones in `items`. */
const countedList = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int().nonnegative(), items: z.array(item) });

/**
 * An evening digest of one of the viewer's trips, as they were notified that day: tomorrow's
 * park, plans and booking windows (`body`), and the trip it is about (`/trip/{tripId}`).
 */
export const activityTripDigestSchema = z.object({
  tripId: z.string(),
  body: z.string(),
  /** When it was sent. */
  at: z.string(),
});
export type ActivityTripDigest = z.infer<typeof activityTripDigestSchema>;

/** The signed-in viewer's own day. */
export const ownActivitySchema = z.object({
  posts: countedList(activityPostSchema),
  /** The reviews the viewer wrote that day (live ones). */
  reviews: countedList(activityReviewSchema),
  /** Likes the viewer gave that day (on live posts). */
  likesGiven: z.number().int().nonnegative(),
  /** Likes the viewer's live posts received that day. */
  likesReceived: z.number().int().nonnegative(),
  newFollowers: countedList(activityMemberSchema),
  /**
   * The evening digests of the viewer's trips sent that day, oldest first, for trips they may
   * still see.
   */
  tripDigests: z.array(activityTripDigestSchema),
});
export type OwnActivity = z.infer<typeof ownActivitySchema>;

/**
 * `GET /api/activity` (today) and `GET /api/activity/{date}`: the community's day in the site's
 * time zone, and the viewer's own day when signed in (`mine`, else null).
 */
export const activitySummarySchema = z.object({
  date: z.string(),
  /** The site's time zone, in which days begin and end (IANA name). */
  timeZone: z.string(),
  /** Today in that zone. */
  today: z.string(),
  /** The day before, or null when nothing was posted before this day. */
  previousDate: z.string().nullable(),
  /** The day after, or null when this day is today. */
  nextDate: z.string().nullable(),
  /**
   * The day of the community's first live post or review, or null when nothing has been posted
   * or reviewed.
   */
  firstPostDate: z.string().nullable(),
  /** Whether this day comes before the first post or review (or there is none at all). */
  isBeforeFirstPost: z.boolean(),
  newPosts: countedList(activityPostSchema),
  /** The day's posts with the most likes and comments (a comment counts twice), at least one. */
  topPosts: z.array(activityPostSchema),
  /** The day's reviews the viewer may see: how many, and the newest. */
  newReviews: countedList(activityReviewSchema),
  newMembers: countedList(activityMemberSchema),
  mine: ownActivitySchema.nullable(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;
