import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { AppError } from '../lib/app-error';
import { registerScrapeGauges, type MetricsSources } from './metrics-collectors';

/** Request durations' buckets, in seconds: from a cached page to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Realtime delivery lags' buckets, in seconds: a commit and a NOTIFY take milliseconds. */
const DELIVERY_LAG_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the metrics bearer token (compared in constant time). */
function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return !!match?.[1] && timingSafeEqual(digest(match[1]), expected);
}

const missingToken = () =>
  new AppError('unauthorized', 'A valid metrics token is required.', {
    'www-authenticate': 'Bearer realm="metrics"',
  });

/**
 * `GET /metrics` in Prometheus's text format, for operators (issue 31): requests per route
 * (count and duration by method, route pattern and status), the database pool, the job queue,
 * realtime sockets and delivery lag, the photo queue and Node's own figures (memory, event loop, GC). Only when
 * `METRICS_TOKEN` is set, and only to requests bearing it: without it there is no route at all.
 * Registered early so that its response hook sees every route.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined; sources: MetricsSources }) => {
    if (!options.token) return;
    const expected = digest(options.token);
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    registerScrapeGauges(app, registry, options.sources);
    const deliveryLag = new Histogram({
      name: 'realtime_delivery_lag_seconds',
      help: 'Time from a realtime event being published (in its transaction) to its delivery to sockets of this process.',
      buckets: DELIVERY_LAG_BUCKETS,
      registers: [registry],
    });
    // Realtime is registered after this plugin: subscribe once every plugin is in place.
    app.addHook('onReady', async () => {
      if (app.hasDecorator('realtime')) {
        app.realtime.onDelivery((lagSeconds) => deliveryLag.observe(lagSeconds));
      }
    });

    app.addHook('onResponse', async (request, reply) => {
      // The pattern, never the address: ids and queries would make a series per request.
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      requests.inc({ method, route, status_code: String(reply.statusCode) });
      durations.observe({ method, route }, reply.elapsedTime / 1000);
    });

    app.get(
      '/metrics',
      { config: { isViewerIgnored: true }, logLevel: 'warn' },
      async (request, reply) => {
        if (!hasToken(request, expected)) throw missingToken();
        const body = await registry.metrics();
        return reply
          .header('content-type', registry.contentType)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  },
  { name: 'metrics' },
);
