import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  searchQuerySchema,
  searchResponseSchema,
} from '../../../common/features/search/search.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { search } from './search.service';

/**
 * `GET /api/search?q=&type=posts|people|groups|reviews&cursor=&limit=`: public, like the
 * posts, profiles, groups and reviews it finds. A blank `q` is refused with 400 (spec §5: empty text is ignored).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/search',
    {
      schema: {
        summary: 'Search posts, people, groups or reviews',
        operationId: 'search',
        tags: ['search'],
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorBodySchema },
        security: optionalViewerSecurity,
      },
    },
    async (request, reply) => {
      // Posts and reviews are found as the viewer may see them (private groups, blocks): never shared.
      reply.header('cache-control', 'private, no-cache');
      return search(db, request.query, request.viewer?.userId ?? null);
    },
  );
};
