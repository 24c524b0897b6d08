import { trustLevels, type TrustLevel } from '../../../common/features/trust/trust-levels.contract';
import type { TrustSettings } from '../../../common/features/trust/trust-texts';

/** The window of a regular's recent visits and reads, as Discourse's 100 days. */
export const REGULAR_WINDOW_DAYS = 100;

const HOUR_MS = 60 * 60 * 1000;

/** What a member's trust level is computed from, read with the database's clock. */
export interface TrustSignals {
  userId: string;
  /** When the account was created (its profile). */
  createdAt: Date;
  /** The database's `now()`: the clock the visits, reports and suspensions were written with. */
  now: Date;
  /** Moderators and admins: exempt from every limit, whatever their level. */
  isStaff: boolean;
  /** The level staff set by hand, which replaces the computed one; null when none. */
  lockedLevel: TrustLevel | null;
  /** Days with a signed-in visit, and items read, over the whole account. */
  daysVisited: number;
  itemsRead: number;
  /** The same within the last {@link REGULAR_WINDOW_DAYS} days. */
  recentDaysVisited: number;
  recentItemsRead: number;
  /**
   * A report against their content upheld by a moderator (hidden, deleted, warned, suspended),
   * or a suspension, within the settings' `quietDays`, or a suspension still running.
   */
  isRecentlyModerated: boolean;
}

/** The level's place in {@link trustLevels}: 0 new … 3 regular. */
export function trustLevelRank(level: TrustLevel): number {
  return trustLevels.indexOf(level);
}

/** The level of a rank 0–3 (a stored manual level); out-of-range ranks are clamped. */
export function trustLevelOfRank(rank: number): TrustLevel {
  return trustLevels[Math.min(Math.max(Math.trunc(rank), 0), trustLevels.length - 1)]!;
}

/** When an account stops being new (the first level's only condition: its age). */
export function establishedAt(createdAt: Date, settings: TrustSettings): Date {
  return new Date(createdAt.getTime() + settings.newMemberHours * HOUR_MS);
}

/**
 * The level the signals earn, Discourse's way with the signals this app records:
 * - `basic`: the account is older than `new_member_hours` (24 h). Age is what a batch of
 *   throwaway accounts cannot fake; reading can be scripted.
 * - `member`: basic, at least `trust_member_days_visited` days visited and
 *   `trust_member_items_read` items read, and no moderation in the last `trust_quiet_days`.
 * - `regular`: member, and in the last 100 days at least `trust_regular_days_visited` days
 *   visited and `trust_regular_items_read` items read (so it is lost by staying away).
 * A level set by staff wins over all of this.
 */
export function computeTrustLevel(signals: TrustSignals, settings: TrustSettings): TrustLevel {
  if (signals.lockedLevel) return signals.lockedLevel;
  if (signals.now < establishedAt(signals.createdAt, settings)) return 'new';
  const isMember =
    !signals.isRecentlyModerated &&
    signals.daysVisited >= settings.memberDaysVisited &&
    signals.itemsRead >= settings.memberItemsRead;
  if (!isMember) return 'basic';
  const isRegular =
    signals.recentDaysVisited >= settings.regularDaysVisited &&
    signals.recentItemsRead >= settings.regularItemsRead;
  return isRegular ? 'regular' : 'member';
}
