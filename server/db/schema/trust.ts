import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * The days a member used the app (any signed-in `/api` request), one row per member and UTC
 * day, with how many items they read that day (item pages and feed pages opened, counted in
 * steps by each process, so a lower bound). Written at most a few times per member per day;
 * the trust levels' "days visited" and "items read" (issue 26).
 */
export const memberVisits = pgTable(
  'member_visits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    itemsRead: integer('items_read').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'member_visits_pkey', columns: [table.userId, table.day] }),
    check('member_visits_items_read_check', sql`${table.itemsRead} >= 0`),
  ],
);

/**
 * A trust level set by staff by hand (0 new, 1 basic, 2 member, 3 regular): it replaces the
 * computed level until staff clear it (the row is deleted).
 */
export const memberTrustLevels = pgTable(
  'member_trust_levels',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    setBy: uuid('set_by').references(() => profiles.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('member_trust_levels_level_check', sql`${table.level} between 0 and 3`)],
);
