import { SignJWT } from 'jose';
import type { OauthTokenBody } from '../../../../common/features/auth/oauth-server.contract';
import type { OauthClientRow } from '../../../db/schema';
import type { AuthContext, RequestInfo } from '../auth-context';
import { nowSeconds } from '../auth-context';
import { AuthError, OAuthError } from '../auth-error';
import { findUserById, insertSession, updateUser } from '../auth.repository';
import { isUuid } from '../mfa/mfa-factors';
import { verifierMatches, type PkceMethod } from '../pkce';
import { buildTokenResponse, issueRefreshToken, refreshSession } from '../session.service';
import { isClientSecret } from './oauth-client-rules';
import { hashAuthorizationCode, parseScopes } from './oauth-authorize.service';
import {
  deleteAuthorization,
  findAuthorizationByCodeForUpdate,
  findOauthClient,
} from './oauth-server.repository';

/**
 * `POST /oauth/token` of the OAuth server (GoTrue's `OAuthToken` and `requireOAuthClientAuth`):
 * the app authenticates (HTTP Basic, `client_secret` in the body, or only `client_id` for a
 * public app), then exchanges its one-time code with the PKCE verifier, or refreshes. The
 * session it gets is marked as the app's: its tokens carry `client_id`, refresh only here, and
 * sign the member in to that app, never to our `/api`.
 */

/** The `amr` method of a session an app got with a code (GoTrue's). */
export const APP_SIGN_IN_METHOD = 'oauth_provider/authorization_code';

const badCredentials = (message: string) => new AuthError(400, 'invalid_credentials', message);

/** Who is calling and how they proved it, from the request (GoTrue's `ExtractClientCredentials`). */
function readCredentials(
  authorization: string | undefined,
  body: OauthTokenBody,
): { clientId: string; secret: string; method: string } | null {
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw badCredentials('Invalid client credentials: invalid basic auth format');
    const clientId = decodeURIComponent(decoded.slice(0, colon));
    const secret = decodeURIComponent(decoded.slice(colon + 1));
    return { clientId, secret, method: 'client_secret_basic' };
  }
  if (!body.client_id) return null;
  const secret = body.client_secret ?? '';
  return {
    clientId: body.client_id,
    secret,
    method: secret ? 'client_secret_post' : 'none',
  };
}

/** The app making the request, authenticated by the method it registered. */
async function authenticateClient(
  ctx: AuthContext,
  authorization: string | undefined,
  body: OauthTokenBody,
): Promise<OauthClientRow> {
  let credentials;
  try {
    credentials = readCredentials(authorization, body);
  } catch (err) {
    if (err instanceof AuthError) throw err;
    throw badCredentials('Invalid client credentials: invalid basic auth encoding');
  }
  if (!credentials) throw new OAuthError('invalid_client', 'Client authentication required');
  if (!isUuid(credentials.clientId)) throw badCredentials('Invalid client_id format');
  const client = await findOauthClient(ctx.db, credentials.clientId);
  if (!client) throw badCredentials('Invalid client credentials');
  if (credentials.method !== client.tokenEndpointAuthMethod) {
    throw badCredentials(
      `invalid authentication method: client is registered for '${client.tokenEndpointAuthMethod}' but '${credentials.method}' was used`,
    );
  }
  if (client.clientType === 'public') {
    if (credentials.secret) throw badCredentials('public clients must not provide client_secret');
  } else if (!credentials.secret) {
    throw badCredentials('confidential clients must provide client_secret');
  } else if (!isClientSecret(credentials.secret, client.clientSecretHash)) {
    throw badCredentials('invalid client credentials');
  }
  return client;
}

/** The token answer an app gets: OAuth's fields only (no user object, unlike `/token`). */
function appTokenResponse(
  response: { access_token: string; expires_in: number; refresh_token: string },
  idToken?: string,
) {
  return {
    access_token: response.access_token,
    token_type: 'bearer',
    expires_in: response.expires_in,
    refresh_token: response.refresh_token,
    ...(idToken ? { id_token: idToken } : {}),
  };
}

export async function exchangeAppToken(
  ctx: AuthContext,
  authorization: string | undefined,
  body: OauthTokenBody,
  request: RequestInfo,
) {
  if (!body.grant_type) throw new OAuthError('invalid_request', 'grant_type is required');
  const client = await authenticateClient(ctx, authorization, body);
  if (!client.grantTypes.includes(body.grant_type)) {
    throw new OAuthError(
      'unsupported_grant_type',
      `Client is not allowed to use grant type: ${body.grant_type}`,
    );
  }
  if (body.grant_type === 'refresh_token') {
    if (!body.refresh_token) {
      throw new OAuthError('invalid_request', 'refresh_token is required for refresh_token grant');
    }
    return appTokenResponse(await refreshSession(ctx, body.refresh_token, client.id));
  }
  if (body.grant_type === 'authorization_code') {
    return exchangeCode(ctx, client, body, request);
  }
  throw new OAuthError('unsupported_grant_type', `Unsupported grant type: ${body.grant_type}`);
}

