import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redirectQuerySchema, signupBodySchema } from '../../../common/features/auth/auth.contract';
import type { AuthContext } from './auth-context';
import { consumeIpLimit, requestInfo } from './auth-request';
import { isAnonymousSignUp, signUp, signUpAnonymously } from './signup.service';

/** `POST /signup` (reference §7), and anonymous sign-ins when the site allows them. */
export function signupRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/signup',
      { schema: { body: signupBodySchema, querystring: redirectQuerySchema } },
      async (request) => {
        if (isAnonymousSignUp(request.body) && ctx.config.auth.isAnonymousSignInEnabled) {
          await consumeIpLimit(ctx, request, 'anonymous');
          return signUpAnonymously(ctx, request.body, requestInfo(request));
        }
        await consumeIpLimit(ctx, request, 'otp');
        return signUp(ctx, request.body, request.query.redirect_to, requestInfo(request));
      },
    );
  };
}
