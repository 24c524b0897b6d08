import {
  type MemberTrust,
  type TrustLevel,
} from '../../../common/features/trust/trust-levels.contract';
import type { Executor } from '../../db/client';
import { computeTrustLevel, trustLevelRank } from './trust-levels';
import { loadTrustSettings } from './trust-settings';
import {
  deleteManualLevel,
  findTrustSignals,
  lockManualLevel,
  saveManualLevel,
} from './trust.repository';

/**
 * The trust level of each of `userIds` as staff see it (computed now from their signals, or the
 * one staff set), for a whole page of members in one statement. Unknown ids are absent.
 */
export async function getMemberTrusts(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, MemberTrust>> {
  const settings = await loadTrustSettings(db);
  const signals = await findTrustSignals(db, userIds, settings.quietDays);
  const trusts = new Map<string, MemberTrust>();
  for (const [id, member] of signals) {
    trusts.set(id, {
      level: computeTrustLevel(member, settings),
      isLocked: member.lockedLevel !== null,
    });
  }
  return trusts;
}

/**
 * Sets the member's level by hand (kept until cleared) or, with null, lets it be computed
 * again; in the caller's transaction (which records the audit entry). Returns the level staff
 * had set before (null: none). The caller has checked that the member exists.
 */
export async function setManualTrustLevel(
  tx: Executor,
  values: { userId: string; level: TrustLevel | null; setBy: string },
): Promise<TrustLevel | null> {
  const before = await lockManualLevel(tx, values.userId);
  if (values.level === null) {
    await deleteManualLevel(tx, values.userId);
  } else {
    await saveManualLevel(tx, {
      userId: values.userId,
      rank: trustLevelRank(values.level),
      setBy: values.setBy,
    });
  }
  return before;
}
