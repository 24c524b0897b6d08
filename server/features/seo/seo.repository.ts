import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';

/** Ids and last-update times of up to `limit` profiles, most recently updated first. */
export function listSitemapProfiles(db: Database, limit: number) {
  return db
    .select({ id: profiles.id, updatedAt: profiles.updatedAt })
    .from(profiles)
    .orderBy(desc(profiles.updatedAt), desc(profiles.id))
    .limit(limit);
}
