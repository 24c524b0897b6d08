import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { follows, profiles } from '../../db/schema';

/** A position in a follow list: the follow's `created_at` (microsecond ISO text) and member id. */
export interface FollowPageKey {
  createdAt: string;
  id: string;
}

/** A member in a follow list, with the follow's time and its exact key for the next page. */
export interface FollowListRow {
  id: string;
  username: string;
  avatarUrl: string | null;
  firstName: string | null;
  lastName: string | null;
  followedAt: Date;
  /** `created_at` with microseconds, so a cursor neither skips nor repeats rows. */
  keyCreatedAt: string;
}

/** Records that `followerId` follows `followeeId`; whether a new row was written. */
export async function insertFollow(
  db: Executor,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ followerId, followeeId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

/** Removes the follow; whether there was one. */
export async function deleteFollow(
  db: Executor,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

/** How many members follow `followeeId` (one aggregate over the followee index). */
export async function countFollowers(db: Executor, followeeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.followeeId, followeeId));
  return Number(row?.n ?? 0);
}

const keyCreatedAt = sql<string>`to_char(${follows.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of a follow list, newest follow first, keyset on (created_at, other member's id):
 * `side` is the column holding the listed members, `owner` the one equal to `profileId`.
 */
async function listFollowPage(
  db: Executor,
  owner: AnyPgColumn,
  side: AnyPgColumn,
  profileId: string,
  after: FollowPageKey | null,
  limit: number,
): Promise<FollowListRow[]> {
  const conditions: SQL[] = [eq(owner, profileId)];
  if (after) {
    conditions.push(
      sql`(${follows.createdAt}, ${side}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return db
    .select({
      id: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      followedAt: follows.createdAt,
      keyCreatedAt,
    })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, side))
    .where(and(...conditions))
    .orderBy(desc(follows.createdAt), desc(side))
    .limit(limit);
}

/** Members following `profileId`, newest first. */
export function listFollowers(
  db: Executor,
  profileId: string,
  after: FollowPageKey | null,
  limit: number,
): Promise<FollowListRow[]> {
  return listFollowPage(db, follows.followeeId, follows.followerId, profileId, after, limit);
}

/** Members `profileId` follows, newest first. */
export function listFollowing(
  db: Executor,
  profileId: string,
  after: FollowPageKey | null,
  limit: number,
): Promise<FollowListRow[]> {
  return listFollowPage(db, follows.followerId, follows.followeeId, profileId, after, limit);
}

/** Which of `ids` the member `followerId` follows (one query). */
export async function findFollowedAmong(
  db: Executor,
  followerId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), inArray(follows.followeeId, ids)));
  return new Set(rows.map((row) => row.id));
}
