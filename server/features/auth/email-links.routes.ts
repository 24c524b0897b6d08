import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  otpBodySchema,
  recoverBodySchema,
  redirectQuerySchema,
  resendBodySchema,
  verifyBodySchema,
  verifyQuerySchema,
} from '../../../common/features/auth/auth.contract';
import type { AuthContext } from './auth-context';
import { authenticate } from './auth-guard';
import { consumeIpLimit, requestInfo } from './auth-request';
import { sendMagicLink } from './otp.service';
import { sendReauthenticationNonce } from './reauthenticate.service';
import { requestPasswordRecovery } from './recover.service';
import { resendLink } from './resend.service';
import { verifyEmailLink } from './verify-link.service';
import { linkRedirect } from './verify-redirect';
import { verifyOtp } from './verify.service';

/** Email-link flows: `/recover`, `/verify`, `/resend`, `/otp`, `/reauthenticate` (reference §7, §8). */
export function emailLinksRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const withRedirect = { querystring: redirectQuerySchema };

    app.post(
      '/recover',
      { schema: { body: recoverBodySchema, ...withRedirect } },
      async (request) => {
        await consumeIpLimit(ctx, request, 'otp');
        return requestPasswordRecovery(ctx, request.body, linkRedirect(ctx, request));
      },
    );

    app.post('/otp', { schema: { body: otpBodySchema, ...withRedirect } }, async (request) => {
      await consumeIpLimit(ctx, request, 'otp');
      return sendMagicLink(ctx, request.body, linkRedirect(ctx, request));
    });

    app.post(
      '/resend',
      { schema: { body: resendBodySchema, ...withRedirect } },
      async (request) => {
        await consumeIpLimit(ctx, request, 'otp');
        return resendLink(ctx, request.body, linkRedirect(ctx, request));
      },
    );

    app.get('/verify', { schema: { querystring: verifyQuerySchema } }, async (request, reply) => {
      await consumeIpLimit(ctx, request, 'verify');
      const location = await verifyEmailLink(
        ctx,
        request.query,
        linkRedirect(ctx, request),
        requestInfo(request),
      );
      return reply.redirect(location, 303);
    });

    app.post('/verify', { schema: { body: verifyBodySchema } }, async (request) => {
      await consumeIpLimit(ctx, request, 'verify');
      return verifyOtp(ctx, request.body, requestInfo(request));
    });

    app.get('/reauthenticate', async (request) => {
      const auth = await authenticate(ctx, request);
      return sendReauthenticationNonce(ctx, auth);
    });
  };
}
