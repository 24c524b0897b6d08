import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { createProcessPresence, type ProcessPresence } from '../db/process-presence';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** The app's time source (tests move it). */
    clock: Clock;
    /** Who this process is, for rows it claims (see `server/db/process-presence.ts`). */
    processPresence: ProcessPresence;
  }
}

/**
 * Makes the open database available as `app.database` (and this process's presence id as
 * `app.processPresence`), logs its outages with the app's
 * logger, and closes it after the server has finished its in-flight requests, when
 * `ownsDatabase` says the app opened it.
 */
export const databasePlugin = fp(
  async (
    app: FastifyInstance,
    options: { handle: DatabaseHandle; ownsDatabase: boolean; clock: Clock },
  ) => {
    app.decorate('database', options.handle);
    options.handle.outage.useLogger(app.log);
    app.decorate('clock', options.clock);
    app.decorate('processPresence', createProcessPresence());
    if (options.ownsDatabase) app.addHook('onClose', async () => options.handle.close());
  },
);
