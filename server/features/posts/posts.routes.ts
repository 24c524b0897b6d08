import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  createPostInputSchema,
  idParamsSchema,
  likeStateSchema,
  pageQuerySchema,
  POST_RATE_LIMIT,
  postPageSchema,
  postSchema,
  updatePostInputSchema,
} from '../../../common/features/posts/posts.contract';
import { commentsRoutes } from './comments.routes';
import { likePost, unlikePost } from './likes.service';
import {
  createPost,
  deletePost,
  getPost,
  listFeed,
  listProfilePosts,
  updatePost,
} from './posts.service';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { postRouteErrors } from './posts-route-errors';

const POST_BODY_LIMIT = 64 * 1024;

/** The OpenAPI summary and operationId of liking and unliking. */
const likeDocs = {
  PUT: { summary: 'Like a post', operationId: 'likePost' },
  DELETE: { summary: 'Take back your like of a post', operationId: 'unlikePost' },
};

/**
 * Serializer of the read routes' 200 answers (a post, a page of posts): `JSON.stringify` of
 * what the presenter built. `presentPost` writes each field of the contract by name from the
 * typed row, so the answer holds those fields only; checking and copying it again against the zod
 * schema, as the app's default serializer does, took twice as long as the stringify itself on a
 * feed page and made a copy of every post for the garbage collector. The schemas still describe
 * these answers in the API document, and the tests check the answers against them; other
 * statuses keep the default serializer.
 */
function presentedAnswer<Schema>(route: FastifyRouteSchemaDef<Schema>) {
  if (route.httpStatus === '200') return (data: unknown) => JSON.stringify(data);
  return serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
}

/**
 * Posts, the feed, a member's posts and likes (issue 5); comments in `comments.routes.ts`.
 * Reads of posts are public (deleted ones only for staff); writes need a signed-in member.
 */
export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const viewerId = (request: { viewer: { userId: string } | null }) =>
    request.viewer?.userId ?? null;

  app.post(
    '/api/posts',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        summary: 'Create a post',
        operationId: 'createPost',
        tags: ['posts'],
        body: createPostInputSchema,
        response: {
          201: postSchema,
          ...postRouteErrors,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { userId } = request.viewer!;
      await app.rateLimiter.consume(
        `posts:${userId}`,
        POST_RATE_LIMIT,
        'You have posted a lot in the last hour. Please try again later.',
      );
      const post = await createPost(db, userId, request.body);
      return reply.status(201).send(post);
    },
  );

  app.get(
    '/api/posts/:id',
    {
      serializerCompiler: presentedAnswer,
      schema: {
        summary: 'Get a post',
        operationId: 'getPost',
        tags: ['posts'],
        security: optionalViewerSecurity,
        params: idParamsSchema,
        response: { 200: postSchema, ...postRouteErrors },
      },
    },
    async (request) => getPost(db, viewerId(request), request.params.id),
  );

  app.patch(
    '/api/posts/:id',
    {
      preHandler: app.requireViewer,
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        summary: 'Edit your post',
        operationId: 'updatePost',
        tags: ['posts'],
        params: idParamsSchema,
        body: updatePostInputSchema,
        response: {
          200: postSchema,
          ...postRouteErrors,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) =>
      updatePost(db, request.viewer!.userId, request.params.id, request.body, app.clock.now()),
  );

  app.delete(
    '/api/posts/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete a post',
        operationId: 'deletePost',
        tags: ['posts'],
        params: idParamsSchema,
        response: { 204: z.null(), ...postRouteErrors },
      },
    },
    async (request, reply) => {
      await deletePost(db, request.viewer!.userId, request.params.id, app.clock.now());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/feed',
    {
      preHandler: app.requireViewer,
      serializerCompiler: presentedAnswer,
      schema: {
        summary: 'List the feed: posts of the members you follow, newest first',
        operationId: 'listFeed',
        tags: ['posts'],
        querystring: pageQuerySchema,
        response: { 200: postPageSchema, ...postRouteErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listFeed(db, request.viewer!.userId, request.query);
    },
  );

  app.get(
    '/api/profiles/:id/posts',
    {
      serializerCompiler: presentedAnswer,
      schema: {
        summary: "List a member's posts, newest first",
        operationId: 'listProfilePosts',
        tags: ['posts'],
        security: optionalViewerSecurity,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: postPageSchema, ...postRouteErrors },
      },
    },
    async (request) => listProfilePosts(db, viewerId(request), request.params.id, request.query),
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/posts/:id/like',
      preHandler: app.requireViewer,
      schema: {
        ...likeDocs[method],
        tags: ['posts'],
        params: idParamsSchema,
        response: {
          200: likeStateSchema,
          ...postRouteErrors,
          ...(method === 'PUT' ? { 429: errorBodySchema } : {}),
        },
      },
      handler: async (request) =>
        (method === 'PUT' ? likePost : unlikePost)(db, request.viewer!.userId, request.params.id),
    });
  }

  await app.register(commentsRoutes);
};
