import type { SuspensionNotice } from '../../../common/features/moderation/suspension-notice.contract';
import type { Executor } from '../../db/client';
import { findLatestAuditEntry } from '../audit/audit.service';
import { currentSuspension, isPermanentSuspension } from './suspensions.service';

/**
 * What a suspended member is told when they sign in (issue 28): until when, and the reason the
 * team gave with the suspension now in force (the audit entry `member.suspend` that set this end;
 * none for a ban made through the auth admin API). Null when the member is not suspended at `now`.
 */
export async function readSuspensionNotice(
  db: Executor,
  userId: string,
  now: Date,
): Promise<SuspensionNotice | null> {
  const until = await currentSuspension(db, userId, now);
  if (!until) return null;
  const entry = await findLatestAuditEntry(db, 'member.suspend', userId);
  const setUntil = (entry?.after as { bannedUntil?: unknown } | null)?.bannedUntil;
  const isThisSuspension =
    typeof setUntil === 'string' && new Date(setUntil).getTime() === until.getTime();
  return {
    reason: isThisSuspension ? (entry?.reason ?? null) : null,
    suspendedUntil: until.toISOString(),
    isPermanent: isPermanentSuspension(until, now),
  };
}
