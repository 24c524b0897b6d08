import { z } from 'zod';
import type { RsvpStatus } from '../../../common/features/events/event-limits';
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeValuesCursor,
  encodeValuesCursor,
  invalidCursor,
} from '../../lib/cursor';

/**
 * Where the next page of an event list starts: the last event of the page, by the list's
 * order. `upcoming` and `range` go by (starts_at, id) ascending, `past` by (ends_at, id)
 * descending; `at` is that time with PostgreSQL's microseconds.
 */
export type EventListOrder = 'upcoming' | 'past' | 'range';
export type EventListKey = { order: EventListOrder; at: string; id: string };

/**
 * Where the next page of attendees starts: going lists the organizer first (`rank` 0, everyone
 * else 1), then by answer time and member id; the other lists have rank 1 throughout.
 */
export type AttendeeKey = { status: RsvpStatus; rank: number; at: string; userId: string };

const listKeySchema = z.tuple([
  z.enum(['upcoming', 'past', 'range']),
  cursorTimestampSchema,
  cursorIdSchema,
]);
const attendeeKeySchema = z.tuple([
  z.enum(['going', 'waitlisted', 'interested']),
  z.number().int().min(0).max(1),
  cursorTimestampSchema,
  cursorIdSchema,
]);

export function encodeEventListCursor(key: EventListKey): string {
  return encodeValuesCursor([key.order, key.at, key.id]);
}

/** Reads a cursor of an event list in `order`. @throws AppError 400 otherwise. */
export function decodeEventListCursor(
  cursor: string | undefined,
  order: EventListOrder,
): EventListKey | undefined {
  if (cursor === undefined) return undefined;
  const [cursorOrder, at, id] = decodeValuesCursor(cursor, listKeySchema);
  if (cursorOrder !== order) throw invalidCursor();
  return { order, at, id: id.toLowerCase() };
}

export function encodeAttendeeCursor(key: AttendeeKey): string {
  return encodeValuesCursor([key.status, key.rank, key.at, key.userId]);
}

/** Reads a cursor of an event's attendees with `status`. @throws AppError 400 otherwise. */
export function decodeAttendeeCursor(
  cursor: string | undefined,
  status: RsvpStatus,
): AttendeeKey | undefined {
  if (cursor === undefined) return undefined;
  const [cursorStatus, rank, at, userId] = decodeValuesCursor(cursor, attendeeKeySchema);
  if (cursorStatus !== status) throw invalidCursor();
  return { status, rank, at, userId: userId.toLowerCase() };
}
