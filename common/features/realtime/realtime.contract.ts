import { z } from 'zod';
import { notificationTypeSchema } from '../notifications/notifications.contract';

export * from './realtime-constants';

/**
 * What a client sends: `auth` first (join) and again whenever its access token is refreshed;
 * `ping` every `REALTIME_HEARTBEAT_MS`.
 */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(8192) }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** A change to the member's notifications (spec §4: any change refreshes the list and count). */
export const notificationChangeSchema = z.object({
  type: z.literal('change'),
  topic: z.literal('notifications'),
  event: z.enum(['INSERT', 'UPDATE']),
  /** The notification concerned; null when several changed at once (all marked read). */
  id: z.uuid().nullable(),
  notification_type: notificationTypeSchema.nullable(),
});
export type NotificationChange = z.infer<typeof notificationChangeSchema>;

/**
 * A change in one of the member's conversations (issue 12): a message arrived (`message`), one
 * was deleted (`deleted`), a participant read it (`read`), or whether it takes messages changed
 * (`standing`: a block or unblock between its members). The client refetches the conversation
 * list, the unread-messages count and, when it is open, the conversation.
 */
export const conversationChangeSchema = z.object({
  type: z.literal('conversation'),
  conversation_id: z.uuid(),
  event: z.enum(['message', 'deleted', 'read', 'standing']),
  /** The message that arrived or was deleted; null for `read`. */
  message_id: z.uuid().nullable(),
});
export type ConversationChange = z.infer<typeof conversationChangeSchema>;

/**
 * A change of a trip the member plans (issue 29): one of its planners changed it (`changed`), or
 * it was deleted or the member no longer plans it (`removed`). The client refetches the trip
 * through its policy; the event carries nothing else.
 */
export const tripChangeSchema = z.object({
  type: z.literal('trip'),
  trip_id: z.uuid(),
  event: z.enum(['changed', 'removed']),
});
export type TripChange = z.infer<typeof tripChangeSchema>;

/**
 * What the server sends: `ready` once the token is accepted (after every `auth`), `pong` to a
 * `ping`, `change` for the member's notifications, `conversation` for their conversations, and `resync` when the server may have missed
 * changes (its database listener reconnected): the client refetches.
 */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    user_id: z.uuid(),
    /** When the access token expires (ISO 8601); send a fresh one before then. */
    expires_at: z.string(),
  }),
  z.object({ type: z.literal('pong') }),
  notificationChangeSchema,
  conversationChangeSchema,
  tripChangeSchema,
  z.object({ type: z.literal('resync') }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
