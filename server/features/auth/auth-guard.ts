import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { AuthSessionRow, AuthUserRow } from '../../db/schema';
import type { AuthContext } from './auth-context';
import { AuthError, badJwt, noAuthorization } from './auth-error';
import { findSession, findUserById } from './auth.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthenticatedRequest {
  user: AuthUserRow;
  session: AuthSessionRow | null;
  claims: JWTPayload & { session_id?: string; aal?: string; client_id?: string };
  accessToken: string;
}

/**
 * The bearer token of a request, verified (by the key its `kid` names, or HS256 with the app's
 * secret when it has none; `exp` checked when
 * present, as GoTrue's JWT parser does). 401 `no_authorization` without one, 403 `bad_jwt`
 * for a bad signature, another algorithm or an expired token.
 */
export async function verifyBearerToken(
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<{ accessToken: string; claims: AuthenticatedRequest['claims'] }> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw noAuthorization();
  const accessToken = match[1];
  try {
    const { payload } = await jwtVerify(accessToken, (header) => ctx.tokenKeys.keyFor(header), {
      algorithms: ctx.tokenKeys.algorithms,
      currentDate: ctx.clock.now(),
    });
    return { accessToken, claims: payload };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw badJwt('token is expired');
    throw badJwt('signature is invalid');
  }
}

/**
 * Checks the bearer access token of an authenticated `/auth/v1` route with GoTrue's answers
 * (reference §4): 401 `no_authorization`, 403 `bad_jwt`, `user_not_found`, `session_not_found`.
 */
export async function authenticate(
  ctx: AuthContext,
  request: FastifyRequest,
  options: { isAppTokenAllowed?: boolean } = {},
): Promise<AuthenticatedRequest> {
  const { accessToken, claims } = await verifyBearerToken(ctx, request);
  if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) {
    throw badJwt('missing or invalid sub claim');
  }
  // A token our OAuth server issued to a third-party app (`client_id`) tells that app who the
  // member is; it never manages their account, factors, passkeys or connected apps.
  if (claims.client_id !== undefined && !options.isAppTokenAllowed) {
    throw new AuthError(
      403,
      'no_authorization',
      'This token was issued to a connected app and cannot be used here',
    );
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  // Checked before the session: a ban ends the member's sessions, and says so.
  if (user.bannedUntil && user.bannedUntil > ctx.clock.now()) {
    throw new AuthError(403, 'user_banned', 'User is banned');
  }
  let session: AuthSessionRow | null = null;
  if (typeof claims.session_id === 'string') {
    session = UUID.test(claims.session_id) ? await findSession(ctx.db, claims.session_id) : null;
    if (!session) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  }
  return { user, session, claims, accessToken };
}

/**
 * GoTrue's `requireNotAnonymous`: an anonymous member may not add second factors or passkeys
 * (they add an email first). 403 `no_authorization`.
 */
export function requireNotAnonymous(auth: AuthenticatedRequest): AuthenticatedRequest {
  if (auth.user.isAnonymous) {
    throw new AuthError(
      403,
      'no_authorization',
      'Anonymous user not allowed to perform these actions',
    );
  }
  return auth;
}
