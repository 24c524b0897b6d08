import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import type { AuthError } from './auth-error';
import { resolveRedirect } from './redirect-url';
import type { TokenResponse } from './session.service';

/** OAuth error names GoTrue puts in `error` for an HTTP status (reference §7 GET /verify). */
const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * Where an email link sends the user (reference §1): `redirect_to`, or the `Referer` when there
 * is none, kept only when it points at the site (anything else becomes the site URL).
 */
export function linkRedirect(ctx: AuthContext, request: FastifyRequest): string {
  const { redirect_to: requested } = (request.query ?? {}) as { redirect_to?: string | null };
  return resolveRedirect(requested || request.headers.referer, ctx.config.siteUrl);
}

/** The implicit-flow answer: the session in the fragment, keys sorted, with the `sb` marker. */
export function implicitRedirect(url: string, session: TokenResponse, type: string): string {
  const target = new URL(url);
  target.hash = new URLSearchParams([
    ['access_token', session.access_token],
    ['expires_at', String(session.expires_at)],
    ['expires_in', String(session.expires_in)],
    ['refresh_token', session.refresh_token],
    ['sb', ''],
    ['token_type', session.token_type],
    ['type', type],
  ]).toString();
  return target.toString();
}

/**
 * An error as GoTrue redirects it: `error` (OAuth name), `error_code` and `error_description`
 * in the fragment with the `sb` marker, and in the query too for PKCE flows.
 */
export function errorRedirect(url: string, error: AuthError, isPkce: boolean): string {
  const params = new URLSearchParams();
  const name = oauthErrors[error.statusCode];
  if (name) params.set('error', name);
  params.set('error_code', error.code);
  params.set('error_description', error.message);
  const target = new URL(url);
  if (isPkce) for (const [key, value] of params) target.searchParams.set(key, value);
  params.set('sb', '');
  target.hash = params.toString();
  return target.toString();
}
