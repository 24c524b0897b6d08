import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { readAppVersion } from '../lib/app-version';
import { chooseEncoding, createDocumentCache, matchesEtag } from './openapi-document-cache';
import { createOperationCheck, isProductApi } from './openapi-operation-check';
import { documentResponses } from './openapi-responses';
import { requiresViewer, securityOf } from './openapi-security';
import { apiTags } from './openapi-tags';

/**
 * Every route that needs a member may answer 403 `insufficient_aal` (a password-only token of a
 * member with a verified second factor): guarded routes document it with the error body of their
 * 401, which the operation check requires them to have.
 */
function withSecondFactorRefusal(
  isGuarded: boolean,
  responses: Record<string, Record<string, unknown>> | undefined,
) {
  if (!isGuarded || !responses?.['401'] || responses['403']) return responses;
  return { ...responses, '403': { ...responses['401'] } };
}

/**
 * The OpenAPI 3 document of `/api` at `GET /api/openapi.json`, generated from the routes' zod
 * schemas (the same ones that validate requests), so it cannot drift from the code. Each route
 * says its `summary`, `operationId` and `tags` in its schema, and the app refuses to start when
 * one does not (`openapi-operation-check.ts`). Routes guarded by `app.requireViewer` require the
 * bearer scheme; others are public unless their schema declares `optionalViewerSecurity`.
 * Register after the session plugin and before the feature routes: it collects them as they
 * are added. The document is serialised and compressed once (gzip, Brotli) and served from those
 * buffers with a strong ETag (`If-None-Match` → 304), so a flood of requests costs no memory.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', createOperationCheck(app));

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Magic Community API',
        description:
          'The JSON API of the Walt Disney World fan community. Errors are `{ "error": { "code", "message" } }`; lists are cursor-paginated (`{ items, nextCursor }`). Sign in through `/auth/v1` (GoTrue-compatible) and send the access token as `Authorization: Bearer …`.',
        version: await readAppVersion(),
      },
      // The site serves this document itself, so its origin is the API's, whatever SITE_URL is.
      servers: [{ url: '/', description: 'The origin that serves this document' }],
      tags: apiTags.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      if (!isProductApi(input.url))
        return { schema: { ...input.schema, hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform(input);
      const responses = withSecondFactorRefusal(
        requiresViewer(app, input.route),
        schema.response as Record<string, Record<string, unknown>> | undefined,
      );
      return {
        url,
        schema: {
          ...schema,
          security: securityOf(app, { ...input.route, schema: input.schema }),
          ...(responses && { response: documentResponses(responses) }),
        },
      };
    },
  });

  const readDocument = createDocumentCache(() => app.swagger());
  app.get(
    '/api/openapi.json',
    // Already compressed: the compression plugin leaves it alone.
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const { etag, bodies } = await readDocument();
      reply
        .header('cache-control', 'public, max-age=300')
        .header('etag', etag)
        .header('vary', 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(bodies[encoding]);
    },
  );
});