/**
 * The code grant: the code is the app's, unexpired, for the same redirect address and resource,
 * and the verifier matches the challenge; then it is spent (deleted) in the transaction that
 * makes the app's session, so two exchanges of one code never both succeed.
 */
async function exchangeCode(
  ctx: AuthContext,
  client: OauthClientRow,
  body: OauthTokenBody,
  request: RequestInfo,
) {
  if (!body.code) {
    throw new OAuthError('invalid_request', 'code is required for authorization_code grant');
  }
  const code = body.code;
  const granted = await ctx.db.transaction(async (tx) => {
    const authorization = await findAuthorizationByCodeForUpdate(tx, hashAuthorizationCode(code));
    const invalidGrant = (description: string) => new OAuthError('invalid_grant', description);
    if (!authorization || authorization.status !== 'approved' || !authorization.userId) {
      throw invalidGrant('Invalid authorization code');
    }
    if (authorization.expiresAt <= ctx.clock.now()) {
      throw invalidGrant('Authorization code has expired');
    }
    if (authorization.clientId !== client.id) {
      throw invalidGrant('Authorization code was not issued for this client');
    }
    if (body.resource && body.resource !== authorization.resource) {
      throw invalidGrant('Authorization code resource does not match the resource parameter');
    }
    if (body.redirect_uri && body.redirect_uri !== authorization.redirectUri) {
      throw invalidGrant('Invalid redirect_uri');
    }
    if (!body.code_verifier) {
      throw invalidGrant('PKCE verification failed: code_verifier is required');
    }
    const challenge = {
      challenge: authorization.codeChallenge,
      method: authorization.codeChallengeMethod as PkceMethod,
    };
    if (!verifierMatches(body.code_verifier, challenge)) {
      throw invalidGrant('PKCE verification failed: code challenge does not match');
    }
    const user = await findUserById(tx, authorization.userId);
    if (!user || user.deletedAt) throw invalidGrant('User not found for authorization code');
    if (user.bannedUntil && user.bannedUntil > ctx.clock.now()) {
      throw new OAuthError('access_denied', 'User is banned');
    }
    const now = ctx.clock.now();
    const session = await insertSession(tx, {
      userId: user.id,
      aal: 'aal1',
      amr: [{ method: APP_SIGN_IN_METHOD, timestamp: Math.floor(now.getTime() / 1000) }],
      ip: request.ip,
      userAgent: request.userAgent,
      refreshedAt: now,
      oauthClientId: client.id,
      oauthScopes: authorization.scope,
    });
    const signedIn = await updateUser(tx, user.id, { lastSignInAt: now, updatedAt: now });
    const refreshToken = await issueRefreshToken(tx, session, null);
    await deleteAuthorization(tx, authorization.id);
    const response = await buildTokenResponse(ctx, tx, signedIn, session, refreshToken);
    return { response, user: signedIn, scope: authorization.scope, nonce: authorization.nonce };
  });
  const idToken = parseScopes(granted.scope).includes('openid')
    ? await signIdToken(ctx, client.id, granted)
    : undefined;
  return appTokenResponse(granted.response, idToken);
}

/**
 * The OpenID Connect ID token of a code grant with the `openid` scope: who signed in, for this
 * app, signed with the site's asymmetric key (listed at `/.well-known/jwks.json`). A site that
 * still signs with its shared HS256 secret issues none: the app could not verify it.
 */
async function signIdToken(
  ctx: AuthContext,
  clientId: string,
  granted: {
    user: {
      id: string;
      email: string | null;
      emailConfirmedAt: Date | null;
      lastSignInAt: Date | null;
    };
    scope: string;
    nonce: string | null;
  },
): Promise<string | undefined> {
  const { signer } = ctx.tokenKeys;
  if (signer.kid === undefined) return undefined;
  const now = nowSeconds(ctx.clock);
  const scopes = parseScopes(granted.scope);
  const { user } = granted;
  return new SignJWT({
    auth_time: user.lastSignInAt ? Math.floor(user.lastSignInAt.getTime() / 1000) : now,
    ...(granted.nonce ? { nonce: granted.nonce } : {}),
    ...(scopes.includes('email') && user.email
      ? { email: user.email, email_verified: user.emailConfirmedAt !== null }
      : {}),
  })
    .setProtectedHeader({ alg: signer.alg, typ: 'JWT', kid: signer.kid })
    .setIssuer(ctx.issuer)
    .setSubject(user.id)
    .setAudience(clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.config.auth.accessTokenTtlSeconds)
    .sign(signer.key);
}
