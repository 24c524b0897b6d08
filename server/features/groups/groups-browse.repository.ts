import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { GroupRole } from '../../../common/features/groups/group-limits';
import type { Executor } from '../../db/client';
import { groupMembers, groups, uploads } from '../../db/schema';
import { cursorTimestamp } from '../../lib/cursor';
import type { GroupListKey } from './group-cursor';
import { groupNotHiddenFrom } from './groups.policy';
import { groupWithCoverColumns, withCover, type GroupWithCoverRow } from './groups.repository';

/** A group as lists show it: the row, its cover and the viewer's standing. */
export type GroupListRow = GroupWithCoverRow & {
  viewerRole: GroupRole | null;
  viewerRequested: boolean;
  key: GroupListKey;
};

/** The viewer's role and whether they asked to join, as columns (null and false for a visitor). */
export function viewerStandingColumns(viewerId: string | null) {
  const viewer = sql`${viewerId}::uuid`;
  return {
    viewerRole: sql<GroupRole | null>`(select gm.role from group_members gm
      where gm.group_id = ${groups.id} and gm.user_id = ${viewer})`,
    viewerRequested: sql<boolean>`exists (select 1 from group_join_requests gr
      where gr.group_id = ${groups.id} and gr.user_id = ${viewer})`,
  };
}

/** Group list columns: the group, its cover, the viewer's standing, and the cursor parts. */
export function groupListColumns(viewerId: string | null) {
  return {
    ...groupWithCoverColumns,
    ...viewerStandingColumns(viewerId),
    keyLastActivityAt: cursorTimestamp(groups.lastActivityAt),
    keyCreatedAt: cursorTimestamp(groups.createdAt),
  };
}

type RawListRow = Parameters<typeof withCover>[0] & {
  viewerRole: GroupRole | null;
  viewerRequested: boolean;
  keyLastActivityAt: string;
  keyCreatedAt: string;
};

/** A raw row → a {@link GroupListRow} whose key is `keyOf` of it. */
export function toGroupListRow<T extends RawListRow>(
  row: T,
  keyOf: (row: T) => GroupListKey,
): GroupListRow {
  const { viewerRole, viewerRequested, keyLastActivityAt, keyCreatedAt, ...group } = row;
  void keyLastActivityAt;
  void keyCreatedAt;
  return {
    ...withCover(group),
    viewerRole,
    viewerRequested: Boolean(viewerRequested),
    key: keyOf(row),
  };
}

/**
 * Park and topic filters of the browse list (either may be absent). Issue 15: a group hidden by
 * moderation is listed only to its members and staff.
 */
export function groupFilters(filters: {
  park?: string;
  topic?: string;
  viewerId: string | null;
}): SQL | undefined {
  return and(
    filters.park ? eq(groups.park, filters.park) : undefined,
    filters.topic ? eq(groups.topic, filters.topic) : undefined,
    groupNotHiddenFrom(filters.viewerId),
  );
}

/** Order and "after the cursor" condition of each sort (all descending, ties by id). */
function sortOf(sort: 'members' | 'active' | 'newest', cursor: GroupListKey | undefined) {
  switch (sort) {
    case 'members':
      return {
        orderBy: [desc(groups.memberCount), desc(groups.id)],
        after:
          cursor?.sort === 'members'
            ? sql`(${groups.memberCount}, ${groups.id}) < (${cursor.count}::integer, ${cursor.id}::uuid)`
            : undefined,
      };
    case 'active':
      return {
        orderBy: [desc(groups.lastActivityAt), desc(groups.id)],
        after:
          cursor?.sort === 'active'
            ? sql`(${groups.lastActivityAt}, ${groups.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
      };
    case 'newest':
      return {
        orderBy: [desc(groups.createdAt), desc(groups.id)],
        after:
          cursor?.sort === 'newest'
            ? sql`(${groups.createdAt}, ${groups.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
      };
  }
}

/** One page of all groups (private ones included: their header is public), in `sort` order. */
export async function listGroupsPage(
  db: Executor,
  input: {
    viewerId: string | null;
    sort: 'members' | 'active' | 'newest';
    park?: string;
    topic?: string;
    cursor: GroupListKey | undefined;
    limit: number;
  },
): Promise<GroupListRow[]> {
  const { orderBy, after } = sortOf(input.sort, input.cursor);
  const rows = await db
    .select(groupListColumns(input.viewerId))
    .from(groups)
    .leftJoin(uploads, eq(uploads.id, groups.coverUploadId))
    .where(and(groupFilters(input), after))
    .orderBy(...orderBy)
    .limit(input.limit);
  return rows.map((row) =>
    toGroupListRow(row, (r): GroupListKey => {
      switch (input.sort) {
        case 'members':
          return { sort: 'members', count: r.memberCount, id: r.id };
        case 'active':
          return { sort: 'active', at: r.keyLastActivityAt, id: r.id };
        case 'newest':
          return { sort: 'newest', at: r.keyCreatedAt, id: r.id };
      }
    }),
  );
}

/** One page of the member's groups, most recent activity first (their role in `viewerRole`). */
export async function listMemberGroupsPage(
  db: Executor,
  input: { userId: string; cursor: GroupListKey | undefined; limit: number },
): Promise<GroupListRow[]> {
  const { orderBy, after } = sortOf('active', input.cursor);
  const rows = await db
    .select(groupListColumns(input.userId))
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .leftJoin(uploads, eq(uploads.id, groups.coverUploadId))
    .where(and(eq(groupMembers.userId, input.userId), after))
    .orderBy(...orderBy)
    .limit(input.limit);
  return rows.map((row) =>
    toGroupListRow(row, (r) => ({ sort: 'active', at: r.keyLastActivityAt, id: r.id })),
  );
}
