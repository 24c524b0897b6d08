import {
  GROUP_MODERATORS_ONLY_MESSAGE,
  GROUP_NOT_FOUND_MESSAGE,
  GROUP_OWNER_ONLY_MESSAGE,
  type GroupRole,
} from '../../../common/features/groups/group-limits';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { isHiddenFrom } from '../../content/hidden-items.sql';
import { findMemberRole, hasJoinRequest } from './group-members.repository';
import {
  canManageGroup,
  canModerateGroup,
  canSeeGroupContent,
  type GroupFacts,
} from './groups.policy';
import { findGroupById, type GroupWithCoverRow } from './groups.repository';

/** A group and the viewer's place in it, as the services check it. */
export interface GroupAccess extends GroupFacts {
  group: GroupWithCoverRow;
  viewerId: string | null;
  /** Whether the viewer has a join request waiting. */
  requested: boolean;
}

export const groupNotFound = () => notFound(GROUP_NOT_FOUND_MESSAGE);

/**
 * The group and the viewer's role and request (none for a visitor). `forUpdate` locks the
 * group's row for the rest of the transaction (ownership and role changes queue up).
 * @throws AppError 404 for a malformed or unknown id.
 */
export async function loadGroupAccess(
  db: Executor,
  groupId: string,
  viewerId: string | null,
  options: { forUpdate?: boolean } = {},
): Promise<GroupAccess> {
  const group = isUuid(groupId) ? await findGroupById(db, groupId, options) : null;
  if (!group) throw groupNotFound();
  const role: GroupRole | null = viewerId ? await findMemberRole(db, group.id, viewerId) : null;
  // Issue 15: a group hidden by moderation is found only by its members and staff.
  if (!role && (await isHiddenFrom(db, 'group', group.id, null, viewerId))) throw groupNotFound();
  const requested = viewerId && !role ? await hasJoinRequest(db, group.id, viewerId) : false;
  return { group, viewerId, role, requested, visibility: group.visibility };
}

/** @throws AppError 404 when the viewer may not see the group's content (a private group they are not in). */
export function requireGroupContent(access: GroupAccess): void {
  if (!canSeeGroupContent(access)) throw groupNotFound();
}

/** @throws AppError 404 (private group, not a member) or 403 (not a moderator). */
export function requireGroupModerator(access: GroupAccess): void {
  requireGroupContent(access);
  if (!canModerateGroup(access)) throw forbidden(GROUP_MODERATORS_ONLY_MESSAGE);
}

/** @throws AppError 404 (private group, not a member) or 403 (not the owner). */
export function requireGroupOwner(access: GroupAccess): void {
  requireGroupContent(access);
  if (!canManageGroup(access)) throw forbidden(GROUP_OWNER_ONLY_MESSAGE);
}
