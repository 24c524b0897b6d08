import {
  countLinks,
  likesMessage,
  newMemberCommentsMessage,
  newMemberLinksMessage,
  newMemberMessagePhotosMessage,
  newMemberPostsMessage,
  type TrustSettings,
} from '../../../common/features/trust/trust-texts';
import type { Executor } from '../../db/client';
import { AppError, forbidden, rateLimited } from '../../lib/app-error';
import { loadTrustSettings } from './trust-settings';
import {
  addCreation,
  countRecent,
  findCreations,
  findMemberStanding,
  hasLiked,
  lockMemberCount,
  recentCreatedAt,
  type CountedKind,
  type MemberStanding,
} from './trust.repository';

// The trust rules of issue 15. Members in their first `new_member_hours` (24) publish at most
// `new_member_posts_per_day` posts and `new_member_comments_per_day` comments in any 24 hours,
// put at most `new_member_links_per_post` links in a post and no photos in direct messages;
// everyone gives at most `likes_per_day` likes in any 24 hours. The limits relax by themselves
// once the account is old enough (likes never do). Staff (moderators and admins) are exempt from
// every one of them, the like limit included: they act for the community and are few.
//
// Counts are of the member's own rows in the last 24 hours of the database's clock, in the
// caller's transaction, under a per-member lock: exact, the same in every process, unaffected
// by restarts. Deleted posts and event comments keep their rows (soft deletes), so they count.
// Comments on posts and likes are deleted for good, so those limits also keep a counter of
// creations (a 24-hour window in `rate_limits`, written in the same transaction): deleting a
// comment or taking back a like does not give its place back.

/** A day, the window of every daily limit. */
const DAY_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

interface Subject {
  standing: MemberStanding;
  settings: TrustSettings;
  /** When the new-member limits stop applying. */
  establishedAt: Date;
  isNew: boolean;
}

/** The member as the rules see them; null for staff and unknown ids (no limit applies). */
async function loadSubject(db: Executor, userId: string): Promise<Subject | null> {
  const standing = await findMemberStanding(db, userId);
  if (!standing || standing.isStaff) return null;
  const settings = await loadTrustSettings(db);
  const establishedAt = new Date(standing.createdAt.getTime() + settings.newMemberHours * HOUR_MS);
  return { standing, settings, establishedAt, isNew: standing.now < establishedAt };
}

/**
 * Refuses the next row of `kind` when the member created `max` or more of them in the last
 * 24 hours (or, with `countsCreations`, when their counter of creations has reached `max`): a
 * 429 whose Retry-After (and sentence) say when there is room again, or when the account stops
 * being new (`until`), whichever comes first. Otherwise counts the new row's creation.
 */
async function assertUnderDailyLimit(
  tx: Executor,
  userId: string,
  subject: Subject,
  limit: {
    kind: CountedKind;
    max: number;
    until?: Date;
    countsCreations?: boolean;
    message: (max: number, retryAfterSeconds: number) => string;
  },
): Promise<void> {
  const { kind, max } = limit;
  const { now } = subject.standing;
  await lockMemberCount(tx, userId, kind);
  const count = await countRecent(tx, userId, kind, DAY_HOURS);
  const creations = limit.countsCreations ? await findCreations(tx, userId, kind) : null;
  const isCreationsFull = creations !== null && creations.count >= max;
  if (count < max && !isCreationsFull) {
    if (limit.countsCreations) await addCreation(tx, userId, kind, DAY_HOURS);
    return;
  }
  // Room again once enough rows have left the last 24 hours and the counter's window has ended.
  let retryAt = new Date(now.getTime() + DAY_HOURS * HOUR_MS);
  if (count >= max) {
    const leaving = await recentCreatedAt(tx, userId, kind, DAY_HOURS, count - max);
    if (leaving) retryAt = new Date(leaving.getTime() + DAY_HOURS * HOUR_MS);
  } else {
    retryAt = now;
  }
  if (isCreationsFull && creations.windowEndsAt > retryAt) retryAt = creations.windowEndsAt;
  if (limit.until && limit.until < retryAt) retryAt = limit.until;
  const seconds = Math.max(1, (retryAt.getTime() - now.getTime()) / 1000);
  throw rateLimited(limit.message(max, seconds), seconds);
}

/** @throws AppError 422 when a new member's post text has more links than they may add. */
function assertLinksAllowed(subject: Subject, body: string): void {
  const { newMemberLinksPerPost, newMemberHours } = subject.settings;
  if (countLinks(body) > newMemberLinksPerPost) {
    throw new AppError(
      'unprocessable',
      newMemberLinksMessage(newMemberLinksPerPost, newMemberHours),
    );
  }
}

/**
 * Before a post is inserted, in its transaction (first, before other locks): a new member's
 * post may hold only so many links and be one of only so many in a day.
 * @throws AppError 422 too many links, 429 over the daily posts of a new member.
 */
export async function assertMayPost(
  tx: Executor,
  userId: string,
  post: { body: string },
): Promise<void> {
  const subject = await loadSubject(tx, userId);
  if (!subject?.isNew) return;
  assertLinksAllowed(subject, post.body);
  await assertUnderDailyLimit(tx, userId, subject, {
    kind: 'posts',
    max: subject.settings.newMemberPostsPerDay,
    until: subject.establishedAt,
    message: newMemberPostsMessage,
  });
}

/**
 * Before a post's text changes: an edit cannot bring in more links than a new post could.
 * @throws AppError 422 too many links for a new member.
 */
export async function assertMayEditPost(
  db: Executor,
  userId: string,
  post: { body: string },
): Promise<void> {
  const subject = await loadSubject(db, userId);
  if (subject?.isNew) assertLinksAllowed(subject, post.body);
}

/**
 * Before a comment (on a post or an event) is inserted, in its transaction: a new member writes
 * only so many in a day. @throws AppError 429.
 */
export async function assertMayComment(tx: Executor, userId: string): Promise<void> {
  const subject = await loadSubject(tx, userId);
  if (!subject?.isNew) return;
  await assertUnderDailyLimit(tx, userId, subject, {
    kind: 'comments',
    max: subject.settings.newMemberCommentsPerDay,
    until: subject.establishedAt,
    countsCreations: true,
    message: newMemberCommentsMessage,
  });
}

/**
 * Before a like of `postId` is inserted, in its transaction: anyone (but staff) gives only so
 * many likes in a day. Liking a post you like already is no new like and always passes.
 * @throws AppError 429.
 */
export async function assertMayLike(tx: Executor, userId: string, postId: string): Promise<void> {
  const subject = await loadSubject(tx, userId);
  if (!subject || (await hasLiked(tx, userId, postId))) return;
  await assertUnderDailyLimit(tx, userId, subject, {
    kind: 'likes',
    max: subject.settings.likesPerDay,
    countsCreations: true,
    message: likesMessage,
  });
}

/**
 * Before a direct message with `photoCount` photos is sent: a new member sends none (or only
 * as many as `new_member_message_images` allows).
 * @throws AppError 403 with the sentence saying when they can.
 */
export async function assertMayAttachMessagePhotos(
  db: Executor,
  userId: string,
  photoCount: number,
): Promise<void> {
  if (photoCount === 0) return;
  const subject = await loadSubject(db, userId);
  if (!subject?.isNew) return;
  const { newMemberMessageImages, newMemberHours } = subject.settings;
  if (photoCount > newMemberMessageImages) {
    throw forbidden(newMemberMessagePhotosMessage(newMemberMessageImages, newMemberHours));
  }
}
