import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** The app's time source (tests move it). */
    clock: Clock;
  }
}

/**
 * Makes the open database available as `app.database`, logs its outages with the app's
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
    if (options.ownsDatabase) app.addHook('onClose', async () => options.handle.close());
  },
);
