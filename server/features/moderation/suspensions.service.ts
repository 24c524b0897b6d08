import { eq } from 'drizzle-orm';
import type { SuspensionDuration } from '../../../common/features/moderation/moderation.contract';
import type { StaffRole } from '../../../common/features/moderation/staff-role.contract';
import type { Executor } from '../../db/client';
import { authUsers } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth-context';
import { endSessions } from '../auth/session-end.service';
import { loadStaffRole } from '../auth/staff-roles';

/** What ending sessions needs: the app's session gate (as `PUT /auth/v1/admin/users/{id}`). */
export type SuspensionContext = Pick<AuthContext, 'sessionGate'>;

/** GoTrue's "forever": a ban of 876000h (100 years), as operators script it. */
export const PERMANENT_SUSPENSION_MS = 876_000 * 3_600_000;

const DURATION_MS: Record<SuspensionDuration, number> = {
  '1d': 86_400_000,
  '3d': 3 * 86_400_000,
  '1w': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  permanent: PERMANENT_SUSPENSION_MS,
};

/** When a suspension of `duration` started at `now` ends. */
export function suspensionEnd(duration: SuspensionDuration, now: Date): Date {
  return new Date(now.getTime() + DURATION_MS[duration]);
}

/** Whether a suspension ending at `until` counts as permanent (GoTrue's far-future ban). */
export function isPermanentSuspension(until: Date, now: Date): boolean {
  return until.getTime() - now.getTime() > 50 * 365 * 86_400_000;
}

/**
 * Who may suspend whom: nobody themselves (422), moderators only members (403 with the
 * permission message for a moderator or admin target); admins anyone else.
 * @throws AppError 403 `forbidden`, 422 `unprocessable`.
 */
export function assertMaySuspend(
  actor: { userId: string; role: StaffRole },
  target: { userId: string; role: StaffRole },
): void {
  if (actor.userId === target.userId) {
    throw new AppError('unprocessable', 'You cannot suspend yourself.');
  }
  if (actor.role !== 'admin' && target.role !== 'member') throw forbidden();
}

export interface SuspendMemberInput {
  userId: string;
  /** When the suspension ends ({@link suspensionEnd}); must be in the future. */
  until: Date;
  reason: string;
  /** The staff member suspending; checked with {@link assertMaySuspend}. */
  actorId: string;
  /** The item the suspension was decided on, for the audit entry. */
  item?: { kind: string; id: string };
  /** The clock's now (defaults to the wall clock). */
  now?: Date;
}

export interface SuspensionOutcome {
  userId: string;
  /** banned_until before the change (null: not suspended). */
  before: Date | null;
  /** banned_until after the change (null after an unsuspend). */
  until: Date | null;
  /** Sessions ended (a suspension ends them all at once). */
  endedSessions: number;
}

async function lockAuthUser(tx: Executor, userId: string) {
  const rows = await tx
    .select({ id: authUsers.id, bannedUntil: authUsers.bannedUntil })
    .from(authUsers)
    .where(eq(authUsers.id, userId))
    .for('update')
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound('Member not found');
  return row;
}

/**
 * Suspends a member through the ban machinery of `PUT /auth/v1/admin/users/{id}`
 * (`ban_duration`): sets `auth_users.banned_until`, ends every session at once (their tokens are
 * refused on the next request and their `/realtime` sockets close, on commit) and records
 * `member.suspend` in the audit log. Call inside the caller's transaction. Checks the actor's
 * right to suspend the target ({@link assertMaySuspend}).
 * @throws AppError 403, 404 `Member not found`, 422 for yourself.
 */
export async function suspendMember(
  tx: Executor,
  ctx: SuspensionContext,
  input: SuspendMemberInput,
): Promise<SuspensionOutcome> {
  const now = input.now ?? new Date();
  const [actorRole, targetRole] = await Promise.all([
    loadStaffRole(tx, input.actorId),
    loadStaffRole(tx, input.userId),
  ]);
  assertMaySuspend(
    { userId: input.actorId, role: actorRole },
    { userId: input.userId, role: targetRole },
  );
  const row = await lockAuthUser(tx, input.userId);
  await tx
    .update(authUsers)
    .set({ bannedUntil: input.until, updatedAt: now })
    .where(eq(authUsers.id, input.userId));
  const ended = input.until > now ? await endSessions(ctx, tx, { userId: input.userId }) : [];
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'member.suspend',
    itemKind: input.item?.kind ?? null,
    itemId: input.item?.id ?? null,
    targetUserId: input.userId,
    reason: input.reason,
    before: { bannedUntil: row.bannedUntil?.toISOString() ?? null },
    after: { bannedUntil: input.until.toISOString() },
  });
  return {
    userId: input.userId,
    before: row.bannedUntil,
    until: input.until,
    endedSessions: ended.length,
  };
}

export interface UnsuspendMemberInput {
  userId: string;
  reason: string | null;
  actorId: string;
  now?: Date;
}

/**
 * Lifts a suspension (`banned_until` cleared) and records `member.unsuspend`. The member signs
 * in again themselves (their sessions ended with the suspension). Call inside a transaction.
 * @throws AppError 404 `Member not found`.
 */
export async function unsuspendMember(
  tx: Executor,
  _ctx: SuspensionContext,
  input: UnsuspendMemberInput,
): Promise<SuspensionOutcome> {
  const now = input.now ?? new Date();
  const row = await lockAuthUser(tx, input.userId);
  await tx
    .update(authUsers)
    .set({ bannedUntil: null, updatedAt: now })
    .where(eq(authUsers.id, input.userId));
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'member.unsuspend',
    targetUserId: input.userId,
    reason: input.reason,
    before: { bannedUntil: row.bannedUntil?.toISOString() ?? null },
    after: { bannedUntil: null },
  });
  return { userId: input.userId, before: row.bannedUntil, until: null, endedSessions: 0 };
}

/** The end of a member's current suspension, or null when they are not suspended at `now`. */
export async function currentSuspension(
  db: Executor,
  userId: string,
  now: Date,
): Promise<Date | null> {
  const rows = await db
    .select({ bannedUntil: authUsers.bannedUntil })
    .from(authUsers)
    .where(eq(authUsers.id, userId))
    .limit(1);
  const until = rows[0]?.bannedUntil ?? null;
  return until && until > now ? until : null;
}
