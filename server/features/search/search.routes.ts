import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  searchCountsQuerySchema,
  searchCountsResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '../../../common/features/search/search.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { countSearchResults, search } from './search.service';

/**
 * `GET /api/search?q=&type=&cursor=&limit=`: public, like the posts, profiles, groups, reviews,
 * checklists, tips, events, contests, creators and guide pages it finds (issue 28).
 * `GET /api/search/counts?q=`: how many results each type has, capped. A blank `q` is refused with 400 (spec §5: empty text is ignored).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/search',
    {
      schema: {
        summary:
          'Search posts, people, groups, reviews, checklists, tips, events, contests, creators or guides',
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
  app.get(
    '/api/search/counts',
    {
      schema: {
        summary: 'Count the results of a search, by type',
        description: `Each type's count is capped: a count equal to \`capped\` means that many or more.`,
        operationId: 'searchCounts',
        tags: ['search'],
        querystring: searchCountsQuerySchema,
        response: { 200: searchCountsResponseSchema, 400: errorBodySchema },
        security: optionalViewerSecurity,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return countSearchResults(db, request.query.q, request.viewer?.userId ?? null);
    },
  );
};
