import type { z } from 'zod';
import {
  GROUP_MEMBER_NOT_FOUND_MESSAGE,
  GROUP_OWNER_NOT_REMOVABLE_MESSAGE,
  GROUP_ROLE_SELF_MESSAGE,
  type GroupRole,
} from '../../../common/features/groups/group-limits';
import type {
  GroupMember,
  GroupMemberPage,
  groupMembersQuerySchema,
} from '../../../common/features/groups/groups.contract';
import type { Database, Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import {
  loadGroupAccess,
  requireGroupContent,
  requireGroupModerator,
  requireGroupOwner,
} from './group-access';
import { decodeGroupMemberCursor, encodeGroupMemberCursor, nextPageCursor } from './group-cursor';
import {
  deleteMember,
  findMember,
  findMemberRole,
  listMembersPage,
  setMemberRole,
} from './group-members.repository';
import { canRemoveMember } from './groups.policy';
import { presentMember } from './groups.presenter';
import { recordRemoval } from './group-removals.service';
import { adjustGroupCounts } from './groups.repository';

type MembersQuery = z.output<typeof groupMembersQuerySchema>;

const memberNotFound = () => notFound(GROUP_MEMBER_NOT_FOUND_MESSAGE);

/**
 * `GET /api/groups/{id}/members`: owner, moderators, then members by join date (anyone for a
 * public group, members for a private one). @throws AppError 404.
 */
export async function listGroupMembers(
  db: Executor,
  viewerId: string | null,
  groupId: string,
  query: MembersQuery,
): Promise<GroupMemberPage> {
  const cursor = decodeGroupMemberCursor(query.cursor);
  const access = await loadGroupAccess(db, groupId, viewerId);
  requireGroupContent(access);
  const rows = await listMembersPage(db, access.group.id, cursor, query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map(presentMember),
    nextCursor: nextPageCursor(
      rows.map((row) => row.key),
      query.limit,
      encodeGroupMemberCursor,
    ),
  };
}

/**
 * Makes `userId` the owner in the caller's transaction (the group locked): the owner becomes a
 * moderator first, as a group has one owner at a time.
 */
async function transferOwnership(
  tx: Executor,
  groupId: string,
  ownerId: string,
  userId: string,
): Promise<void> {
  await setMemberRole(tx, groupId, ownerId, 'moderator');
  await setMemberRole(tx, groupId, userId, 'owner');
}

/**
 * `PATCH /api/groups/{id}/members/{userId}` (owner): 'moderator' or 'member' promotes or
 * demotes; 'owner' transfers ownership (the former owner stays as a moderator).
 * @throws AppError 404 (group, or not a member of it), 403 not the owner, 422 own role.
 */
export async function changeMemberRole(
  db: Database,
  viewerId: string,
  groupId: string,
  userId: string,
  role: GroupRole,
): Promise<GroupMember> {
  return db.transaction(async (tx) => {
    const access = await loadGroupAccess(tx, groupId, viewerId, { forUpdate: true });
    requireGroupOwner(access);
    const id = access.group.id;
    const targetRole = isUuid(userId) ? await findMemberRole(tx, id, userId) : null;
    if (!targetRole) throw memberNotFound();
    if (userId === viewerId) throw new AppError('unprocessable', GROUP_ROLE_SELF_MESSAGE);
    if (role === 'owner') await transferOwnership(tx, id, viewerId, userId);
    else await setMemberRole(tx, id, userId, role);
    const member = await findMember(tx, id, userId);
    if (!member) throw memberNotFound();
    return presentMember(member);
  });
}

/**
 * `POST /api/groups/{id}/transfer` (owner): `userId`, a member, becomes the owner.
 * @throws AppError 404 (group, or not a member of it), 403 not the owner, 422 yourself.
 */
export async function transferGroup(
  db: Database,
  viewerId: string,
  groupId: string,
  userId: string,
): Promise<GroupMember> {
  return changeMemberRole(db, viewerId, groupId, userId, 'owner');
}

/**
 * `DELETE /api/groups/{id}/members/{userId}` (moderators and owner): removes a member (the
 * owner removes moderators too; nobody removes the owner). In the same transaction
 * ({@link recordRemoval}): to come back they must ask and be approved, whatever the group's
 * visibility and whatever link they hold; the links they made are revoked; their answers to the
 * group's events go. @throws AppError 404, 403.
 */
export async function removeGroupMember(
  db: Database,
  viewerId: string,
  groupId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await loadGroupAccess(tx, groupId, viewerId, { forUpdate: true });
    requireGroupModerator(access);
    const id = access.group.id;
    const targetRole = isUuid(userId) ? await findMemberRole(tx, id, userId) : null;
    if (!targetRole) throw memberNotFound();
    if (targetRole === 'owner') throw forbidden(GROUP_OWNER_NOT_REMOVABLE_MESSAGE);
    if (!canRemoveMember(access, targetRole)) {
      throw forbidden('Only the owner of the group can remove a moderator.');
    }
    if (await deleteMember(tx, id, userId)) await adjustGroupCounts(tx, id, { members: -1 });
    await recordRemoval(tx, { groupId: id, userId, removedBy: viewerId, now });
  });
}
