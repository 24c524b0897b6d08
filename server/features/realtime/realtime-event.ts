import { z } from 'zod';
import { notificationTypeSchema } from '../../../common/features/notifications/notifications.contract';

/** The Postgres channel every app process listens on (LISTEN/NOTIFY). */
export const REALTIME_CHANNEL = 'magic_realtime';

/** A change to one member's notifications (clients refetch the details). */
const notificationsEventSchema = z.object({
  topic: z.literal('notifications'),
  userId: z.uuid(),
  event: z.enum(['INSERT', 'UPDATE']),
  id: z.uuid().nullable(),
  type: notificationTypeSchema.nullable(),
});

/**
 * A change in one of a member's conversations (issue 12): a message arrived or was deleted, a
 * participant read it, or whether it takes messages changed (a block or unblock). Published once
 * per participant.
 */
const conversationsEventSchema = z.object({
  topic: z.literal('conversations'),
  userId: z.uuid(),
  conversationId: z.uuid(),
  event: z.enum(['message', 'deleted', 'read', 'standing']),
  /** The message that arrived or was deleted; null for `read` and `standing`. */
  messageId: z.uuid().nullable(),
});

/**
 * A change of a trip one member plans (issue 29), published once per planner (owner and
 * co-planners) by the trip's change: `removed` when the trip was deleted or they left it.
 */
const tripsEventSchema = z.object({
  topic: z.literal('trips'),
  userId: z.uuid(),
  tripId: z.uuid(),
  event: z.enum(['changed', 'removed']),
});

/**
 * Most members one `notifications_inserted` event carries: with the longest notification type
 * its payload stays below NOTIFY's 8,000 bytes (about 80 bytes a member; a test holds it).
 */
export const MAX_RECIPIENTS_PER_EVENT = 90;

/**
 * One kind of notification written for many members at once (an event moved or cancelled tells
 * every attendee; a reminder every member going), each member with their own notification's id.
 * One payload for up to {@link MAX_RECIPIENTS_PER_EVENT} members instead of one each, so every
 * process reads a few payloads however many are told, and pushes to the members it holds.
 */
const notificationsInsertedEventSchema = z.object({
  topic: z.literal('notifications_inserted'),
  type: notificationTypeSchema,
  /** Each member told, with the id of their notification. */
  recipients: z
    .array(z.tuple([z.uuid(), z.uuid()]))
    .min(1)
    .max(MAX_RECIPIENTS_PER_EVENT),
});

/** Most session ids one event carries, so a payload stays far below NOTIFY's 8000 bytes. */
export const MAX_SESSIONS_PER_EVENT = 100;

/**
 * Sessions of one member that ended (sign-out, password change, ban, deletion): every process
 * closes their sockets and forgets what it knew of them.
 */
const sessionsEndedEventSchema = z.object({
  topic: z.literal('sessions_ended'),
  userId: z.uuid(),
  sessionIds: z.array(z.uuid()).min(1).max(MAX_SESSIONS_PER_EVENT),
});

/** What travels between processes over NOTIFY, kept small. */
export const realtimeEventSchema = z.discriminatedUnion('topic', [
  notificationsEventSchema,
  conversationsEventSchema,
  tripsEventSchema,
  notificationsInsertedEventSchema,
  sessionsEndedEventSchema,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type NotificationsEvent = z.infer<typeof notificationsEventSchema>;
export type ConversationsEvent = z.infer<typeof conversationsEventSchema>;
export type TripsEvent = z.infer<typeof tripsEventSchema>;
/** The events pushed to one member's sockets. */
export type MemberEvent = NotificationsEvent | ConversationsEvent | TripsEvent;
export type SessionsEndedEvent = z.infer<typeof sessionsEndedEventSchema>;
export type NotificationsInsertedEvent = z.infer<typeof notificationsInsertedEventSchema>;

/** When the event was published (ms since the epoch), beside its fields in the payload. */
const publishedAtSchema = z.object({ publishedAt: z.number().int().positive() });

/** The NOTIFY payload of an event: its fields and the moment it was published. */
export function realtimePayload(event: RealtimeEvent, publishedAt: number): string {
  return JSON.stringify({ ...event, publishedAt });
}

/**
 * Reads a NOTIFY payload: the event, and when it was published (null from a process that does
 * not say); null for anything that is not a realtime event of this version.
 */
export function parseRealtimeEvent(
  payload: string,
): { event: RealtimeEvent; publishedAt: number | null } | null {
  try {
    const json: unknown = JSON.parse(payload);
    const parsed = realtimeEventSchema.safeParse(json);
    if (!parsed.success) return null;
    const published = publishedAtSchema.safeParse(json);
    return {
      event: parsed.data,
      publishedAt: published.success ? published.data.publishedAt : null,
    };
  } catch {
    return null;
  }
}
