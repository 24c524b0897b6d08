import { GROUP_JOIN_TO_POST_MESSAGE } from '../../../common/features/groups/group-limits';
import type { Executor } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import { loadGroupAccess, requireGroupContent } from './group-access';
import { findMemberRole } from './group-members.repository';
import { canModerateGroup, canPostInGroup } from './groups.policy';
import { adjustGroupCounts, findGroupById } from './groups.repository';

/**
 * Checks, in the post's transaction, that the author may post in the group, and counts the
 * post (post count up, last activity now). Returns the group's id as stored.
 * @throws AppError 404 unknown group or a private one the author is not in, 403 a public group
 *   they have not joined.
 */
export async function countNewGroupPost(
  tx: Executor,
  groupId: string,
  authorId: string,
): Promise<string> {
  // Locked first, as every write to a group's rows does (a group deleted meanwhile is a 404).
  const access = await loadGroupAccess(tx, groupId, authorId, { forUpdate: true });
  requireGroupContent(access);
  if (!canPostInGroup(access)) throw forbidden(GROUP_JOIN_TO_POST_MESSAGE);
  await adjustGroupCounts(tx, access.group.id, { posts: 1, touch: true });
  return access.group.id;
}

/**
 * Locks the group of a post about to be deleted, before the post's row (the order every write
 * to a group takes, so a deletion of the group at the same time cannot deadlock with it).
 */
export async function lockPostGroup(tx: Executor, groupId: string): Promise<void> {
  await findGroupById(tx, groupId, { forUpdate: true });
}

/** A live post of the group was deleted: its post count goes down in the same transaction. */
export async function countDeletedGroupPost(tx: Executor, groupId: string): Promise<void> {
  await adjustGroupCounts(tx, groupId, { posts: -1 });
}

/** Whether the member moderates the group (its owner or a moderator): they remove its posts and comments. */
export async function isGroupModerator(
  db: Executor,
  groupId: string | null,
  userId: string,
): Promise<boolean> {
  if (!groupId) return false;
  const role = await findMemberRole(db, groupId, userId);
  return canModerateGroup({ visibility: 'public', role });
}

/**
 * The group whose posts a viewer asks for, when they may read them.
 * @throws AppError 404 unknown group, or a private one the viewer is not in.
 */
export async function requireGroupPostsReader(
  db: Executor,
  groupId: string,
  viewerId: string | null,
): Promise<string> {
  const access = await loadGroupAccess(db, groupId, viewerId);
  requireGroupContent(access);
  return access.group.id;
}
