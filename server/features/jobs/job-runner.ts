import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { setLocalStatementTimeout } from '../../db/database-limits';
import { isDatabaseUnavailableError } from '../../db/database-unavailable';
import type { Clock } from '../../lib/clock';
import { openDatabaseListener, type DatabaseListener } from '../realtime/database-listener';
import {
  claimNextJob,
  completeJob,
  findNextWakeAt,
  isJobHeld,
  JOBS_CHANNEL,
  lockHeldJob,
  recordJobFailure,
  renewJobLease,
  type ClaimedJob,
} from './jobs.repository';
import type { JobRegistry } from './jobs.service';

/** How a runner polls, leases and retries. */
export interface JobRunnerOptions {
  /** Longest wait between two looks for due jobs (a job due sooner wakes it at its time). */
  pollIntervalMs: number;
  /**
   * How long a claim, or its last renewal, holds a job before another runner may take it: a
   * runner whose process died (and so stopped renewing) loses its job this long after its last
   * heartbeat.
   */
  leaseMs: number;
  /** How often the runner renews the lease of the job it is running (well under `leaseMs`). */
  heartbeatMs: number;
  /**
   * The longest one statement of a job's handler may run (`SET LOCAL` in the job's
   * transaction): background work may take longer than a request's statement may.
   */
  statementTimeoutMs: number;
  /** Delay before the first retry; it doubles at each failed attempt up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export const DEFAULT_JOB_RUNNER_OPTIONS: JobRunnerOptions = {
  pollIntervalMs: 5000,
  leaseMs: 15_000,
  heartbeatMs: 5000,
  statementTimeoutMs: 60_000,
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
 * Renews the lease of `job` every `heartbeatMs` while its handler runs (one renewal at a time;
 * a failed one is tried again at the next beat). On PGlite a renewal waits for the job's own
 * transaction, which holds the one connection, and then finds the job done: nothing else could
 * have taken it meanwhile anyway. `stop()` ends the beats and waits for one under way.
 */
function startHeartbeat(
  renew: () => Promise<unknown>,
  heartbeatMs: number,
): { stop(): Promise<void> } {
  let beat: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    beat ??= renew()
      .catch(() => undefined)
      .finally(() => {
        beat = null;
      });
  }, heartbeatMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await beat;
    },
  };
}

/**
 * Creates a runner: it claims due jobs one at a time (`FOR UPDATE SKIP LOCKED` with a short
 * lease, renewed by a heartbeat while the handler runs), runs each kind's handler in a
 * transaction that ends by re-locking the job's row, checking the lease is still its own and
 * marking the job done, retries a failure with back-off, and takes over jobs whose lease ran
 * out (their runner died): within `leaseMs` of its last heartbeat. Database effects happen
 * exactly once: a runner that lost its lease rolls its handler's writes back. It wakes at the
 * next job's due time, on `pg_notify` of a new job, and at least every `pollIntervalMs`. Any
 * number of runners (processes) may share one database.
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
    const heartbeat = startHeartbeat(
      () =>
        renewJobLease(db, {
          jobId: job.id,
          runnerId: id,
          leaseUntil: new Date(clock.now().getTime() + options.leaseMs),
        }),
      options.heartbeatMs,
    );
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      if (job.attempts > job.maxAttempts) throw new Error('Too many attempts (lease expired)');
      await db.transaction(async (tx) => {
        await setLocalStatementTimeout(tx, options.statementTimeoutMs);
        if (!(await isJobHeld(tx, job.id, id))) throw new LostLeaseError();
        await handler(tx, job);
        // Only the holder of the lease commits: a runner that was taken over rolls back here.
        if (!(await lockHeldJob(tx, job.id, id))) throw new LostLeaseError();
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
    } finally {
      await heartbeat.stop();
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
          { applicationName: JOBS_LISTENER_APPLICATION_NAME },
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
