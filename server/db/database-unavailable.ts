/**
 * Recognises errors that mean "the database cannot be reached or cannot serve right now" (a
 * restart, a crash, a network cut, no free connection: the database is down; a statement or lock
 * timeout: it is up but busy), as opposed to errors of the query or of the data. Those get a 503
 * and a retry, never a 500 or an authentication failure.
 */

/** Node's socket and DNS errors: the server is not there or the connection broke. */
const networkErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now, whatever the query: class 08 (connection
 * exception) and class 53 (insufficient resources: too many connections, disk full, out of
 * memory) by prefix, and the operator intervention codes below.
 */
const unavailableSqlStateClasses = ['08', '53'];
const unavailableSqlStates = new Set([
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown: terminating connection because of crash of another server process
  '57P03', // cannot_connect_now: the database system is starting up / shutting down
  '57P05', // idle_session_timeout: the server closed an idle session
]);

/**
 * SQLSTATEs of a database that is up but could not serve this statement in time: the statement
 * ran past `statement_timeout` (57014 query_canceled, also a cancel request) or waited past
 * `lock_timeout` for a lock another transaction holds (55P03 lock_not_available).
 */
const busySqlStates = new Set(['57014', '55P03']);

/** What `pg`, `pg-pool` and PGlite say, without a code, when a connection is lost or never comes. */
const driverMessages = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // The embedded database is shutting down (the process is closing).
  'PGlite is closed',
  'PGlite is closing',
]);

const MAX_DEPTH = 10;
const MAX_REASON_LENGTH = 160;

/** Why the database could not serve: `down` (unreachable, shutting down) or `busy` (timed out). */
export interface DatabaseUnavailability {
  kind: 'down' | 'busy';
  /** An error code, or the driver's or server's one-line message; never SQL or a stack. */
  reason: string;
}

function unavailabilityOf(candidate: {
  code?: unknown;
  message?: unknown;
}): DatabaseUnavailability | null {
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  if (networkErrorCodes.has(code)) return { kind: 'down', reason: code };
  const isSqlState = /^[0-9A-Z]{5}$/.test(code);
  const sqlReason = () => `${code} ${message}`.trim().slice(0, MAX_REASON_LENGTH);
  if (isSqlState && busySqlStates.has(code)) return { kind: 'busy', reason: sqlReason() };
  if (
    isSqlState &&
    (unavailableSqlStates.has(code) ||
      unavailableSqlStateClasses.some((prefix) => code.startsWith(prefix)))
  ) {
    return { kind: 'down', reason: sqlReason() };
  }
  if (driverMessages.has(message)) return { kind: 'down', reason: message };
  return null;
}

/**
 * What `err` — or any error in its `cause` chain or, for an `AggregateError`, among its
 * `errors` — says about the database's availability: `down` or `busy` with a short reason, or
 * `null` for any other error (of the query or of the data). Drizzle wraps the driver's error in
 * a `DrizzleQueryError` whose message holds the SQL: the reason comes from the wrapped error.
 */
export function classifyDatabaseUnavailability(err: unknown): DatabaseUnavailability | null {
  const seen = new Set<unknown>();
  const queue: { error: unknown; depth: number }[] = [{ error: err, depth: 0 }];
  while (queue.length > 0) {
    const { error, depth } = queue.shift()!;
    if (typeof error !== 'object' || error === null || seen.has(error) || depth > MAX_DEPTH) {
      continue;
    }
    seen.add(error);
    const candidate = error as { code?: unknown; message?: unknown; cause?: unknown };
    const found = unavailabilityOf(candidate);
    if (found) return found;
    queue.push({ error: candidate.cause, depth: depth + 1 });
    if (error instanceof AggregateError) {
      for (const inner of error.errors) queue.push({ error: inner, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * A short reason (see {@link classifyDatabaseUnavailability}) when `err` says the database is
 * unavailable, down or busy; `null` for any other error.
 */
export function describeDatabaseUnavailability(err: unknown): string | null {
  return classifyDatabaseUnavailability(err)?.reason ?? null;
}

/** Whether `err` says the database is unavailable (see {@link describeDatabaseUnavailability}). */
export function isDatabaseUnavailableError(err: unknown): boolean {
  return describeDatabaseUnavailability(err) !== null;
}
