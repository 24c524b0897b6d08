import { createHash } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { AuthContext, RequestInfo } from '../auth-context';
import { AuthError, validationFailed } from '../auth-error';
import { startSession, type TokenResponse } from '../session.service';
import { resolveExternalAccount } from './external-account.service';
import {
  findEnabledProvider,
  findProviderByIssuer,
  issuerOf,
  type EnabledProvider,
} from './oauth-providers';

/** The body of `POST /token?grant_type=id_token` (reference §7). */
export interface IdTokenGrant {
  id_token?: string | null;
  provider?: string | null;
  issuer?: string | null;
  nonce?: string | null;
}

/** The issuer GoTrue names for a provider given by name (token_oidc.go `getProvider`). */
const PROVIDER_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  google: 'https://accounts.google.com',
  kakao: 'https://kauth.kakao.com',
};

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(provider: EnabledProvider) {
  const url = provider.endpoint(provider.spec.oidc?.jwksUrl ?? '');
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 10_000 });
    keySets.set(url, keys);
  }
  return keys;
}

function providerFor(ctx: AuthContext, grant: IdTokenGrant, token: string): EnabledProvider {
  const providers = ctx.config.auth.oauthProviders;
  let issuer = grant.issuer ?? null;
  if (!issuer && !grant.provider && token) {
    try {
      issuer = decodeJwt(token).iss ?? null;
    } catch {
      issuer = null;
    }
  }
  const provider = grant.provider
    ? findEnabledProvider(providers, grant.provider)
    : issuer
      ? findProviderByIssuer(providers, issuer)
      : null;
  if (!provider?.spec.oidc) {
    const named = issuer ?? PROVIDER_ISSUERS[grant.provider ?? ''] ?? grant.provider ?? '';
    throw new AuthError(
      400,
      'provider_disabled',
      `Provider (issuer ${JSON.stringify(named)}) is not enabled`,
    );
  }
  return provider;
}

/** Whether the token's `nonce` claim matches the nonce the client sent (raw or SHA-256 hex). */
function isNonceValid(claims: JWTPayload, nonce: string | null | undefined): boolean {
  if (claims.nonce === undefined) return !nonce;
  if (!nonce) return false;
  const hashed = createHash('sha256').update(nonce).digest('hex');
  return claims.nonce === hashed || claims.nonce === nonce;
}

/**
 * Signs in with an OpenID Connect ID token issued by an enabled provider (Sign in with Google
 * on a device): the signature is checked against the provider's published keys, the audience
 * against our client id, and the nonce when one was used.
 * @throws AuthError 400 `provider_disabled` when no enabled provider issued it, 400
 * `validation_failed` for a bad token or nonce.
 */
export async function signInWithIdToken(
  ctx: AuthContext,
  grant: IdTokenGrant,
  request: RequestInfo,
): Promise<TokenResponse> {
  const token = grant.id_token ?? '';
  const provider = providerFor(ctx, grant, token);
  if (!token) throw validationFailed('id_token required');
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, keySetFor(provider), {
      issuer: issuerOf(provider) ?? undefined,
      audience: provider.config.clientId,
      currentDate: ctx.clock.now(),
    }));
  } catch {
    throw validationFailed('Bad ID token');
  }
  if (!isNonceValid(claims, grant.nonce)) throw validationFailed('Nonces mismatch');
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const subject = text(claims.sub);
  if (!subject) throw validationFailed('Bad ID token');
  const user = await resolveExternalAccount(
    ctx,
    provider.spec.name,
    {
      id: subject,
      email: text(claims.email),
      isEmailVerified: claims.email_verified === true,
      name: text(claims.name),
      userName: null,
      avatarUrl: text(claims.picture),
    },
    null,
  );
  return startSession(ctx, user.id, 'oauth', request);
}
