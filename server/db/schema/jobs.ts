import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Durable jobs (`server/features/jobs/`): something that must happen at a time, exactly once,
 * whichever process runs it and across restarts. `key` is unique, so scheduling the same job
 * twice keeps one row. A job is `pending` until `run_at`; a runner claims it (`running`, with a
 * lease in `locked_until` held by `locked_by`), then commits the handler's writes and `done` in
 * one transaction. A failed attempt goes back to `pending` later (back-off) or ends `failed`
 * after `max_attempts`; a lease that expires (its process died) makes the job claimable again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique('jobs_key_unique'),
    payload: jsonb('payload').notNull().default({}),
    runAt: at('run_at').notNull(),
    state: text('state', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    finishedAt: at('finished_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('jobs_state_check', sql`${table.state} in ('pending', 'running', 'done', 'failed')`),
    check('jobs_max_attempts_check', sql`${table.maxAttempts} >= 1`),
    // The runner's two questions: pending jobs by due time, running jobs by lease end.
    index('jobs_pending_run_at_idx')
      .on(table.runAt)
      .where(sql`${table.state} = 'pending'`),
    index('jobs_running_locked_until_idx')
      .on(table.lockedUntil)
      .where(sql`${table.state} = 'running'`),
  ],
);
