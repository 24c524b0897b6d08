import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  logoutQuerySchema,
  redirectQuerySchema,
  userUpdateBodySchema,
} from '../../../common/features/auth/auth.contract';
import type { AuthContext } from './auth-context';
import { validationFailed } from './auth-error';
import { authenticate } from './auth-guard';
import { consumeIpLimit } from './auth-request';
import { endSessions } from './session-end.service';
import { loadPresentedUser } from './session.service';
import { updateCurrentUser } from './user.service';

/** `GET /user`, `PUT /user` and `POST /logout` (reference §7). */
export function userRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/user', async (request) => {
      const auth = await authenticate(ctx, request, { isAppTokenAllowed: true });
      return loadPresentedUser(ctx.db, auth.user);
    });

    app.put(
      '/user',
      { schema: { body: userUpdateBodySchema, querystring: redirectQuerySchema } },
      async (request) => {
        const auth = await authenticate(ctx, request);
        await consumeIpLimit(ctx, request, 'otp');
        return updateCurrentUser(ctx, auth, request.body, request.query.redirect_to);
      },
    );

    app.post('/logout', { schema: { querystring: logoutQuerySchema } }, async (request, reply) => {
      const scope = request.query.scope ?? 'global';
      if (!['global', 'local', 'others'].includes(scope)) {
        throw validationFailed(`Unsupported logout scope "${scope}"`);
      }
      const auth = await authenticate(ctx, request, { isAppTokenAllowed: true });
      const sessionId = auth.session?.id;
      const userId = auth.user.id;
      // A connected app signs out of its own session only, never the member's others.
      const isAppToken = auth.claims.client_id !== undefined;
      if (isAppToken) {
        if (sessionId) await endSessions(ctx, ctx.db, { sessionId });
      } else if (scope === 'local' && sessionId) await endSessions(ctx, ctx.db, { sessionId });
      else if (scope === 'others' && sessionId)
        await endSessions(ctx, ctx.db, { userId, exceptSessionId: sessionId });
      else await endSessions(ctx, ctx.db, { userId });
      return reply.status(204).send();
    });
  };
}
