import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  FOLLOW_RATE_LIMIT,
  followListQuerySchema,
  followListSchema,
  followStateSchema,
} from '../../../common/features/follows/follows.contract';
import { profileIdParamsSchema } from '../../../common/features/profiles/profiles.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { listFollows, setFollowing } from './follows.service';

const changeSchema = {
  tags: ['follows'],
  params: profileIdParamsSchema,
  response: {
    200: followStateSchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
  },
};

const listSchema = {
  tags: ['follows'],
  security: optionalViewerSecurity,
  params: profileIdParamsSchema,
  querystring: followListQuerySchema,
  response: { 200: followListSchema, 400: errorBodySchema, 404: errorBodySchema },
};

/** The OpenAPI summary and operationId of each follow change. */
const changeDocs = {
  PUT: { summary: 'Follow a member', operationId: 'followProfile' },
  DELETE: { summary: 'Stop following a member', operationId: 'unfollowProfile' },
};

/** The OpenAPI summary and operationId of each follow list. */
const listDocs = {
  followers: { summary: "List a member's followers", operationId: 'listFollowers' },
  following: { summary: 'List the members a member follows', operationId: 'listFollowing' },
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
      schema: { ...changeSchema, ...changeDocs[method] },
      handler: async (request) => {
        const { userId } = request.viewer!;
        await limitChanges(userId);
        return setFollowing(app.database.db, userId, request.params.id, following);
      },
    });
  }

  for (const direction of ['followers', 'following'] as const) {
    const schema = { ...listSchema, ...listDocs[direction] };
    app.get(`/api/profiles/:id/${direction}`, { schema }, async (request, reply) => {
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
