import type { z } from 'zod';
import {
  EVENT_CANCELLED_MESSAGE,
  EVENT_COVER_INVALID_MESSAGE,
  EVENT_ENDED_MESSAGE,
  EVENT_GROUP_MEMBERS_ONLY_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_ORGANIZER_ONLY_MESSAGE,
  eventCapacityBelowGoingMessage,
  EVENTS_CREATE_LIMIT_MESSAGE,
  EVENTS_CREATE_RATE_LIMIT,
} from '../../../common/features/events/event-limits';
import { SITE_ACCOUNT } from '../../../common/features/events/official-events';
import type {
  cancelEventInputSchema,
  createEventInputSchema,
  createOfficialEventInputSchema,
  Event,
  eventListQuerySchema,
  EventPage,
  updateEventInputSchema,
} from '../../../common/features/events/events.contract';
import type { Database, Executor } from '../../db/client';
import type { EventRow } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { instantToParkLocal } from '../../../common/features/events/park-time';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import { loadGroupAccess, requireGroupContent } from '../groups/group-access';
import { canPostInGroup } from '../groups/groups.policy';
import { notify, notifyMany } from '../notifications/notifications.service';
import { isStaffMember } from '../members/members.repository';
import { recordAudit, type AuditAction } from '../audit/audit.service';
import { assertMayCreate, assertMayEdit } from '../trust/trust.service';
import { markUploadUsed } from '../uploads/uploads.repository';
import { decodeEventListCursor, encodeEventListCursor, type EventListOrder } from './event-cursor';
import { scheduleEventReminder } from './event-reminders';
import {
  listRsvpUserIds,
  promoteFirstWaitlisted,
  refreshEventCounts,
  upsertRsvp,
  waitlistPosition,
} from './event-rsvps.repository';
import { checkEventPlace, checkEventTimes, parkDayRange, parkTimeInstant } from './event-rules';
import { canManageEvent, closedReason, hasEnded } from './events.policy';
import { officialEventChanges } from './official-event-dates';
import { presentEvent, presentEventSummary } from './events.presenter';
import {
  findVisibleEvent,
  insertEvent,
  listEventViews,
  lockEvent,
  updateEventRow,
  type EventViewRow,
} from './events.repository';

type EventListQuery = z.output<typeof eventListQuerySchema>;
type CreateEventInput = z.output<typeof createEventInputSchema>;
type CreateOfficialEventInput = z.output<typeof createOfficialEventInputSchema>;
type UpdateEventInput = z.output<typeof updateEventInputSchema>;
type CancelEventInput = z.output<typeof cancelEventInputSchema>;

/** What writing events needs besides the database: the shared limiter and the time. */
export interface EventWriteContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

export const eventNotFound = () => notFound(EVENT_NOT_FOUND_MESSAGE);
const coverInvalid = () => new AppError('invalid_upload', EVENT_COVER_INVALID_MESSAGE);

/** 409 when the event takes no more answers or changes at `now` (cancelled, or ended). */
export function requireOpenEvent(event: EventRow, now: Date): void {
  const reason = closedReason(event, now);
  if (reason === 'cancelled') throw new AppError('conflict', EVENT_CANCELLED_MESSAGE);
  if (reason === 'ended') throw new AppError('conflict', EVENT_ENDED_MESSAGE);
}

/**
 * The event if the viewer may see it. @throws AppError 404 for a malformed, unknown, deleted or
 * hidden id (a private group's event for a non-member, an organizer blocked either way).
 */
export async function requireVisibleEvent(
  db: Executor,
  viewerId: string | null,
  eventId: string,
): Promise<EventViewRow> {
  const row = isUuid(eventId) ? await findVisibleEvent(db, viewerId, eventId) : undefined;
  if (!row) throw eventNotFound();
  return row;
}

