import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { EventType } from '../../../common/features/events/event-limits';
import type { Park } from '../../../common/features/parks';
import type { Executor } from '../../db/client';
import { eventRsvps, events, groups, profiles, uploads, type EventRow } from '../../db/schema';
import { cursorTimestamp } from '../../lib/cursor';
import type { EventListKey } from './event-cursor';
import { eventVisibleTo } from './events.policy';

/** An event as the API shows it: the row, its organizer, group, cover and the viewer's answer. */
export type EventViewRow = EventRow & {
  organizerUsername: string;
  organizerAvatarUrl: string | null;
  groupName: string | null;
  groupVisibility: 'public' | 'private' | null;
  coverId: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverAlt: string | null;
  viewerRsvp: 'going' | 'waitlisted' | 'interested' | null;
  /** `starts_at` and `ends_at` with microseconds, for cursors. */
  keyStartsAt: string;
  keyEndsAt: string;
};

const viewColumns = {
  ...getTableColumns(events),
  organizerUsername: profiles.username,
  organizerAvatarUrl: profiles.avatarUrl,
  groupName: groups.name,
  groupVisibility: groups.visibility,
  coverId: uploads.id,
  coverWidth: uploads.width,
  coverHeight: uploads.height,
  coverAlt: uploads.altText,
  viewerRsvp: eventRsvps.status,
  keyStartsAt: cursorTimestamp(events.startsAt),
  keyEndsAt: cursorTimestamp(events.endsAt),
};

/** Events with their organizer, group, cover and the viewer's answer (none for a visitor). */
function selectEventViews(db: Executor, viewerId: string | null) {
  return db
    .select(viewColumns)
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.organizerId))
    .leftJoin(groups, eq(groups.id, events.groupId))
    .leftJoin(uploads, eq(uploads.id, events.coverUploadId))
    .leftJoin(
      eventRsvps,
      and(eq(eventRsvps.eventId, events.id), sql`${eventRsvps.userId} = ${viewerId}::uuid`),
    );
}

/** The event if the viewer may see it (live, and not hidden by a group or a block). */
export async function findVisibleEvent(
  db: Executor,
  viewerId: string | null,
  eventId: string,
): Promise<EventViewRow | undefined> {
  const [row] = await selectEventViews(db, viewerId)
    .where(and(eq(events.id, eventId), eventVisibleTo(viewerId)))
    .limit(1);
  return row;
}

/** Filters of an event list; `range` is [from, to) as instants. */
export interface EventListFilter {
  viewerId: string | null;
  order: 'upcoming' | 'past' | 'range';
  now: Date;
  range?: { from: Date; to: Date };
  park?: Park;
  type?: EventType;
  groupId?: string;
  cursor?: EventListKey;
  limit: number;
}

/**
 * A page of the events the viewer may see: `upcoming` (not yet ended, soonest first), `past`
 * (ended, latest end first) or `range` (overlapping [from, to), soonest first).
 */
export async function listEventViews(
  db: Executor,
  filter: EventListFilter,
): Promise<EventViewRow[]> {
  const conditions: SQL[] = [eventVisibleTo(filter.viewerId)];
  if (filter.park) conditions.push(eq(events.park, filter.park));
  if (filter.type) conditions.push(eq(events.type, filter.type));
  if (filter.groupId) conditions.push(eq(events.groupId, filter.groupId));
  const now = filter.now.toISOString();
  const cursor = filter.cursor;
  if (filter.order === 'past') {
    conditions.push(sql`${events.endsAt} <= ${now}::timestamptz`);
    if (cursor) {
      conditions.push(
        sql`(${events.endsAt}, ${events.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
      );
    }
    return selectEventViews(db, filter.viewerId)
      .where(and(...conditions))
      .orderBy(desc(events.endsAt), desc(events.id))
      .limit(filter.limit);
  }
  if (filter.order === 'range' && filter.range) {
    conditions.push(sql`${events.startsAt} < ${filter.range.to.toISOString()}::timestamptz`);
    conditions.push(sql`${events.endsAt} > ${filter.range.from.toISOString()}::timestamptz`);
  } else {
    conditions.push(sql`${events.endsAt} > ${now}::timestamptz`);
  }
  if (cursor) {
    conditions.push(
      sql`(${events.startsAt}, ${events.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return selectEventViews(db, filter.viewerId)
    .where(and(...conditions))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(filter.limit);
}

/** The event's row, locked for the rest of the transaction (every write to an event takes it first). */
export async function lockEvent(tx: Executor, eventId: string): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update').limit(1);
  return row;
}

export async function insertEvent(
  tx: Executor,
  values: typeof events.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await tx.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error('event insert returned no row');
  return row;
}

export async function updateEventRow(
  tx: Executor,
  eventId: string,
  values: Partial<typeof events.$inferInsert>,
): Promise<void> {
  await tx.update(events).set(values).where(eq(events.id, eventId));
}
