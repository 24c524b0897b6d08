import type { AdminUser } from '../../../common/features/admin/admin-users.contract';
import type { SetTrustLevelInput } from '../../../common/features/trust/trust-levels.contract';
import type { Viewer } from '../../plugins/session.plugin';
import { recordAudit } from '../audit/audit.service';
import { requireStaff } from '../auth/staff-roles';
import { setManualTrustLevel } from '../trust/trust-levels.service';
import {
  loadMember,
  presentMemberForStaff,
  refuseDeleted,
  type StaffDeps,
} from './admin-users.service';

/**
 * `PUT /api/admin/users/{id}/trust-level` (staff): keeps the member at a trust level whatever
 * their signals say, or (`level: null`) lets the level be computed again; the audit entry
 * (before and after, `computed` for none) commits with it. Setting the level they are kept at
 * already records nothing.
 * @throws AppError 401, 403 (not staff), 404, 409 (a deleted account).
 */
export async function setMemberTrustLevel(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  viewer: Viewer | null,
  id: string,
  input: SetTrustLevelInput,
): Promise<AdminUser> {
  const staff = await requireStaff(deps.db, viewer, 'moderator');
  const row = await loadMember(deps.db, id);
  refuseDeleted(row);
  await deps.db.transaction(async (tx) => {
    const before = await setManualTrustLevel(tx, {
      userId: row.id,
      level: input.level,
      setBy: staff.userId,
    });
    if (before === input.level) return;
    await recordAudit(tx, {
      actorId: staff.userId,
      actorRole: staff.role,
      action: 'member.trust_level',
      itemKind: 'profile',
      itemId: row.id,
      targetUserId: row.id,
      before: { level: before ?? 'computed' },
      after: { level: input.level ?? 'computed' },
    });
  });
  return presentMemberForStaff(deps.db, await loadMember(deps.db, row.id), deps.now);
}
