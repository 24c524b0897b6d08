import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorizeQuerySchema as authorizeQuery,
  callbackQuerySchema as callbackQuery,
  identityParamsSchema,
} from '../../../../common/features/auth/auth.contract';
import type { AuthContext } from '../auth-context';
import { AuthError } from '../auth-error';
import { authenticate } from '../auth-guard';
import { requestInfo } from '../auth-request';
import { linkRedirect } from '../verify-redirect';
import { manualLinkingDisabled, unlinkIdentity } from './identities.service';
import {
  buildAuthorizeUrl,
  completeOAuthCallback,
  type AuthorizeRequest,
} from './oauth-flow.service';

/**
 * OAuth sign-in (reference §7): `GET /authorize` sends the browser to the provider, `GET
 * /callback` finishes there; `GET /user/identities/authorize` and `DELETE
 * /user/identities/{id}` link and unlink identities when manual linking is switched on.
 * Providers are switched on by environment (`AUTH_EXTERNAL_<PROVIDER>_CLIENT_ID` and `_SECRET`).
 */
export function oauthRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  /** What an authorize request asks for, its return address checked against the site. */
  const authorizeRequest = (
    request: FastifyRequest,
    query: z.infer<typeof authorizeQuery>,
  ): AuthorizeRequest => ({
    provider: query.provider,
    redirectTo: linkRedirect(ctx, request),
    scopes: query.scopes,
    codeChallenge: query.code_challenge,
    codeChallengeMethod: query.code_challenge_method,
  });

  return async (app) => {
    app.get('/authorize', { schema: { querystring: authorizeQuery } }, async (request, reply) => {
      const url = await buildAuthorizeUrl(ctx, authorizeRequest(request, request.query));
      if (request.query.skip_http_redirect === 'true') return { url };
      return reply.redirect(url, 302);
    });

    app.get('/callback', { schema: { querystring: callbackQuery } }, async (request, reply) => {
      const { query } = request;
      const target = await completeOAuthCallback(
        ctx,
        {
          code: query.code,
          state: query.state,
          error: query.error,
          errorDescription: query.error_description,
        },
        requestInfo(request),
      );
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    });

    app.get(
      '/user/identities/authorize',
      { schema: { querystring: authorizeQuery } },
      async (request, reply) => {
        const { user } = await authenticate(ctx, request);
        if (!ctx.config.auth.isManualLinkingEnabled) throw manualLinkingDisabled();
        const url = await buildAuthorizeUrl(ctx, {
          ...authorizeRequest(request, request.query),
          linkingTargetId: user.id,
        });
        if (request.query.skip_http_redirect === 'false') return reply.redirect(url, 302);
        return { url };
      },
    );

    app.delete(
      '/user/identities/:identityId',
      { schema: { params: identityParamsSchema } },
      async (request) => {
        // GoTrue's order: the token, manual linking, then the id.
        const { user } = await authenticate(ctx, request);
        if (!ctx.config.auth.isManualLinkingEnabled) throw manualLinkingDisabled();
        if (!z.uuid().safeParse(request.params.identityId).success) {
          throw new AuthError(404, 'validation_failed', 'identity_id must be an UUID');
        }
        await unlinkIdentity(ctx, user.id, request.params.identityId);
        return {};
      },
    );
  };
}