/** Marks the organizer's upload used as the cover. @throws AppError 422 when it is not theirs. */
async function claimCover(tx: Executor, organizerId: string, uploadId: string): Promise<string> {
  const id = uploadId.toLowerCase();
  if (!isUuid(id) || !(await markUploadUsed(tx, { ownerId: organizerId, id }))) {
    throw coverInvalid();
  }
  return id;
}

/**
 * Tells members of the event (`going` and `waitlisted`) of a move or a cancellation, in the
 * caller's transaction (the realtime push leaves on commit). The organizer is the actor.
 */
async function notifyAttendees(
  tx: Executor,
  event: { id: string; organizerId: string },
  type: 'event_updated' | 'event_cancelled',
): Promise<void> {
  await notifyMany(tx, {
    userIds: await listRsvpUserIds(tx, event.id, ['going', 'waitlisted']),
    actorId: event.organizerId,
    type,
    entityId: event.id,
  });
}

/**
 * Moves the waitlist up while there are places (after a member going left, or the capacity
 * rose), telling each member promoted; then sets the counts. Run under the event's row lock.
 */
export async function fillPlacesFromWaitlist(
  tx: Executor,
  event: { id: string; organizerId: string; capacity: number | null },
): Promise<void> {
  let counts = await refreshEventCounts(tx, event.id);
  while (
    counts.waitlistCount > 0 &&
    (event.capacity === null || counts.goingCount < event.capacity)
  ) {
    const promoted = await promoteFirstWaitlisted(tx, event.id);
    if (!promoted) break;
    await notify(tx, {
      userId: promoted,
      actorId: event.organizerId,
      type: 'event_promoted',
      entityId: event.id,
    });
    counts = await refreshEventCounts(tx, event.id);
  }
}

/** `GET /api/events`: upcoming, past, or the events of some park days, filtered. */
export async function listEvents(
  db: Executor,
  viewerId: string | null,
  query: EventListQuery,
  now: Date,
): Promise<EventPage> {
  const range = query.from && query.to ? parkDayRange(query.from, query.to) : undefined;
  const order: EventListOrder = range ? 'range' : query.when;
  const cursor = decodeEventListCursor(query.cursor, order);
  const groupId = query.groupId?.toLowerCase();
  const rows = await listEventViews(db, {
    viewerId,
    order,
    now,
    range,
    park: query.park,
    type: query.type,
    groupId,
    cursor,
    limit: query.limit + 1,
  });
  const last = rows[query.limit - 1];
  return {
    items: rows.slice(0, query.limit).map(presentEventSummary),
    nextCursor:
      rows.length > query.limit && last
        ? encodeEventListCursor({
            order,
            at: order === 'past' ? last.keyEndsAt : last.keyStartsAt,
            id: last.id,
          })
        : null,
  };
}

/** The event's page for the viewer: their waitlist place and whether they may manage it. */
async function presentFor(db: Executor, viewerId: string | null, row: EventViewRow) {
  const isStaff = viewerId ? await isStaffMember(db, viewerId) : false;
  return presentEvent(row, {
    waitlistPosition:
      viewerId && row.viewerRsvp === 'waitlisted'
        ? await waitlistPosition(db, row.id, viewerId)
        : null,
    canManage: canManageEvent(row, { viewerId, isStaff }),
  });
}

/** `GET /api/events/{id}`. @throws AppError 404 unknown, deleted or hidden. */
export async function getEvent(
  db: Executor,
  viewerId: string | null,
  eventId: string,
): Promise<Event> {
  return presentFor(db, viewerId, await requireVisibleEvent(db, viewerId, eventId));
}

/**
 * What every new event passes before its transaction: its park-time instants and place checked,
 * and one of the creator's events of the day taken (`limitKey`, given back if the creation fails).
 * @throws AppError 400 a day that does not exist, 422 times or place, 429 over the limit.
 */
