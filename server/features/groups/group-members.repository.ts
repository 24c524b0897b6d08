import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { GroupRole } from '../../../common/features/groups/group-limits';
import type { Executor } from '../../db/client';
import { groupJoinRequests, groupMembers, groupRemovals, profiles } from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';
import type { AuthorRow } from '../members/members.repository';
import type { GroupMemberKey } from './group-cursor';

/** The member's role in the group, or null when they are not in it. */
export async function findMemberRole(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<GroupRole | null> {
  const rows = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

/** Whether the member has asked to join the group. */
export async function hasJoinRequest(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ userId: groupJoinRequests.userId })
    .from(groupJoinRequests)
    .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Adds a member; returns whether they were added (false: already a member). */
export async function insertMember(
  db: Executor,
  values: { groupId: string; userId: string; role: GroupRole },
): Promise<boolean> {
  const rows = await db
    .insert(groupMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  return rows.length > 0;
}

/** Removes a member; returns the role they had, or null when they were not in the group. */
export async function deleteMember(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<GroupRole | null> {
  const rows = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ role: groupMembers.role });
  return rows[0]?.role ?? null;
}

export async function setMemberRole(
  db: Executor,
  groupId: string,
  userId: string,
  role: GroupRole,
): Promise<void> {
  await db
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** Records a join request; returns whether it is new. */
export async function insertJoinRequest(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .insert(groupJoinRequests)
    .values({ groupId, userId })
    .onConflictDoNothing()
    .returning({ userId: groupJoinRequests.userId });
  return rows.length > 0;
}

/** Removes a join request; returns whether there was one. */
export async function deleteJoinRequest(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(groupJoinRequests)
    .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.userId, userId)))
    .returning({ userId: groupJoinRequests.userId });
  return rows.length > 0;
}

/** Records that a moderator removed the member (again: the latest removal counts). */
export async function insertRemoval(
  db: Executor,
  values: { groupId: string; userId: string; removedBy: string; removedAt: Date },
): Promise<void> {
  await db
    .insert(groupRemovals)
    .values(values)
    .onConflictDoUpdate({
      target: [groupRemovals.groupId, groupRemovals.userId],
      set: { removedBy: values.removedBy, removedAt: values.removedAt },
    });
}

/** Whether a moderator removed the member and nobody has let them back in since. */
export async function wasRemoved(db: Executor, groupId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: groupRemovals.userId })
    .from(groupRemovals)
    .where(and(eq(groupRemovals.groupId, groupId), eq(groupRemovals.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Forgets a removal (the member was let back in). */
export async function deleteRemoval(db: Executor, groupId: string, userId: string): Promise<void> {
  await db
    .delete(groupRemovals)
    .where(and(eq(groupRemovals.groupId, groupId), eq(groupRemovals.userId, userId)));
}

/** The owner and moderators of a group (who hear of join requests). */
export async function listModeratorIds(db: Executor, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(eq(groupMembers.groupId, groupId), inArray(groupMembers.role, ['owner', 'moderator'])),
    );
  return rows.map((row) => row.userId);
}

/** How many join requests wait in a group. */
export async function countJoinRequests(db: Executor, groupId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(groupJoinRequests)
    .where(eq(groupJoinRequests.groupId, groupId));
  return Number(row?.count ?? 0);
}

const author = { id: profiles.id, username: profiles.username, avatarUrl: profiles.avatarUrl };

/** The order of roles in the member list: owner, moderators, members. */
const roleRank = sql<number>`(case ${groupMembers.role} when 'owner' then 0 when 'moderator' then 1 else 2 end)`;

/** A member of a group as the member list shows them. */
export interface GroupMemberRow {
  user: AuthorRow;
  role: GroupRole;
  joinedAt: Date;
  key: GroupMemberKey;
}

/** One page of a group's members: owner first, then moderators, then members by join date. */
export async function listMembersPage(
  db: Executor,
  groupId: string,
  cursor: GroupMemberKey | undefined,
  limit: number,
): Promise<GroupMemberRow[]> {
  const after = cursor
    ? sql`(${roleRank}, ${groupMembers.joinedAt}, ${groupMembers.userId}) > (${cursor.rank}::integer, ${cursor.joinedAt}::timestamptz, ${cursor.userId}::uuid)`
    : undefined;
  const rows = await db
    .select({
      user: author,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
      rank: roleRank,
      keyJoinedAt: cursorTimestamp(groupMembers.joinedAt),
    })
    .from(groupMembers)
    .innerJoin(profiles, eq(profiles.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), after))
    .orderBy(asc(roleRank), asc(groupMembers.joinedAt), asc(groupMembers.userId))
    .limit(limit);
  return rows.map((row) => ({
    user: row.user,
    role: row.role,
    joinedAt: row.joinedAt,
    key: { rank: Number(row.rank), joinedAt: row.keyJoinedAt, userId: row.user.id },
  }));
}

/** One member of a group with their role; null when they are not in it. */
export async function findMember(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<Omit<GroupMemberRow, 'key'> | null> {
  const rows = await db
    .select({ user: author, role: groupMembers.role, joinedAt: groupMembers.joinedAt })
    .from(groupMembers)
    .innerJoin(profiles, eq(profiles.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A join request as the moderators' list shows it. */
export interface JoinRequestRow {
  user: AuthorRow;
  createdAt: Date;
  key: CursorKey;
}

/** One page of a group's join requests, oldest first. */
export async function listJoinRequestsPage(
  db: Executor,
  groupId: string,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<JoinRequestRow[]> {
  const after = cursor
    ? sql`(${groupJoinRequests.createdAt}, ${groupJoinRequests.userId}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      user: author,
      createdAt: groupJoinRequests.createdAt,
      keyCreatedAt: cursorTimestamp(groupJoinRequests.createdAt),
    })
    .from(groupJoinRequests)
    .innerJoin(profiles, eq(profiles.id, groupJoinRequests.userId))
    .where(and(eq(groupJoinRequests.groupId, groupId), after))
    .orderBy(asc(groupJoinRequests.createdAt), asc(groupJoinRequests.userId))
    .limit(limit);
  return rows.map((row) => ({
    user: row.user,
    createdAt: row.createdAt,
    key: { createdAt: row.keyCreatedAt, id: row.user.id },
  }));
}
