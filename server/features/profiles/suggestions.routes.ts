import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  suggestionListSchema,
  suggestionsQuerySchema,
} from '../../../common/features/profiles/suggestions.contract';
import { listSuggestions } from './suggestions.service';

/** `GET /api/profiles/suggestions?limit=` (signed in): members to follow, best match first. */
export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles/suggestions',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Suggest members to follow',
        operationId: 'listFollowSuggestions',
        tags: ['profiles'],
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listSuggestions(
        app.database.db,
        request.viewer!.userId,
        request.query.limit,
        app.clock.now(),
      );
    },
  );
};
