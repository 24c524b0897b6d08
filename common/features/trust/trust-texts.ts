// Texts and link counting of the trust rules (issue 15): new-member limits and the daily like
// limit. Without zod, so the web can use them on light pages too. The server answers with these
// sentences; the web shows the server's message in its error toasts.

/** The trust settings (`moderation_settings` keys), with the defaults the migration inserts. */
export interface TrustSettings {
  /** How long an account counts as new, from its creation. */
  newMemberHours: number;
  /** Posts a new member may publish in any 24 hours (deleted ones count). */
  newMemberPostsPerDay: number;
  /** Comments (on posts and events) a new member may write in any 24 hours. */
  newMemberCommentsPerDay: number;
  /** Links a new member may put in one post. */
  newMemberLinksPerPost: number;
  /** Photos a new member may attach to one direct message (0: none). */
  newMemberMessageImages: number;
  /** Likes anyone may give in any 24 hours. */
  likesPerDay: number;
}

export const DEFAULT_TRUST_SETTINGS: TrustSettings = {
  newMemberHours: 24,
  newMemberPostsPerDay: 10,
  newMemberCommentsPerDay: 20,
  newMemberLinksPerPost: 2,
  newMemberMessageImages: 0,
  likesPerDay: 200,
};

/** The settings row key of each setting. */
export const TRUST_SETTING_KEYS: Record<keyof TrustSettings, string> = {
  newMemberHours: 'new_member_hours',
  newMemberPostsPerDay: 'new_member_posts_per_day',
  newMemberCommentsPerDay: 'new_member_comments_per_day',
  newMemberLinksPerPost: 'new_member_links_per_post',
  newMemberMessageImages: 'new_member_message_images',
  likesPerDay: 'likes_per_day',
};

/**
 * Web links in a text: `http://` and `https://` addresses, and `www.` ones written without a
 * scheme (an address with both counts once).
 */
const LINK_PATTERN = /(?:\bhttps?:\/\/|(?<![\w./-])www\.)[^\s<>"]+/gi;

/** How many links a text holds (see {@link LINK_PATTERN}). */
export function countLinks(text: string): number {
  return text.match(LINK_PATTERN)?.length ?? 0;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "your first day" for 24 hours, "your first 48 hours" otherwise ("their …" for `their`). */
function firstPeriod(hours: number, whose: 'your' | 'their' = 'your'): string {
  return hours === 24 ? `${whose} first day` : `${whose} first ${plural(hours, 'hour', 'hours')}`;
}

/** "in 5 minutes", "in 3 hours": how long until `seconds` from now, rounded up. */
export function waitPhrase(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `in ${plural(minutes, 'minute', 'minutes')}`;
  return `in ${plural(Math.ceil(minutes / 60), 'hour', 'hours')}`;
}

/** 429 for a new member's post over the daily limit. */
export function newMemberPostsMessage(max: number, retryAfterSeconds: number): string {
  return `New members can publish up to ${plural(max, 'post', 'posts')} a day. You can post again ${waitPhrase(retryAfterSeconds)}.`;
}

/** 429 for a new member's comment over the daily limit. */
export function newMemberCommentsMessage(max: number, retryAfterSeconds: number): string {
  return `New members can write up to ${plural(max, 'comment', 'comments')} a day. You can comment again ${waitPhrase(retryAfterSeconds)}.`;
}

/** 422 for a new member's post with too many links (not a rate: the post itself is refused). */
export function newMemberLinksMessage(max: number, hours: number): string {
  const allowance =
    max === 0
      ? "New members can't add links to a post."
      : `New members can add up to ${plural(max, 'link', 'links')} to a post.`;
  return `${allowance} Try again after ${firstPeriod(hours)}.`;
}

/** 403 for a new member's direct message with photos (or more than they may attach). */
export function newMemberMessagePhotosMessage(max: number, hours: number): string {
  const after = firstPeriod(hours, 'their');
  if (max === 0) return `New members can send photos in messages after ${after}.`;
  return `New members can send up to ${plural(max, 'photo', 'photos')} in a message until after ${after}.`;
}

/** 429 for a like over the daily limit (everyone). */
export function likesMessage(max: number, retryAfterSeconds: number): string {
  return `You can like up to ${plural(max, 'post', 'posts')} a day. You can like again ${waitPhrase(retryAfterSeconds)}.`;
}
