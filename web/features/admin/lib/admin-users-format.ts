import type { AdminUser } from '../../../../common/features/admin/admin-users.contract';
import type { StaffRole } from '../../../../common/features/moderation/staff-role.contract';

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
