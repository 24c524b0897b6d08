import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The advisory-lock class of presence locks (the two-integer form, which no other lock of the
 * app uses: those take one `bigint` key, a separate key space in `pg_locks`).
 */
export const PRESENCE_LOCK_CLASS = 0x6d63;

/**
 * Who this app process is, for rows it marks as "mine while I work on it" (an `Idempotency-Key`
 * claim). On PostgreSQL the process holds the session advisory lock `(PRESENCE_LOCK_CLASS, id)`
 * on its realtime listening connection (a direct one, never a pooler's) for as long as it lives,
 * so another process can tell at once that the owner of such a row is gone — its connections
 * died with it — instead of waiting for a lease to run out. With the embedded database there is
 * one process per data folder, so a row marked by another id is a dead process's.
 */
export interface ProcessPresence {
  /** A random positive 31-bit number, new at every start. */
  readonly id: number;
}

export function createProcessPresence(): ProcessPresence {
  return { id: randomInt(1, 2 ** 31 - 1) };
}

/**
 * The statement a process's listening connection runs (again after every reconnection) to
 * show it is alive. It never waits: a lock already held elsewhere (two processes drew the same
 * id) leaves both treating each other's rows as their own, which only costs a lease.
 */
export function presenceLockStatement(presence: ProcessPresence) {
  return {
    text: 'select pg_try_advisory_lock($1, $2)',
    values: [PRESENCE_LOCK_CLASS, presence.id],
  };
}

/**
 * True when the process whose id is in `ownerColumn` is gone: nobody holds its presence lock.
 * Taken (shared, for the statement's transaction only) and given back at once; on PGlite, one
 * session, it always succeeds, so callers compare the owner with their own id first.
 */
export function isProcessGone(ownerColumn: AnyPgColumn | SQL): SQL {
  return sql`pg_try_advisory_xact_lock_shared(${PRESENCE_LOCK_CLASS}, ${ownerColumn})`;
}
