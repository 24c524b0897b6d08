import { desc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, profiles } from '../../db/schema';

/** Ids and last-update times of up to `limit` profiles, most recently updated first. */
export function listSitemapProfiles(db: Database, limit: number) {
  return db
    .select({ id: profiles.id, updatedAt: profiles.updatedAt })
    .from(profiles)
    .orderBy(desc(profiles.updatedAt), desc(profiles.id))
    .limit(limit);
}

/**
 * Ids and last-update times of up to `limit` live posts (no `deleted_at`), newest first: the
 * order of the partial index on live posts, so the query stays cheap however many posts exist.
 */
export function listSitemapPosts(db: Database, limit: number) {
  return db
    .select({ id: posts.id, updatedAt: posts.updatedAt })
    .from(posts)
    .where(isNull(posts.deletedAt))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}
