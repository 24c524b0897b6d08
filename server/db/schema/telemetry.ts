import { index, jsonb, pgTable, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';

/** Errors captured in browsers and sent to `POST /api/errors` (spec §3 "Client error record"). */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientErrorId: text('client_error_id'),
    message: text('message').notNull(),
    severity: text('severity').notNull(),
    category: text('category').notNull(),
    context: jsonb('context').notNull().default({}),
    stack: text('stack'),
    isUserFacing: boolean('is_user_facing').notNull().default(false),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_errors_created_idx').on(table.createdAt.desc())],
);

/** Warnings and errors logged in browsers and sent to `POST /api/logs` (spec §3 "Log entry"). */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    context: jsonb('context').notNull().default({}),
    data: jsonb('data'),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_logs_created_idx').on(table.createdAt.desc())],
);
