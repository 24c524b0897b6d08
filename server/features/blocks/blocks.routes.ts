import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  BLOCK_LIMIT_MESSAGE,
  BLOCK_RATE_LIMIT,
  blockListQuerySchema,
  blockListSchema,
  blockStateSchema,
} from '../../../common/features/blocks/blocks.contract';
import { profileIdParamsSchema } from '../../../common/features/profiles/profiles.contract';
import { listBlocks, setBlocked } from './blocks.service';

/** The OpenAPI summary and operationId of each block change. */
const changeDocs = {
  PUT: { summary: 'Block a member', operationId: 'blockProfile' },
  DELETE: { summary: 'Unblock a member', operationId: 'unblockProfile' },
};

/**
 * `PUT|DELETE /api/profiles/{id}/block` (signed in, idempotent, 120 changes an hour) and
 * `GET /api/profiles/me/blocks` (the members you blocked, cursor-paginated; yours only).
 */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [method, blocked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/profiles/:id/block',
      preHandler: app.requireViewer,
      schema: {
        ...changeDocs[method],
        tags: ['blocks'],
        params: profileIdParamsSchema,
        response: {
          200: blockStateSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
      handler: async (request, reply) => {
        const { userId } = request.viewer!;
        await app.rateLimiter.consume(`block:${userId}`, BLOCK_RATE_LIMIT, BLOCK_LIMIT_MESSAGE);
        reply.header('cache-control', 'private, no-store');
        return setBlocked(app.database.db, userId, request.params.id, blocked);
      },
    });
  }

  app.get(
    '/api/profiles/me/blocks',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'List the members you blocked',
        operationId: 'listBlockedMembers',
        tags: ['blocks'],
        querystring: blockListQuerySchema,
        response: { 200: blockListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listBlocks(app.database.db, request.viewer!.userId, request.query);
    },
  );
};
