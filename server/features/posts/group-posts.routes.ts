import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import { groupIdParamsSchema } from '../../../common/features/groups/groups.contract';
import { pageQuerySchema, postPageSchema } from '../../../common/features/posts/posts.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { listGroupPosts } from './posts.service';

/**
 * `GET /api/groups/{id}/posts`: a group's posts, newest first (a private group's for its members
 * only, 404 to anyone else). Served by the posts feature, which owns posts; the groups feature
 * answers who may post and see (issue 27: groups imports nothing of posts).
 */
export const groupPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/groups/:id/posts',
    {
      schema: {
        summary: "List a group's posts, newest first (members only when private)",
        operationId: 'listGroupPosts',
        tags: ['groups'],
        security: optionalViewerSecurity,
        params: groupIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: postPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      listGroupPosts(db, request.viewer?.userId ?? null, request.params.id, request.query),
  );
};
