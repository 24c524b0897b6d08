import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../jobs/jobs.service';
import { deleteUnusedUploads } from './uploads.service';

/** Uploads never attached to anything are removed once they are this old. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the clean-up runs (and once when a job runner starts). */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** The kind of the clean-up job. */
export const UPLOAD_CLEANUP_JOB = 'uploads.cleanup';

/** One clean-up per hour, whichever process schedules it: the hour is its dedupe key. */
function cleanupKey(at: Date): string {
  const hour = Math.floor(at.getTime() / UPLOAD_CLEANUP_INTERVAL_MS) * UPLOAD_CLEANUP_INTERVAL_MS;
  return `${UPLOAD_CLEANUP_JOB}:${new Date(hour).toISOString()}`;
}

/**
 * Removes unused uploads older than a day as a job (`server/features/jobs/`): one is scheduled
 * for the current hour when the app is ready (the same key from every process, so one job), and
 * each run schedules the next an hour later in its own transaction. The rows go in the job's
 * transaction; their files are removed before it commits (a file already gone is fine, so a
 * retried run completes).
 */
export function scheduleUploadCleanup(app: FastifyInstance): void {
  app.jobs.register(UPLOAD_CLEANUP_JOB, async (tx) => {
    const now = app.clock.now();
    const olderThan = new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS);
    const count = await deleteUnusedUploads(tx, olderThan, app.photoStorage);
    if (count > 0) app.log.info({ count }, 'removed unused uploads');
    else app.log.debug({ count }, 'no unused uploads to remove');
    const next = new Date(now.getTime() + UPLOAD_CLEANUP_INTERVAL_MS);
    await scheduleJob(tx, { kind: UPLOAD_CLEANUP_JOB, runAt: next, key: cleanupKey(next) });
  });
  app.addHook('onReady', async () => {
    const now = app.clock.now();
    await scheduleJob(app.database.db, {
      kind: UPLOAD_CLEANUP_JOB,
      runAt: now,
      key: cleanupKey(now),
    }).catch((err: unknown) => app.log.warn({ err }, 'could not schedule the uploads clean-up'));
  });
}
