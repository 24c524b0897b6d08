import { AuthError } from '../auth-error';
import type { EnabledProvider, ProviderUser } from './oauth-providers';

const PROVIDER_TIMEOUT_MS = 10_000;

/** The provider's tokens for the signed-in account. */
export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
}

const providerFailure = (provider: string, detail: string) =>
  new AuthError(
    500,
    'unexpected_failure',
    `Unable to exchange external code: ${provider} answered ${detail}`,
  );

/** Trades the authorization code for the provider's tokens (RFC 6749 §4.1.3). */
export async function exchangeProviderCode(
  provider: EnabledProvider,
  code: string,
): Promise<ProviderTokens> {
  const { spec, config } = provider;
  let response: Response;
  try {
    response = await fetch(provider.endpoint(spec.tokenUrl), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: config.redirectUri,
        client_id: config.clientId,
        client_secret: config.secret,
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw providerFailure(spec.name, 'nothing (unreachable)');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const accessToken = body?.access_token;
  if (!response.ok || typeof accessToken !== 'string' || !accessToken) {
    throw new AuthError(
      400,
      'bad_oauth_callback',
      `Unable to exchange external code: ${String(body?.error_description ?? body?.error ?? response.status)}`,
    );
  }
  const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : null;
  return { accessToken, refreshToken };
}

/** Asks the provider who the token belongs to. */
export async function fetchProviderUser(
  provider: EnabledProvider,
  accessToken: string,
): Promise<ProviderUser> {
  const fetchJson = async (url: string): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch {
      throw providerFailure(provider.spec.name, 'nothing (unreachable)');
    }
    if (!response.ok) throw providerFailure(provider.spec.name, `status ${response.status}`);
    return response.json().catch(() => {
      throw providerFailure(provider.spec.name, 'with a body that is not JSON');
    });
  };
  const user = await provider.spec.readUser(fetchJson, (url) => provider.endpoint(url));
  if (!user.id) throw providerFailure(provider.spec.name, 'without an account id');
  return user;
}
