import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  COMMENT_RATE_LIMIT,
  commentPageSchema,
  commentSchema,
  createCommentInputSchema,
  idParamsSchema,
  pageQuerySchema,
} from '../../../common/features/posts/posts.contract';
import { addComment, listComments, removeComment } from './comments.service';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { postRouteErrors } from './posts-route-errors';

/** Comments of a post: read by anyone who can see the post; written by signed-in members. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/posts/:id/comments',
    {
      schema: {
        summary: "List a post's comments, oldest first",
        operationId: 'listComments',
        tags: ['posts'],
        security: optionalViewerSecurity,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: commentPageSchema, ...postRouteErrors },
      },
    },
    async (request) =>
      listComments(db, request.viewer?.userId ?? null, request.params.id, request.query),
  );

  app.post(
    '/api/posts/:id/comments',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: 32 * 1024,
      schema: {
        summary: 'Comment on a post',
        operationId: 'createComment',
        tags: ['posts'],
        params: idParamsSchema,
        body: createCommentInputSchema,
        response: {
          201: commentSchema,
          ...postRouteErrors,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { userId } = request.viewer!;
      await app.rateLimiter.consume(
        `comments:${userId}`,
        COMMENT_RATE_LIMIT,
        'You have commented a lot in the last hour. Please try again later.',
      );
      const comment = await addComment(db, userId, request.params.id, request.body);
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/comments/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete a comment',
        operationId: 'deleteComment',
        tags: ['posts'],
        params: idParamsSchema,
        response: { 204: z.null(), ...postRouteErrors },
      },
    },
    async (request, reply) => {
      await removeComment(db, request.viewer!.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
