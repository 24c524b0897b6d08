import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  contestEntryInputSchema,
  contestEntrySchema,
  contestIdParamsSchema,
  contestPageSchema,
  contestPhotoChoicesSchema,
  contestSchema,
  contestsListQuerySchema,
  contestVoteInputSchema,
  contestVoteSchema,
  createContestInputSchema,
  updateContestInputSchema,
} from '../../../common/features/contests/contests.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { enterContest, listContestPhotoChoices, withdrawEntry } from './contest-entries.service';
import { castVote, removeVote } from './contest-votes.service';
import {
  createContest,
  deleteContest,
  getContest,
  listContests,
  updateContest,
} from './contests.service';

/** A contest's texts are at most about 6,000 characters: 64 KB leaves room for JSON escapes. */
const CONTEST_BODY_LIMIT = 64 * 1024;

const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
} as const;

/**
 * Photo contests (issue 14, `/contests`). Reading is public (a block hides each member's entry
 * from the other); staff create, edit and delete contests; members enter and vote in the
 * contest's periods. Answers depend on the viewer and the time, so none is shared by caches.
 */
export const contestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['contests'];
  const viewerId = (request: { viewer: { userId: string } | null }) =>
    request.viewer?.userId ?? null;
  const write = () => ({ db, rateLimiter: app.rateLimiter, now: app.clock.now() });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
  });

  app.get(
    '/api/contests',
    {
      schema: {
        summary: 'List photo contests: open for entries, voting, upcoming, or the past gallery',
        operationId: 'listContests',
        tags,
        security: optionalViewerSecurity,
        querystring: contestsListQuerySchema,
        response: { 200: contestPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listContests(db, viewerId(request), request.query, app.clock.now()),
  );

  app.post(
    '/api/contests',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: CONTEST_BODY_LIMIT,
      schema: {
        summary: 'Create a photo contest (staff)',
        operationId: 'createContest',
        tags,
        body: createContestInputSchema,
        response: {
          201: contestSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const contest = await createContest(write(), request.viewer!.userId, request.body);
      return reply.status(201).send(contest);
    },
  );

  app.get(
    '/api/contests/photo-choices',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Your own photos an entry may use, newest first',
        operationId: 'listContestPhotoChoices',
        tags,
        response: { 200: contestPhotoChoicesSchema, 401: errorBodySchema },
      },
    },
    async (request) => listContestPhotoChoices(db, request.viewer!.userId),
  );

  app.get(
    '/api/contests/:id',
    {
      schema: {
        summary: 'Get a photo contest with its entries (vote counts once voting has ended)',
        operationId: 'getContest',
        tags,
        security: optionalViewerSecurity,
        params: contestIdParamsSchema,
        response: { 200: contestSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getContest(db, viewerId(request), request.params.id, app.clock.now()),
  );

  app.patch(
    '/api/contests/:id',
    {
      preHandler: app.requireViewer,
      bodyLimit: CONTEST_BODY_LIMIT,
      schema: {
        summary: 'Edit a photo contest (staff)',
        operationId: 'updateContest',
        tags,
        params: contestIdParamsSchema,
        body: updateContestInputSchema,
        response: {
          200: contestSchema,
          ...writeErrors,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) =>
      updateContest(write(), request.viewer!.userId, request.params.id, request.body),
  );

  app.delete(
    '/api/contests/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete a photo contest with its entries and votes (staff)',
        operationId: 'deleteContest',
        tags,
        params: contestIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteContest(write(), request.viewer!.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/contests/:id/entry',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Enter one of your photos, or replace your entry, while entries are open',
        operationId: 'enterContest',
        tags,
        params: contestIdParamsSchema,
        body: contestEntryInputSchema,
        response: {
          200: contestEntrySchema,
          201: contestEntrySchema,
          ...writeErrors,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { entry, isNew } = await enterContest(
        write(),
        request.viewer!.userId,
        request.params.id,
        request.body,
      );
      return reply.status(isNew ? 201 : 200).send(entry);
    },
  );

  app.delete(
    '/api/contests/:id/entry',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Withdraw your entry while entries are open',
        operationId: 'withdrawContestEntry',
        tags,
        params: contestIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await withdrawEntry(write(), request.viewer!.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/contests/:id/vote',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Vote for an entry (not your own), or move your vote, while voting is open',
        operationId: 'voteInContest',
        tags,
        params: contestIdParamsSchema,
        body: contestVoteInputSchema,
        response: { 200: contestVoteSchema, ...writeErrors },
      },
    },
    async (request) =>
      castVote(write(), request.viewer!.userId, request.params.id, request.body.entryId),
  );

  app.delete(
    '/api/contests/:id/vote',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Take back your vote while voting is open',
        operationId: 'removeContestVote',
        tags,
        params: contestIdParamsSchema,
        response: { 200: contestVoteSchema, ...writeErrors },
      },
    },
    async (request) => removeVote(write(), request.viewer!.userId, request.params.id),
  );
};
