import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../common/features/health/health.contract';
import { readAppVersion } from '../../lib/app-version';

const startedAt = Date.now();
const PING_TIMEOUT_MS = 2000;

/** A ping with no answer in time: the database is unreachable (ETIMEDOUT, like a socket's). */
const pingTimeout = () =>
  Object.assign(new Error('database ping timed out'), { code: 'ETIMEDOUT' });

/** `GET /healthz`: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const version = await readAppVersion();
  app.get(
    '/healthz',
    { schema: { response: { 200: healthSchema, 503: healthSchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      let latencyMs: number | null = null;
      try {
        latencyMs = await Promise.race([
          app.database.ping(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(pingTimeout()), PING_TIMEOUT_MS).unref(),
          ),
        ]);
      } catch (err) {
        // An outage is logged once by the outage tracker, not at every probe of a load balancer.
        if (!app.database.outage.report(err)) app.log.warn({ err }, 'database not ready');
      }
      const ready = latencyMs !== null;
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: ready ? 'ok' : 'degraded',
          database: { engine: app.database.engine, ready, latencyMs },
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          version,
        });
    },
  );
};
