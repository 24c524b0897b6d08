import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authUsers, posts } from '../../db/schema';

/**
 * Whether a member is suspended at `now` (a ban that has not run out): their profile, posts and
 * share cards are not shown on the public pages.
 */
export async function isMemberSuspended(
  db: Database,
  memberId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ bannedUntil: authUsers.bannedUntil })
    .from(authUsers)
    .where(eq(authUsers.id, memberId))
    .limit(1);
  return row?.bannedUntil != null && row.bannedUntil > now;
}

/** Whether a post with this id once existed and was deleted (its row keeps `deleted_at`). */
export async function wasPostDeleted(db: Database, postId: string): Promise<boolean> {
  const [row] = await db
    .select({ deletedAt: posts.deletedAt })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  return row?.deletedAt != null;
}
