import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  supportMessageCreatedSchema,
  supportMessageInputSchema,
} from '../../../common/features/support/support.contract';
import { SUPPORT_RATE_LIMIT } from '../../../common/limits';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { submitSupportMessage } from './support.service';

/** `POST /api/support`: the contact form of `/support`, stored for the team (5 per hour per IP). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/support',
    {
      config: { idempotent: true },
      bodyLimit: 32 * 1024,
      schema: {
        summary: 'Send a message to the support team',
        operationId: 'sendSupportMessage',
        tags: ['support'],
        security: optionalViewerSecurity,
        body: supportMessageInputSchema,
        response: { 201: supportMessageCreatedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(
        `support:${request.ip}`,
        SUPPORT_RATE_LIMIT,
        'You have sent several messages already. Please try again in an hour.',
      );
      const created = await submitSupportMessage(
        app.database.db,
        request.body,
        request.viewer?.userId ?? null,
      );
      return reply.status(201).send(created);
    },
  );
};
