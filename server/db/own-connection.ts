import pg from 'pg';
import type { DatabaseOutage } from './database-outage';

/** How long connecting may take before the ping fails (as the pool's own wait). */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The longest a query of `pingOwnConnection` may take before its connection is given up (and
 * opened again at the next ping): a ping never hangs for ever on a connection that went silent.
 */
const OWN_PING_QUERY_TIMEOUT_MS = 10_000;

/** `application_name` of the connection `pingOwnConnection` uses. */
export const HEALTH_APPLICATION_NAME = 'magic-community-health';

/**
 * One PostgreSQL connection outside the pool, for health checks: opened on first use, kept,
 * dropped after any failure (opened again at the next ping). One ping at a time: callers while
 * one runs share its answer, so a flood of health checks costs one query at a time.
 * It goes where the pool goes (`DATABASE_URL`, PgBouncer included: a health check must see what
 * requests see) and holds no session state, so it needs no direct connection; it sends no limit
 * startup parameters (PgBouncer refuses them), as its `select 1` needs none.
 */
export function createOwnConnection(
  connectionString: string,
  outage: DatabaseOutage,
): { ping(): Promise<number>; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let inFlight: Promise<number> | null = null;
  let isClosed = false;

  const drop = (dropped: pg.Client) => {
    if (client === dropped) client = null;
    dropped.end().catch(() => undefined);
  };
  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: OWN_PING_QUERY_TIMEOUT_MS,
      application_name: HEALTH_APPLICATION_NAME,
    });
    // A connection lost while idle must not crash the process: drop it, report the outage.
    fresh.on('error', (err) => {
      outage.report(err);
      drop(fresh);
    });
    try {
      await fresh.connect();
    } catch (err) {
      drop(fresh);
      throw err;
    }
    return fresh;
  };
  const pingOnce = async (): Promise<number> => {
    if (isClosed) throw new Error('Client was closed and is not queryable');
    const current = client ?? (client = await connect());
    const started = performance.now();
    try {
      await current.query('select 1');
    } catch (err) {
      drop(current);
      throw err;
    }
    return Math.round((performance.now() - started) * 100) / 100;
  };
  return {
    ping() {
      inFlight ??= pingOnce().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    async close() {
      isClosed = true;
      await inFlight?.catch(() => undefined);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
