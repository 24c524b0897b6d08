import { userMessageByCategory } from '../../common/error-catalogue';
import { classifyDatabaseUnavailability } from './database-unavailable';

/** What requests are told while the database is unavailable (spec §8, category database). */
export const DATABASE_UNAVAILABLE_MESSAGE = userMessageByCategory.database;
/** The `Retry-After` (seconds) of those answers: a restart is usually over by then. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** How often an ongoing outage is probed to notice its end. */
const PROBE_INTERVAL_MS = 1000;
/** A busy database (statement or lock timeouts) is logged at most this often, with a count. */
const BUSY_LOG_INTERVAL_MS = 10_000;

/** The two levels an outage is logged at (pino's and Fastify's loggers fit). */
export interface OutageLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const silentLogger: OutageLogger = { error: () => undefined, warn: () => undefined };

/** The state of the database's availability, as the app has seen it. */
export interface DatabaseOutage {
  /** An unavailability error was reported and the database has not answered since. */
  readonly isOngoing: boolean;
  /**
   * Reports a failure. When `err` says the database is down it returns true and, unless an
   * outage is already going on, logs its start once (error level, a one-line reason: no SQL,
   * no stack) and probes the database every second until it answers, then logs the end once
   * ("database available again", with how long it lasted and how many failures it caused).
   * When `err` says the database is busy (a statement or lock timeout) it returns true too, but
   * starts no outage: it logs a warning at most every 10 seconds, with how many timed out.
   * Any other error returns false and logs nothing: the caller deals with it.
   */
  report(err: unknown): boolean;
  /** Where the start and end are logged (the app's logger); silent until set. */
  useLogger(log: OutageLogger): void;
  /** Stops probing, for good (the database is being closed). */
  stop(): void;
}

/**
 * Tracks database outages for one connection pool, so an outage is logged twice (start and
 * end) instead of once per failed request. It never refuses requests itself: each request
 * still tries the database, so the first one after the outage succeeds.
 */
export function createDatabaseOutage(probe: () => Promise<unknown>): DatabaseOutage {
  let log = silentLogger;
  let startedAt: number | null = null;
  let failures = 0;
  let probeTimer: ReturnType<typeof setTimeout> | null = null;
  let isStopped = false;
  let busyLoggedAt = -Infinity;
  let busySinceLog = 0;

  const end = () => {
    if (startedAt === null) return;
    log.warn({ downForMs: Date.now() - startedAt, failures }, 'database available again');
    startedAt = null;
    failures = 0;
  };
  const scheduleProbe = () => {
    if (isStopped || probeTimer) return;
    probeTimer = setTimeout(() => {
      probeTimer = null;
      if (isStopped) return;
      probe().then(end, scheduleProbe);
    }, PROBE_INTERVAL_MS);
    probeTimer.unref();
  };

  return {
    get isOngoing() {
      return startedAt !== null;
    },
    report(err) {
      const unavailability = classifyDatabaseUnavailability(err);
      if (unavailability === null) return false;
      const { kind, reason } = unavailability;
      if (kind === 'busy') {
        busySinceLog += 1;
        if (Date.now() - busyLoggedAt >= BUSY_LOG_INTERVAL_MS) {
          log.warn(
            { reason, timedOut: busySinceLog },
            'database busy: statements or lock waits timed out, answering 503',
          );
          busyLoggedAt = Date.now();
          busySinceLog = 0;
        }
        return true;
      }
      failures += 1;
      if (startedAt === null) {
        startedAt = Date.now();
        log.error({ reason }, 'database unavailable: answering 503 until it is back');
        scheduleProbe();
      }
      return true;
    },
    useLogger(logger) {
      log = logger;
    },
    stop() {
      isStopped = true;
      if (probeTimer) clearTimeout(probeTimer);
      probeTimer = null;
    },
  };
}
