import { inArray, sql } from 'drizzle-orm';
import { parkLocalDate, parkLocalToInstant } from '../../../common/features/events/park-time';
import { scheduleEventReminder } from '../../features/events/event-reminders';
import type { Database } from '../client';
import { eventComments, eventRsvps, events, groupMembers, profiles } from '../schema';
import { demoGroupId } from './demo-groups';
import { demoEvents, type DemoEvent } from './demo-events-data';
import { demoMemberId } from './demo-seed';
import { stableUuid } from './stable-id';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Rows the events part of a demo run added. */
export interface DemoEventsResult {
  events: number;
  rsvps: number;
  comments: number;
}

/** The fixed id of a demo event. */
export function demoEventId(key: string): string {
  return stableUuid(`demo:event:${key}`);
}

/** The start of a demo event: its park-local time on the day `daysFromNow` from `now`. */
export function demoEventStart(event: DemoEvent, now: Date): Date {
  const day = parkLocalDate(new Date(now.getTime() + event.daysFromNow * DAY_MS));
  return parkLocalToInstant(`${day}T${event.startTime}`);
}

/**
 * Adds the demo members' events (upcoming over the next weeks and a few past meet-ups, some in
 * demo groups), their answers (going, the waitlist of a full one, interested) and discussion
 * comments, then sets each event's counts from the rows and schedules the reminders of those
 * to come. Idempotent: fixed ids, existing rows left alone. A demo member missing from the
 * database is skipped; an event whose organizer or group is missing is left out with all it
 * holds; in a group, only the group's members answer and comment.
 */
export async function seedDemoEvents(db: Database, now = new Date()): Promise<DemoEventsResult> {
  const result: DemoEventsResult = { events: 0, rsvps: 0, comments: 0 };
  const usernames = demoEvents.flatMap((event) => [
    event.organizer,
    ...event.going,
    ...(event.waitlisted ?? []),
    ...event.interested,
    ...event.comments.map((comment) => comment.author),
  ]);
  const present = new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(usernames.map(demoMemberId))]))
    ).map((row) => row.id),
  );

  await db.transaction(async (tx) => {
    const touched: string[] = [];
    for (const event of demoEvents) {
      const organizerId = demoMemberId(event.organizer);
      if (!present.has(organizerId)) continue;
      const groupId = event.group ? demoGroupId(event.group) : null;
      let mayTakePart = (userId: string) => present.has(userId);
      if (groupId) {
        const members = await tx
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(sql`${groupMembers.groupId} = ${groupId}`);
        const inGroup = new Set(members.map((row) => row.userId));
        if (!inGroup.has(organizerId)) continue;
        mayTakePart = (userId) => inGroup.has(userId);
      }
      const id = demoEventId(event.key);
      const createdAt = new Date(now.getTime() - event.createdDaysAgo * DAY_MS);
      const startsAt = demoEventStart(event, now);
      const inserted = await tx
        .insert(events)
        .values({
          id,
          organizerId,
          groupId,
          title: event.title,
          description: event.description,
          type: event.type,
          park: event.park,
          location: event.location,
          startsAt,
          endsAt: new Date(startsAt.getTime() + event.durationMinutes * MINUTE_MS),
          ticketRequired: event.ticketRequired ?? false,
          ticketNotes: event.ticketNotes ?? '',
          capacity: event.capacity ?? null,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: events.id });
      if (inserted.length === 0) continue;
      result.events += 1;
      touched.push(id);

      const answers = [
        { username: event.organizer, status: 'going' as const },
        ...event.going.map((username) => ({ username, status: 'going' as const })),
        ...(event.waitlisted ?? []).map((username) => ({
          username,
          status: 'waitlisted' as const,
        })),
        ...event.interested.map((username) => ({ username, status: 'interested' as const })),
      ]
        .map((answer) => ({ ...answer, userId: demoMemberId(answer.username) }))
        .filter((answer) => mayTakePart(answer.userId))
        .map((answer, index) => ({
          eventId: id,
          userId: answer.userId,
          status: answer.status,
          respondedAt: new Date(createdAt.getTime() + index * 3 * HOUR_MS),
        }));
      const rsvps = await tx
        .insert(eventRsvps)
        .values(answers)
        .onConflictDoNothing()
        .returning({ userId: eventRsvps.userId });
      result.rsvps += rsvps.length;

      const comments = event.comments
        .filter((comment) => mayTakePart(demoMemberId(comment.author)))
        .map((comment) => ({
          id: stableUuid(`demo:event-comment:${event.key}:${comment.key}`),
          eventId: id,
          authorId: demoMemberId(comment.author),
          body: comment.body,
          createdAt: new Date(now.getTime() - comment.hoursAgo * HOUR_MS),
        }));
      if (comments.length > 0) {
        const added = await tx
          .insert(eventComments)
          .values(comments)
          .onConflictDoNothing()
          .returning({ id: eventComments.id });
        result.comments += added.length;
      }
      await scheduleEventReminder(tx, id, startsAt, now);
    }
    if (touched.length > 0) {
      // The counts as the API keeps them: from the answers and the live comments.
      await tx
        .update(events)
        .set({
          goingCount: sql`(select count(*) from event_rsvps r where r.event_id = events.id and r.status = 'going')`,
          waitlistCount: sql`(select count(*) from event_rsvps r where r.event_id = events.id and r.status = 'waitlisted')`,
          interestedCount: sql`(select count(*) from event_rsvps r where r.event_id = events.id and r.status = 'interested')`,
          commentCount: sql`(select count(*) from event_comments c where c.event_id = events.id and c.deleted_at is null)`,
        })
        .where(inArray(events.id, touched));
    }
  });
  return result;
}
