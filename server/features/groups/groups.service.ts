import type { z } from 'zod';
import {
  GROUP_NAME_TAKEN_MESSAGE,
  GROUPS_CREATE_LIMIT_MESSAGE,
  GROUPS_CREATE_RATE_LIMIT,
} from '../../../common/features/groups/group-limits';
import type {
  createGroupInputSchema,
  Group,
  groupListQuerySchema,
  GroupPage,
  myGroupsQuerySchema,
  updateGroupInputSchema,
} from '../../../common/features/groups/groups.contract';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import { assertMayCreate, assertMayEdit } from '../trust/trust.service';
import { claimAvatarUpload } from '../uploads/uploads.service';
import { searchGroupRows } from './groups-search.repository';
import { loadGroupAccess, requireGroupOwner, type GroupAccess } from './group-access';
import { decodeGroupListCursor, encodeGroupListCursor, nextPageCursor } from './group-cursor';
import { countJoinRequests, insertMember } from './group-members.repository';
import {
  listGroupsPage,
  listMemberGroupsPage,
  type GroupListRow,
} from './groups-browse.repository';
import { canModerateGroup } from './groups.policy';
import { presentGroup, presentGroupSummary } from './groups.presenter';
import { deleteGroupRow, insertGroup, isGroupNameTaken, updateGroupRow } from './groups.repository';

type GroupListQuery = z.output<typeof groupListQuerySchema>;
type MyGroupsQuery = z.output<typeof myGroupsQuerySchema>;
type CreateGroupInput = z.output<typeof createGroupInputSchema>;
type UpdateGroupInput = z.output<typeof updateGroupInputSchema>;

/** What creating a group needs besides the database: the shared limiter. */
export interface GroupWriteContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

const nameTaken = () => new AppError('conflict', GROUP_NAME_TAKEN_MESSAGE);

