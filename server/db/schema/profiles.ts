import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
  (table) => [uniqueIndex('profiles_username_lower_key').on(sql`lower(${table.username})`)],
);

export type ProfileRow = typeof profiles.$inferSelect;
