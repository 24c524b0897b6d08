import { z } from 'zod';
import { NOTIFICATION_LIST_LIMIT } from '../../limits';
import { cursorPageSchema, cursorQuerySchema } from '../../pagination';

/**
 * The kinds of notification of spec §3, and those of groups (issue 12: a join request reaches
 * the group's moderators; approval or decline reaches the requester; `entity_id` is the group).
 */
export const notificationTypes = [
  'like',
  'follow',
  'comment',
  'message',
  'other',
  'group_request',
  'group_approved',
  'group_declined',
  /** An event you are going to moved (time or place); `entity_id` is the event. */
  'event_updated',
  /** An event you are going to was cancelled. */
  'event_cancelled',
  /** An event you are going to starts within a day. */
  'event_reminder',
  /** You moved up from an event's waitlist and are going. */
  'event_promoted',
  /** Your entry placed in a photo contest; `entity_id` is the contest. */
  'contest_won',
  /** The results of a photo contest you entered are in; `entity_id` is the contest. */
  'contest_results',
  /** A report you made was decided; `entity_id` is the report, `body` says the outcome. */
  'report_outcome',
  /** A moderator warned you; `body` is their text, `entity_id` the item when there is one. */
  'moderation_warning',
  /** Your item is hidden pending review after reports; `entity_id` is the item. */
  'content_hidden',
  /** Your data archive is ready to download (issue 27); `entity_id` is the archive. */
  'data_export_ready',
  /** A member invited you to plan their trip (issue 29); `entity_id` is the trip. */
  'trip_invite',
  /** A booking window of your trip opens (or opens tomorrow); `entity_id` is the trip. */
  'trip_window',
  /** The evening before a trip day: tomorrow's park and plans; `entity_id` is the trip. */
  'trip_digest',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** Page sizes of the full notifications list (`GET /api/notifications/all`). */
export const NOTIFICATION_PAGE_SIZE_DEFAULT = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 50;

/** The member who caused a notification, embedded in it (spec §3, §7). */
export const notificationActorSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  avatar_url: z.string().nullable(),
});
export type NotificationActor = z.infer<typeof notificationActorSchema>;

/** One notification (spec §3): unread while `read_at` is null; `actor` null when they are gone. */
export const notificationSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  actor_id: z.uuid().nullable(),
  type: notificationTypeSchema,
  /** What it is about: the post of a like or comment; null for follows. */
  entity_id: z.uuid().nullable(),
  /** Text written by a person for this notification (a moderator's warning), else null. */
  body: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  actor: notificationActorSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: the member's unread notifications, newest first, at most 10. */
export const unreadNotificationsSchema = z.object({
  items: z.array(notificationSchema).max(NOTIFICATION_LIST_LIMIT),
});
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** `GET /api/notifications/all` query: read and unread, newest first, cursor-paginated. */
export const notificationPageQuerySchema = cursorQuerySchema({
  default: NOTIFICATION_PAGE_SIZE_DEFAULT,
  max: NOTIFICATION_PAGE_SIZE_MAX,
});
export type NotificationPageQuery = z.output<typeof notificationPageQuerySchema>;

/** A page of the member's notifications, read and unread. */
export const notificationPageSchema = cursorPageSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `GET /api/notifications/unread-count`: the bell's badge. */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * The `{id}` of `POST /api/notifications/{id}/read`. Any string is accepted here (lower-cased):
 * an id that is not one of the member's notifications answers 404.
 */
export const notificationIdParamsSchema = z.object({
  id: z
    .string()
    .describe('A notification id (uuid, any letter case)')
    .transform((id) => id.toLowerCase()),
});

/** `POST /api/notifications/{id}/read` answer: when it was read, and how many are still unread. */
export const notificationReadSchema = z.object({
  id: z.uuid(),
  read_at: z.string(),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationRead = z.infer<typeof notificationReadSchema>;

/** `POST /api/notifications/read-all` answer: how many were marked read now. */
export const notificationsReadAllSchema = z.object({
  updated: z.number().int().nonnegative(),
  unreadCount: z.literal(0),
});
export type NotificationsReadAll = z.infer<typeof notificationsReadAllSchema>;

/** The 404 message for a notification that is not the member's (or does not exist). */
export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found';
