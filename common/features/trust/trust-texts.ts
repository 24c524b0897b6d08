// Settings and texts of the trust rules (issues 15 and 26): what each trust level may do, the
// daily like limit and report weights. Without zod, so the web can use them on light pages too.
// The server answers with these sentences; the web shows the server's message in its toasts.

/** The trust settings (`moderation_settings` keys), with the defaults the migrations insert. */
export interface TrustSettings {
  /** How long an account counts as new (trust level 0), from its creation. */
  newMemberHours: number;
  /** Posts a new member may publish in any 24 hours (deleted ones count). */
  newMemberPostsPerDay: number;
  /** Comments (on posts and events) a new member may write in any 24 hours. */
  newMemberCommentsPerDay: number;
  /** Links a new member may put in one item (the key still says "per post"). */
  newMemberLinksPerPost: number;
  /** Photos a new member may attach to one direct message (0: none). */
  newMemberMessageImages: number;
  /** Likes anyone may give in any 24 hours. */
  likesPerDay: number;
  /** Links a basic member may put in one item. */
  basicLinksPerItem: number;
  /** Links a member or a regular may put in one item. */
  memberLinksPerItem: number;
  /** Tips a new member may share in any 24 hours. */
  newMemberTipsPerDay: number;
  /** Tips a basic member may share in any 24 hours. */
  basicTipsPerDay: number;
  /** Checklists a new member may make public in any 24 hours. */
  newMemberPublicChecklistsPerDay: number;
  /** Checklists a basic member may make public in any 24 hours. */
  basicPublicChecklistsPerDay: number;
  /** Days visited that make a basic member a member. */
  memberDaysVisited: number;
  /** Items read that make a basic member a member. */
  memberItemsRead: number;
  /** Days visited in the last 100 days that make a member a regular. */
  regularDaysVisited: number;
  /** Items read in the last 100 days that make a member a regular. */
  regularItemsRead: number;
  /** Days without an upheld report against them or a suspension that members and regulars need. */
  quietDays: number;
  /** Items anyone may report in any 24 hours. */
  reportsPerDay: number;
  /** A basic member's, a member's and a regular's report weight, in hundredths. */
  reportWeightBasic: number;
  reportWeightMember: number;
  reportWeightRegular: number;
  /** The summed weight (hundredths) of an item's open reports that hides it. */
  reportScoreToHide: number;
}

export const DEFAULT_TRUST_SETTINGS: TrustSettings = {
  newMemberHours: 24,
  newMemberPostsPerDay: 10,
  newMemberCommentsPerDay: 20,
  newMemberLinksPerPost: 2,
  newMemberMessageImages: 0,
  likesPerDay: 200,
  basicLinksPerItem: 5,
  memberLinksPerItem: 20,
  newMemberTipsPerDay: 3,
  basicTipsPerDay: 10,
  newMemberPublicChecklistsPerDay: 2,
  basicPublicChecklistsPerDay: 5,
  memberDaysVisited: 10,
  memberItemsRead: 50,
  regularDaysVisited: 50,
  regularItemsRead: 500,
  quietDays: 90,
  reportsPerDay: 20,
  reportWeightBasic: 50,
  reportWeightMember: 100,
  reportWeightRegular: 150,
  reportScoreToHide: 300,
};

/** The settings row key of each setting. */
export const TRUST_SETTING_KEYS: Record<keyof TrustSettings, string> = {
  newMemberHours: 'new_member_hours',
  newMemberPostsPerDay: 'new_member_posts_per_day',
  newMemberCommentsPerDay: 'new_member_comments_per_day',
  newMemberLinksPerPost: 'new_member_links_per_post',
  newMemberMessageImages: 'new_member_message_images',
  likesPerDay: 'likes_per_day',
  basicLinksPerItem: 'basic_links_per_item',
  memberLinksPerItem: 'member_links_per_item',
  newMemberTipsPerDay: 'new_member_tips_per_day',
  basicTipsPerDay: 'basic_tips_per_day',
  newMemberPublicChecklistsPerDay: 'new_member_public_checklists_per_day',
  basicPublicChecklistsPerDay: 'basic_public_checklists_per_day',
  memberDaysVisited: 'trust_member_days_visited',
  memberItemsRead: 'trust_member_items_read',
  regularDaysVisited: 'trust_regular_days_visited',
  regularItemsRead: 'trust_regular_items_read',
  quietDays: 'trust_quiet_days',
  reportsPerDay: 'reports_per_day',
  reportWeightBasic: 'report_weight_basic',
  reportWeightMember: 'report_weight_member',
  reportWeightRegular: 'report_weight_regular',
  reportScoreToHide: 'report_score_to_hide',
};

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

/** The kinds of item whose text the trust rules read, as a sentence names one of them. */
export const TRUST_ITEM_PHRASES = {
  post: 'a post',
  comment: 'a comment',
  message: 'a message',
  tip: 'a tip',
  review: 'a review',
  event: 'an event',
  group: 'a group',
  checklist: 'a checklist',
  checklist_item: 'a checklist item',
  profile: 'your profile',
  creator_listing: 'a creator listing',
  contest_entry: 'a contest entry',
  trip: 'a trip',
} as const;
export type TrustItemKind = keyof typeof TRUST_ITEM_PHRASES;

/**
 * 422 for an item with more links than the member's trust level allows (not a rate: the item
 * itself is refused). New members learn when the limit relaxes; others how many they may add.
 */
export function linksMessage(
  kind: TrustItemKind,
  max: number,
  isNewMember: boolean,
  newMemberHours: number,
): string {
  const item = TRUST_ITEM_PHRASES[kind];
  if (!isNewMember) {
    return max === 0
      ? `You can't add links to ${item} yet.`
      : `You can add up to ${plural(max, 'link', 'links')} to ${item}.`;
  }
  const allowance =
    max === 0
      ? `New members can't add links to ${item}.`
      : `New members can add up to ${plural(max, 'link', 'links')} to ${item}.`;
  return `${allowance} Try again after ${firstPeriod(newMemberHours)}.`;
}

/** Who a daily limit is about: "New members can …" or "You can … for now". */
function dailyAllowance(isNewMember: boolean, what: string): string {
  return isNewMember ? `New members can ${what} a day.` : `You can ${what} a day for now.`;
}

/** 429 for a tip over the member's daily limit. */
export function tipsPerDayMessage(
  max: number,
  retryAfterSeconds: number,
  isNewMember: boolean,
): string {
  return `${dailyAllowance(isNewMember, `share up to ${plural(max, 'tip', 'tips')}`)} You can share a tip again ${waitPhrase(retryAfterSeconds)}.`;
}

/** 429 for a checklist made public over the member's daily limit. */
export function publicChecklistsPerDayMessage(
  max: number,
  retryAfterSeconds: number,
  isNewMember: boolean,
): string {
  return `${dailyAllowance(isNewMember, `make up to ${plural(max, 'checklist', 'checklists')} public`)} You can make another one public ${waitPhrase(retryAfterSeconds)}.`;
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