async function admitNewEvent(
  ctx: EventWriteContext,
  creatorId: string,
  input: CreateEventInput | CreateOfficialEventInput,
): Promise<{ startsAt: Date; endsAt: Date; limitKey: string }> {
  const startsAt = parkTimeInstant(input.startsAt, 'Start');
  const endsAt = parkTimeInstant(input.endsAt, 'End');
  checkEventTimes({ startsAt, endsAt, startIsNew: true, now: ctx.now });
  checkEventPlace(input);
  const limitKey = `events:create:${creatorId}`;
  await ctx.rateLimiter.consume(limitKey, EVENTS_CREATE_RATE_LIMIT, EVENTS_CREATE_LIMIT_MESSAGE);
  return { startsAt, endsAt, limitKey };
}

/**
 * `POST /api/events`: the event, its creator as organizer and going, the cover claimed from
 * their uploads, in one transaction. At most {@link EVENTS_CREATE_RATE_LIMIT} a day.
 * @throws AppError 400 a day that does not exist, 403 a group they are not in, 404 an unknown
 *   (or hidden private) group, 422 times, place, cover or more links than the organizer's trust
 *   level allows, 429 over the limit.
 */
export async function createEvent(
  ctx: EventWriteContext,
  organizerId: string,
  input: CreateEventInput,
): Promise<Event> {
  const { db, now } = ctx;
  const { startsAt, endsAt, limitKey } = await admitNewEvent(ctx, organizerId, input);
  try {
    // The answer is read before the commit: once the event is saved, nothing else can fail.
    return await db.transaction(async (tx) => {
      await assertMayCreate(tx, organizerId, {
        kind: 'event',
        texts: [input.title, input.description, input.location, input.ticketNotes],
      });
      let groupId: string | null = null;
      if (input.groupId) {
        // Locked as every write to a group's rows does (a group deleted meanwhile is a 404).
        const access = await loadGroupAccess(tx, input.groupId, organizerId, { forUpdate: true });
        requireGroupContent(access);
        if (!canPostInGroup(access)) throw forbidden(EVENT_GROUP_MEMBERS_ONLY_MESSAGE);
        groupId = access.group.id;
      }
      const coverUploadId = input.coverUploadId
        ? await claimCover(tx, organizerId, input.coverUploadId)
        : null;
      const { id } = await insertEvent(tx, {
        organizerId,
        groupId,
        title: input.title,
        description: input.description,
        type: input.type,
        park: input.park,
        location: input.location,
        startsAt,
        endsAt,
        coverUploadId,
        ticketRequired: input.ticketRequired,
        ticketNotes: input.ticketNotes,
        capacity: input.capacity,
        createdAt: now,
        updatedAt: now,
      });
      await upsertRsvp(tx, { eventId: id, userId: organizerId, status: 'going' });
      await refreshEventCounts(tx, id);
      await scheduleEventReminder(tx, id, startsAt, now);
      return getEvent(tx, organizerId, id);
    });
  } catch (err) {
    // Nothing was created: the attempt does not count against the day's events.
    await ctx.rateLimiter.giveBack(limitKey);
    throw err;
  }
}

/**
 * `POST /api/official-events` (staff; the route checks the role): an official event of the
 * site, organized by the site's account, no one going yet; its reminder is scheduled and the
 * staff member who made it is in the audit log. Counts against the staff member's events of
 * the day. @throws AppError as {@link createEvent} (422 times, place, cover, links; 429).
 */
