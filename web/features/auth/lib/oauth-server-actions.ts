import type { OAuthAuthorizationDetails, OAuthGrant } from '@supabase/auth-js';
import { loadAuthClient } from '../../../lib/auth-loader';
import { describeAuthError } from './auth-errors';
import { withStepUp } from './with-step-up';

/**
 * The member's side of our OAuth 2.1 server ("Sign in with Magic Community" for third-party
 * apps) on top of auth-js's `oauth` API (`/auth/v1/oauth/…`, `/auth/v1/user/oauth/grants`): the
 * consent page reads a request and answers it; the Connected apps card lists the apps the member
 * allowed and disconnects them. Each throws the auth-js error it got (see `oauth-errors.ts`).
 */

/** A request waiting for the member's answer, or the address to go on to at once. */
export type AuthorizationRequest =
  | { kind: 'ask'; details: OAuthAuthorizationDetails }
  | { kind: 'already-allowed'; redirectUrl: string };

/** Query key of a request on the consent page, per member (cleared with everything on sign-out). */
export const authorizationQueryKey = (userId: string, authorizationId: string) =>
  ['auth', 'oauth-authorization', userId, authorizationId] as const;

/** Query key of the member's connected apps. */
export const connectedAppsQueryKey = (userId: string) => ['auth', 'oauth-grants', userId] as const;

/**
 * The request `authorizationId`: what the app asks for, or — when the member already allowed
 * this app these scopes — only where to send them back.
 */
export async function loadAuthorizationRequest(
  authorizationId: string,
): Promise<AuthorizationRequest> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await withStepUp(() =>
    authClient.oauth.getAuthorizationDetails(authorizationId),
  );
  if (error) throw error;
  if ('authorization_id' in data) return { kind: 'ask', details: data };
  return { kind: 'already-allowed', redirectUrl: data.redirect_url };
}

/**
 * Answers the request: 'approve' gives the app a code, 'deny' tells it the member said no.
 * Returns the app's address to go back to (the browser is not sent there by auth-js).
 */
export async function answerAuthorizationRequest(
  authorizationId: string,
  answer: 'approve' | 'deny',
): Promise<string> {
  const { authClient } = await loadAuthClient();
  const options = { skipBrowserRedirect: true };
  const { data, error } = await withStepUp(() =>
    answer === 'approve'
      ? authClient.oauth.approveAuthorization(authorizationId, options)
      : authClient.oauth.denyAuthorization(authorizationId, options),
  );
  if (error) throw error;
  return data.redirect_url;
}

/** The apps the member allowed to use their account, newest first. */
export async function listConnectedApps(): Promise<OAuthGrant[]> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await withStepUp(() => authClient.oauth.listGrants());
  if (error) throw error;
  return [...data].sort((a, b) => Date.parse(b.granted_at) - Date.parse(a.granted_at));
}

/**
 * Disconnects an app: its permission ends and so do its sessions. An app that was already
 * disconnected (elsewhere, a moment ago) counts as done.
 */
export async function disconnectApp(clientId: string): Promise<void> {
  const { authClient } = await loadAuthClient();
  const { error } = await withStepUp(() => authClient.oauth.revokeGrant({ clientId }));
  if (error && describeAuthError(error).code !== 'oauth_consent_not_found') throw error;
}
