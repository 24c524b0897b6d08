import type { FastifyInstance } from 'fastify';
import { deleteUnusedUploads } from './uploads.service';

/** Uploads never attached to anything are removed once they are this old. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the clean-up runs (and once when the app is ready). */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes unused uploads older than a day when the app is ready and then every hour; the timer
 * does not keep the process alive and stops (after a run in progress) when the app closes.
 */
export function scheduleUploadCleanup(app: FastifyInstance, dataDir: string): void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    const olderThan = new Date(app.clock.now().getTime() - UNUSED_UPLOAD_TTL_MS);
    running = deleteUnusedUploads(app.database.db, olderThan, dataDir)
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'removed unused uploads');
        else app.log.debug({ count }, 'no unused uploads to remove');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'could not remove unused uploads'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, UPLOAD_CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
