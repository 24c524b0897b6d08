import { randomUUID } from 'node:crypto';
import type { Executor, Transaction } from '../../db/client';
import { deletePendingJobsByKeyPrefix, insertJob, type ClaimedJob } from './jobs.repository';

export type { ClaimedJob } from './jobs.repository';

/** Attempts a job gets (the first run included) before it is left `failed`. */
export const DEFAULT_JOB_MAX_ATTEMPTS = 10;

/** What to schedule: `key` makes it idempotent (the same key twice is one job). */
export interface JobRequest {
  kind: string;
  runAt: Date;
  payload?: unknown;
  /** Unique across all jobs; a random one when absent (then every call is a new job). */
  key?: string;
  maxAttempts?: number;
}

/**
 * Schedules a job. Pass the caller's transaction to make the job part of it: the job exists
 * (and wakes the runners) only if that transaction commits. Resolves to false when a job with
 * the same key already exists (whatever its state), which is then left unchanged. Throws
 * (before any write) on an empty kind, an invalid `runAt` or `maxAttempts` below 1.
 */
export async function scheduleJob(db: Executor, request: JobRequest): Promise<boolean> {
  const maxAttempts = request.maxAttempts ?? DEFAULT_JOB_MAX_ATTEMPTS;
  if (!request.kind) throw new Error('A job needs a kind');
  if (Number.isNaN(request.runAt.getTime())) throw new Error('A job needs a valid runAt');
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error('maxAttempts must be a whole number of at least 1');
  }
  return insertJob(db, {
    kind: request.kind,
    key: request.key ?? `${request.kind}:${randomUUID()}`,
    payload: request.payload ?? {},
    runAt: request.runAt,
    maxAttempts,
  });
}

/**
 * Cancels the pending jobs whose key starts with `keyPrefix` (a feature's jobs about one thing,
 * when that thing is gone), in the caller's transaction; running and finished jobs stay.
 * Resolves to how many were cancelled.
 */
export function cancelPendingJobs(db: Executor, keyPrefix: string): Promise<number> {
  return deletePendingJobsByKeyPrefix(db, keyPrefix);
}

/**
 * Does a job's work. It runs inside the transaction that marks the job done, and must write
 * through `tx` only (never the app's `db`: on PGlite that would wait for this very
 * transaction): its writes and the job's completion commit together, or neither does. Throwing
 * rolls its writes back and schedules a retry. Effects outside the database (mail) may happen
 * again if the commit fails after them, so they should be idempotent by the job's key.
 */
export type JobHandler = (tx: Transaction, job: ClaimedJob) => Promise<void>;

/** Handlers by job kind; features register theirs when the app is built. */
export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  /** Registers the handler of `kind`; a kind has one handler. */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind ${kind} exists`);
    this.handlers.set(kind, handler);
  }

  get(kind: string): JobHandler | undefined {
    return this.handlers.get(kind);
  }
}
