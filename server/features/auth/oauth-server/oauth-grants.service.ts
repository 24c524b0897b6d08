import type { AuthContext } from '../auth-context';
import { AuthError, validationFailed } from '../auth-error';
import type { AuthenticatedRequest } from '../auth-guard';
import { isUuid } from '../mfa/mfa-factors';
import { endSessions } from '../session-end.service';
import { presentClientSummary } from './oauth-client-rules';
import { parseScopes } from './oauth-authorize.service';
import { listActiveGrants, revokeConsent } from './oauth-server.repository';

/**
 * What a member connected (GoTrue's `/user/oauth/grants`) and what a connected app may learn of
 * them (`/oauth/userinfo`).
 */

/** `GET /user/oauth/grants`: the apps the member allowed, with the scopes, newest first. */
export async function listGrants(ctx: AuthContext, userId: string) {
  const grants = await listActiveGrants(ctx.db, userId);
  return grants.map(({ consent, client }) => ({
    client: presentClientSummary(client),
    scopes: parseScopes(consent.scopes),
    granted_at: consent.grantedAt.toISOString(),
  }));
}

/**
 * `DELETE /user/oauth/grants?client_id=…`: disconnects an app. Its sessions for this member end
 * in the same transaction (refresh tokens gone, access tokens refused), and it must ask again.
 */
export async function revokeGrant(
  ctx: AuthContext,
  userId: string,
  clientId: string | null | undefined,
): Promise<void> {
  if (!clientId) throw validationFailed('client_id query parameter is required');
  if (!isUuid(clientId)) throw validationFailed('invalid client_id format');
  const isRevoked = await ctx.db.transaction(async (tx) => {
    if (!(await revokeConsent(tx, userId, clientId, ctx.clock.now()))) return false;
    await endSessions(ctx, tx, { oauthClientId: clientId, userId });
    return true;
  });
  if (!isRevoked) {
    throw new AuthError(404, 'oauth_consent_not_found', 'No active grant found for this client');
  }
}

/**
 * `GET /oauth/userinfo` (OpenID Connect Core §5.3): `sub` always, and by the scopes the member
 * granted this app: `email` (address, verified), `profile` (name, picture, username, metadata).
 * Our own sessions hold no scopes, so they learn only `sub` here.
 */
export function describeUser(auth: AuthenticatedRequest): Record<string, unknown> {
  const { user, session } = auth;
  const info: Record<string, unknown> = { sub: user.id };
  const scopes = new Set(parseScopes(session?.oauthScopes ?? ''));
  if (scopes.has('email')) {
    if (user.email) info.email = user.email;
    if (user.emailConfirmedAt) info.email_verified = true;
  }
  if (scopes.has('profile')) {
    const metadata = user.userMetadata;
    const text = (key: string) => {
      const value = metadata[key];
      return typeof value === 'string' && value ? value : undefined;
    };
    const name = text('name') ?? user.email ?? undefined;
    if (name) info.name = name;
    const picture = text('picture') ?? text('avatar_url');
    if (picture) info.picture = picture;
    const username = text('preferred_username') ?? text('username');
    if (username) info.preferred_username = username;
    info.updated_at = Math.floor(user.updatedAt.getTime() / 1000);
    info.user_metadata = metadata;
  }
  // `phone` is a scope apps may ask for, but members here have no phone number to give.
  return info;
}
