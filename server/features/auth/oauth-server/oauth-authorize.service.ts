import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  OAUTH_SCOPES,
  type OauthAuthorizeQuery,
} from '../../../../common/features/auth/oauth-server.contract';
import type { Executor } from '../../../db/client';
import type { OauthAuthorizationRow } from '../../../db/schema';
import type { AuthContext } from '../auth-context';
import { AuthError, validationFailed } from '../auth-error';
import { requireNotAnonymous, type AuthenticatedRequest } from '../auth-guard';
import { listFactors } from '../auth.repository';
import { isUuid } from '../mfa/mfa-factors';
import { isAllowedRedirect, withQuery } from '../redirect-url';
import { presentClientSummary } from './oauth-client-rules';
import {
  deleteExpiredAuthorizations,
  findActiveConsent,
  findAuthorizationForUpdate,
  findOauthClient,
  insertAuthorization,
  updateAuthorization,
  upsertConsent,
} from './oauth-server.repository';

/**
 * The member's side of "Sign in with Magic Community" (GoTrue's oauthserver/authorize.go):
 * `/oauth/authorize` records an app's request and sends the browser to our consent screen,
 * which reads the request and answers it; an approval makes a one-time code for the app.
 */

const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;
/** Expired requests removed per new request, so they never pile up. */
const EXPIRED_SWEEP = 100;

const notFound = () =>
  new AuthError(404, 'oauth_authorization_not_found', 'authorization not found');

