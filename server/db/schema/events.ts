import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { profiles } from './profiles';
import { searchVector } from './search-vector';
import { uploads } from './social';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's (or the site's official) event (issue 13). Times are instants; the API reads and
 * writes them as wall-clock times at the park (America/New_York). A private group's events are
 * seen only by its members (`server/features/events/events.policy.ts`). `going_count`,
 * `interested_count`, `waitlist_count` and `comment_count` change in the transaction that
 * changes the answers or comments, under this row's lock.
 */
/**
 * An event as search reads it (issue 28): title (A), description (B) and place (C), in English;
 * generated into `search_vector`, which `events_search_idx` indexes.
 */
const eventSearchDocument = sql.raw(
  `setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, location), 'C')`,
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', {
      enum: ['festival', 'holiday_party', 'rundisney', 'seasonal', 'meetup'],
    }).notNull(),
    park: text('park'),
    location: text('location').notNull().default(''),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** An upload of the organizer's (its large WebP is the cover). */
    coverUploadId: uuid('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    ticketRequired: boolean('ticket_required').notNull().default(false),
    ticketNotes: text('ticket_notes').notNull().default(''),
    /** Places (null: no limit). */
    capacity: integer('capacity'),
    /** An event of the site (the spec's sample events). */
    official: boolean('official').notNull().default(false),
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    cancelReason: text('cancel_reason').notNull().default(''),
    goingCount: integer('going_count').notNull().default(0),
    interestedCount: integer('interested_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Generated from the search document (issue 28); never written by the app. */
    searchVector: searchVector('search_vector').notNull().generatedAlwaysAs(eventSearchDocument),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    // Upcoming (not yet ended, soonest first) and range listing (overlapping days).
    index('events_live_starts_idx')
      .on(table.startsAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    // Past (ended, latest first).
    index('events_live_ends_idx')
      .on(table.endsAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('events_group_starts_idx')
      .on(table.groupId, table.startsAt, table.id)
      .where(sql`${table.deletedAt} is null and ${table.groupId} is not null`),
    index('events_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.deletedAt} is null`),
    index('events_organizer_idx').on(table.organizerId, table.startsAt),
    // Which event a photo is the cover of (serving a photo asks its item, issue 26).
    index('events_cover_upload_idx')
      .on(table.coverUploadId)
      .where(sql`${table.coverUploadId} is not null`),
    check(
      'events_type_check',
      sql`${table.type} in ('festival', 'holiday_party', 'rundisney', 'seasonal', 'meetup')`,
    ),
    check('events_status_check', sql`${table.status} in ('scheduled', 'cancelled')`),
    check('events_ends_after_starts_check', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'events_capacity_check',
      sql`${table.capacity} is null or ${table.capacity} between 1 and 10000`,
    ),
    check(
      'events_counts_check',
      sql`${table.goingCount} >= 0 and ${table.interestedCount} >= 0 and ${table.waitlistCount} >= 0 and ${table.commentCount} >= 0`,
    ),
  ],
);

/** A member's answer to an event: going, on the waitlist (a going answer while full), interested. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['going', 'waitlisted', 'interested'] }).notNull(),
    respondedAt: at('responded_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    // Attendees by answer, and the waitlist in its order (oldest first).
    index('event_rsvps_event_status_idx').on(
      table.eventId,
      table.status,
      table.respondedAt,
      table.userId,
    ),
    // A member's events (their calendar feed).
    index('event_rsvps_user_idx').on(table.userId, table.status),
    check(
      'event_rsvps_status_check',
      sql`${table.status} in ('going', 'waitlisted', 'interested')`,
    ),
  ],
);

/** A comment of an event's discussion (a deleted one stays as a tombstone). */
export const eventComments = pgTable(
  'event_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    index('event_comments_event_idx')
      .on(table.eventId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** A member's private calendar feed of their Going events (`/api/calendar/{secret}.ics`). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_secret_key').on(table.secret)],
);

export type EventRow = Omit<typeof events.$inferSelect, 'searchVector'>;
export type EventRsvpRow = typeof eventRsvps.$inferSelect;
export type EventCommentRow = typeof eventComments.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