export async function createOfficialEvent(
  ctx: EventWriteContext,
  staffId: string,
  input: CreateOfficialEventInput,
): Promise<Event> {
  const { db, now } = ctx;
  const { startsAt, endsAt, limitKey } = await admitNewEvent(ctx, staffId, input);
  try {
    const event = await db.transaction(async (tx) => {
      await assertMayCreate(tx, staffId, {
        kind: 'event',
        texts: [input.title, input.description, input.location, input.ticketNotes],
      });
      // The cover is the staff member's upload, shown as the site's event's.
      const coverUploadId = input.coverUploadId
        ? await claimCover(tx, staffId, input.coverUploadId)
        : null;
      const { id } = await insertEvent(tx, {
        organizerId: SITE_ACCOUNT.id,
        groupId: null,
        title: input.title,
        description: input.description,
        type: input.type,
        park: input.park,
        location: input.location,
        startsAt,
        endsAt,
        coverUploadId,
        ticketRequired: input.ticketRequired,
        ticketNotes: input.ticketNotes,
        capacity: input.capacity,
        official: true,
        createdAt: now,
        updatedAt: now,
      });
      await scheduleEventReminder(tx, id, startsAt, now);
      await recordAudit(
        tx,
        {
          actorId: staffId,
          action: 'event.official_create',
          itemKind: 'event',
          itemId: id,
          after: { title: input.title, startsAt: input.startsAt, endsAt: input.endsAt },
        },
        now,
      );
      return getEvent(tx, staffId, id);
    });
    officialEventChanges.changed();
    return event;
  } catch (err) {
    await ctx.rateLimiter.giveBack(limitKey);
    throw err;
  }
}

/** Records a staff change of an official event (`event.official_*`) in the audit log. */
async function auditOfficialChange(
  tx: Executor,
  row: EventRow,
  actorId: string,
  action: AuditAction,
  details: { before?: unknown; after?: unknown; reason?: string | null },
  now: Date,
): Promise<void> {
  if (!row.official) return;
  await recordAudit(tx, { actorId, action, itemKind: 'event', itemId: row.id, ...details }, now);
}

/**
 * The event for a change by `viewerId`, locked: 404 when they may not see it, 403 when they are
 * neither its organizer nor staff. Call inside the transaction.
 */
async function lockManagedEvent(
  tx: Executor,
  viewerId: string,
  eventId: string,
): Promise<EventRow> {
  const visible = await requireVisibleEvent(tx, viewerId, eventId);
  const isStaff = await isStaffMember(tx, viewerId);
  if (!canManageEvent(visible, { viewerId, isStaff })) {
    throw forbidden(EVENT_ORGANIZER_ONLY_MESSAGE);
  }
  const row = await lockEvent(tx, visible.id);
  if (!row || row.deletedAt !== null) throw eventNotFound();
  return row;
}

/**
 * `PATCH /api/events/{id}` (organizer or staff; not once cancelled or ended): only the given
 * fields change. A move (start, end, park or place) tells everyone going or waitlisted; a
 * higher capacity (or none) moves the waitlist up.
 * @throws AppError 404, 403, 409 cancelled or ended, 422 times, place, capacity, cover or more
 *   links than the editor's trust level allows.
 */
