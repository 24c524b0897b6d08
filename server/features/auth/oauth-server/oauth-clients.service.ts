import type {
  OauthClientRegisterBody,
  OauthClientUpdateBody,
} from '../../../../common/features/auth/oauth-server.contract';
import type { OauthClientRow } from '../../../db/schema';
import type { AuthContext } from '../auth-context';
import { AuthError, validationFailed } from '../auth-error';
import { isUuid } from '../mfa/mfa-factors';
import { endSessions } from '../session-end.service';
import { paginationHeaders, readPageRequest } from '../admin/pagination';
import {
  authMethodsFor,
  checkClientDetails,
  checkGrantTypes,
  checkRedirectUris,
  generateClientSecret,
  hashClientSecret,
  presentClient,
  resolveClientType,
} from './oauth-client-rules';
import {
  deleteOauthClient,
  findOauthClient,
  insertOauthClient,
  listOauthClients,
  updateOauthClient,
} from './oauth-server.repository';

/**
 * Third-party apps of the OAuth server (GoTrue's oauthserver/handlers.go): registered by an
 * admin (`manual`) or by the app itself (`dynamic`), read, changed, removed, and their secret
 * replaced. A confidential client's secret is answered once, when it is made.
 */

/** @throws AuthError 400 `validation_failed` for an id that is not a uuid, 404 `oauth_client_not_found`. */
export async function loadClient(ctx: AuthContext, clientId: string): Promise<OauthClientRow> {
  if (!isUuid(clientId)) throw validationFailed('invalid client_id format');
  const client = await findOauthClient(ctx.db, clientId);
  if (!client) throw new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');
  return client;
}

export async function registerClient(
  ctx: AuthContext,
  body: OauthClientRegisterBody,
  registrationType: 'manual' | 'dynamic',
) {
  const redirectUris = checkRedirectUris(body.redirect_uris);
  const grantTypes = body.grant_types?.length
    ? checkGrantTypes(body.grant_types)
    : ['authorization_code', 'refresh_token'];
  checkClientDetails(body);
  const { clientType, authMethod } = resolveClientType(
    body.client_type,
    body.token_endpoint_auth_method,
  );
  const secret = clientType === 'confidential' ? generateClientSecret() : undefined;
  const client = await insertOauthClient(ctx.db, {
    registrationType,
    clientType,
    tokenEndpointAuthMethod: authMethod,
    clientSecretHash: secret ? hashClientSecret(secret) : null,
    clientName: body.client_name || null,
    clientUri: body.client_uri || null,
    logoUri: body.logo_uri || null,
    redirectUris,
    grantTypes,
  });
  return presentClient(client, secret);
}

export async function listClients(
  ctx: AuthContext,
  query: { page?: string | null; per_page?: string | null },
  requestUrl: string,
) {
  const page = readPageRequest({ page: query.page, per_page: query.per_page });
  const { rows, total } = await listOauthClients(ctx.db, page);
  return {
    body: { clients: rows.map((client) => presentClient(client)) },
    headers: paginationHeaders(requestUrl, page, total),
  };
}

/** GoTrue's `OAuthServerClientUpdate`: at least one field; the same checks as registration. */
export async function updateClient(
  ctx: AuthContext,
  client: OauthClientRow,
  body: OauthClientUpdateBody,
) {
  const fields = [
    'redirect_uris',
    'grant_types',
    'client_name',
    'client_uri',
    'logo_uri',
    'token_endpoint_auth_method',
  ] as const;
  if (fields.every((field) => body[field] === undefined || body[field] === null)) {
    throw validationFailed('No fields provided for update');
  }
  const patch: Partial<OauthClientRow> = {};
  if (body.redirect_uris) patch.redirectUris = checkRedirectUris(body.redirect_uris);
  if (body.grant_types) patch.grantTypes = checkGrantTypes(body.grant_types);
  checkClientDetails(body);
  if (body.client_name != null) patch.clientName = body.client_name || null;
  if (body.client_uri != null) patch.clientUri = body.client_uri || null;
  if (body.logo_uri != null) patch.logoUri = body.logo_uri || null;
  const method = body.token_endpoint_auth_method;
  if (method != null) {
    const allowed = authMethodsFor(client.clientType);
    if (!allowed.includes(method)) {
      throw validationFailed(
        `token_endpoint_auth_method '${method}' is not valid for client_type '${client.clientType}'; valid methods: [${allowed.join(' ')}]`,
      );
    }
    patch.tokenEndpointAuthMethod = method;
  }
  const updated = await updateOauthClient(ctx.db, client.id, patch);
  if (!updated) throw new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');
  return presentClient(updated);
}

/** Removes an app: its sessions end at once (tokens refused, sockets closed), its grants go. */
export async function deleteClient(ctx: AuthContext, client: OauthClientRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await endSessions(ctx, tx, { oauthClientId: client.id });
    await deleteOauthClient(tx, client.id);
  });
}

/** A new secret for a confidential client; the old one stops working at once. */
export async function regenerateClientSecret(ctx: AuthContext, client: OauthClientRow) {
  if (client.clientType !== 'confidential') {
    throw validationFailed('Cannot regenerate secret for public client');
  }
  const secret = generateClientSecret();
  const updated = await updateOauthClient(ctx.db, client.id, {
    clientSecretHash: hashClientSecret(secret),
  });
  if (!updated) throw new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');
  return presentClient(updated, secret);
}
