import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, postPageSchema } from '../../../common/features/posts/posts.contract';
import { postRouteErrors } from './posts-route-errors';
import { listLikedPosts } from './liked-posts.service';

/** `GET /api/profiles/me/likes` (signed in): the posts you liked, newest like first. */
export const likedPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles/me/likes',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'List the posts you liked, newest like first',
        operationId: 'listLikedPosts',
        tags: ['posts'],
        querystring: pageQuerySchema,
        response: { 200: postPageSchema, ...postRouteErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listLikedPosts(app.database.db, request.viewer!.userId, request.query);
    },
  );
};
