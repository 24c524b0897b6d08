/**
 * The texts and limits of blocking, without zod, so the browser's profile code can read them
 * without loading the schema library (the schemas are in `blocks.contract.ts`).
 *
 * A block works both ways and the blocked member is not told: every refusal it causes reads the
 * same from either side and never says who blocked whom.
 */

/** Block and unblock changes a member may make per hour. */
export const BLOCK_RATE_LIMIT = { max: 120, windowSeconds: 60 * 60 } as const;
/** The 429 of {@link BLOCK_RATE_LIMIT} (the style of the follow limit). */
export const BLOCK_LIMIT_MESSAGE =
  'You have blocked and unblocked a lot of members. Please try again later.';

/** Page sizes of your list of blocked members. */
export const BLOCK_PAGE_SIZE = { default: 20, max: 50 } as const;

/** 422 for blocking yourself. */
export const CANNOT_BLOCK_SELF_MESSAGE = 'You cannot block yourself.';
/** 403 for following a member when a block stands between you (either way). */
export const CANNOT_FOLLOW_BLOCKED_MESSAGE = "You can't follow this member.";
/** 403 for messaging a member when a block stands between you (either way). */
export const CANNOT_MESSAGE_BLOCKED_MESSAGE = "You can't message this member.";

/** Toasts and the profile's notice (spec §8's style: a short title and a sentence). */
export const blockTexts = {
  blockedTitle: 'Member blocked',
  blockedDescription: (username: string) =>
    `You won't see @${username}'s posts, and you can't message or follow each other.`,
  unblockedTitle: 'Member unblocked',
  unblockedDescription: (username: string) =>
    `You can see @${username}'s posts again. Follows removed by the block stay removed.`,
  profileNotice: 'You blocked this member',
  profileNoticeDetail:
    "You don't see their posts and comments, and they don't see yours. You can't message or follow each other.",
  confirmTitle: (username: string) => `Block @${username}?`,
  confirmDescription:
    "Neither of you will see the other's posts and comments, follow, like, comment on or message the other. Any follow between you is removed and your conversation becomes read-only. They won't be told.",
  listEmpty: "You haven't blocked anyone.",
} as const;
