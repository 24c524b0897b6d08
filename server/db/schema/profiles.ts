import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * First and last name as one text, as people search compares it (`profiles_full_name_trgm_idx`
 * is built on this very expression, so queries must use it unchanged).
 */
export const profileFullName = sql.raw(
  `(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('profiles_username_lower_key').on(sql`lower(${table.username})`),
    // People search: pg_trgm similarity (typo-tolerant) on the username and on the full name.
    index('profiles_username_trgm_idx').using('gin', sql`${table.username} gin_trgm_ops`),
    index('profiles_full_name_trgm_idx').using('gin', sql`${profileFullName} gin_trgm_ops`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
