import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarFeeds, eventRsvps, events, profiles } from '../../db/schema';
import type { CalendarEventFacts } from './event-calendar';
import { eventVisibleTo } from './events.policy';

/** A feed lists the Going events that end after now minus this many days. */
export const CALENDAR_FEED_PAST_DAYS = 30;
/** At most this many events in one feed (the soonest to end first), far more than anyone goes to. */
export const CALENDAR_FEED_MAX_EVENTS = 500;

/** A new feed secret: 32 random bytes, base64url (43 characters). */
export function newCalendarFeedSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The member's feed secret, or null when they have none (never made, or revoked). */
export async function findCalendarFeedSecret(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.secret ?? null;
}

/** Gives the member a new secret (the old one stops working); the new secret. */
export async function replaceCalendarFeedSecret(db: Executor, userId: string): Promise<string> {
  const secret = newCalendarFeedSecret();
  await db
    .insert(calendarFeeds)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secret, createdAt: sql`now()` },
    });
  return secret;
}

/** Removes the member's feed; whether there was one. */
export async function deleteCalendarFeed(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

/** What {@link newCalendarFeedSecret} makes: 43 base64url characters. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The member whose feed has this secret, or null for an unknown or revoked one (and for text
 * that cannot be a secret, without asking the database).
 */
export async function findCalendarFeedOwner(db: Executor, secret: string): Promise<string | null> {
  if (!SECRET_PATTERN.test(secret)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secret, secret));
  return row?.userId ?? null;
}

/**
 * The events of a member's feed: those they are going to (not waitlisted or interested) that
 * they may see (`eventVisibleTo`: live, not a private group's they left, no block either way),
 * upcoming and those ended within {@link CALENDAR_FEED_PAST_DAYS} days, cancelled ones included
 * (their calendar then shows them cancelled), soonest first.
 */
export async function listCalendarFeedEvents(
  db: Executor,
  userId: string,
  now: Date,
): Promise<CalendarEventFacts[]> {
  const since = new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
  return db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      park: events.park,
      location: events.location,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      status: events.status,
      cancelReason: events.cancelReason,
      ticketRequired: events.ticketRequired,
      ticketNotes: events.ticketNotes,
      organizerUsername: profiles.username,
      createdAt: events.createdAt,
      updatedAt: events.updatedAt,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .innerJoin(profiles, eq(profiles.id, events.organizerId))
    .where(
      and(
        eq(eventRsvps.userId, userId),
        eq(eventRsvps.status, 'going'),
        sql`${events.endsAt} > ${since.toISOString()}::timestamptz`,
        eventVisibleTo(userId),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(CALENDAR_FEED_MAX_EVENTS);
}
