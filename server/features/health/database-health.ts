import type { DatabaseHandle } from '../../db/client';

/** The database as a health check saw it. */
export interface DatabaseHealth {
  state: 'up' | 'busy' | 'down';
  /** The ping's round trip when it answered in time. */
  latencyMs: number | null;
  /** Why it is down (an error), for the log. */
  error?: unknown;
}

/**
 * Pings the database on its own connection (`pingOwnConnection`, never the request pool) and
 * waits at most `timeoutMs`: an answer is `up`, a failure `down`, and no answer yet `busy` (the
 * database is there but slow: a saturated machine, PGlite busy with a backup snapshot) unless an
 * outage is already going on, when silence means `down`. The ping goes on after the wait; the
 * next check shares it while it runs.
 */
export async function checkDatabaseHealth(
  handle: DatabaseHandle,
  timeoutMs: number,
): Promise<DatabaseHealth> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answered = handle.pingOwnConnection().then(
    (latencyMs): DatabaseHealth => ({ state: 'up', latencyMs }),
    (error: unknown): DatabaseHealth => ({ state: 'down', latencyMs: null, error }),
  );
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const health = await Promise.race([answered, waited]);
    if (health) return health;
    return { state: handle.outage.isOngoing ? 'down' : 'busy', latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}
