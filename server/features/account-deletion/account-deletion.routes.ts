import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  accountDeletionInputSchema,
  accountDeletionSchema,
} from '../../../common/features/account-deletion/account-deletion.contract';
import type { SessionGate } from '../auth/session-gate';
import {
  cancelOwnAccountDeletion,
  closeOwnAccount,
  readOwnAccountDeletion,
} from './account-deletion.service';

/**
 * "Delete my account" (issue 27), the signed-in member's own account only (no id in the path):
 * `POST /api/me/account-deletion` closes it (re-authenticated; every session ends),
 * `GET /api/me/account-deletion` reads the pending closure, `DELETE /api/me/account-deletion`
 * cancels it during the grace period.
 */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ sessionGate: SessionGate }> = async (
  app,
  { sessionGate },
) => {
  const { db } = app.database;
  const tags = ['account-deletion'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/me/account-deletion',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete your account: closed now (signed out everywhere), erased after 30 days',
        operationId: 'requestAccountDeletion',
        tags,
        body: accountDeletionInputSchema,
        response: {
          201: accountDeletionSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const closure = await closeOwnAccount(
        { db, sessionGate, now: app.clock.now() },
        request.viewer!,
        request.body.password,
      );
      return reply.code(201).send(closure);
    },
  );

  app.get(
    '/api/me/account-deletion',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Your pending account deletion: when you asked and when it will be erased',
        operationId: 'getAccountDeletion',
        tags,
        response: {
          200: accountDeletionSchema.nullable(),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => readOwnAccountDeletion(db, request.viewer!.userId),
  );

  app.delete(
    '/api/me/account-deletion',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Cancel your account deletion during the grace period',
        operationId: 'cancelAccountDeletion',
        tags,
        response: {
          204: z.null(),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await cancelOwnAccountDeletion({ db, now: app.clock.now() }, request.viewer!.userId);
      return reply.code(204).send(null);
    },
  );
};