export async function updateEvent(
  db: Database,
  viewerId: string,
  eventId: string,
  patch: UpdateEventInput,
  now: Date,
): Promise<Event> {
  const id = await db.transaction(async (tx) => {
    const row = await lockManagedEvent(tx, viewerId, eventId);
    // Staff (the only ones who manage official events) may give an ended one its next dates.
    const isEndedOfficial = row.official && row.status === 'scheduled' && hasEnded(row, now);
    if (!isEndedOfficial) requireOpenEvent(row, now);
    await assertMayEdit(tx, viewerId, {
      kind: 'event',
      before: [row.title, row.description, row.location, row.ticketNotes],
      after: [
        patch.title ?? row.title,
        patch.description ?? row.description,
        patch.location ?? row.location,
        patch.ticketNotes ?? row.ticketNotes,
      ],
    });
    const startsAt =
      patch.startsAt !== undefined ? parkTimeInstant(patch.startsAt, 'Start') : row.startsAt;
    const endsAt = patch.endsAt !== undefined ? parkTimeInstant(patch.endsAt, 'End') : row.endsAt;
    const startMoved = startsAt.getTime() !== row.startsAt.getTime();
    const endMoved = endsAt.getTime() !== row.endsAt.getTime();
    if (startMoved || endMoved) checkEventTimes({ startsAt, endsAt, startIsNew: startMoved, now });
    const park: string | null = patch.park !== undefined ? patch.park : row.park;
    const location = patch.location ?? row.location;
    checkEventPlace({ park, location });
    const capacity = patch.capacity !== undefined ? patch.capacity : row.capacity;
    if (capacity !== null && capacity < row.goingCount) {
      throw new AppError('unprocessable', eventCapacityBelowGoingMessage(row.goingCount));
    }
    const coverUploadId =
      patch.coverUploadId === undefined
        ? undefined
        : patch.coverUploadId === null
          ? null
          : await claimCover(
              tx,
              // An official event's cover is the staff member's own upload.
              row.official ? viewerId : row.organizerId,
              patch.coverUploadId,
            );
    await updateEventRow(tx, row.id, {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.type !== undefined ? { type: patch.type } : {}),
      ...(patch.park !== undefined ? { park: patch.park } : {}),
      ...(patch.location !== undefined ? { location: patch.location } : {}),
      ...(startMoved ? { startsAt } : {}),
      ...(endMoved ? { endsAt } : {}),
      ...(coverUploadId !== undefined ? { coverUploadId } : {}),
      ...(patch.ticketRequired !== undefined ? { ticketRequired: patch.ticketRequired } : {}),
      ...(patch.ticketNotes !== undefined ? { ticketNotes: patch.ticketNotes } : {}),
      ...(patch.capacity !== undefined ? { capacity: patch.capacity } : {}),
      updatedAt: now,
    });
    const placeMoved = park !== row.park || location !== row.location;
    if (startMoved || endMoved || placeMoved) {
      await notifyAttendees(tx, row, 'event_updated');
    }
    // A new start gets its own reminder; the old one finds the start changed and does nothing.
    if (startMoved) await scheduleEventReminder(tx, row.id, startsAt, now);
    if (capacity === null || (row.capacity !== null && capacity > row.capacity)) {
      await fillPlacesFromWaitlist(tx, { id: row.id, organizerId: row.organizerId, capacity });
    }
    const changed = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    const before = Object.fromEntries(
      Object.keys(changed).map((key) => [
        key,
        key === 'startsAt' || key === 'endsAt'
          ? instantToParkLocal(row[key])
          : row[key as keyof EventRow],
      ]),
    );
    await auditOfficialChange(
      tx,
      row,
      viewerId,
      'event.official_update',
      { before, after: changed },
      now,
    );
    return row.id;
  });
  // The events guide shows the official events' dates and status.
  officialEventChanges.changed();
  return getEvent(db, viewerId, id);
}

/**
 * `POST /api/events/{id}/cancel` (organizer or staff): the event stays, shown as cancelled with
 * the reason; everyone going or waitlisted is told. @throws AppError 404, 403, 409.
 */
export async function cancelEvent(
  db: Database,
  viewerId: string,
  eventId: string,
  input: CancelEventInput,
  now: Date,
): Promise<Event> {
  const id = await db.transaction(async (tx) => {
    const row = await lockManagedEvent(tx, viewerId, eventId);
    requireOpenEvent(row, now);
    await updateEventRow(tx, row.id, {
      status: 'cancelled',
      cancelReason: input.reason,
      updatedAt: now,
    });
    await notifyAttendees(tx, row, 'event_cancelled');
    await auditOfficialChange(
      tx,
      row,
      viewerId,
      'event.official_cancel',
      { reason: input.reason || null },
      now,
    );
    return row.id;
  });
  // The events guide shows the official events' dates and status.
  officialEventChanges.changed();
  return getEvent(db, viewerId, id);
}

/** `DELETE /api/events/{id}` (organizer or staff): the event is gone for everyone. @throws 404, 403. */
export async function deleteEvent(
  db: Database,
  viewerId: string,
  eventId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockManagedEvent(tx, viewerId, eventId);
    await updateEventRow(tx, row.id, { deletedAt: now, updatedAt: now });
    await auditOfficialChange(tx, row, viewerId, 'event.official_delete', {}, now);
  });
  officialEventChanges.changed();
}
