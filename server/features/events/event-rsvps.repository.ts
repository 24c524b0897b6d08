import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RsvpStatus } from '../../../common/features/events/event-limits';
import type { Executor } from '../../db/client';
import { eventRsvps, events, profiles } from '../../db/schema';
import { cursorTimestamp } from '../../lib/cursor';
import { notBlockedBetween } from '../../content/blocks.sql';
import type { AttendeeKey } from './event-cursor';

/** A member's answer to an event, or undefined when they gave none. */
export async function findRsvp(
  db: Executor,
  eventId: string,
  userId: string,
): Promise<{ status: RsvpStatus; respondedAt: Date } | undefined> {
  const [row] = await db
    .select({ status: eventRsvps.status, respondedAt: eventRsvps.respondedAt })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Records (or changes) a member's answer. A changed answer takes the time it is written
 * (`clock_timestamp()`, under the event's row lock), so the waitlist's order is the order in
 * which answers were taken, even when many arrive at once.
 */
export async function upsertRsvp(
  tx: Executor,
  input: { eventId: string; userId: string; status: RsvpStatus },
): Promise<void> {
  await tx
    .insert(eventRsvps)
    .values({
      eventId: input.eventId,
      userId: input.userId,
      status: input.status,
      respondedAt: sql`clock_timestamp()`,
    })
    .onConflictDoUpdate({
      target: [eventRsvps.eventId, eventRsvps.userId],
      set: { status: input.status, respondedAt: sql`clock_timestamp()` },
    });
}

/**
 * The events a member answered, in id order (the order their rows are locked in); with
 * `groupId`, only that group's events.
 */
export async function listAnsweredEventIds(
  db: Executor,
  userId: string,
  groupId?: string,
): Promise<string[]> {
  const inGroup = groupId
    ? sql`exists (select 1 from events answered_event
        where answered_event.id = ${eventRsvps.eventId} and answered_event.group_id = ${groupId}::uuid)`
    : undefined;
  const rows = await db
    .select({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.userId, userId), inGroup))
    .orderBy(asc(eventRsvps.eventId));
  return rows.map((row) => row.eventId);
}

export async function deleteRsvp(tx: Executor, eventId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
    .returning({ userId: eventRsvps.userId });
  return rows.length > 0;
}

/**
 * Moves the oldest member of the waitlist to going (their answer keeps its time); their id, or
 * undefined when the waitlist is empty. Run under the event's row lock.
 */
export async function promoteFirstWaitlisted(
  tx: Executor,
  eventId: string,
): Promise<string | undefined> {
  const [first] = await tx
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'waitlisted')))
    .orderBy(asc(eventRsvps.respondedAt), asc(eventRsvps.userId))
    .limit(1);
  if (!first) return undefined;
  await tx
    .update(eventRsvps)
    .set({ status: 'going' })
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, first.userId)));
  return first.userId;
}

export interface EventCounts {
  goingCount: number;
  interestedCount: number;
  waitlistCount: number;
}

/**
 * Sets the event's going, interested and waitlist counts from its answers and returns them.
 * Run under the event's row lock, after the answers changed, so the counts are exact.
 */
export async function refreshEventCounts(tx: Executor, eventId: string): Promise<EventCounts> {
  const count = (status: RsvpStatus) =>
    sql<number>`(select count(*)::int from event_rsvps counted
      where counted.event_id = ${eventId}::uuid and counted.status = ${status})`;
  const [row] = await tx
    .update(events)
    .set({
      goingCount: count('going'),
      interestedCount: count('interested'),
      waitlistCount: count('waitlisted'),
    })
    .where(eq(events.id, eventId))
    .returning({
      goingCount: events.goingCount,
      interestedCount: events.interestedCount,
      waitlistCount: events.waitlistCount,
    });
  if (!row) throw new Error('event counts update returned no row');
  return row;
}

/** The member's place on the event's waitlist (1 = next), or null when they are not on it. */
export async function waitlistPosition(
  db: Executor,
  eventId: string,
  userId: string,
): Promise<number | null> {
  const mine = alias(eventRsvps, 'mine');
  const [row] = await db
    .select({ position: sql<number>`count(*)::int` })
    .from(eventRsvps)
    .innerJoin(
      mine,
      and(
        eq(mine.eventId, eventRsvps.eventId),
        eq(mine.userId, userId),
        eq(mine.status, 'waitlisted'),
        sql`(${eventRsvps.respondedAt}, ${eventRsvps.userId}) <= (${mine.respondedAt}, ${mine.userId})`,
      ),
    )
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'waitlisted')));
  return row && row.position > 0 ? row.position : null;
}

/** Members with an answer of `statuses` (those to tell of a move or a cancellation). */
export async function listRsvpUserIds(
  db: Executor,
  eventId: string,
  statuses: RsvpStatus[],
): Promise<string[]> {
  const rows = await db
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        sql`${eventRsvps.status} in (${sql.join(
          statuses.map((status) => sql`${status}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(eventRsvps.respondedAt), asc(eventRsvps.userId));
  return rows.map((row) => row.userId);
}

export interface AttendeeRow {
  userId: string;
  username: string;
  avatarUrl: string | null;
  status: RsvpStatus;
  respondedAt: Date;
  rank: number;
  keyRespondedAt: string;
}

/**
 * A page of an event's attendees with `status` whom the viewer may see (nobody blocked either
 * way): the organizer first among those going, then by answer time and member id.
 */
export async function listAttendees(
  db: Executor,
  input: {
    eventId: string;
    organizerId: string;
    viewerId: string | null;
    status: RsvpStatus;
    cursor?: AttendeeKey;
    limit: number;
  },
): Promise<AttendeeRow[]> {
  const rank =
    input.status === 'going'
      ? sql<number>`(case when ${eventRsvps.userId} = ${input.organizerId}::uuid then 0 else 1 end)`
      : sql<number>`1`;
  const conditions: SQL[] = [
    eq(eventRsvps.eventId, input.eventId),
    eq(eventRsvps.status, input.status),
    notBlockedBetween(input.viewerId, sql`${eventRsvps.userId}`),
  ];
  if (input.cursor) {
    conditions.push(
      sql`(${rank}, ${eventRsvps.respondedAt}, ${eventRsvps.userId}) > (${input.cursor.rank}::int, ${input.cursor.at}::timestamptz, ${input.cursor.userId}::uuid)`,
    );
  }
  return (
    db
      .select({
        userId: eventRsvps.userId,
        username: profiles.username,
        avatarUrl: profiles.avatarUrl,
        status: eventRsvps.status,
        respondedAt: eventRsvps.respondedAt,
        rank,
        keyRespondedAt: cursorTimestamp(eventRsvps.respondedAt),
      })
      .from(eventRsvps)
      .innerJoin(profiles, eq(profiles.id, eventRsvps.userId))
      .where(and(...conditions))
      // A constant rank stays out of ORDER BY (where `1` would name the first column).
      .orderBy(
        ...(input.status === 'going' ? [rank] : []),
        asc(eventRsvps.respondedAt),
        asc(eventRsvps.userId),
      )
      .limit(input.limit)
  );
}
