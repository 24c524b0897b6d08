import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { isNotHidden } from '../../content/hidden-items.sql';
import { authorNotSuspended } from '../../content/suspended-authors.sql';
import type { Executor } from '../../db/client';
import { groups, uploads, type GroupRow } from '../../db/schema';

/** The cover photo's columns (an upload), null when the group has none. */
export interface CoverRow {
  id: string;
  width: number;
  height: number;
  altText: string | null;
}

/** A group row with its cover photo's columns. */
export type GroupWithCoverRow = GroupRow & { cover: CoverRow | null };

/** The columns of a group with its cover (left join of `uploads`). */
export const groupWithCoverColumns = {
  ...getTableColumns(groups),
  /**
   * Issue 27, one way to count: the group's posts everyone may see (live, not hidden by
   * moderation, no suspended author's), counted at read from `posts_group_live_created_idx`
   * rather than the stored `post_count` (which cannot know of a hide or a suspension).
   */
  postCount: sql<number>`(select count(*)::int from posts counted_post
    where counted_post.group_id = groups.id and counted_post.deleted_at is null
      and ${isNotHidden('post', sql`counted_post.id`)}
      and ${authorNotSuspended(sql`counted_post.author_id`)})`.mapWith(Number),
  coverId: uploads.id,
  coverWidth: uploads.width,
  coverHeight: uploads.height,
  coverAlt: uploads.altText,
};

type FlatGroupRow = GroupRow & {
  coverId: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverAlt: string | null;
};

/** A row read with {@link groupWithCoverColumns} → the group and its cover. */
export function withCover(row: FlatGroupRow): GroupWithCoverRow {
  const { coverId, coverWidth, coverHeight, coverAlt, ...group } = row;
  return {
    ...group,
    cover:
      coverId && coverWidth !== null && coverHeight !== null
        ? { id: coverId, width: coverWidth, height: coverHeight, altText: coverAlt }
        : null,
  };
}

/** A group with its cover; null when there is none. `forUpdate` locks the group's row. */
export async function findGroupById(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<GroupWithCoverRow | null> {
  if (options.forUpdate) {
    // Lock the group alone (a locking read cannot take the outer join's nullable side).
    await db.select({ id: groups.id }).from(groups).where(eq(groups.id, id)).for('update');
  }
  const rows = await db
    .select(groupWithCoverColumns)
    .from(groups)
    .leftJoin(uploads, eq(uploads.id, groups.coverUploadId))
    .where(eq(groups.id, id))
    .limit(1);
  return rows[0] ? withCover(rows[0]) : null;
}

/** Whether another group (not `exceptId`) has this name, letter case ignored. */
export async function isGroupNameTaken(
  db: Executor,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        sql`lower(${groups.name}) = lower(${name})`,
        exceptId ? ne(groups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertGroup(
  db: Executor,
  values: typeof groups.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await db.insert(groups).values(values).returning({ id: groups.id });
  if (!row) throw new Error('group insert returned no row');
  return row;
}

export async function updateGroupRow(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof groups.$inferInsert,
      'name' | 'description' | 'about' | 'coverUploadId' | 'park' | 'topic' | 'visibility'
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .update(groups)
    .set({ ...values, updatedAt: now })
    .where(eq(groups.id, id));
}

/** Deletes a group; its memberships, requests, invites and posts go with it (cascades). */
export async function deleteGroupRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id });
  return rows.length > 0;
}

/**
 * Adds `delta` to a group's member and post counts in one statement (a new post also moves its
 * last activity to now); returns the new member count. Run it in the transaction that changed
 * the memberships or posts, so the counts stay exact.
 */
export async function adjustGroupCounts(
  db: Executor,
  groupId: string,
  delta: { members?: number; posts?: number; touch?: boolean },
): Promise<number> {
  const [row] = await db
    .update(groups)
    .set({
      memberCount: sql`${groups.memberCount} + ${delta.members ?? 0}`,
      postCount: sql`${groups.postCount} + ${delta.posts ?? 0}`,
      ...(delta.touch ? { lastActivityAt: sql`now()` } : {}),
    })
    .where(eq(groups.id, groupId))
    .returning({ memberCount: groups.memberCount });
  if (!row) throw new Error('group count update matched no row');
  return row.memberCount;
}
