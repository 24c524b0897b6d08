import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema/jobs';

/** The channel a scheduled job is announced on (on commit), so idle runners wake at once. */
export const JOBS_CHANNEL = 'jobs';

/** A job as a runner holds it after claiming it. */
export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  runAt: Date;
  /** This attempt included. */
  attempts: number;
  maxAttempts: number;
}

/**
 * Inserts a pending job unless one with the same key exists (then nothing changes), and
 * announces it on {@link JOBS_CHANNEL} when the transaction commits. Resolves to whether a row
 * was inserted.
 */
export async function insertJob(
  db: Executor,
  job: { kind: string; key: string; payload: unknown; runAt: Date; maxAttempts: number },
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  if (inserted.length > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return inserted.length > 0;
}

/**
 * Claims the most overdue job that is due (`pending` with `run_at` passed) or whose lease has
 * expired (`running` by a process that died): one statement, `FOR UPDATE SKIP LOCKED`, so two
 * runners never claim the same row. The claim counts an attempt and takes a lease until
 * `leaseUntil` in the name of `runnerId`.
 */
export async function claimNextJob(
  db: Executor,
  options: { runnerId: string; now: Date; leaseUntil: Date },
): Promise<ClaimedJob | null> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.state, 'pending'), lte(jobs.runAt, options.now)),
        and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, options.now)),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.runnerId,
      lockedUntil: options.leaseUntil,
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      key: jobs.key,
      payload: jobs.payload,
      runAt: jobs.runAt,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
  return claimed ?? null;
}

/**
 * Whether `runnerId` still holds the job (a plain read, no lock): a runner checks it before it
 * starts the work, so a job whose lease has already gone costs nothing.
 */
export async function isJobHeld(db: Executor, jobId: string, runnerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.state, 'running'), eq(jobs.lockedBy, runnerId)));
  return rows.length > 0;
}

/**
 * Renews the lease of a job `runnerId` holds until `leaseUntil` (the runner's heartbeat); false
 * when the job is no longer its own (finished, or taken over after the lease ran out).
 */
export async function renewJobLease(
  db: Executor,
  options: { jobId: string; runnerId: string; leaseUntil: Date },
): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: options.leaseUntil })
    .where(
      and(
        eq(jobs.id, options.jobId),
        eq(jobs.state, 'running'),
        eq(jobs.lockedBy, options.runnerId),
      ),
    )
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

/**
 * Locks a claimed job's row for the rest of the transaction if `runnerId` still holds it;
 * false when its lease went to another runner. A runner calls it at the end of the job's
 * transaction, just before it marks the job done: from then on no other runner can claim the
 * job, and a runner whose lease was taken over finds out here and rolls its work back. A lock
 * held by someone else is waited for, not skipped: another runner's claim briefly locks a row
 * it looks at even when the row no longer qualifies (then the row still names this runner),
 * and a runner that took the lease over holds the lock until it has finished, after which the
 * row names it.
 */
export async function lockHeldJob(tx: Executor, jobId: string, runnerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.state, 'running'), eq(jobs.lockedBy, runnerId)))
    .for('update');
  return rows.length > 0;
}

/** Marks a job done (in the transaction of its handler's writes). */
export async function completeJob(tx: Executor, jobId: string, now: Date): Promise<void> {
  await tx
    .update(jobs)
    .set({ state: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
    .where(eq(jobs.id, jobId));
}

/**
 * Records a failed attempt of a job `runnerId` holds: back to `pending` at `retryAt`, or
 * `failed` for good when `retryAt` is null. Does nothing if the lease went to another runner.
 */
export async function recordJobFailure(
  db: Executor,
  options: { jobId: string; runnerId: string; error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  const released = { lockedBy: null, lockedUntil: null, lastError: options.error };
  await db
    .update(jobs)
    .set(
      options.retryAt
        ? { ...released, state: 'pending', runAt: options.retryAt }
        : { ...released, state: 'failed', finishedAt: options.now },
    )
    .where(
      and(
        eq(jobs.id, options.jobId),
        eq(jobs.state, 'running'),
        eq(jobs.lockedBy, options.runnerId),
      ),
    );
}

/**
 * When the next job becomes claimable (due time of a pending job or end of a lease), if any:
 * two reads of the partial indexes, so done jobs (which stay, as dedupe keys) cost nothing.
 */
export async function findNextWakeAt(db: Executor): Promise<Date | null> {
  const [pending] = await db
    .select({ at: jobs.runAt })
    .from(jobs)
    .where(eq(jobs.state, 'pending'))
    .orderBy(jobs.runAt)
    .limit(1);
  const [running] = await db
    .select({ at: jobs.lockedUntil })
    .from(jobs)
    .where(and(eq(jobs.state, 'running'), isNotNull(jobs.lockedUntil)))
    .orderBy(jobs.lockedUntil)
    .limit(1);
  const times = [pending?.at, running?.at].filter((at): at is Date => at instanceof Date);
  if (times.length === 0) return null;
  return new Date(Math.min(...times.map((time) => time.getTime())));
}

/**
 * Deletes the pending jobs whose key starts with `keyPrefix` (a feature's jobs about one thing,
 * when that thing is gone); running and finished jobs stay. Resolves to how many were deleted.
 */
export async function deletePendingJobsByKeyPrefix(
  db: Executor,
  keyPrefix: string,
): Promise<number> {
  if (!keyPrefix) throw new Error('A key prefix is needed');
  const escaped = keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'pending'), sql`${jobs.key} like ${`${escaped}%`}`))
    .returning({ id: jobs.id });
  return deleted.length;
}
