import type { ICalEventData } from 'ical-generator';
import type { Executor } from '../db/client';

/**
 * Calendar sources (issue 29): what a member's private calendar feed (`/api/calendar/{secret}.ics`)
 * holds, one source per feature — the events they are going to, the days and booking windows of
 * the trips they plan. Each feature declares its source in its folder (`<feature>.calendar-source.ts`),
 * reading through its own visibility policy as the feed's member, and `server/content-kinds.ts`
 * registers it; the feed's route reads every source through this registry and imports no other
 * feature. The registry itself imports no feature.
 */
export interface CalendarSource {
  /** Unique name of the source ('events', 'trips'). */
  name: string;
  /**
   * The entries of `userId`'s feed (ical-generator's event data: the library escapes and folds
   * the text), in the order the source wants them.
   */
  feedEntries(db: Executor, userId: string, context: CalendarFeedContext): Promise<ICalEventData[]>;
}

export interface CalendarFeedContext {
  now: Date;
  /** Public origin, for links and UIDs. */
  siteUrl: string;
}

const sources = new Map<string, CalendarSource>();

/** Adds a source; the same object again is a no-op, another one under its name is a bug. */
export function registerCalendarSource(source: CalendarSource): void {
  const known = sources.get(source.name);
  if (known && known !== source) {
    throw new Error(`Calendar source "${source.name}" is registered twice`);
  }
  sources.set(source.name, source);
}

/** Every registered source, in registration order. */
export function calendarSources(): CalendarSource[] {
  return [...sources.values()];
}

/** The entries of `userId`'s feed from every source, source after source. */
export async function calendarFeedEntries(
  db: Executor,
  userId: string,
  context: CalendarFeedContext,
): Promise<ICalEventData[]> {
  const entries: ICalEventData[] = [];
  for (const source of calendarSources()) {
    entries.push(...(await source.feedEntries(db, userId, context)));
  }
  return entries;
}
