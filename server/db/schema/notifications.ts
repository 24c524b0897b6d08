import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/** Notification kinds of spec §3. */
export const notificationTypes = [
  'like',
  'follow',
  'comment',
  'message',
  'other',
  // Groups (issue 12): a join request reaches the group's moderators, the answer the requester.
  'group_request',
  'group_approved',
  'group_declined',
  // Events (issue 13): a move or cancellation reaches everyone going or waitlisted, a reminder
  // everyone going, a promotion the member who moved up from the waitlist.
  'event_updated',
  'event_cancelled',
  'event_reminder',
  'event_promoted',
  // Photo contests (issue 14): when the results are in, each winner hears of their place and
  // every other entrant that the results are out; `entity_id` is the contest.
  'contest_won',
  'contest_results',
  // Moderation (issue 15): a reporter hears how their report ended, an author of a moderator's
  // warning (its text in `body`) and that their item is hidden pending review; `entity_id` is
  // the item (or the report).
  'report_outcome',
  'moderation_warning',
  'content_hidden',
  // Download my data (issue 27): the member's archive is ready; `entity_id` is the export.
  'data_export_ready',
  // Trips (issue 29): an invitation to co-plan, a booking window's reminder and the evening
  // digest of a trip day (their text in `body`); `entity_id` is the trip.
  'trip_invite',
  'trip_window',
  'trip_digest',
] as const;

/** Something that happened to a member; unread while `read_at` is empty (spec §3, §4). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    entityId: uuid('entity_id'),
    /** Text written by a person for this notification (a moderator's warning), when any. */
    body: text('body'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id),
    index('notifications_user_unread_idx')
      .on(table.userId, table.createdAt.desc())
      .where(sql`${table.readAt} is null`),
    // A like or follow toggled off and on again notifies once (issue 5).
    uniqueIndex('notifications_once_per_like_follow_key')
      .on(
        table.userId,
        table.actorId,
        table.type,
        sql`coalesce(${table.entityId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${table.type} in ('like', 'follow')`),
    // A conversation notifies each recipient once while it is unread for them (issue 12).
    uniqueIndex('notifications_unread_message_once_key')
      .on(table.userId, table.entityId)
      .where(sql`${table.type} = 'message' and ${table.readAt} is null`),
    check(
      'notifications_type_check',
      sql`${table.type} in ('like', 'follow', 'comment', 'message', 'other', 'group_request', 'group_approved', 'group_declined', 'event_updated', 'event_cancelled', 'event_reminder', 'event_promoted', 'contest_won', 'contest_results', 'report_outcome', 'moderation_warning', 'content_hidden', 'data_export_ready', 'trip_invite', 'trip_window', 'trip_digest')`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
