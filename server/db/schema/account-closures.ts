import { timestamp, pgTable, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's "Delete my account" (issue 27, `server/features/account-deletion/`): while
 * `cancelled_at` is null the account is closing — their profile and content leave every read
 * path for everyone but staff (`server/content/suspended-authors.sql.ts`), and a job erases it
 * at `erase_at` unless the member signs in and cancels. One row per member: closing again after
 * a cancel starts a new grace period on the same row. The row goes with the account.
 */
export const accountClosures = pgTable('account_closures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  requestedAt: at('requested_at').notNull(),
  eraseAt: at('erase_at').notNull(),
  cancelledAt: at('cancelled_at'),
});

export type AccountClosureRow = typeof accountClosures.$inferSelect;
