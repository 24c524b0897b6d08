import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redirectQuerySchema, signupBodySchema } from '../../../common/features/auth/auth.contract';
import type { AuthContext } from './auth-context';
import { consumeIpLimit, requestInfo } from './auth-request';
import { signUp } from './signup.service';

/** `POST /signup` (reference §7). */
export function signupRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/signup',
      { schema: { body: signupBodySchema, querystring: redirectQuerySchema } },
      async (request) => {
        await consumeIpLimit(ctx, request, 'otp');
        return signUp(ctx, request.body, request.query.redirect_to, requestInfo(request));
      },
    );
  };
}
