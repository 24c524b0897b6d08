import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../../common/features/moderation/staff-role.contract';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/app-error';
import type { Viewer } from '../../plugins/session.plugin';

/** The role of a member from their profile flags; `member` for an unknown id. */
export async function loadStaffRole(db: Executor, userId: string): Promise<StaffRole> {
  const rows = await db
    .select({ isAdmin: profiles.isAdmin, isModerator: profiles.isModerator })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  const row = rows[0];
  if (row?.isAdmin) return 'admin';
  if (row?.isModerator) return 'moderator';
  return 'member';
}

/** The profile flags that make a role (admins keep `is_moderator` false: admin implies it). */
export function roleFlags(role: StaffRole): { isAdmin: boolean; isModerator: boolean } {
  return { isAdmin: role === 'admin', isModerator: role === 'moderator' };
}

/** Sets a member's role; returns the role they had, or null when there is no such profile. */
export async function saveStaffRole(
  db: Executor,
  userId: string,
  role: StaffRole,
): Promise<StaffRole | null> {
  const before = await db
    .select({ isAdmin: profiles.isAdmin, isModerator: profiles.isModerator })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update')
    .limit(1);
  const row = before[0];
  if (!row) return null;
  await db
    .update(profiles)
    .set({ ...roleFlags(role), updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  return row.isAdmin ? 'admin' : row.isModerator ? 'moderator' : 'member';
}

/**
 * The staff member making a request, checked on the server for every staff route: visitors get
 * 401, members (and moderators on admin-only routes) the spec's permission message (403).
 * @throws AppError 401 `unauthorized`, 403 `forbidden`.
 */
export async function requireStaff(
  db: Executor,
  viewer: Viewer | null,
  needed: 'moderator' | 'admin',
): Promise<{ userId: string; role: StaffRole }> {
  if (!viewer) throw unauthorized();
  const role = await loadStaffRole(db, viewer.userId);
  const allowed = needed === 'admin' ? role === 'admin' : role !== 'member';
  if (!allowed) throw forbidden();
  return { userId: viewer.userId, role };
}
