import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * How long one statement may run, and how long it may wait for a lock, on the app's PostgreSQL
 * connections (0: no limit). A statement past either limit fails with SQLSTATE 57014 or 55P03,
 * which the app answers with 503 and `Retry-After` (`database-unavailable.ts`), so one held lock
 * or one runaway query cannot tie up the whole pool. PGlite (WASM, one connection) ignores
 * both: its timers never interrupt a running statement.
 */
export interface DatabaseLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

/** The defaults of `DATABASE_STATEMENT_TIMEOUT_MS` and `DATABASE_LOCK_TIMEOUT_MS`. */
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  statementTimeoutMs: 10_000,
  lockTimeoutMs: 5_000,
};

/**
 * How the server behind `DATABASE_URL` hands out its connections: `session` (PostgreSQL itself,
 * or a pooler in session mode: one server connection for the client's whole connection) or
 * `transaction` (PgBouncer's transaction pooling: a server connection per transaction, so nothing
 * may outlive a transaction; `transaction-pooling.ts`, `docs/pgbouncer.md`).
 */
export type DatabasePooling = 'session' | 'transaction';

/**
 * PostgreSQL's startup parameters for `limits` (pg sends them when the connection opens):
 * `session` pooling only, as PgBouncer refuses unknown startup parameters.
 */
export function limitParameters(limits: DatabaseLimits) {
  return {
    // pg leaves out a 0, so the server's own setting (no limit by default) applies.
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
  };
}

/** No limit: for migrations, which may build an index on a big table or wait for a lock. */
export const NO_DATABASE_LIMITS: DatabaseLimits = { statementTimeoutMs: 0, lockTimeoutMs: 0 };

/**
 * Sets the statement timeout of the rest of the transaction `tx` (`SET LOCAL`, undone at its end)
 * to `ms` (0: none), for work that may legitimately take longer than a request (jobs, tools).
 * Must run inside a transaction; PGlite accepts it and, like the connection's own limit, never
 * fires it.
 */
export async function setLocalStatementTimeout(tx: Executor, ms: number): Promise<void> {
  await tx.execute(sql`select set_config('statement_timeout', ${String(ms)}, true)`);
}

/**
 * One statement that sets `limits` for the rest of the current transaction only
 * (`set_config(..., true)`, as `SET LOCAL`), or null when both are 0 (the server's own settings
 * apply, as with {@link limitParameters}). For `transaction` pooling, which sends it at the start
 * of every transaction (`transaction-pooling.ts`).
 */
export function localLimitsStatement(limits: DatabaseLimits): string | null {
  const settings = [
    ['statement_timeout', limits.statementTimeoutMs],
    ['lock_timeout', limits.lockTimeoutMs],
  ] as const;
  const calls = settings
    .filter(([, ms]) => ms > 0)
    .map(([name, ms]) => {
      if (!Number.isSafeInteger(ms)) throw new Error(`${name} must be a whole number: ${ms}`);
      return `set_config('${name}', '${ms}', true)`;
    });
  return calls.length > 0 ? `select ${calls.join(', ')}` : null;
}
