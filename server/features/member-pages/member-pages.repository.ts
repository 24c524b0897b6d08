import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authUsers, posts } from '../../db/schema';

/** Whether a member's account is suspended (banned now) or deleted; null when unknown. */
export async function findMemberStanding(db: Database, memberId: string, now: Date) {
  const [row] = await db
    .select({ bannedUntil: authUsers.bannedUntil, deletedAt: authUsers.deletedAt })
    .from(authUsers)
    .where(eq(authUsers.id, memberId))
    .limit(1);
  if (!row) return null;
  return {
    isSuspended: row.bannedUntil !== null && row.bannedUntil > now,
    isDeleted: row.deletedAt !== null,
  };
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
