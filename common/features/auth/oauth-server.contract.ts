import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../text-rules';
import { pathParam, queryText } from './auth.contract';

/**
 * Requests of the OAuth 2.1 server under `/auth/v1` (GoTrue's `oauthserver`, auth-js's
 * `admin.oauth` and `auth.oauth`): what "Sign in with Magic Community" takes from third-party
 * apps, admins and members. Shapes only; GoTrue's own rules and messages (redirect addresses,
 * grant types, client types) are checked by the server after these.
 */

/** Longest text field of a client (GoTrue: names up to 1024, addresses up to 2048). */
const CLIENT_TEXT_MAX = 2048;
/** Most redirect addresses and grant types we read from one request (GoTrue allows 10 URIs). */
const LIST_MAX = 50;

const storableText = (max: number) =>
  z.string().max(max, `must be at most ${max} characters`).refine(isStorableText, {
    message: UNSTORABLE_TEXT_MESSAGE,
  });
const optionalClientText = storableText(CLIENT_TEXT_MAX).nullish();
const textList = z.array(storableText(CLIENT_TEXT_MAX)).max(LIST_MAX).nullish();

/** Scopes the server grants (GoTrue's `SupportedOAuthScopes`). */
export const OAUTH_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access'] as const;
export type OauthScope = (typeof OAUTH_SCOPES)[number];

/** `POST /admin/oauth/clients` and `POST /oauth/clients/register` (RFC 7591 metadata). */
export const oauthClientRegisterBodySchema = z.looseObject({
  redirect_uris: textList,
  client_type: optionalClientText,
  token_endpoint_auth_method: optionalClientText,
  grant_types: textList,
  response_types: textList,
  client_name: optionalClientText,
  client_uri: optionalClientText,
  logo_uri: optionalClientText,
});
export type OauthClientRegisterBody = z.infer<typeof oauthClientRegisterBodySchema>;

/** `PUT /admin/oauth/clients/{clientId}`: only the fields given change. */
export const oauthClientUpdateBodySchema = z.looseObject({
  redirect_uris: textList,
  grant_types: textList,
  client_name: optionalClientText,
  client_uri: optionalClientText,
  logo_uri: optionalClientText,
  token_endpoint_auth_method: optionalClientText,
});
export type OauthClientUpdateBody = z.infer<typeof oauthClientUpdateBodySchema>;

/** `{clientId}` of `/admin/oauth/clients/{clientId}`. */
export const oauthClientParamsSchema = z.object({ clientId: pathParam });

/** `GET /admin/oauth/clients`: page (from 1) and per_page. */
export const oauthClientListQuerySchema = z.looseObject({ page: queryText, per_page: queryText });

/** `GET /oauth/authorize`: the app's request, as RFC 6749 §4.1.1 and RFC 7636 name it. */
export const oauthAuthorizeQuerySchema = z.looseObject({
  client_id: queryText,
  redirect_uri: queryText,
  response_type: queryText,
  scope: queryText,
  state: queryText,
  resource: queryText,
  code_challenge: queryText,
  code_challenge_method: queryText,
  nonce: queryText,
});
export type OauthAuthorizeQuery = z.infer<typeof oauthAuthorizeQuerySchema>;

/** `{authorizationId}` of `/oauth/authorizations/{authorizationId}`. */
export const oauthAuthorizationParamsSchema = z.object({ authorizationId: pathParam });

/** `POST /oauth/authorizations/{id}/consent`: the member's answer on the consent screen. */
export const oauthConsentBodySchema = z.looseObject({ action: optionalClientText });

/** `POST /oauth/token` (JSON or form-encoded): RFC 6749 §4.1.3 and §6 with PKCE. */
export const oauthTokenBodySchema = z.looseObject({
  grant_type: optionalClientText,
  code: optionalClientText,
  refresh_token: optionalClientText,
  redirect_uri: optionalClientText,
  client_id: optionalClientText,
  client_secret: optionalClientText,
  code_verifier: optionalClientText,
  resource: optionalClientText,
});
export type OauthTokenBody = z.infer<typeof oauthTokenBodySchema>;

/** `DELETE /user/oauth/grants?client_id=…`. */
export const oauthGrantRevokeQuerySchema = z.looseObject({ client_id: queryText });
