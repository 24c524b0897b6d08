import { desc, max } from 'drizzle-orm';
import { tripPagePath } from '../../../common/features/trips/trip-limits';
import type { Executor } from '../../db/client';
import { trips } from '../../db/schema';
import { tripListedTo } from './trips.policy';

/**
 * The trips a sitemap may list: live public trip reports (what the policy lists for a visitor;
 * never unlisted or private ones), most recently changed first.
 */
export async function listSitemapTrips(
  db: Executor,
  limit = 50_000,
): Promise<{ id: string; path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ id: trips.id, updatedAt: trips.updatedAt })
    .from(trips)
    .where(tripListedTo(null))
    .orderBy(desc(trips.updatedAt), desc(trips.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, path: tripPagePath(row.id) }));
}

/** When the newest change to a trip of the sitemap happened, or null when there is none. */
export async function newestSitemapTripUpdate(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ newest: max(trips.updatedAt) })
    .from(trips)
    .where(tripListedTo(null));
  return row?.newest ?? null;
}
