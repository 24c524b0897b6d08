import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Username, first and last name as one text, as people search compares it with pg_trgm
 * (`profiles_search_trgm_idx` is built on this very expression: queries must use it unchanged).
 */
export const profileSearchText = sql.raw(
  `(username || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`,
);

/** A member's public profile; `id` equals the auth user id (spec §3). */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    homePark: text('home_park'),
    favoriteAttractions: text('favorite_attractions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** A moderator (issue 15): works the review queue; `is_admin` members are moderators too. */
    isModerator: boolean('is_moderator').notNull().default(false),
    /** Who may start a conversation with the member: 'everyone', 'following' or 'nobody'. */
    messagePrivacy: text('message_privacy', { enum: ['everyone', 'following', 'nobody'] })
      .notNull()
      .default('everyone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('profiles_username_lower_key').on(sql`lower(${table.username})`),
    // People search: pg_trgm word similarity (typo-tolerant) and substrings of name and username;
    // searches of one or two characters read usernames by prefix instead.
    index('profiles_search_trgm_idx').using('gin', sql`${profileSearchText} gin_trgm_ops`),
    index('profiles_username_prefix_idx').on(sql`lower(${table.username}) text_pattern_ops`),
    // Activity: the members who joined on a day, newest first.
    index('profiles_created_idx').on(table.createdAt.desc(), table.id.desc()),
    check(
      'profiles_message_privacy_check',
      sql`${table.messagePrivacy} in ('everyone', 'following', 'nobody')`,
    ),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
