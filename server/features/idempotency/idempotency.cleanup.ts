import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../jobs/jobs.service';
import { purgeExpiredIdempotencyKeys } from './idempotency.service';

/** How often expired keys are removed (and once when a job runner starts). */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** The kind of the purge job. */
export const IDEMPOTENCY_PURGE_JOB = 'idempotency.purge';

/** One purge per hour, whichever process schedules it: the hour is its dedupe key. */
function purgeKey(at: Date): string {
  const hour =
    Math.floor(at.getTime() / IDEMPOTENCY_PURGE_INTERVAL_MS) * IDEMPOTENCY_PURGE_INTERVAL_MS;
  return `${IDEMPOTENCY_PURGE_JOB}:${new Date(hour).toISOString()}`;
}

/**
 * Removes expired `Idempotency-Key` rows as a job (`server/features/jobs/`): one is scheduled
 * for the current hour when the app is ready, and each run schedules the next an hour later in
 * its own transaction. An expired key is never replayed even before it is purged (a claim takes
 * an expired row over).
 */
export function scheduleIdempotencyKeyPurge(app: FastifyInstance): void {
  app.jobs.register(IDEMPOTENCY_PURGE_JOB, async (tx) => {
    const now = app.clock.now();
    const count = await purgeExpiredIdempotencyKeys(tx, now);
    app.log.debug({ count }, 'removed expired idempotency keys');
    const next = new Date(now.getTime() + IDEMPOTENCY_PURGE_INTERVAL_MS);
    await scheduleJob(tx, { kind: IDEMPOTENCY_PURGE_JOB, runAt: next, key: purgeKey(next) });
  });
  app.addHook('onReady', async () => {
    const now = app.clock.now();
    await scheduleJob(app.database.db, {
      kind: IDEMPOTENCY_PURGE_JOB,
      runAt: now,
      key: purgeKey(now),
    }).catch((err: unknown) => app.log.warn({ err }, 'could not schedule the idempotency purge'));
  });
}
