import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * One row per `Idempotency-Key` a member sent to a creating `POST` (issue 16): the request's
 * fingerprint (method, path and body), and once a success was answered, its status and body, so
 * a retry with the same key is answered from here instead of creating again. A row without a
 * `response_status` is in flight until `locked_until` (then a retry may take it over), or until
 * the process that claimed it (`owner_process`, see `server/db/process-presence.ts`) is gone. Rows
 * expire after a day (`expires_at`); the clean-up job removes them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    /** The claiming process's presence id; null on rows from before it was kept. */
    ownerProcess: integer('owner_process'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.key], name: 'idempotency_keys_pkey' }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
    check('idempotency_keys_key_length', sql`char_length(${table.key}) between 1 and 255`),
  ],
);
