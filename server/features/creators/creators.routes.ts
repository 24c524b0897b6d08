import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  creatorIdParamsSchema,
  creatorListingSchema,
  creatorPageSchema,
  creatorPortfolioInputSchema,
  creatorProfileInputSchema,
  creatorSchema,
  creatorsListQuerySchema,
  ownCreatorSchema,
} from '../../../common/features/creators/creators.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import {
  deleteOwnCreator,
  getCreator,
  getCreatorListing,
  getOwnCreator,
  listCreators,
  saveOwnCreator,
  setOwnPortfolio,
  setVerified,
} from './creators.service';

/** A creator profile is a few thousand characters at most: 32 KB leaves room for escapes. */
const CREATOR_BODY_LIMIT = 32 * 1024;

const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/**
 * The creator directories (issue 14: photographers, vloggers, influencers, trip planners).
 * Reading listed creators is public (a block hides them either way; opted-out, deleted and
 * suspended members are not listed); a member opts in, changes and opts out of their own
 * listing and portfolio; admins grant and revoke the verified badge. Answers depend on the
 * viewer, so none is shared by caches.
 */
export const creatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['creators'];
  const viewerId = (request: { viewer: { userId: string } | null }) =>
    request.viewer?.userId ?? null;
  const writeContext = () => ({ db, rateLimiter: app.rateLimiter, now: app.clock.now() });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
  });

  app.get(
    '/api/creators',
    {
      schema: {
        summary: 'Browse a creator directory: search, filter by park and language, sort',
        operationId: 'listCreators',
        tags,
        security: optionalViewerSecurity,
        querystring: creatorsListQuerySchema,
        response: { 200: creatorPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listCreators(db, viewerId(request), request.query, app.clock.now()),
  );

  app.get(
    '/api/creators/me',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Your creator profile (null until you opt in)',
        operationId: 'getOwnCreator',
        tags,
        response: { 200: ownCreatorSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => getOwnCreator(db, request.viewer!.userId, app.clock.now()),
  );

  app.put(
    '/api/creators/me',
    {
      preHandler: app.requireViewer,
      bodyLimit: CREATOR_BODY_LIMIT,
      schema: {
        summary: 'Opt in to the creator directories, or change your creator profile',
        operationId: 'saveOwnCreator',
        tags,
        body: creatorProfileInputSchema,
        response: {
          200: ownCreatorSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => saveOwnCreator(writeContext(), request.viewer!.userId, request.body),
  );

  app.delete(
    '/api/creators/me',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Opt out: your listing leaves every directory at once',
        operationId: 'deleteOwnCreator',
        tags,
        response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteOwnCreator(db, request.viewer!.userId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/creators/me/portfolio',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Set your portfolio: up to 12 of your own uploaded photos, in order',
        operationId: 'setOwnCreatorPortfolio',
        tags,
        body: creatorPortfolioInputSchema,
        response: {
          200: ownCreatorSchema,
          ...writeErrors,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => setOwnPortfolio(writeContext(), request.viewer!.userId, request.body),
  );

  app.get(
    '/api/creators/:id',
    {
      schema: {
        summary: 'Get a listed creator',
        operationId: 'getCreator',
        tags,
        security: optionalViewerSecurity,
        params: creatorIdParamsSchema,
        response: { 200: creatorSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getCreator(db, viewerId(request), request.params.id, app.clock.now()),
  );

  app.get(
    '/api/creators/:id/listing',
    {
      schema: {
        summary: "A member's listing for their profile page (null when not listed)",
        operationId: 'getCreatorListing',
        tags,
        security: optionalViewerSecurity,
        params: creatorIdParamsSchema,
        response: { 200: creatorListingSchema, 400: errorBodySchema },
      },
    },
    async (request) => getCreatorListing(db, viewerId(request), request.params.id, app.clock.now()),
  );

  app.put(
    '/api/creators/:id/verified',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Grant the verified badge (admins)',
        operationId: 'verifyCreator',
        tags,
        params: creatorIdParamsSchema,
        response: { 200: creatorSchema, ...writeErrors },
      },
    },
    async (request) =>
      setVerified(db, request.viewer!.userId, request.params.id, true, app.clock.now()),
  );

  app.delete(
    '/api/creators/:id/verified',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Revoke the verified badge (admins)',
        operationId: 'unverifyCreator',
        tags,
        params: creatorIdParamsSchema,
        response: { 200: creatorSchema, ...writeErrors },
      },
    },
    async (request) =>
      setVerified(db, request.viewer!.userId, request.params.id, false, app.clock.now()),
  );
};
