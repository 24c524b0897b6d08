import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Routes a visitor can ask for that cost far more than a page of the app: the OpenAPI document
 * (hundreds of kilobytes), the sitemaps (every public item) and the server-rendered search page
 * (a full-text search). Route patterns as Fastify knows them.
 */
export const HEAVY_ROUTES: ReadonlySet<string> = new Set([
  '/api/openapi.json',
  '/sitemap.xml',
  '/sitemaps/:name.xml',
  '/search',
]);

const MESSAGE = 'Too many requests for this page. Please wait a minute and try again.';

/**
 * Limits the requests an address may make to {@link HEAVY_ROUTES} without signing in to
 * `perMinute` a minute (one fixed window for all of them, in the database like every limit, so
 * it holds across processes): past it, 429 `rate_limited` with `Retry-After`. Signed-in members
 * are not limited here. Register after the session plugin: it needs to know the viewer.
 */
export const heavyRoutesRateLimitPlugin = fp(
  async (app: FastifyInstance, options: { perMinute: number }) => {
    const rule = { max: options.perMinute, windowSeconds: 60 };
    app.addHook('onRequest', async (request) => {
      if (request.viewer || !HEAVY_ROUTES.has(request.routeOptions.url ?? '')) return;
      await app.rateLimiter.consume(`heavy:${request.ip}`, rule, MESSAGE);
    });
  },
  { name: 'heavy-routes-rate-limit', dependencies: [] },
);
