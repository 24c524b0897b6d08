import type {
  AdminUser,
  AdminUserAuditEntry,
} from '../../../../common/features/admin/admin-users.contract';
import type { StaffRole } from '../../../../common/features/moderation/staff-role.contract';
import {
  trustLevelLabels,
  type TrustLevel,
} from '../../../../common/features/trust/trust-levels.contract';

export const roleLabels: Record<StaffRole, string> = {
  member: 'Member',
  moderator: 'Moderator',
  admin: 'Admin',
};

/** A date as the member table shows it ('Mar 4, 2025'), or a dash. */
export function formatMemberDate(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** The member's standing in words: 'Active', 'Suspended until Mar 4, 2025', … */
export function describeStatus(
  user: Pick<AdminUser, 'status' | 'suspendedUntil' | 'isSuspendedPermanently'>,
): string {
  if (user.status === 'deleted') return 'Deleted';
  if (user.status === 'active') return 'Active';
  if (user.isSuspendedPermanently || !user.suspendedUntil) return 'Suspended permanently';
  return `Suspended until ${new Date(user.suspendedUntil).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })}`;
}

/** The role changes an admin may make to a member of `role` (what the row menu offers). */
export function roleChangesFor(role: StaffRole): { role: StaffRole; label: string }[] {
  if (role === 'admin') return [{ role: 'member', label: 'Remove admin' }];
  if (role === 'moderator') {
    return [
      { role: 'member', label: 'Remove moderator' },
      { role: 'admin', label: 'Make admin' },
    ];
  }
  return [
    { role: 'moderator', label: 'Make moderator' },
    { role: 'admin', label: 'Make admin' },
  ];
}

const actionLabels: Record<string, string> = {
  'member.suspend': 'Suspended',
  'member.unsuspend': 'Suspension lifted',
  'member.role': 'Role changed',
  'member.trust_level': 'Trust level changed',
  'member.password_reset': 'Password reset link sent',
  'member.delete': 'Account deleted',
  'member.warn': 'Warned',
  'auth_admin.create_user': 'Account created through the admin API',
  'auth_admin.update_user': 'Account changed through the admin API',
  'auth_admin.delete_user': 'Account deleted through the admin API',
  'auth_admin.generate_link': 'Link generated through the admin API',
  'auth_admin.invite': 'Invited through the admin API',
  'auth_admin.delete_factor': 'Second factor removed through the admin API',
  'auth_admin.delete_passkey': 'Passkey removed through the admin API',
};

const roleOf = (value: unknown): string | null => {
  const role = (value as { role?: unknown } | null)?.role;
  return typeof role === 'string' && role in roleLabels ? roleLabels[role as StaffRole] : null;
};

/** A trust level of an audit entry in words; `computed` (none set by staff) is 'Automatic'. */
const levelOf = (value: unknown): string | null => {
  const level = (value as { level?: unknown } | null)?.level;
  if (level === 'computed') return 'Automatic';
  return typeof level === 'string' && level in trustLevelLabels
    ? trustLevelLabels[level as TrustLevel]
    : null;
};

/**
 * An audit entry in words: 'Role changed: Member → Moderator', 'Trust level changed:
 * Automatic → Regular', 'Suspended', …
 */
export function describeAuditAction(
  entry: Pick<AdminUserAuditEntry, 'action' | 'before' | 'after'>,
): string {
  const label = actionLabels[entry.action] ?? entry.action;
  const before = roleOf(entry.before) ?? levelOf(entry.before);
  const after = roleOf(entry.after) ?? levelOf(entry.after);
  return before && after ? `${label}: ${before} → ${after}` : label;
}
