import { z } from 'zod';
import { cursorPageSchema, cursorQuerySchema } from '../../pagination';

/** Follow and unfollow changes a member may make per hour. */
export const FOLLOW_RATE_LIMIT = { max: 120, windowSeconds: 60 * 60 } as const;

/** Page sizes of the followers and following lists. */
export const FOLLOW_PAGE_SIZE_DEFAULT = 20;
export const FOLLOW_PAGE_SIZE_MAX = 50;

/** `PUT|DELETE /api/profiles/{id}/follow` answer: whether you follow them now, and their count. */
export const followStateSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int().nonnegative(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** `GET /api/profiles/{id}/followers|following` query. */
export const followListQuerySchema = cursorQuerySchema({
  default: FOLLOW_PAGE_SIZE_DEFAULT,
  max: FOLLOW_PAGE_SIZE_MAX,
});
export type FollowListQuery = z.output<typeof followListQuerySchema>;

/** One member in a followers or following list. */
export const followListItemSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** When the follow began. */
  followedAt: z.string(),
  /** Whether the viewer follows this member (false for visitors). */
  isFollowing: z.boolean(),
});
export type FollowListItem = z.infer<typeof followListItemSchema>;

/** A page of followers or following, newest follow first. */
export const followListSchema = cursorPageSchema(followListItemSchema);
export type FollowList = z.infer<typeof followListSchema>;
