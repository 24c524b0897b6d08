import { and, eq, inArray } from 'drizzle-orm';
import {
  eventPhase,
  type OfficialEventDates,
  type OfficialEventDatesByName,
} from '../../../common/features/events/event-seasons';
import { eventPagePath } from '../../../common/features/events/event-limits';
import { officialEvents } from '../../../common/features/events/official-events';
import { instantToParkLocal } from '../../../common/features/events/park-time';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import { createLiveCache, createLiveSource, type LiveSnapshot } from '../../lib/live-cache';
import { eventPublicCondition } from './events.policy';

/** Told when events change (an edit, a cancellation, a deletion, a new official event). */
export const officialEventChanges = createLiveSource();

/**
 * How long the guide's dates may lag behind changes this process did not see (another
 * process's edit, the daily roll's transaction).
 */
export const OFFICIAL_EVENT_DATES_MAX_AGE_MS = 60_000;

type StoredDates = Omit<OfficialEventDates, 'phase'>;

async function readDates(db: Database): Promise<LiveSnapshot<ReadonlyMap<string, StoredDates>>> {
  const rows = await db
    .select({
      id: events.id,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      status: events.status,
    })
    .from(events)
    .where(
      and(
        inArray(
          events.id,
          officialEvents.map((event) => event.id),
        ),
        eq(events.official, true),
        eventPublicCondition(),
      ),
    );
  const value = new Map<string, StoredDates>();
  for (const event of officialEvents) {
    const row = rows.find((candidate) => candidate.id === event.id);
    if (!row) continue;
    value.set(event.title, {
      path: eventPagePath(row.id),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      startsAtLocal: instantToParkLocal(row.startsAt),
      endsAtLocal: instantToParkLocal(row.endsAt),
      status: row.status,
    });
  }
  return { key: JSON.stringify([...value.entries()]), value };
}

/**
 * One process's cache of the six official events' dates for the `/disney-events` guide; each
 * use gives them with their phase at `now` (upcoming, happening now, ended, cancelled) and a key
 * that changes with dates or phase, so the page is rendered again when either does.
 */
export function createOfficialEventDatesCache(db: Database) {
  const cache = createLiveCache(officialEventChanges, OFFICIAL_EVENT_DATES_MAX_AGE_MS, () =>
    readDates(db),
  );
  return async (now: Date): Promise<LiveSnapshot<OfficialEventDatesByName>> => {
    const stored = await cache();
    const value = new Map<string, OfficialEventDates>();
    for (const [name, dates] of stored.value) {
      value.set(name, { ...dates, phase: eventPhase(dates, now) });
    }
    const phases = [...value.values()].map((dates) => dates.phase).join(',');
    return { key: `${stored.key}|${phases}`, value };
  };
}
