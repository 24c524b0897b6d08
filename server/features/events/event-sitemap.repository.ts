import { and, desc, isNull, max } from 'drizzle-orm';
import { eventPagePath } from '../../../common/features/events/event-limits';
import type { Executor } from '../../db/client';
import { events } from '../../db/schema';
import { eventPublicCondition } from './events.policy';

/**
 * The events a sitemap may list: live and outside private groups (what a visitor may see),
 * newest start first, with when each last changed.
 */
export async function listSitemapEvents(
  db: Executor,
  limit = 50_000,
): Promise<{ id: string; path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(and(isNull(events.deletedAt), eventPublicCondition()))
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, path: eventPagePath(row.id) }));
}

/** When the newest change to an event of the sitemap happened, or null when there is none. */
export async function newestSitemapEventUpdate(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ newest: max(events.updatedAt) })
    .from(events)
    .where(and(isNull(events.deletedAt), eventPublicCondition()));
  return row?.newest ?? null;
}
