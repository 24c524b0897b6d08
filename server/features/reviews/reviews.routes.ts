import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  catalogueCountsSchema,
  catalogueItemSchema,
  catalogueListQuerySchema,
  cataloguePageSchema,
  catalogueSlugParamsSchema,
  createCatalogueItemInputSchema,
  createReviewInputSchema,
  profileReviewsParamsSchema,
  recentReviewsQuerySchema,
  reviewHelpfulSchema,
  reviewIdParamsSchema,
  reviewPageSchema,
  reviewSchema,
  subjectReviewsQuerySchema,
  updateReviewInputSchema,
} from '../../../common/features/reviews/reviews.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import type { CatalogueCountsCache } from '../../../common/features/reviews/catalogue-counts';
import {
  createCatalogueItem,
  createReview,
  deleteReview,
  getCatalogueItem,
  getReview,
  listCatalogue,
  listProfileReviews,
  listRecent,
  listSubjectReviews,
  setHelpfulVote,
  updateReview,
} from './reviews.service';

/** A review is at most 5,000 characters and a title: 64 KB leaves room for JSON escapes. */
const REVIEW_BODY_LIMIT = 64 * 1024;

const readErrors = { 400: errorBodySchema, 404: errorBodySchema } as const;
const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/**
 * The catalogue of things to review and the reviews (issue 13). Reading is public (a block
 * hides the reviews of the member on the other side); writing is for members, adding catalogue
 * entries for staff. Answers depend on the viewer (their own review, votes, blocks), so none is
 * shared by caches.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{
  /** The process's catalogue counts, shared with the server-rendered home page. */
  catalogueCounts: CatalogueCountsCache;
}> = async (app, options) => {
  const { db } = app.database;
  const tags = ['reviews'];
  const viewerId = (request: { viewer: { userId: string } | null }) =>
    request.viewer?.userId ?? null;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
  });

  app.get(
    '/api/catalogue',
    {
      schema: {
        summary:
          'Browse what can be reviewed: search, filter by kind and park, sort by reviews or rating',
        operationId: 'listCatalogue',
        tags,
        security: optionalViewerSecurity,
        querystring: catalogueListQuerySchema,
        response: { 200: cataloguePageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listCatalogue(db, viewerId(request), request.query),
  );

  app.get(
    '/api/catalogue/counts',
    {
      schema: {
        summary: 'Count the attractions, restaurants, hotels and parks members can review',
        operationId: 'countCatalogue',
        tags,
        response: { 200: catalogueCountsSchema },
      },
    },
    async () => options.catalogueCounts.get(),
  );

  app.post(
    '/api/catalogue',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: REVIEW_BODY_LIMIT,
      schema: {
        summary: 'Add something to review (staff)',
        operationId: 'createCatalogueItem',
        tags,
        body: createCatalogueItemInputSchema,
        response: {
          201: catalogueItemSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const item = await createCatalogueItem(db, request.viewer!.userId, request.body);
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/api/catalogue/:slug',
    {
      schema: {
        summary: "Get an entry's facts, average rating, review count and distribution of stars",
        operationId: 'getCatalogueItem',
        tags,
        security: optionalViewerSecurity,
        params: catalogueSlugParamsSchema,
        response: { 200: catalogueItemSchema, ...readErrors },
      },
    },
    async (request) => getCatalogueItem(db, viewerId(request), request.params.slug),
  );

  app.get(
    '/api/catalogue/:slug/reviews',
    {
      schema: {
        summary:
          "List an entry's reviews: most helpful, newest, highest or lowest; by stars, party",
        operationId: 'listSubjectReviews',
        tags,
        security: optionalViewerSecurity,
        params: catalogueSlugParamsSchema,
        querystring: subjectReviewsQuerySchema,
        response: { 200: reviewPageSchema, ...readErrors },
      },
    },
    async (request) =>
      listSubjectReviews(db, viewerId(request), request.params.slug, request.query),
  );

  app.post(
    '/api/catalogue/:slug/reviews',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: REVIEW_BODY_LIMIT,
      schema: {
        summary: 'Review an entry (one review per member: edit yours instead of writing another)',
        operationId: 'createReview',
        tags,
        params: catalogueSlugParamsSchema,
        body: createReviewInputSchema,
        response: {
          201: reviewSchema,
          ...writeErrors,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const review = await createReview(
        { db, rateLimiter: app.rateLimiter, now: app.clock.now() },
        request.viewer!.userId,
        request.params.slug,
        request.body,
      );
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/api/reviews',
    {
      schema: {
        summary: 'The newest reviews of everything, newest first',
        operationId: 'listRecentReviews',
        tags,
        security: optionalViewerSecurity,
        querystring: recentReviewsQuerySchema,
        response: { 200: reviewPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listRecent(db, viewerId(request), request.query),
  );

  app.get(
    '/api/reviews/:id',
    {
      schema: {
        summary: 'Get a review',
        operationId: 'getReview',
        tags,
        security: optionalViewerSecurity,
        params: reviewIdParamsSchema,
        response: { 200: reviewSchema, ...readErrors },
      },
    },
    async (request) => getReview(db, viewerId(request), request.params.id),
  );

  app.patch(
    '/api/reviews/:id',
    {
      preHandler: app.requireViewer,
      bodyLimit: REVIEW_BODY_LIMIT,
      schema: {
        summary: 'Edit your review',
        operationId: 'updateReview',
        tags,
        params: reviewIdParamsSchema,
        body: updateReviewInputSchema,
        response: { 200: reviewSchema, ...writeErrors, 413: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) =>
      updateReview(db, request.viewer!.userId, request.params.id, request.body, app.clock.now()),
  );

  app.delete(
    '/api/reviews/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete your review (staff may delete any)',
        operationId: 'deleteReview',
        tags,
        params: reviewIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteReview(db, request.viewer!.userId, request.params.id, app.clock.now());
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/reviews/:id/helpful',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: "Mark someone else's review as helpful",
        operationId: 'markReviewHelpful',
        tags,
        params: reviewIdParamsSchema,
        response: { 200: reviewHelpfulSchema, ...writeErrors },
      },
    },
    async (request) => setHelpfulVote(db, request.viewer!.userId, request.params.id, true),
  );

  app.delete(
    '/api/reviews/:id/helpful',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Take back your helpful vote',
        operationId: 'unmarkReviewHelpful',
        tags,
        params: reviewIdParamsSchema,
        response: { 200: reviewHelpfulSchema, ...writeErrors },
      },
    },
    async (request) => setHelpfulVote(db, request.viewer!.userId, request.params.id, false),
  );

  app.get(
    '/api/profiles/:id/reviews',
    {
      schema: {
        summary: "A member's reviews, newest first",
        operationId: 'listProfileReviews',
        tags,
        security: optionalViewerSecurity,
        params: profileReviewsParamsSchema,
        querystring: recentReviewsQuerySchema,
        response: { 200: reviewPageSchema, ...readErrors },
      },
    },
    async (request) => listProfileReviews(db, viewerId(request), request.params.id, request.query),
  );
};
