import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  INVALID_CREDENTIALS_MESSAGE,
  SUSPENSION_NOT_FOUND_MESSAGE,
  suspensionNoticeInputSchema,
  suspensionNoticeSchema,
} from '../../../common/features/moderation/suspension-notice.contract';
import type { AppConfig } from '../../config';
import { AppError, notFound } from '../../lib/app-error';
import { AuthError } from '../auth/auth-error';
import { checkPassword } from '../auth/sign-in.service';
import { readSuspensionNotice } from './suspension-notice.service';

/** An email and a password are a few hundred bytes. */
const NOTICE_BODY_LIMIT = 4 * 1024;

/**
 * `POST /api/suspension-notice` (issue 28): a member whose sign-in answered `user_banned` learns
 * the reason and the end of their suspension. The email and password are judged as a sign-in is,
 * under the same limit (a wrong password counts as a failed sign-in), so the notice tells nothing
 * to someone who does not hold the password; answers are never cached.
 */
export const suspensionNoticeRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  options,
) => {
  const { db } = app.database;
  app.post(
    '/api/suspension-notice',
    {
      bodyLimit: NOTICE_BODY_LIMIT,
      schema: {
        summary: "A suspended member's notice: the reason and until when (email and password)",
        operationId: 'getSuspensionNotice',
        tags: ['moderation'],
        body: suspensionNoticeInputSchema,
        response: {
          200: suspensionNoticeSchema,
          ...Object.fromEntries([400, 404, 429].map((s) => [s, errorBodySchema])),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ctx = { db, config: options.config, rateLimiter: app.rateLimiter, clock: app.clock };
      let userId: string;
      try {
        userId = (await checkPassword(ctx, request.body.email, request.body.password)).id;
      } catch (err) {
        if (!(err instanceof AuthError)) throw err;
        if (err.statusCode === 429) {
          throw new AppError('rate_limited', err.message, err.headers);
        }
        throw new AppError('bad_request', INVALID_CREDENTIALS_MESSAGE);
      }
      const notice = await readSuspensionNotice(db, userId, app.clock.now());
      if (!notice) throw notFound(SUSPENSION_NOT_FOUND_MESSAGE);
      return notice;
    },
  );
};
