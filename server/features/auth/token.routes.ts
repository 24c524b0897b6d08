import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordGrantBodySchema,
  pkceGrantBodySchema,
  idTokenGrantBodySchema,
  refreshGrantBodySchema,
  tokenQuerySchema,
} from '../../../common/features/auth/auth.contract';
import type { AuthContext } from './auth-context';
import { AuthError } from './auth-error';
import { consumeIpLimit, requestInfo } from './auth-request';
import { signInWithIdToken } from './oauth/id-token.service';
import { refreshSession } from './session.service';
import { exchangeAuthCode, signInWithPassword } from './sign-in.service';

/**
 * `POST /token?grant_type=password|refresh_token|pkce|id_token|web3` (reference §7); id_token signs in
 * with an enabled OpenID provider's ID token; web3 sign-in is not offered (GoTrue's disabled code).
 */
export function tokenRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/token', { schema: { querystring: tokenQuerySchema } }, async (request) => {
      await consumeIpLimit(ctx, request, 'token');
      const body: unknown = request.body ?? {};
      switch (request.query.grant_type) {
        case 'password':
          return signInWithPassword(ctx, passwordGrantBodySchema.parse(body), requestInfo(request));
        case 'refresh_token':
          return refreshSession(ctx, refreshGrantBodySchema.parse(body).refresh_token);
        case 'pkce':
          return exchangeAuthCode(ctx, pkceGrantBodySchema.parse(body), requestInfo(request));
        case 'web3':
          // GoTrue's `Web3Grant` with no Web3 chain enabled, before it reads the body.
          throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
        case 'id_token':
          return signInWithIdToken(ctx, idTokenGrantBodySchema.parse(body), requestInfo(request));
        default:
          throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
      }
    });
  };
}