/** Splits a scope string into its distinct scopes. */
export function parseScopes(scope: string): string[] {
  return [...new Set(scope.split(' ').filter(Boolean))];
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The id the consent screen is given: 32 random alphanumerics, as GoTrue's. */
function newAuthorizationId(): string {
  return Array.from({ length: 32 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

/** A new authorization code and the hash it is stored as. */
function newAuthorizationCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashAuthorizationCode(code) };
}

export function hashAuthorizationCode(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

/** Why the rest of a request is refused (sent back to the app), or null (GoTrue's checks). */
function requestProblem(query: OauthAuthorizeQuery, scope: string): string | null {
  if ((query.response_type || 'code') !== 'code') return 'only response_type=code is supported';
  const scopes = parseScopes(scope);
  if (scopes.length === 0) return 'scope parameter cannot be empty';
  const unsupported = scopes.find((s) => !(OAUTH_SCOPES as readonly string[]).includes(s));
  if (unsupported) return `unsupported scope: ${unsupported}`;
  if (query.resource) {
    let resource: URL | null = null;
    try {
      resource = new URL(query.resource);
    } catch {
      return 'resource must be an absolute URI';
    }
    if (query.resource.includes('#')) return 'resource must not include a fragment component';
    if (resource.search) return 'resource must not include a query component';
  }
  const { code_challenge: challenge, code_challenge_method: method } = query;
  if (!challenge || !method) {
    return 'PKCE flow requires both code_challenge and code_challenge_method';
  }
  if (!['s256', 'plain'].includes(method.toLowerCase())) {
    return "code_challenge_method must be 'S256' or 'plain'";
  }
  if (!CHALLENGE.test(challenge)) return 'code_challenge must be between 43 and 128 characters';
  return null;
}

function errorRedirect(redirectUri: string, error: string, description: string, state?: string) {
  return withQuery(redirectUri, {
    error,
    error_description: description,
    ...(state ? { state } : {}),
  });
}

/**
 * `GET /oauth/authorize`: checks the app and its redirect address (refused here, 400, when
 * either is wrong: the browser is never sent to an address the app did not register), then the
 * rest (refused back to the app), records the request for 10 minutes and answers where to send
 * the browser: the consent screen with the request's id.
 */
export async function startAuthorization(
  ctx: AuthContext,
  query: OauthAuthorizeQuery,
): Promise<string> {
  if (!query.client_id) throw validationFailed('client_id is required');
  if (!query.redirect_uri) throw validationFailed('redirect_uri is required');
  const client = isUuid(query.client_id) ? await findOauthClient(ctx.db, query.client_id) : null;
  if (!client) throw new AuthError(400, 'oauth_client_not_found', 'invalid client_id');
  if (!client.redirectUris.includes(query.redirect_uri)) {
    throw validationFailed('invalid redirect_uri');
  }
  const state = query.state ?? undefined;
  const scope = query.scope || ctx.config.auth.oauthServer.defaultScope;
  const problem = requestProblem(query, scope);
  if (problem) return errorRedirect(query.redirect_uri, 'invalid_request', problem, state);
  const now = ctx.clock.now();
  const { authorizationTtlSeconds, authorizationPath } = ctx.config.auth.oauthServer;
  await deleteExpiredAuthorizations(ctx.db, now, EXPIRED_SWEEP);
  const authorization = await insertAuthorization(ctx.db, {
    authorizationId: newAuthorizationId(),
    clientId: client.id,
    redirectUri: query.redirect_uri,
    scope: parseScopes(scope).join(' '),
    state: query.state || null,
    resource: query.resource || null,
    nonce: query.nonce || null,
    codeChallenge: query.code_challenge!,
    codeChallengeMethod: query.code_challenge_method!.toLowerCase(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + authorizationTtlSeconds * 1000),
  });
  const consentScreen = `${ctx.config.siteUrl.replace(/\/+$/, '')}${authorizationPath}`;
  return withQuery(consentScreen, { authorization_id: authorization.authorizationId });
}

/**
 * GoTrue's `validateRequestOrigin`: a browser's call to read or answer a request must come from
 * our own site (the consent screen), never from another page the member has open.
 */
export function checkRequestOrigin(ctx: AuthContext, origin: string | undefined): void {
  if (origin && !isAllowedRedirect(origin, ctx.config.siteUrl)) {
    throw validationFailed('unauthorized request origin');
  }
}

/**
 * Connecting an app is an account change: an anonymous member adds an email first, and a member
 * with a verified second factor answers from an `aal2` session (a password alone connects
 * nothing).
 */
async function requireAccountAccess(ctx: AuthContext, auth: AuthenticatedRequest): Promise<void> {
  requireNotAnonymous(auth);
  const factors = await listFactors(ctx.db, auth.user.id);
  if (factors.some((f) => f.status === 'verified') && auth.session?.aal !== 'aal2') {
    throw new AuthError(
      403,
      'insufficient_aal',
      'AAL2 session is required to connect apps when MFA is enabled',
    );
  }
}

/**
 * The pending request `authorizationId` of this member (locked), marking it expired when its
 * time is up. Another member's request is "not found", like an unknown one.
 */
async function loadPendingRequest(
  ctx: AuthContext,
  tx: Executor,
  authorizationId: string,
  userId: string,
  notPendingMessage: string,
): Promise<OauthAuthorizationRow | AuthError> {
  const request = await findAuthorizationForUpdate(tx, authorizationId);
  if (!request) return notFound();
  if (request.expiresAt <= ctx.clock.now()) {
    if (request.status === 'pending')
      await updateAuthorization(tx, request.id, { status: 'expired' });
    return notFound();
  }
  if (request.userId && request.userId !== userId) return notFound();
  if (request.status !== 'pending') return validationFailed(notPendingMessage);
  return request;
}

/** Approves a request: consent kept (scopes added), a one-time code made; answers the app's address with it. */
async function approve(
  ctx: AuthContext,
  tx: Executor,
  request: OauthAuthorizationRow,
  userId: string,
): Promise<string> {
  const now = ctx.clock.now();
  const { code, hash } = newAuthorizationCode();
  await updateAuthorization(tx, request.id, {
    userId,
    status: 'approved',
    approvedAt: now,
    authorizationCodeHash: hash,
  });
  // What the member allowed before still stands: the grant holds the scopes of every approval.
  const standing = await findActiveConsent(tx, userId, request.clientId);
  const scopes = new Set([...parseScopes(standing?.scopes ?? ''), ...parseScopes(request.scope)]);
  await upsertConsent(tx, {
    userId,
    clientId: request.clientId,
    scopes: [...scopes].join(' '),
    grantedAt: now,
  });
  return withQuery(request.redirectUri, {
    code,
    ...(request.state ? { state: request.state } : {}),
  });
}

/**
 * `GET /oauth/authorizations/{id}`: what the consent screen shows (the app, the member, the
 * scopes). The first member to read a request owns it; if they already allowed the app these
 * scopes, it is approved at once and only `{ redirect_url }` is answered.
 */
export async function readAuthorization(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  authorizationId: string,
) {
  await requireAccountAccess(ctx, auth);
  const userId = auth.user.id;
  const outcome = await ctx.db.transaction(async (tx) => {
    const request = await loadPendingRequest(
      ctx,
      tx,
      authorizationId,
      userId,
      'authorization request cannot be processed',
    );
    if (request instanceof AuthError) return request;
    if (!request.userId) {
      await updateAuthorization(tx, request.id, { userId });
      const consent = await findActiveConsent(tx, userId, request.clientId);
      const granted = new Set(consent ? parseScopes(consent.scopes) : []);
      if (consent && parseScopes(request.scope).every((scope) => granted.has(scope))) {
        return { redirect_url: await approve(ctx, tx, request, userId) };
      }
    }
    const client = await findOauthClient(tx, request.clientId);
    if (!client) return notFound();
    return {
      authorization_id: request.authorizationId,
      redirect_uri: request.redirectUri,
      client: presentClientSummary(client),
      user: { id: userId, email: auth.user.email ?? '' },
      scope: request.scope,
    };
  });
  // Returned, not thrown, so that an expiry marked above is committed.
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

/**
 * `POST /oauth/authorizations/{id}/consent`: the member's answer. Approve keeps their consent
 * and sends the app a one-time code; deny sends it `access_denied`. Either way the request is
 * answered once.
 */
export async function answerAuthorization(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  authorizationId: string,
  action: string | null | undefined,
): Promise<{ redirect_url: string }> {
  if (action !== 'approve' && action !== 'deny') {
    throw validationFailed("action must be 'approve' or 'deny'");
  }
  await requireAccountAccess(ctx, auth);
  const userId = auth.user.id;
  const outcome = await ctx.db.transaction(async (tx) => {
    const request = await loadPendingRequest(
      ctx,
      tx,
      authorizationId,
      userId,
      'authorization request is no longer pending',
    );
    if (request instanceof AuthError) return request;
    // The consent screen reads a request before it is answered; one never read is not theirs.
    if (request.userId !== userId) return notFound();
    if (action === 'approve') return { redirect_url: await approve(ctx, tx, request, userId) };
    await updateAuthorization(tx, request.id, { status: 'denied' });
    return {
      redirect_url: errorRedirect(
        request.redirectUri,
        'access_denied',
        'User denied the request',
        request.state ?? undefined,
      ),
    };
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}
