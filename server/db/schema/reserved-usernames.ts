import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Usernames no one may take again (issue 27 §3): an erased account's username, kept without the
 * member's id once their profile row is gone. Lower-cased, as usernames compare
 * case-insensitively; the availability check (`isUsernameTaken`) reads it with the profiles.
 */
export const reservedUsernames = pgTable('reserved_usernames', {
  username: text('username').primaryKey(),
  reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ReservedUsernameRow = typeof reservedUsernames.$inferSelect;
