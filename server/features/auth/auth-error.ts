/**
 * An error answered in GoTrue's wire format (reference §2): `{ code, error_code, msg, message }`
 * with the status GoTrue uses, plus any extra fields (such as `weak_password`).
 */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The old OAuth-style body `{ error, error_description }`, always HTTP 400 (reference §2). */
export class OAuthError extends Error {
  override name = 'OAuthError';
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message);

export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

export const badJwt = (detail: string) =>
  new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

/** 429 with the moment the limit ends in the message and in Retry-After. */
export function overRequestRateLimit(message: string, retryAt: Date, now: Date): AuthError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return new AuthError(
    429,
    'over_request_rate_limit',
    `${message} Please try again after ${retryAt.toISOString()}`,
    { retry_after: seconds },
    { 'retry-after': String(seconds) },
  );
}
