import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/**
 * Makes the open database available as `app.database` and closes it after the server has
 * finished its in-flight requests, when `ownsDatabase` says the app opened it.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle; ownsDatabase: boolean }) => {
    app.decorate('database', options.handle);
    if (options.ownsDatabase) app.addHook('onClose', async () => options.handle.close());
  },
);
