import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  HIGHLIGHTS_CACHE_SECONDS,
  highlightsQuerySchema,
  postHighlightsSchema,
} from '../../../common/features/posts/posts.contract';
import type { HighlightsCache } from './highlights.service';

/**
 * `GET /api/posts/highlights`: recent public posts (photos first, most liked and commented),
 * the same for visitors and members, cached in memory and by browsers and proxies.
 */
export const highlightsRoutes: FastifyPluginAsyncZod<{ highlights: HighlightsCache }> = async (
  app,
  { highlights: cache },
) => {
  app.get(
    '/api/posts/highlights',
    {
      schema: {
        summary: 'List recent community highlights for the public home page',
        operationId: 'listHighlights',
        tags: ['posts'],
        querystring: highlightsQuerySchema,
        response: { 200: postHighlightsSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${HIGHLIGHTS_CACHE_SECONDS}`);
      return cache.get(request.query.limit);
    },
  );
};
