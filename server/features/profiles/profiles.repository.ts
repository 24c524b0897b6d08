import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { follows, profiles, type ProfileRow } from '../../db/schema';
import { postAliasVisibleTo } from '../posts/post-visibility';

export async function findProfileById(db: Executor, id: string) {
  const rows = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Profile columns a member may change themselves. */
export type ProfileChanges = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | 'username'
    | 'firstName'
    | 'lastName'
    | 'bio'
    | 'avatarUrl'
    | 'homePark'
    | 'favoriteAttractions'
    | 'messagePrivacy'
  >
>;

/** Applies `changes` and stamps `updated_at`; the updated row, or null when there is none. */
export async function updateProfile(
  db: Executor,
  id: string,
  changes: ProfileChanges,
): Promise<ProfileRow | null> {
  const rows = await db
    .update(profiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(profiles.id, id))
    .returning();
  return rows[0] ?? null;
}

/** A profile with its counts, in one query (each count a single aggregate over an index). */
export interface ProfileWithCounts {
  profile: ProfileRow;
  followerCount: number;
  followingCount: number;
  postCount: number;
  isFollowing: boolean;
}

/**
 * Reads a profile, its follower, following and live-post counts and whether `viewerId`
 * follows it, in one round trip; null when there is no such profile. The post count is what
 * the viewer may see (issue 27, one way to count): live posts under the posts' own rule
 * (`postVisibleTo`: no hidden post but for its author and staff, no suspended author's, no post
 * of a private group the viewer is not in, none across a block).
 */
export async function findProfileWithCounts(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<ProfileWithCounts | null> {
  // Subqueries compare with the id parameter: Drizzle leaves column names unqualified here.
  const isFollowing = viewerId
    ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${id})`
    : sql<boolean>`false`;
  const rows = await db
    .select({
      profile: profiles,
      followerCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followeeId} = ${id})`,
      followingCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followerId} = ${id})`,
      postCount: sql<number>`(select count(*)::int from posts counted_post
        where counted_post.author_id = ${id} and counted_post.deleted_at is null
          and ${postAliasVisibleTo(viewerId, 'counted_post')})`,
      isFollowing,
    })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    profile: row.profile,
    followerCount: Number(row.followerCount),
    followingCount: Number(row.followingCount),
    postCount: Number(row.postCount),
    isFollowing: Boolean(row.isFollowing),
  };
}
