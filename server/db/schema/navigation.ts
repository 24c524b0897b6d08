import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Items of the main navigation, read by the header (spec §3). */
export const navigationItems = pgTable('navigation_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  url: text('url').notNull(),
  icon: text('icon'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NavigationItemRow = typeof navigationItems.$inferSelect;
