import type {
  AdminUser,
  AdminUserAuditEntry,
} from '../../../common/features/admin/admin-users.contract';
import type { MemberTrust } from '../../../common/features/trust/trust-levels.contract';
import { isPermanentSuspension } from '../moderation/suspensions.service';
import type { listAuditAbout, MemberRow } from './admin-users.repository';

/** A member's row as staff see it: role from the flags, status from the account. */
export function presentMember(row: MemberRow, now: Date, trust: MemberTrust): AdminUser {
  const isSuspended = !row.deletedAt && !!row.bannedUntil && row.bannedUntil > now;
  const name = [row.firstName, row.lastName].filter((part) => part?.trim()).join(' ');
  return {
    id: row.id,
    username: row.username,
    name: name || null,
    email: row.email,
    avatarUrl: row.avatarUrl,
    role: row.isAdmin ? 'admin' : row.isModerator ? 'moderator' : 'member',
    status: row.deletedAt ? 'deleted' : isSuspended ? 'suspended' : 'active',
    suspendedUntil: isSuspended ? row.bannedUntil!.toISOString() : null,
    isSuspendedPermanently: isSuspended && isPermanentSuspension(row.bannedUntil!, now),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    postCount: row.postCount,
    reports: { open: row.openReports, total: row.totalReports },
    trust,
  };
}

/** An audit entry about a member. */
export function presentAuditEntry(
  row: Awaited<ReturnType<typeof listAuditAbout>>[number],
): AdminUserAuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor:
      row.actorId && row.actorUsername ? { id: row.actorId, username: row.actorUsername } : null,
    actorRole: row.actorRole,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
