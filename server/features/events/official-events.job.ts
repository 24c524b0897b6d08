import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../jobs/jobs.service';
import { rollOfficialEvents } from './official-events.seed';

/** The kind of the daily job that moves ended official events to their next season. */
export const OFFICIAL_EVENTS_JOB = 'official-events.roll';
/** How often it runs (and once when a process is ready). */
export const OFFICIAL_EVENTS_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** One run per UTC day, whichever process schedules it: the day is its dedupe key. */
function rollKey(at: Date): string {
  const day = Math.floor(at.getTime() / OFFICIAL_EVENTS_INTERVAL_MS) * OFFICIAL_EVENTS_INTERVAL_MS;
  return `${OFFICIAL_EVENTS_JOB}:${new Date(day).toISOString().slice(0, 10)}`;
}

/**
 * Keeps the six official events current while the app runs (start-up seeding does it at every
 * start): a job (`server/features/jobs/`) scheduled for today when the app is ready (the same
 * key from every process, so one job a day), which moves every official event whose season has
 * ended to its next one ({@link rollOfficialEvents}) in the job's transaction and schedules the
 * next run a day later.
 */
export async function officialEventsJobPlugin(app: FastifyInstance): Promise<void> {
  app.jobs.register(OFFICIAL_EVENTS_JOB, async (tx) => {
    const now = app.clock.now();
    const rolled = await rollOfficialEvents(tx, now);
    if (rolled > 0) app.log.info({ rolled }, 'official events moved to their next season');
    const next = new Date(now.getTime() + OFFICIAL_EVENTS_INTERVAL_MS);
    await scheduleJob(tx, { kind: OFFICIAL_EVENTS_JOB, runAt: next, key: rollKey(next) });
  });
  app.addHook('onReady', async () => {
    const now = app.clock.now();
    await scheduleJob(app.database.db, {
      kind: OFFICIAL_EVENTS_JOB,
      runAt: now,
      key: rollKey(now),
    }).catch((err: unknown) => app.log.warn({ err }, 'could not schedule the official events job'));
  });
}
