import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export interface WindowCount {
  count: number;
  windowEndsAt: Date;
}

/**
 * Counts one more event for `key` in its current fixed window (a new window starts once the
 * old one has ended) and returns the count so far. One atomic statement: safe across processes.
 */
export async function incrementWindow(
  db: Database,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<WindowCount> {
  const windowEndsAt = new Date(now.getTime() + windowSeconds * 1000);
  const rows = await db
    .insert(rateLimits)
    .values({
      key,
      count: 1,
      windowEndsAt,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/**
 * Takes one back from `key`'s current window (never below zero); nothing when the window has
 * ended, since a new one starts from scratch anyway.
 */
export async function decrementWindow(db: Database, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(
      sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > ${now.toISOString()}::timestamptz`,
    );
}

export async function deleteWindow(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Removes windows that ended before `before`; returns how many. */
export async function deleteEndedWindows(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, before))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