/** Whether an error is PostgreSQL's unique violation of the case-insensitive name index. */
function isNameConflict(err: unknown): boolean {
  for (let current = err; current && typeof current === 'object';) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === '23505') {
      return (
        constraint === 'groups_name_lower_key' || String(message).includes('groups_name_lower_key')
      );
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Rows of a list page (one extra fetched) → `{ items, nextCursor }`. */
function presentListPage(rows: GroupListRow[], limit: number): GroupPage {
  return {
    items: rows
      .slice(0, limit)
      .map((row) =>
        presentGroupSummary(row, { role: row.viewerRole, requested: row.viewerRequested }),
      ),
    nextCursor: nextPageCursor(
      rows.map((row) => row.key),
      limit,
      encodeGroupListCursor,
    ),
  };
}

/**
 * `GET /api/groups`: every group (a private one shows its header only), filtered by park and
 * topic; with `q`, groups like it by name (typos forgiven) and description, best first.
 * @throws AppError 400 for a cursor of another list or order.
 */
export async function listGroups(
  db: Executor,
  viewerId: string | null,
  query: GroupListQuery,
): Promise<GroupPage> {
  const text = query.q?.trim() ?? '';
  const filters = { park: query.park, topic: query.topic };
  if (text !== '') {
    const cursor = decodeGroupListCursor(query.cursor, 'match');
    const rows = await searchGroupRows(db, {
      text,
      viewerId,
      ...filters,
      cursor,
      limit: query.limit + 1,
    });
    return presentListPage(rows, query.limit);
  }
  const cursor = decodeGroupListCursor(query.cursor, query.sort);
  const rows = await listGroupsPage(db, {
    viewerId,
    sort: query.sort,
    ...filters,
    cursor,
    limit: query.limit + 1,
  });
  return presentListPage(rows, query.limit);
}

/** `GET /api/groups/mine`: the viewer's groups with their role, most recent activity first. */
export async function listMyGroups(
  db: Executor,
  viewerId: string,
  query: MyGroupsQuery,
): Promise<GroupPage> {
  const cursor = decodeGroupListCursor(query.cursor, 'active');
  const rows = await listMemberGroupsPage(db, { userId: viewerId, cursor, limit: query.limit + 1 });
  return presentListPage(rows, query.limit);
}

/** The group page's header for the access already loaded. */
export async function presentGroupFor(db: Executor, access: GroupAccess): Promise<Group> {
  const pendingRequestCount = canModerateGroup(access)
    ? await countJoinRequests(db, access.group.id)
    : null;
  return presentGroup(access.group, {
    role: access.role,
    requested: access.requested,
    pendingRequestCount,
  });
}

/**
 * `GET /api/groups/{id}`: the header (anyone), the about text (members only for a private
 * group) and the viewer's standing. @throws AppError 404 for an unknown group.
 */
export async function getGroup(
  db: Executor,
  viewerId: string | null,
  groupId: string,
): Promise<Group> {
  return presentGroupFor(db, await loadGroupAccess(db, groupId, viewerId));
}

/**
 * `POST /api/groups`: creates the group with its creator as owner (member count 1), the cover
 * claimed from the creator's uploads, in one transaction. At most
 * {@link GROUPS_CREATE_RATE_LIMIT} a day per member.
 * @throws AppError 409 name taken (any letter case), 422 bad cover or more links than the
 *   creator's trust level allows, 429 over the limit.
 */
export async function createGroup(
  ctx: GroupWriteContext,
  ownerId: string,
  input: CreateGroupInput,
): Promise<Group> {
  const { db } = ctx;
  if (await isGroupNameTaken(db, input.name)) throw nameTaken();
  const limitKey = `groups:create:${ownerId}`;
  await ctx.rateLimiter.consume(limitKey, GROUPS_CREATE_RATE_LIMIT, GROUPS_CREATE_LIMIT_MESSAGE);
  try {
    // The answer is read before the commit: once it is saved, nothing else can fail.
    return await db.transaction(async (tx) => {
      await assertMayCreate(tx, ownerId, {
        kind: 'group',
        texts: [input.name, input.description, input.about],
      });
      if (input.coverUploadId) {
        await claimAvatarUpload(tx, { ownerId, uploadId: input.coverUploadId });
      }
      const { id } = await insertGroup(tx, {
        name: input.name,
        description: input.description,
        about: input.about,
        coverUploadId: input.coverUploadId?.toLowerCase() ?? null,
        park: input.park,
        topic: input.topic,
        visibility: input.visibility,
        memberCount: 1,
      });
      await insertMember(tx, { groupId: id, userId: ownerId, role: 'owner' });
      return getGroup(tx, ownerId, id);
    });
  } catch (err) {
    // Nothing was created: the attempt does not count against the day's groups.
    await ctx.rateLimiter.giveBack(limitKey);
    if (isNameConflict(err)) throw nameTaken();
    throw err;
  }
}

/**
 * `PATCH /api/groups/{id}` (owner): only the given fields change; a new cover is one of the
 * owner's uploads. @throws AppError 404 (unknown, or private and not a member), 403 not the
 * owner, 409 name taken, 422 bad cover or more links than the owner's trust level allows.
 */
export async function updateGroup(
  db: Database,
  viewerId: string,
  groupId: string,
  input: UpdateGroupInput,
  now: Date,
): Promise<Group> {
  const access = await loadGroupAccess(db, groupId, viewerId);
  requireGroupOwner(access);
  const id = access.group.id;
  if (input.name !== undefined && (await isGroupNameTaken(db, input.name, id))) throw nameTaken();
  try {
    await db.transaction(async (tx) => {
      const { name, description, about } = access.group;
      await assertMayEdit(tx, viewerId, {
        kind: 'group',
        before: [name, description, about],
        after: [input.name ?? name, input.description ?? description, input.about ?? about],
      });
      if (input.coverUploadId) {
        await claimAvatarUpload(tx, { ownerId: viewerId, uploadId: input.coverUploadId });
      }
      await updateGroupRow(
        tx,
        id,
        {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.about !== undefined ? { about: input.about } : {}),
          ...(input.coverUploadId !== undefined
            ? { coverUploadId: input.coverUploadId?.toLowerCase() ?? null }
            : {}),
          ...(input.park !== undefined ? { park: input.park } : {}),
          ...(input.topic !== undefined ? { topic: input.topic } : {}),
          ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
        },
        now,
      );
    });
  } catch (err) {
    if (isNameConflict(err)) throw nameTaken();
    throw err;
  }
  return getGroup(db, viewerId, id);
}

/**
 * `DELETE /api/groups/{id}` (owner): the group, its memberships, requests, invites and posts
 * (with their comments and likes) go. @throws AppError 404, 403 not the owner.
 */
export async function deleteGroup(db: Database, viewerId: string, groupId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await loadGroupAccess(tx, groupId, viewerId, { forUpdate: true });
    requireGroupOwner(access);
    await deleteGroupRow(tx, access.group.id);
  });
}
