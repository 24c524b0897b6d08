import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  createTipInputSchema,
  tipHelpfulSchema,
  tipIdParamsSchema,
  tipPageSchema,
  tipSchema,
  tipsListQuerySchema,
  updateTipInputSchema,
} from '../../../common/features/tips/tips.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { createTip, deleteTip, getTip, listTips, setHelpfulVote, updateTip } from './tips.service';

/** A tip is at most 1,000 characters: 16 KB leaves room for JSON escapes. */
const TIP_BODY_LIMIT = 16 * 1024;

const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/**
 * Member tips (issue 14, `/tips`). Reading is public (a block hides the tips of the member on
 * the other side); sharing, editing and helpful votes are for members, deleting for the author
 * or staff. Answers depend on the viewer, so none is shared by caches.
 */
export const tipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['tips'];
  const viewerId = (request: { viewer: { userId: string } | null }) =>
    request.viewer?.userId ?? null;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
  });

  app.get(
    '/api/tips',
    {
      schema: {
        summary: 'Browse member tips: filter by category and park; top this week, top, or new',
        operationId: 'listTips',
        tags,
        security: optionalViewerSecurity,
        querystring: tipsListQuerySchema,
        response: { 200: tipPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listTips(db, viewerId(request), request.query, app.clock.now()),
  );

  app.post(
    '/api/tips',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: TIP_BODY_LIMIT,
      schema: {
        summary: 'Share a tip (20 a day)',
        operationId: 'createTip',
        tags,
        body: createTipInputSchema,
        response: {
          201: tipSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const tip = await createTip(
        { db, rateLimiter: app.rateLimiter, now: app.clock.now() },
        request.viewer!.userId,
        request.body,
      );
      return reply.status(201).send(tip);
    },
  );

  app.get(
    '/api/tips/:id',
    {
      schema: {
        summary: 'Get a tip',
        operationId: 'getTip',
        tags,
        security: optionalViewerSecurity,
        params: tipIdParamsSchema,
        response: { 200: tipSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getTip(db, viewerId(request), request.params.id),
  );

  app.patch(
    '/api/tips/:id',
    {
      preHandler: app.requireViewer,
      bodyLimit: TIP_BODY_LIMIT,
      schema: {
        summary: 'Edit your tip',
        operationId: 'updateTip',
        tags,
        params: tipIdParamsSchema,
        body: updateTipInputSchema,
        response: { 200: tipSchema, ...writeErrors, 413: errorBodySchema },
      },
    },
    async (request) =>
      updateTip(db, request.viewer!.userId, request.params.id, request.body, app.clock.now()),
  );

  app.delete(
    '/api/tips/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete your tip (staff may delete any)',
        operationId: 'deleteTip',
        tags,
        params: tipIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteTip(db, request.viewer!.userId, request.params.id, app.clock.now());
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/tips/:id/helpful',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: "Mark someone else's tip as helpful",
        operationId: 'markTipHelpful',
        tags,
        params: tipIdParamsSchema,
        response: { 200: tipHelpfulSchema, ...writeErrors },
      },
    },
    async (request) => setHelpfulVote(db, request.viewer!.userId, request.params.id, true),
  );

  app.delete(
    '/api/tips/:id/helpful',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Take back your helpful vote on a tip',
        operationId: 'unmarkTipHelpful',
        tags,
        params: tipIdParamsSchema,
        response: { 200: tipHelpfulSchema, ...writeErrors },
      },
    },
    async (request) => setHelpfulVote(db, request.viewer!.userId, request.params.id, false),
  );
};
