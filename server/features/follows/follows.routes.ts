import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  FOLLOW_RATE_LIMIT,
  followListQuerySchema,
  followListSchema,
  followStateSchema,
} from '../../../common/features/follows/follows.contract';
import { profileIdParamsSchema } from '../../../common/features/profiles/profiles.contract';
import { listFollows, setFollowing } from './follows.service';

const changeSchema = {
  params: profileIdParamsSchema,
  response: {
    200: followStateSchema,
    401: errorBodySchema,
    404: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
  },
};

const listSchema = {
  params: profileIdParamsSchema,
  querystring: followListQuerySchema,
  response: { 200: followListSchema, 400: errorBodySchema, 404: errorBodySchema },
};

/**
 * `PUT|DELETE /api/profiles/{id}/follow` (signed in, idempotent, 120 changes an hour) and
 * `GET /api/profiles/{id}/followers|following` (anyone; cursor-paginated).
 */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitChanges = (userId: string) =>
    app.rateLimiter.consume(
      `follow:${userId}`,
      FOLLOW_RATE_LIMIT,
      'You have followed and unfollowed a lot of members. Please try again later.',
    );

  for (const [method, following] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/profiles/:id/follow',
      preHandler: app.requireViewer,
      schema: changeSchema,
      handler: async (request) => {
        const { userId } = request.viewer!;
        await limitChanges(userId);
        return setFollowing(app.database.db, userId, request.params.id, following);
      },
    });
  }

  for (const direction of ['followers', 'following'] as const) {
    app.get(`/api/profiles/:id/${direction}`, { schema: listSchema }, async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listFollows(
        app.database.db,
        direction,
        request.params.id,
        request.viewer?.userId ?? null,
        request.query,
      );
    });
  }
};
