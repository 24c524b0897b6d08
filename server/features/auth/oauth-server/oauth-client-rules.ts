import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OauthClientRow } from '../../../db/schema';
import { validationFailed } from '../auth-error';

/**
 * GoTrue's rules for OAuth server clients (oauthserver/service.go, client_auth.go): which
 * redirect addresses, grant types, client types and token endpoint methods are accepted, with
 * its messages; the client secret (shown once, kept as a SHA-256); and the client's JSON.
 */

export const GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;
export const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'] as const;
export type ClientType = 'public' | 'confidential';

const MAX_REDIRECT_URIS = 10;
const DANGEROUS_SCHEMES = new Set([
  'javascript:',
  'data:',
  'file:',
  'vbscript:',
  'about:',
  'blob:',
]);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a redirect address is refused, or null when it is acceptable (GoTrue's wording). */
function redirectUriProblem(uri: string): string | null {
  if (!uri) return 'redirect URI cannot be empty';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must have scheme and host';
  }
  if (DANGEROUS_SCHEMES.has(url.protocol.toLowerCase())) {
    return `scheme '${url.protocol.slice(0, -1)}' is not allowed for security reasons`;
  }
  if (!url.host) return 'must have scheme and host';
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return 'HTTP scheme only allowed for localhost';
  }
  if (uri.includes('#')) return 'fragment not allowed in redirect URI';
  return null;
}

/** GoTrue's `validateRedirectURIList`. @throws AuthError 400 `validation_failed`. */
export function checkRedirectUris(uris: string[] | null | undefined): string[] {
  if (!uris || uris.length === 0) throw validationFailed('redirect_uris is required');
  if (uris.length > MAX_REDIRECT_URIS) {
    throw validationFailed(`redirect_uris cannot exceed ${MAX_REDIRECT_URIS} items`);
  }
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw validationFailed(`invalid redirect_uri '${uri}': ${problem}`);
  }
  return uris;
}

/** GoTrue's `validateGrantTypeList`. */
export function checkGrantTypes(grantTypes: string[]): string[] {
  if (grantTypes.length === 0) throw validationFailed('grant_types cannot be empty');
  if (grantTypes.some((type) => !(GRANT_TYPES as readonly string[]).includes(type))) {
    throw validationFailed(
      "grant_types must only contain 'authorization_code' and/or 'refresh_token'",
    );
  }
  return [...new Set(grantTypes)];
}

/** GoTrue's name and address checks (client_name ≤ 1024, URIs ≤ 2048 and absolute). */
export function checkClientDetails(details: {
  client_name?: string | null;
  client_uri?: string | null;
  logo_uri?: string | null;
}): void {
  if ((details.client_name ?? '').length > 1024) {
    throw validationFailed('client_name cannot exceed 1024 characters');
  }
  for (const field of ['client_uri', 'logo_uri'] as const) {
    const value = details[field];
    if (!value) continue;
    if (!isWebAddress(value)) throw validationFailed(`${field} must be a valid URL`);
  }
}

/** An absolute http(s) address: an app's home page or logo shown to members. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function isAuthMethod(method: string): method is (typeof AUTH_METHODS)[number] {
  return (AUTH_METHODS as readonly string[]).includes(method);
}

/** The methods a client type may use at the token endpoint. */
export function authMethodsFor(clientType: string): string[] {
  return clientType === 'public' ? ['none'] : ['client_secret_basic', 'client_secret_post'];
}

/**
 * GoTrue's `DetermineClientType` with its consistency checks: explicit type, else from the
 * token endpoint method (`none` is public), else confidential; the method defaults to `none` or
 * `client_secret_basic`.
 */
export function resolveClientType(
  clientType: string | null | undefined,
  authMethod: string | null | undefined,
): { clientType: ClientType; authMethod: string } {
  if (clientType && clientType !== 'public' && clientType !== 'confidential') {
    throw validationFailed("client_type must be 'public' or 'confidential'");
  }
  if (authMethod && !isAuthMethod(authMethod)) {
    throw validationFailed(
      `token_endpoint_auth_method must be one of: [${AUTH_METHODS.join(' ')}]`,
    );
  }
  const inferred: ClientType = authMethod === 'none' ? 'public' : 'confidential';
  if (clientType && authMethod && clientType !== inferred) {
    throw validationFailed(
      `client_type '${clientType}' is inconsistent with token_endpoint_auth_method '${authMethod}' (expected client_type '${inferred}')`,
    );
  }
  const type: ClientType = (clientType as ClientType | null | undefined) || inferred;
  return {
    clientType: type,
    authMethod: authMethod || (type === 'public' ? 'none' : 'client_secret_basic'),
  };
}

/** A new client secret: 32 random bytes, base64url (shown once). */
export function generateClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Whether a presented secret is the client's, compared in constant time. */
export function isClientSecret(presented: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'base64url');
  const actual = createHash('sha256').update(presented).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** GoTrue's `OAuthServerClientResponse`; the secret only when just made. */
export function presentClient(client: OauthClientRow, secret?: string) {
  return {
    client_id: client.id,
    ...(secret ? { client_secret: secret } : {}),
    client_type: client.clientType,
    redirect_uris: client.redirectUris,
    token_endpoint_auth_method: client.tokenEndpointAuthMethod,
    grant_types: client.grantTypes,
    response_types: ['code'],
    ...(client.clientName ? { client_name: client.clientName } : {}),
    ...(client.clientUri ? { client_uri: client.clientUri } : {}),
    ...(client.logoUri ? { logo_uri: client.logoUri } : {}),
    registration_type: client.registrationType,
    created_at: client.createdAt.toISOString(),
    updated_at: client.updatedAt.toISOString(),
  };
}

/** The few facts of a client a member sees (consent screen, connected apps). */
export function presentClientSummary(client: OauthClientRow) {
  return {
    id: client.id,
    ...(client.clientName ? { name: client.clientName } : {}),
    ...(client.clientUri ? { uri: client.clientUri } : {}),
    ...(client.logoUri ? { logo_uri: client.logoUri } : {}),
  };
}
