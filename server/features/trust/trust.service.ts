import type { TrustLevel } from '../../../common/features/trust/trust-levels.contract';
import { countItemLinks } from '../../../common/features/trust/link-count';
import {
  likesMessage,
  linksMessage,
  newMemberCommentsMessage,
  newMemberMessagePhotosMessage,
  newMemberPostsMessage,
  publicChecklistsPerDayMessage,
  tipsPerDayMessage,
  type TrustItemKind,
  type TrustSettings,
} from '../../../common/features/trust/trust-texts';
import type { Executor } from '../../db/client';
import { AppError, forbidden, rateLimited } from '../../lib/app-error';
import { allowanceOf, type TrustAllowance } from './trust-policy';
import { computeTrustLevel, establishedAt, type TrustSignals } from './trust-levels';
import { loadTrustSettings } from './trust-settings';
import {
  addCreation,
  countRecent,
  findCreations,
  findTrustSignals,
  hasLiked,
  lockMemberCount,
  recentCreatedAt,
  type CountedKind,
} from './trust.repository';

// The trust rules (issues 15 and 26): what a member at each trust level may do. Features ask
// here before they write (`assertMayCreate`, `assertMayEdit`, `assertMayLike`, …) and keep no
// rule of their own; the table of allowances is `allowanceOf` (trust-policy.ts), the levels
// are computed on demand from the member's signals (trust-levels.ts), the numbers are
// `moderation_settings` rows (cached 60 s per process). Staff are exempt from every limit.
//
// Daily counts are of the member's own rows in the last 24 hours of the database's clock, in the
// caller's transaction, under a per-member lock: exact, the same in every process, unaffected
// by restarts. Deleted posts, tips and event comments keep their rows (soft deletes), so they
// count. Comments on posts and likes are deleted for good, and a checklist can be made public
// long after it was made, so those limits keep a counter of creations (a 24-hour window in
// `rate_limits`, written in the same transaction): deleting does not give a place back.

/** A day, the window of every daily limit. */
const DAY_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/** A member as the rules see them. */
interface Subject {
  signals: TrustSignals;
  settings: TrustSettings;
  level: TrustLevel;
  allowance: TrustAllowance;
  /** When the account stops being new (a new member's limits end then at the latest). */
  establishedAt: Date;
  isNew: boolean;
}

/** The member as the rules see them; null for staff and unknown ids (no limit applies). */
async function loadSubject(db: Executor, userId: string): Promise<Subject | null> {
  const settings = await loadTrustSettings(db);
  const signals = (await findTrustSignals(db, [userId], settings.quietDays)).get(userId);
  if (!signals || signals.isStaff) return null;
  const level = computeTrustLevel(signals, settings);
  return {
    signals,
    settings,
    level,
    allowance: allowanceOf(level, settings),
    establishedAt: establishedAt(signals.createdAt, settings),
    isNew: level === 'new',
  };
}

/** A daily limit: the kind counted, its maximum, and its sentence. */
interface DailyLimit {
  kind: CountedKind;
  max: number;
  /** The limit ends then at the latest (a new member's, when the account stops being new). */
  until?: Date;
  /** Count a counter of creations too (rows deleted for good, or not dated by the act). */
  countsCreations?: boolean;
  message: (max: number, retryAfterSeconds: number) => string;
}

/**
 * Refuses the next row of `kind` when the member created `max` or more of them in the last
 * 24 hours (or, with `countsCreations`, when their counter of creations has reached `max`): a
 * 429 whose Retry-After (and sentence) say when there is room again, or when the limit ends
 * (`until`), whichever comes first. Otherwise counts the new row's creation.
 */
