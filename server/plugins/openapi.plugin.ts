import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { readAppVersion } from '../lib/app-version';

/** Only the product API is documented here; `/auth/v1` follows GoTrue's published reference. */
const isProductApi = (url: string) => url.startsWith('/api/') && url !== '/api/openapi.json';

/** Whether a route's preHandlers include `app.requireViewer` (it answers 401 without a token). */
function requiresViewer(app: FastifyInstance, route: { preHandler?: unknown }): boolean {
  return [route.preHandler].flat().includes(app.requireViewer);
}

/**
 * The OpenAPI 3 document of `/api` at `GET /api/openapi.json`, generated from the routes' zod
 * schemas (the same ones that validate requests), so it cannot drift from the code. Routes
 * guarded by `app.requireViewer` declare the bearer scheme. Register after the session plugin
 * and before the feature routes: it collects them as they are added.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { siteUrl: string }) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Magic Community API',
        description:
          'The JSON API of the Walt Disney World fan community. Errors are `{ "error": { "code", "message" } }`; lists are cursor-paginated (`{ items, nextCursor }`). Sign in through `/auth/v1` (GoTrue-compatible) and send the access token as `Authorization: Bearer …`.',
        version: await readAppVersion(),
      },
      servers: [{ url: options.siteUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      if (!isProductApi(input.url))
        return { schema: { ...input.schema, hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      if (!requiresViewer(app, input.route)) return transformed;
      return { ...transformed, schema: { ...transformed.schema, security: [{ bearerAuth: [] }] } };
    },
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
});
