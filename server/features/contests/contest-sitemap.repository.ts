import { desc, max } from 'drizzle-orm';
import { contestPagePath } from '../../../common/features/contests/contest-limits';
import type { Executor } from '../../db/client';
import { contests } from '../../db/schema';
import { contestVisibleTo } from './contests.policy';

/**
 * The contests a sitemap may list (every contest is public), the latest end of voting first,
 * with when each last changed.
 */
export async function listSitemapContests(
  db: Executor,
  limit = 50_000,
): Promise<{ id: string; path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ id: contests.id, updatedAt: contests.updatedAt, resultsAt: contests.resultsAt })
    .from(contests)
    .where(contestVisibleTo(null))
    .orderBy(desc(contests.votingEndsAt), desc(contests.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    path: contestPagePath(row.id),
    // The results change the page: its last change is the later of the two.
    updatedAt: row.resultsAt && row.resultsAt > row.updatedAt ? row.resultsAt : row.updatedAt,
  }));
}

/** When the newest change to a contest of the sitemap happened, or null when there is none. */
export async function newestSitemapContestUpdate(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ updated: max(contests.updatedAt), results: max(contests.resultsAt) })
    .from(contests)
    .where(contestVisibleTo(null));
  const times = [row?.updated, row?.results].filter(
    (value): value is Date => value instanceof Date,
  );
  if (times.length === 0) return null;
  return new Date(Math.max(...times.map((time) => time.getTime())));
}
