import type { Executor } from '../../db/client';
import type { AuthSessionRow, AuthUserRow } from '../../db/schema';
import type { AuthContext, RequestInfo } from './auth-context';
import { nowSeconds } from './auth-context';
import { AuthError, OAuthError } from './auth-error';
import {
  findActiveRefreshToken,
  findRefreshTokenForUpdate,
  findSession,
  findSessionState,
  findUserById,
  insertRefreshToken,
  insertSession,
  listExistingSessionIds,
  listFactors,
  listIdentities,
  revokeRefreshToken,
  revokeSessionRefreshTokens,
  updateSession,
  updateUser,
} from './auth.repository';
import {
  generateRefreshToken,
  hashRefreshToken,
  signAccessToken,
  type AmrEntry,
} from './auth-tokens';
import type { SessionState } from './session-gate';
import { presentUser, type PresentedUser } from './user.presenter';

/** The session answer of `/token`, `/verify` and MFA verify (reference §3). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: PresentedUser;
}

/** A user with identities and factors, in GoTrue's shape. */
export async function loadPresentedUser(db: Executor, user: AuthUserRow): Promise<PresentedUser> {
  const [identities, factors] = await Promise.all([
    listIdentities(db, user.id),
    listFactors(db, user.id),
  ]);
  return presentUser(user, identities, factors);
}

/** Mints an access token for a session and packs the full token response. */
export async function buildTokenResponse(
  ctx: AuthContext,
  db: Executor,
  user: AuthUserRow,
  session: AuthSessionRow,
  refreshToken: string,
): Promise<TokenResponse> {
  const now = nowSeconds(ctx.clock);
  const { token, expiresAt } = await signAccessToken(
    {
      userId: user.id,
      email: user.email ?? '',
      appMetadata: user.appMetadata,
      userMetadata: user.userMetadata,
      sessionId: session.id,
      aal: session.aal,
      amr: session.amr,
      role: user.role,
      aud: user.aud,
      isAnonymous: user.isAnonymous,
      clientId: session.oauthClientId,
    },
    {
      signer: ctx.tokenKeys.signer,
      issuer: ctx.issuer,
      ttlSeconds: ctx.config.auth.accessTokenTtlSeconds,
      nowSeconds: now,
    },
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - now,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadPresentedUser(db, user),
  };
}

/** Issues a refresh token for a session; returns it in clear (only its hash is stored). */
export async function issueRefreshToken(
  db: Executor,
  session: AuthSessionRow,
  parentHash: string | null,
): Promise<string> {
  const token = generateRefreshToken();
  await insertRefreshToken(db, {
    tokenHash: hashRefreshToken(token),
    sessionId: session.id,
    userId: session.userId,
    parentHash,
  });
  return token;
}

/**
 * Signs a user in: a new session (amr = `method`), its first refresh token, `last_sign_in_at`
 * updated, and the full token response. Runs in one transaction.
 */
export async function startSession(
  ctx: AuthContext,
  userId: string,
  method: string,
  request: RequestInfo,
): Promise<TokenResponse> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const amr: AmrEntry[] = [{ method, timestamp: Math.floor(now.getTime() / 1000) }];
    const user = await updateUser(tx, userId, { lastSignInAt: now, updatedAt: now });
    const session = await insertSession(tx, {
      userId,
      amr,
      aal: 'aal1',
      ip: request.ip,
      userAgent: request.userAgent,
      refreshedAt: now,
    });
    const refreshToken = await issueRefreshToken(tx, session, null);
    return buildTokenResponse(ctx, tx, user, session, refreshToken);
  });
}

/**
 * The refresh grant with GoTrue's rotation rules (reference §5): a valid token is rotated; a
 * revoked one is accepted if it is the parent of the session's current token or was revoked
 * within the reuse interval; any other reuse revokes the whole session. An empty token is the
 * OAuth `invalid_request`; any other unknown one 400 `refresh_token_not_found`.
 */
export async function refreshSession(
  ctx: AuthContext,
  refreshToken: string | undefined | null,
  /** The app asking at `/oauth/token`; null at `/token` (our own sessions only). */
  oauthClientId: string | null = null,
) {
  // Like GoTrue (tokens/service.go): only an empty token is refused as such; any other value we
  // never issued, whatever its length or characters, is "not found".
  if (!refreshToken) throw new OAuthError('invalid_request', 'refresh_token required');
  const result = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
    if (!row) {
      return new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    const session = await findSession(tx, row.sessionId);
    // A connected app's token refreshes only at `/oauth/token`, by that app; ours only at
    // `/token`. Anything else is a token this caller was never given.
    if (session && session.oauthClientId !== oauthClientId) {
      return new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    if (!session) {
      return new AuthError(
        400,
        'session_not_found',
        'Invalid Refresh Token: No Valid Session Found',
      );
    }
    const user = await findUserById(tx, session.userId);
    if (!user) return new AuthError(400, 'user_not_found', 'User not found');
    if (user.bannedUntil && user.bannedUntil > now) {
      return new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
    }

    let parentHash = row.tokenHash;
    if (row.revoked) {
      const active = await findActiveRefreshToken(tx, session.id);
      const isParentOfActive = !!active && active.parentHash === row.tokenHash;
      const reuseEndsAt =
        row.updatedAt.getTime() + ctx.config.auth.refreshReuseIntervalSeconds * 1000;
      if (!isParentOfActive && now.getTime() > reuseEndsAt) {
        // Reuse: every token of the session is revoked with no grace period (dated long ago, so
        // the reuse interval tolerates none of them).
        await revokeSessionRefreshTokens(tx, [session.id], new Date(0));
        return new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      // A lost response or a racing tab: rotate from the session's current token.
      if (active) {
        await revokeRefreshToken(tx, active.id, now);
        parentHash = active.tokenHash;
      }
    } else {
      await revokeRefreshToken(tx, row.id, now);
    }
    const next = await issueRefreshToken(tx, session, parentHash);
    await updateSession(tx, session.id, { refreshedAt: now });
    return buildTokenResponse(ctx, tx, user, session, next);
  });
  // Errors are returned, not thrown, so that the revocation above is committed.
  if (result instanceof AuthError) throw result;
  return result;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The state of a session (an access token's `session_id`) as `/api` and `/realtime` need it;
 * null when it has ended (or the id is not one).
 */
export async function readSessionState(
  db: Executor,
  sessionId: string,
): Promise<SessionState | null> {
  return UUID.test(sessionId) ? findSessionState(db, sessionId) : null;
}

/** Which of `sessionIds` still exist (ended or malformed ones are left out), in one query. */
export async function listActiveSessionIds(
  db: Executor,
  sessionIds: string[],
): Promise<Set<string>> {
  const wellFormed = sessionIds.filter((id) => UUID.test(id));
  return new Set(await listExistingSessionIds(db, wellFormed));
}
