import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  GROUP_INVITE_EXPIRED_MESSAGE,
  GROUP_INVITE_INVALID_MESSAGE,
  GROUP_INVITE_NOT_FOUND_MESSAGE,
  GROUP_INVITE_REVOKED_MESSAGE,
} from '../../../common/features/groups/group-limits';
import type {
  createGroupInviteInputSchema,
  Group,
  GroupInvite,
  GroupInvitePage,
  GroupInvitePreview,
  groupInvitesQuerySchema,
} from '../../../common/features/groups/groups.contract';
import type { Database, Executor } from '../../db/client';
import type { GroupInviteRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, nextCursorOf } from '../../lib/cursor';
import { findAuthorsByIds } from '../members/members.repository';
import { loadGroupAccess, requireGroupOwner } from './group-access';
import {
  findInviteByToken,
  insertInvite,
  listInvitesPage,
  revokeInvite,
} from './group-invites.repository';
import { wasRemoved } from './group-members.repository';
import { addGroupMember, askToJoin } from './group-membership.service';
import { inviteStatus } from './groups.policy';
import { presentGroupSummary, presentInvite } from './groups.presenter';
import { getGroup } from './groups.service';

type CreateInviteInput = z.output<typeof createGroupInviteInputSchema>;
type InvitesQuery = z.output<typeof groupInvitesQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Invite tokens: 24 random bytes, base64url (32 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * `POST /api/groups/{id}/invites` (owner): a new link valid for the chosen days.
 * @throws AppError 404, 403 not the owner.
 */
export async function createInvite(
  db: Database,
  viewerId: string,
  groupId: string,
  input: CreateInviteInput,
  now: Date,
): Promise<GroupInvite> {
  const access = await loadGroupAccess(db, groupId, viewerId);
  requireGroupOwner(access);
  const row = await insertInvite(db, {
    groupId: access.group.id,
    token: randomBytes(24).toString('base64url'),
    createdBy: viewerId,
    expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
  });
  const creator = (await findAuthorsByIds(db, [viewerId])).get(viewerId) ?? null;
  return presentInvite({ ...row, creator }, now);
}

/** `GET /api/groups/{id}/invites` (owner): newest first. @throws AppError 404, 403. */
export async function listInvites(
  db: Executor,
  viewerId: string,
  groupId: string,
  query: InvitesQuery,
  now: Date,
): Promise<GroupInvitePage> {
  const cursor = decodeCursor(query.cursor);
  const access = await loadGroupAccess(db, groupId, viewerId);
  requireGroupOwner(access);
  const rows = await listInvitesPage(db, access.group.id, cursor, query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map((row) => presentInvite(row, now)),
    nextCursor: nextCursorOf(
      rows.map((row) => row.key),
      query.limit,
    ),
  };
}

/**
 * `DELETE /api/groups/{id}/invites/{inviteId}` (owner): the link stops working (revoking
 * twice is fine). @throws AppError 404 (group or invite), 403 not the owner.
 */
export async function revokeGroupInvite(
  db: Database,
  viewerId: string,
  groupId: string,
  inviteId: string,
  now: Date,
): Promise<void> {
  const access = await loadGroupAccess(db, groupId, viewerId);
  requireGroupOwner(access);
  if (!isUuid(inviteId) || !(await revokeInvite(db, access.group.id, inviteId, now))) {
    throw notFound(GROUP_INVITE_NOT_FOUND_MESSAGE);
  }
}

/**
 * The invite of a link that can be used now.
 * @throws AppError 404 for an unknown link, or one expired or revoked (saying which).
 */
async function findUsableInvite(db: Executor, token: string, now: Date): Promise<GroupInviteRow> {
  const invite = TOKEN_PATTERN.test(token) ? await findInviteByToken(db, token) : null;
  if (!invite) throw notFound(GROUP_INVITE_INVALID_MESSAGE);
  switch (inviteStatus(invite, now)) {
    case 'revoked':
      throw notFound(GROUP_INVITE_REVOKED_MESSAGE);
    case 'expired':
      throw notFound(GROUP_INVITE_EXPIRED_MESSAGE);
    case 'active':
      return invite;
  }
}

/**
 * `GET /api/group-invites/{token}`: the group a usable link is for (its public header) and
 * when the link expires. @throws AppError 404 (unknown, expired or revoked link).
 */
export async function previewInvite(
  db: Executor,
  viewerId: string | null,
  token: string,
  now: Date,
): Promise<GroupInvitePreview> {
  const invite = await findUsableInvite(db, token, now);
  const access = await loadGroupAccess(db, invite.groupId, viewerId);
  return {
    group: presentGroupSummary(access.group, access),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * `POST /api/group-invites/{token}/accept`: joins the group of a usable link, private ones
 * included (a waiting request is cleared); a member already stays as they are. A member a
 * moderator removed (issue 26) only asks to join: the answer's `viewer.membership` is then
 * 'requested' and a moderator decides.
 * @throws AppError 404 (unknown, expired or revoked link).
 */
export async function acceptInvite(
  db: Database,
  viewerId: string,
  token: string,
  now: Date,
): Promise<Group> {
  const groupId = await db.transaction(async (tx) => {
    const invite = await findUsableInvite(tx, token, now);
    const access = await loadGroupAccess(tx, invite.groupId, viewerId, { forUpdate: true });
    if (access.role) return access.group.id;
    if (await wasRemoved(tx, access.group.id, viewerId)) {
      await askToJoin(tx, access.group.id, viewerId);
    } else {
      await addGroupMember(tx, access.group.id, viewerId);
    }
    return access.group.id;
  });
  return getGroup(db, viewerId, groupId);
}
