import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { isDatabaseUnavailableError } from '../../db/database-unavailable';
import type { Clock } from '../../lib/clock';
import { openDatabaseListener, type DatabaseListener } from '../realtime/database-listener';
import {
  claimNextJob,
  completeJob,
  findNextWakeAt,
  JOBS_CHANNEL,
  lockHeldJob,
  recordJobFailure,
  type ClaimedJob,
} from './jobs.repository';
import type { JobRegistry } from './jobs.service';

/** How a runner polls, leases and retries. */
export interface JobRunnerOptions {
  /** Longest wait between two looks for due jobs (a job due sooner wakes it at its time). */
  pollIntervalMs: number;
  /** How long a claim holds a job before another runner may take it (its process died). */
  leaseMs: number;
  /** Delay before the first retry; it doubles at each failed attempt up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export const DEFAULT_JOB_RUNNER_OPTIONS: JobRunnerOptions = {
  pollIntervalMs: 5000,
  leaseMs: 5 * 60_000,
  retryBaseMs: 10_000,
  retryMaxMs: 60 * 60_000,
};

/** A runner of due jobs for one process. */
export interface JobRunner {
  readonly id: string;
  /** Starts polling (and listening for new jobs); does nothing if started. */
  start(): Promise<void>;
  /** Stops polling; resolves once the job in progress (if any) has finished. */
  stop(): Promise<void>;
  /** Runs every job due now, one after another; resolves to how many ran (tests, tools). */
  runDueJobs(): Promise<number>;
}

/** `application_name` of a runner's listening connection on PostgreSQL. */
export const JOBS_LISTENER_APPLICATION_NAME = 'magic-community-jobs';

class LostLeaseError extends Error {}

/** The delay before retry number `attempt` (1 = after the first failure). */
export function retryDelayMs(attempt: number, options: JobRunnerOptions): number {
  return Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Creates a runner: it claims due jobs one at a time (`FOR UPDATE SKIP LOCKED` with a lease),
 * runs each kind's handler in a transaction that first re-locks the job's row and ends by
 * marking it done, retries a failure with back-off, and takes over jobs whose lease expired.
 * It wakes at the next job's due time, on `pg_notify` of a new job, and at least every
 * `pollIntervalMs`. Any number of runners (processes) may share one database.
 */
export function createJobRunner(deps: {
  handle: DatabaseHandle;
  registry: JobRegistry;
  clock: Clock;
  log: FastifyBaseLogger;
  options?: Partial<JobRunnerOptions>;
}): JobRunner {
  const options = { ...DEFAULT_JOB_RUNNER_OPTIONS, ...deps.options };
  const { db } = deps.handle;
  const { clock, log, registry } = deps;
  const id = randomUUID();
  let isRunning = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let listener: DatabaseListener | null = null;
  let loop: Promise<void> | null = null;
  let isWakeRequested = false;

  const runJob = async (job: ClaimedJob): Promise<void> => {
    const handler = registry.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      if (job.attempts > job.maxAttempts) throw new Error('Too many attempts (lease expired)');
      await db.transaction(async (tx) => {
        if (!(await lockHeldJob(tx, job.id, id))) throw new LostLeaseError();
        await handler(tx, job);
        await completeJob(tx, job.id, clock.now());
      });
    } catch (err) {
      if (err instanceof LostLeaseError) {
        log.warn({ jobId: job.id, kind: job.kind }, 'jobs: lease lost; another runner has it');
        return;
      }
      const isFinal = !handler || job.attempts >= job.maxAttempts;
      const now = clock.now();
      const retryAt = isFinal
        ? null
        : new Date(now.getTime() + retryDelayMs(job.attempts, options));
      log.warn(
        { err, jobId: job.id, kind: job.kind, attempt: job.attempts, retryAt },
        'job failed',
      );
      const error = err instanceof Error ? err.message : String(err);
      // If this write fails too, the lease expires and the job is tried again.
      await recordJobFailure(db, { jobId: job.id, runnerId: id, error, retryAt, now });
    }
  };

  const runDueJobs = async (shouldGoOn: () => boolean): Promise<number> => {
    let count = 0;
    while (shouldGoOn()) {
      const now = clock.now();
      const job = await claimNextJob(db, {
        runnerId: id,
        now,
        leaseUntil: new Date(now.getTime() + options.leaseMs),
      });
      if (!job) break;
      await runJob(job);
      count += 1;
    }
    return count;
  };

  const scheduleNext = async (): Promise<void> => {
    let delay = options.pollIntervalMs;
    const wakeAt = await findNextWakeAt(db).catch(() => null);
    if (wakeAt) delay = Math.min(delay, Math.max(0, wakeAt.getTime() - clock.now().getTime()));
    if (!isRunning) return;
    if (isWakeRequested) delay = 0;
    timer = setTimeout(() => {
      timer = null;
      tick();
    }, delay);
    timer.unref();
  };

  const tick = (): void => {
    if (!isRunning) return;
    if (loop) {
      isWakeRequested = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    isWakeRequested = false;
    loop = (async () => {
      try {
        await runDueJobs(() => isRunning);
      } catch (err) {
        // An outage is logged once by the database handle; the next poll tries again.
        if (isDatabaseUnavailableError(err)) deps.handle.outage.report(err);
        else log.warn({ err }, 'jobs: could not look for due jobs');
      }
      try {
        await scheduleNext();
      } finally {
        loop = null;
      }
    })();
  };

  return {
    id,
    async start() {
      if (isRunning) return;
      isRunning = true;
      try {
        listener = await openDatabaseListener(
          deps.handle,
          JOBS_CHANNEL,
          { onPayload: tick, onReconnect: tick, log },
          JOBS_LISTENER_APPLICATION_NAME,
        );
      } catch (err) {
        log.warn({ err }, 'jobs: cannot listen for new jobs; polling only');
      }
      tick();
    },
    async stop() {
      isRunning = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await listener?.close();
      listener = null;
      await loop;
    },
    runDueJobs: async () => {
      if (isRunning) throw new Error('The runner is started: it runs due jobs by itself');
      return runDueJobs(() => true);
    },
  };
}
