import type { GroupDeparture } from '../groups/group-departure-hooks';
import type { z } from 'zod';
import type { RsvpChoice, RsvpStatus } from '../../../common/features/events/event-limits';
import type {
  EventAttendeePage,
  eventAttendeesQuerySchema,
  RsvpResult,
} from '../../../common/features/events/events.contract';
import type { Database, Executor } from '../../db/client';
import { decodeAttendeeCursor, encodeAttendeeCursor } from './event-cursor';
import {
  deleteRsvp,
  findRsvp,
  listAnsweredEventIds,
  listAttendees,
  refreshEventCounts,
  upsertRsvp,
  waitlistPosition,
} from './event-rsvps.repository';
import { closedReason } from './events.policy';
import { presentAttendee } from './events.presenter';
import { lockEvent } from './events.repository';
import {
  eventNotFound,
  fillPlacesFromWaitlist,
  requireOpenEvent,
  requireVisibleEvent,
} from './events.service';

type AttendeesQuery = z.output<typeof eventAttendeesQuerySchema>;

/** Where the member stands and the counts, after their change. */
async function resultFor(tx: Executor, eventId: string, userId: string): Promise<RsvpResult> {
  const rsvp = await findRsvp(tx, eventId, userId);
  const counts = await refreshEventCounts(tx, eventId);
  return {
    status: rsvp?.status ?? null,
    waitlistPosition:
      rsvp?.status === 'waitlisted' ? await waitlistPosition(tx, eventId, userId) : null,
    ...counts,
  };
}

/**
 * The status a member's answer leads to: going while places remain (else the waitlist's end),
 * interested as asked; someone already going or waitlisted who answers going stays where they
 * are (their place in the queue is kept).
 */
function nextStatus(
  current: RsvpStatus | undefined,
  choice: RsvpChoice,
  event: { capacity: number | null; goingCount: number },
): RsvpStatus {
  if (choice === 'interested') return 'interested';
  if (current === 'going' || current === 'waitlisted') return current;
  return event.capacity === null || event.goingCount < event.capacity ? 'going' : 'waitlisted';
}

/**
 * `PUT /api/events/{id}/rsvp`: going (waitlisted when full) or interested, under the event's
 * row lock, so parallel answers never give more places than there are and the counts stay
 * exact. A member going who turns interested frees a place: the oldest waitlisted moves up.
 * @throws AppError 404 (unknown or hidden), 409 cancelled or ended.
 */
export async function setRsvp(
  db: Database,
  viewerId: string,
  eventId: string,
  choice: RsvpChoice,
  now: Date,
): Promise<RsvpResult> {
  const visible = await requireVisibleEvent(db, viewerId, eventId);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, visible.id);
    if (!event || event.deletedAt !== null) throw eventNotFound();
    requireOpenEvent(event, now);
    const current = (await findRsvp(tx, event.id, viewerId))?.status;
    const status = nextStatus(current, choice, event);
    if (status !== current) {
      await upsertRsvp(tx, { eventId: event.id, userId: viewerId, status });
      if (current === 'going') await fillPlacesFromWaitlist(tx, event);
    }
    return resultFor(tx, event.id, viewerId);
  });
}

/**
 * `DELETE /api/events/{id}/rsvp`: the member's answer goes (idempotent); a place freed moves the
 * oldest waitlisted up. @throws AppError 404, 409 cancelled or ended.
 */
export async function removeRsvp(
  db: Database,
  viewerId: string,
  eventId: string,
  now: Date,
): Promise<RsvpResult> {
  const visible = await requireVisibleEvent(db, viewerId, eventId);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, visible.id);
    if (!event || event.deletedAt !== null) throw eventNotFound();
    requireOpenEvent(event, now);
    const current = (await findRsvp(tx, event.id, viewerId))?.status;
    if (current !== undefined) {
      await deleteRsvp(tx, event.id, viewerId);
      if (current === 'going') await fillPlacesFromWaitlist(tx, event);
    }
    return resultFor(tx, event.id, viewerId);
  });
}

/**
 * Takes a member's answers out of the events they answered before their profile is deleted
 * (the rows would go with it through the cascade and leave the counts behind): each event,
 * locked in id order, loses the answer, a place freed moves its waitlist up while the event is
 * open, and the counts are set again. Run it in the deletion's transaction.
 */
export async function withdrawMemberEventAnswers(
  tx: Executor,
  memberId: string,
  now: Date,
): Promise<void> {
  await withdrawAnswers(tx, await listAnsweredEventIds(tx, memberId), memberId, now, {
    isLeaving: true,
  });
}

/**
 * Issue 26: takes a member's answers out of one group's events when they are removed from it
 * (or leave a private group), in that transaction: they no longer show as going, interested or
 * waiting there, a place freed moves the waitlist up while the event is open, the counts are
 * set again. Events are locked in id order, after the group (as the caller holds it).
 */
export async function withdrawGroupEventAnswers(
  tx: Executor,
  groupId: string,
  memberId: string,
  now: Date,
): Promise<void> {
  const eventIds = await listAnsweredEventIds(tx, memberId, groupId);
  await withdrawAnswers(tx, eventIds, memberId, now, { isLeaving: false });
}

/** {@link withdrawGroupEventAnswers} as the groups feature's departure hook. */
export const withdrawGroupEventAnswersOnDeparture = (
  tx: Executor,
  departure: GroupDeparture,
): Promise<void> =>
  withdrawGroupEventAnswers(tx, departure.groupId, departure.userId, departure.now);

/**
 * Deletes the member's answer to each event (locked in the given id order); a place freed moves
 * the waitlist up while the event is open, except on their own event when their profile goes
 * (`isLeaving`: the event goes with them).
 */
async function withdrawAnswers(
  tx: Executor,
  eventIds: string[],
  memberId: string,
  now: Date,
  options: { isLeaving: boolean },
): Promise<void> {
  for (const eventId of eventIds) {
    const event = await lockEvent(tx, eventId);
    if (!event) continue;
    const current = (await findRsvp(tx, event.id, memberId))?.status;
    if (current === undefined) continue;
    await deleteRsvp(tx, event.id, memberId);
    const isOwnEvent = options.isLeaving && event.organizerId === memberId;
    if (current === 'going' && !isOwnEvent && !closedReason(event, now)) {
      await fillPlacesFromWaitlist(tx, event);
    } else {
      await refreshEventCounts(tx, event.id);
    }
  }
}

/**
 * `GET /api/events/{id}/attendees`: going (organizer first), interested, or the waitlist in its
 * order; members blocked either way with the viewer are left out. @throws AppError 404, 400.
 */
export async function listEventAttendees(
  db: Executor,
  viewerId: string | null,
  eventId: string,
  query: AttendeesQuery,
): Promise<EventAttendeePage> {
  const event = await requireVisibleEvent(db, viewerId, eventId);
  const cursor = decodeAttendeeCursor(query.cursor, query.status);
  const rows = await listAttendees(db, {
    eventId: event.id,
    organizerId: event.organizerId,
    viewerId,
    status: query.status,
    cursor,
    limit: query.limit + 1,
  });
  const last = rows[query.limit - 1];
  return {
    items: rows.slice(0, query.limit).map(presentAttendee),
    nextCursor:
      rows.length > query.limit && last
        ? encodeAttendeeCursor({
            status: query.status,
            rank: last.rank,
            at: last.keyRespondedAt,
            userId: last.userId,
          })
        : null,
  };
}