async function assertUnderDailyLimit(
  tx: Executor,
  subject: Subject,
  limit: DailyLimit,
): Promise<void> {
  const { kind, max } = limit;
  const { userId, now } = subject.signals;
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

/** The texts of an item (title, body, description, …; absent ones are skipped). */
export type ItemTexts = readonly (string | null | undefined)[];

/** @throws AppError 422 when the texts hold more links than the member's level allows. */
function assertLinksAllowed(subject: Subject, kind: TrustItemKind, texts: ItemTexts): void {
  const max = subject.allowance.linksPerItem;
  if (max === null || countItemLinks(texts) <= max) return;
  throw new AppError(
    'unprocessable',
    linksMessage(kind, max, subject.isNew, subject.settings.newMemberHours),
  );
}

/** The daily limit a new item of `kind` counts against at the member's level, if any. */
function dailyLimitOf(subject: Subject, item: NewItem): DailyLimit | null {
  const { allowance, isNew } = subject;
  const until = isNew ? subject.establishedAt : undefined;
  switch (item.kind) {
    case 'post':
      return allowance.postsPerDay === null
        ? null
        : { kind: 'posts', max: allowance.postsPerDay, until, message: newMemberPostsMessage };
    case 'comment':
      return allowance.commentsPerDay === null
        ? null
        : {
            kind: 'comments',
            max: allowance.commentsPerDay,
            until,
            countsCreations: true,
            message: newMemberCommentsMessage,
          };
    case 'tip':
      return allowance.tipsPerDay === null
        ? null
        : {
            kind: 'tips',
            max: allowance.tipsPerDay,
            until,
            message: (max, seconds) => tipsPerDayMessage(max, seconds, isNew),
          };
    case 'checklist':
      return !item.isPublic || allowance.publicChecklistsPerDay === null
        ? null
        : {
            kind: 'public_checklists',
            max: allowance.publicChecklistsPerDay,
            until,
            countsCreations: true,
            message: (max, seconds) => publicChecklistsPerDayMessage(max, seconds, isNew),
          };
    default:
      return null;
  }
}

/** @throws AppError 403 when a message carries more photos than the member may send. */
function assertMessagePhotosAllowed(subject: Subject, photoCount: number): void {
  const max = subject.allowance.messagePhotos;
  if (photoCount === 0 || max === null || photoCount <= max) return;
  throw forbidden(newMemberMessagePhotosMessage(max, subject.settings.newMemberHours));
}

/** A new item as the trust rules read it. */
export interface NewItem {
  kind: TrustItemKind;
  texts: ItemTexts;
  /** A checklist made public at once (counts against the public checklists a day). */
  isPublic?: boolean;
  /** Photos attached to a direct message. */
  photoCount?: number;
}

/**
 * Before a new item is written, in its transaction (first, before the feature's own locks): its
 * texts may hold only so many links, and posts, comments, tips and public checklists count
 * against the member's daily allowance; a direct message's photos against theirs.
 * @throws AppError 422 too many links, 403 photos in a message, 429 over a daily allowance.
 */
export async function assertMayCreate(tx: Executor, userId: string, item: NewItem): Promise<void> {
  const subject = await loadSubject(tx, userId);
  if (!subject) return;
  assertLinksAllowed(subject, item.kind, item.texts);
  if (item.photoCount) assertMessagePhotosAllowed(subject, item.photoCount);
  const limit = dailyLimitOf(subject, item);
  if (limit) await assertUnderDailyLimit(tx, subject, limit);
}

/** An edit as the trust rules read it: the item's texts before and after. */
export interface EditedItem {
  kind: TrustItemKind;
  before: ItemTexts;
  after: ItemTexts;
  /** A checklist that was not public and is made public by this edit. */
  becomesPublic?: boolean;
}

/**
 * Before an item's texts change: an edit cannot bring in more links than a new item could (an
 * edit that adds none always passes), and making a checklist public counts against the public
 * checklists a day. Staff editing someone's item are exempt as always.
 * @throws AppError 422 too many links, 429 over the public checklists a day.
 */
export async function assertMayEdit(tx: Executor, userId: string, item: EditedItem): Promise<void> {
  const addsLinks = countItemLinks(item.after) > countItemLinks(item.before);
  if (!addsLinks && !item.becomesPublic) return;
  const subject = await loadSubject(tx, userId);
  if (!subject) return;
  if (addsLinks) assertLinksAllowed(subject, item.kind, item.after);
  if (item.becomesPublic) {
    const limit = dailyLimitOf(subject, { kind: 'checklist', texts: [], isPublic: true });
    if (limit) await assertUnderDailyLimit(tx, subject, limit);
  }
}

/**
 * Before a like of `postId` is inserted, in its transaction: anyone (but staff) gives only so
 * many likes in a day. Liking a post you like already is no new like and always passes.
 * @throws AppError 429.
 */
export async function assertMayLike(tx: Executor, userId: string, postId: string): Promise<void> {
  const subject = await loadSubject(tx, userId);
  const max = subject?.allowance.likesPerDay ?? null;
  if (!subject || max === null || (await hasLiked(tx, userId, postId))) return;
  await assertUnderDailyLimit(tx, subject, {
    kind: 'likes',
    max,
    countsCreations: true,
    message: likesMessage,
  });
}

/**
 * Whether the member's new conversations fall under the tighter limit of new accounts (the
 * messages feature counts them with its limiter).
 */
export async function hasNewConversationsLimit(db: Executor, userId: string): Promise<boolean> {
  const subject = await loadSubject(db, userId);
  return subject?.allowance.hasNewConversationsLimit ?? false;
}
