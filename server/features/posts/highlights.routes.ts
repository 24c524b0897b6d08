import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  HIGHLIGHTS_CACHE_SECONDS,
  highlightsQuerySchema,
  postHighlightsSchema,
} from '../../../common/features/posts/posts.contract';
import type { Database } from '../../db/client';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { hasBlocks, listHighlights, type HighlightsCache } from './highlights.service';

/**
 * `GET /api/posts/highlights`: recent public posts (photos first, most liked and commented),
 * the same for visitors and members, cached in memory and by browsers and proxies.
 */
export const highlightsRoutes: FastifyPluginAsyncZod<{
  highlights: HighlightsCache;
  db: Database;
}> = async (app, { highlights: cache, db }) => {
  app.get(
    '/api/posts/highlights',
    {
      schema: {
        summary: 'List recent community highlights for the public home page',
        operationId: 'listHighlights',
        tags: ['posts'],
        querystring: highlightsQuerySchema,
        response: { 200: postHighlightsSchema, 400: errorBodySchema },
        security: optionalViewerSecurity,
      },
    },
    async (request, reply) => {
      // A member in a block (either way) gets their own list, without the other's posts.
      const viewerId = request.viewer?.userId ?? null;
      if (viewerId && (await hasBlocks(db, viewerId))) {
        reply.header('cache-control', 'private, no-cache');
        return listHighlights(db, request.query.limit, app.clock.now(), viewerId);
      }
      reply.header('cache-control', `public, max-age=${HIGHLIGHTS_CACHE_SECONDS}`);
      return cache.get(request.query.limit);
    },
  );
};
