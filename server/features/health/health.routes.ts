import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import { healthSchema } from '../../../common/features/health/health.contract';
import { readAppVersion } from '../../lib/app-version';
import { checkDatabaseHealth } from './database-health';
import { isDraining, noteHealthCheck } from './drain';

const startedAt = Date.now();

export interface HealthRoutesOptions {
  /** How long the check waits for the database before it calls it busy (or down in an outage). */
  databaseTimeoutMs: number;
}

/**
 * `GET /healthz`: 200 when the database is up or merely busy, 503 when it is down; never a 500.
 * It checks the database on a connection of its own (`checkDatabaseHealth`) and never reads the
 * access token (a token's session lookup would need the database it is checking). While the
 * process drains before a shutdown (`drain.ts`) it answers 503 `service_unavailable` at once, so
 * that a load balancer sends new requests to the other processes.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { databaseTimeoutMs },
) => {
  const version = await readAppVersion();
  app.get(
    '/healthz',
    {
      // A 503 of the error handler (a hook's failure) keeps its own body: never a 500 instead.
      schema: { response: { 200: healthSchema, 503: healthSchema.or(errorBodySchema) } },
      logLevel: 'warn',
      config: { isViewerIgnored: true },
    },
    async (_request, reply) => {
      noteHealthCheck();
      if (isDraining()) {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .header('connection', 'close')
          .send({
            error: {
              code: 'service_unavailable',
              message: 'This server process is shutting down; another one takes the requests.',
            },
          });
      }
      const { state, latencyMs, error } = await checkDatabaseHealth(
        app.database,
        databaseTimeoutMs,
      );
      // An outage is logged once by the outage tracker, not at every probe of a load balancer.
      if (error !== undefined && !app.database.outage.report(error)) {
        app.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'database not ready',
        );
      }
      const isDown = state === 'down';
      return reply
        .status(isDown ? 503 : 200)
        .header('cache-control', 'no-store')
        .send({
          status: isDown ? 'degraded' : state === 'busy' ? 'busy' : 'ok',
          database: { engine: app.database.engine, ready: !isDown, state, latencyMs },
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          version,
        });
    },
  );
};
