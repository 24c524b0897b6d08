import type { z } from 'zod';
import {
  GROUP_OWNER_CANNOT_LEAVE_MESSAGE,
  GROUP_REQUEST_NOT_FOUND_MESSAGE,
} from '../../../common/features/groups/group-limits';
import type {
  GroupJoinRequestPage,
  GroupMembership,
  GroupRequestDecision,
  groupRequestsQuerySchema,
} from '../../../common/features/groups/groups.contract';
import type { Database, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, nextCursorOf } from '../../lib/cursor';
import { notify } from '../notifications/notifications.service';
import { loadGroupAccess, requireGroupModerator } from './group-access';
import { groupDepartureHooks } from './group-departure-hooks';
import {
  deleteJoinRequest,
  deleteMember,
  deleteRemoval,
  insertJoinRequest,
  insertMember,
  listJoinRequestsPage,
  listModeratorIds,
  wasRemoved,
} from './group-members.repository';
import { presentJoinRequest, presentViewer } from './groups.presenter';
import { adjustGroupCounts } from './groups.repository';

type RequestsQuery = z.output<typeof groupRequestsQuerySchema>;

/**
 * Adds a member to a group in the caller's transaction (member count up by one when they were
 * not in it yet), clears any request of theirs and forgets a removal (only a moderator's
 * approval lets a removed member back in; the other paths ask {@link wasRemoved} first);
 * returns the member count.
 */
export async function addGroupMember(
  tx: Executor,
  groupId: string,
  userId: string,
): Promise<{ memberCount: number; isNew: boolean }> {
  await deleteJoinRequest(tx, groupId, userId);
  await deleteRemoval(tx, groupId, userId);
  const isNew = await insertMember(tx, { groupId, userId, role: 'member' });
  const memberCount = await adjustGroupCounts(tx, groupId, { members: isNew ? 1 : 0 });
  return { memberCount, isNew };
}

/**
 * Records the member's request to join in the caller's transaction; a new request is told to
 * the owner and moderators (once per request).
 */
export async function askToJoin(tx: Executor, groupId: string, userId: string): Promise<void> {
  if (!(await insertJoinRequest(tx, groupId, userId))) return;
  for (const moderatorId of await listModeratorIds(tx, groupId)) {
    await notify(tx, {
      userId: moderatorId,
      actorId: userId,
      type: 'group_request',
      entityId: groupId,
    });
  }
}

/**
 * `PUT /api/groups/{id}/membership`: joins a public group at once; for a private group, or for
 * a member a moderator removed (issue 26), asks to join (the owner and moderators are notified
 * once per request). Being a member already, or having asked already, changes nothing.
 * @throws AppError 404 unknown group.
 */
export async function joinGroup(
  db: Database,
  viewerId: string,
  groupId: string,
): Promise<GroupMembership> {
  return db.transaction(async (tx) => {
    const access = await loadGroupAccess(tx, groupId, viewerId, { forUpdate: true });
    const id = access.group.id;
    if (access.role) {
      return { ...presentViewer(access.role, false), memberCount: access.group.memberCount };
    }
    if (access.visibility === 'public' && !(await wasRemoved(tx, id, viewerId))) {
      const { memberCount } = await addGroupMember(tx, id, viewerId);
      return { ...presentViewer('member', false), memberCount };
    }
    await askToJoin(tx, id, viewerId);
    return { ...presentViewer(null, true), memberCount: access.group.memberCount };
  });
}

/**
 * `DELETE /api/groups/{id}/membership`: leaves the group (member count down by one), or
 * withdraws a waiting request; neither is fine too. Leaving a private group takes the member's
 * answers out of its events (which they no longer see) in the same transaction.
 * @throws AppError 404 unknown group, 409 for the owner (who transfers ownership first).
 */
export async function leaveGroup(
  db: Database,
  viewerId: string,
  groupId: string,
  now: Date,
): Promise<GroupMembership> {
  return db.transaction(async (tx) => {
    const access = await loadGroupAccess(tx, groupId, viewerId, { forUpdate: true });
    const id = access.group.id;
    if (access.role === 'owner') throw new AppError('conflict', GROUP_OWNER_CANNOT_LEAVE_MESSAGE);
    let memberCount = access.group.memberCount;
    if (await deleteMember(tx, id, viewerId)) {
      memberCount = await adjustGroupCounts(tx, id, { members: -1 });
      if (access.visibility === 'private') {
        await groupDepartureHooks.run(tx, { groupId: id, userId: viewerId, now });
      }
    }
    await deleteJoinRequest(tx, id, viewerId);
    return { ...presentViewer(null, false), memberCount };
  });
}

/**
 * `GET /api/groups/{id}/requests` (moderators and owner): waiting requests, oldest first.
 * @throws AppError 404 (unknown, or private and not a member), 403 not a moderator.
 */
export async function listJoinRequests(
  db: Executor,
  viewerId: string,
  groupId: string,
  query: RequestsQuery,
): Promise<GroupJoinRequestPage> {
  const cursor = decodeCursor(query.cursor);
  const access = await loadGroupAccess(db, groupId, viewerId);
  requireGroupModerator(access);
  const rows = await listJoinRequestsPage(db, access.group.id, cursor, query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map(presentJoinRequest),
    nextCursor: nextCursorOf(
      rows.map((row) => row.key),
      query.limit,
    ),
  };
}

/**
 * Approves or declines a join request (moderators and owner): approving adds the member;
 * either way the requester is notified ('group_approved' / 'group_declined').
 * @throws AppError 404 (unknown group or request; private and not a member), 403 not a moderator.
 */
export async function decideJoinRequest(
  db: Database,
  viewerId: string,
  groupId: string,
  userId: string,
  decision: 'approved' | 'declined',
): Promise<GroupRequestDecision> {
  return db.transaction(async (tx) => {
    const access = await loadGroupAccess(tx, groupId, viewerId, { forUpdate: true });
    requireGroupModerator(access);
    const id = access.group.id;
    if (!isUuid(userId) || !(await deleteJoinRequest(tx, id, userId))) {
      throw notFound(GROUP_REQUEST_NOT_FOUND_MESSAGE);
    }
    let memberCount = access.group.memberCount;
    if (decision === 'approved') {
      ({ memberCount } = await addGroupMember(tx, id, userId));
    }
    await notify(tx, {
      userId,
      actorId: viewerId,
      type: decision === 'approved' ? 'group_approved' : 'group_declined',
      entityId: id,
    });
    return { userId, decision, memberCount };
  });
}
