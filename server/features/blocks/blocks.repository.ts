import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blocks, follows, profiles } from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';

/** Records that `blockerId` blocks `blockedId`; whether a new row was written. */
export async function insertBlock(
  db: Executor,
  blockerId: string,
  blockedId: string,
): Promise<boolean> {
  const rows = await db
    .insert(blocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockerId: blocks.blockerId });
  return rows.length > 0;
}

/** Removes the block; whether there was one. */
export async function deleteBlock(
  db: Executor,
  blockerId: string,
  blockedId: string,
): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockerId: blocks.blockerId });
  return rows.length > 0;
}

/** Removes the follows between two members, in either direction; how many there were. */
export async function deleteFollowsBetween(db: Executor, a: string, b: string): Promise<number> {
  const rows = await db
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, a), eq(follows.followeeId, b)),
        and(eq(follows.followerId, b), eq(follows.followeeId, a)),
      ),
    )
    .returning({ followerId: follows.followerId });
  return rows.length;
}

/** Who blocks whom between the viewer and another member. */
export interface BlockBetween {
  /** The viewer blocks the other member. */
  blockedByViewer: boolean;
  /** The other member blocks the viewer. */
  blocksViewer: boolean;
}

/** The blocks between `viewerId` and `otherId`, both ways (one query over the primary key). */
export async function findBlocksBetween(
  db: Executor,
  viewerId: string,
  otherId: string,
): Promise<BlockBetween> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, viewerId)),
      ),
    );
  return {
    blockedByViewer: rows.some((row) => row.blockerId === viewerId),
    blocksViewer: rows.some((row) => row.blockerId === otherId),
  };
}

/**
 * Every member a block stands between `memberId` and, either way (both of the primary key's
 * directions; a member has few blocks, so one query serves a notification to thousands).
 */
export async function listMembersBlockedWith(db: Executor, memberId: string): Promise<Set<string>> {
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
  return new Set(rows.map((row) => (row.blockerId === memberId ? row.blockedId : row.blockerId)));
}

/** Whether a block stands between two members, either way (false for a visitor or yourself). */
export async function isBlockedBetween(
  db: Executor,
  a: string | null,
  b: string | null,
): Promise<boolean> {
  if (!a || !b || a === b) return false;
  const found = await findBlocksBetween(db, a, b);
  return found.blockedByViewer || found.blocksViewer;
}

/**
 * SQL: true when a block stands between the member `a` and the member `b`, either way (both
 * bound values or qualified columns of the caller's query).
 */
export function blockedBetweenSql(a: SQL, b: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks} as between_block
    where (between_block.blocker_id = ${a} and between_block.blocked_id = ${b})
       or (between_block.blocker_id = ${b} and between_block.blocked_id = ${a}))`;
}

/** A member in your list of blocked members, with the block's exact key for the next page. */
export interface BlockedMemberRow {
  id: string;
  username: string;
  avatarUrl: string | null;
  firstName: string | null;
  lastName: string | null;
  blockedAt: Date;
  /** `created_at` with microseconds, so a cursor neither skips nor repeats rows. */
  keyCreatedAt: string;
}

/** One page of the members `blockerId` blocked, most recent block first (keyset). */
export async function listBlockedMembers(
  db: Executor,
  blockerId: string,
  after: CursorKey | null,
  limit: number,
): Promise<BlockedMemberRow[]> {
  const conditions: SQL[] = [eq(blocks.blockerId, blockerId)];
  if (after) {
    conditions.push(
      sql`(${blocks.createdAt}, ${blocks.blockedId}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return db
    .select({
      id: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      blockedAt: blocks.createdAt,
      keyCreatedAt: cursorTimestamp(blocks.createdAt),
    })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.id, blocks.blockedId))
    .where(and(...conditions))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(limit);
}
