import type { AuthContext, RequestInfo } from '../auth-context';
import { AuthError } from '../auth-error';
import { insertFlowState, updateFlowState } from '../auth.repository';
import { parsePkceChallenge } from '../pkce';
import { startSession } from '../session.service';
import { errorRedirect } from '../verify-redirect';
import { withQuery } from '../redirect-url';
import { exchangeProviderCode, fetchProviderUser } from './oauth-client';
import { findEnabledProvider, type EnabledProvider } from './oauth-providers';
import { signOAuthState, verifyOAuthState } from './oauth-state';
import { resolveExternalAccount } from './external-account.service';

/** What `/authorize` and `/user/identities/authorize` were asked for. */
export interface AuthorizeRequest {
  provider: string | null | undefined;
  /** Already resolved against the site (`resolveRedirect`). */
  redirectTo: string;
  scopes: string | null | undefined;
  codeChallenge: string | null | undefined;
  codeChallengeMethod: string | null | undefined;
  /** The signed-in user adding this identity (manual linking). */
  linkingTargetId?: string;
}

/**
 * The provider's authorization URL for a sign-in (or an identity link): the signed `state`
 * carries where to return and, for PKCE clients, the flow state waiting for the code.
 * @throws AuthError 400 `validation_failed` for a provider that is not switched on or a bad PKCE pair.
 */
export async function buildAuthorizeUrl(
  ctx: AuthContext,
  input: AuthorizeRequest,
): Promise<string> {
  const provider = requireProvider(ctx, input.provider);
  const pkce = parsePkceChallenge(input.codeChallenge, input.codeChallengeMethod);
  let flowStateId: string | null = null;
  if (pkce) {
    const flow = await insertFlowState(ctx.db, {
      userId: null,
      authCode: crypto.randomUUID(),
      codeChallenge: pkce.challenge,
      codeChallengeMethod: pkce.method,
      authenticationMethod: 'oauth',
      providerType: provider.spec.name,
    });
    flowStateId = flow.id;
  }
  const state = await signOAuthState(ctx, {
    provider: provider.spec.name,
    referrer: input.redirectTo,
    flowStateId,
    linkingTargetId: input.linkingTargetId ?? null,
  });
  const requested = (input.scopes ?? '').split(/[\s,]+/).filter(Boolean);
  const scopes = [...new Set([...provider.spec.defaultScopes, ...requested])];
  return withQuery(provider.endpoint(provider.spec.authorizeUrl), {
    client_id: provider.config.clientId,
    redirect_uri: provider.config.redirectUri,
    response_type: 'code',
    scope: scopes.join(' '),
    state,
  });
}

function requireProvider(ctx: AuthContext, name: string | null | undefined): EnabledProvider {
  const provider = findEnabledProvider(ctx.config.auth.oauthProviders, name);
  if (provider) return provider;
  throw new AuthError(
    400,
    'validation_failed',
    name
      ? `Unsupported provider: provider is not enabled`
      : 'Unsupported provider: missing provider',
  );
}

/** What the provider sent back to `/callback`. */
export interface CallbackRequest {
  code: string | null | undefined;
  state: string | null | undefined;
  error: string | null | undefined;
  errorDescription: string | null | undefined;
}

/**
 * Finishes a provider sign-in and answers with where the browser goes next: the client's
 * `redirect_to` with `?code=` (PKCE) or the session in the fragment (implicit flow), or with
 * GoTrue's error parameters when anything failed.
 */
export async function completeOAuthCallback(
  ctx: AuthContext,
  input: CallbackRequest,
  request: RequestInfo,
): Promise<string> {
  let state;
  try {
    state = await verifyOAuthState(ctx, input.state);
  } catch (err) {
    if (err instanceof AuthError) return errorRedirect(ctx.config.siteUrl, err, false);
    throw err;
  }
  const isPkce = !!state.flowStateId;
  try {
    if (input.error) {
      throw new AuthError(403, 'bad_oauth_callback', input.errorDescription || input.error);
    }
    if (!input.code) throw new AuthError(400, 'bad_oauth_callback', 'OAuth code missing');
    const provider = requireProvider(ctx, state.provider);
    const tokens = await exchangeProviderCode(provider, input.code);
    const providerUser = await fetchProviderUser(provider, tokens.accessToken);
    const user = await resolveExternalAccount(
      ctx,
      provider.spec.name,
      providerUser,
      state.linkingTargetId,
    );
    if (state.flowStateId) {
      const authCode = crypto.randomUUID();
      await updateFlowState(ctx.db, state.flowStateId, {
        userId: user.id,
        authCode,
        authCodeIssuedAt: ctx.clock.now(),
      });
      return withQuery(state.referrer, { code: authCode });
    }
    const session = await startSession(ctx, user.id, 'oauth', request);
    const target = new URL(state.referrer);
    target.hash = new URLSearchParams([
      ['access_token', session.access_token],
      ['expires_at', String(session.expires_at)],
      ['expires_in', String(session.expires_in)],
      ['provider_token', tokens.accessToken],
      ...(tokens.refreshToken ? [['provider_refresh_token', tokens.refreshToken]] : []),
      ['refresh_token', session.refresh_token],
      ['token_type', session.token_type],
    ]).toString();
    return target.toString();
  } catch (err) {
    if (err instanceof AuthError) {
      ctx.log.info({ code: err.code, provider: state.provider }, 'oauth sign-in refused');
      return errorRedirect(state.referrer, err, isPkce);
    }
    throw err;
  }
}
