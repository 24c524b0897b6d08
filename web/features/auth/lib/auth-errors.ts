import { retryTimeFromMessage } from './attempt-limits';

/** What the app needs from an auth-js error (AuthApiError and friends), read structurally. */
export interface AuthFailure {
  message: string;
  code?: string;
  status?: number;
}

const FALLBACK_MESSAGE = 'An unexpected error occurred. Please try again.';

export function describeAuthError(error: unknown): AuthFailure {
  if (error && typeof error === 'object') {
    const { message, code, status } = error as {
      message?: unknown;
      code?: unknown;
      status?: unknown;
    };
    return {
      message: typeof message === 'string' && message ? message : FALLBACK_MESSAGE,
      code: typeof code === 'string' ? code : undefined,
      status: typeof status === 'number' ? status : undefined,
    };
  }
  return { message: typeof error === 'string' && error ? error : FALLBACK_MESSAGE };
}

const RATE_LIMIT_CODES = new Set(['over_request_rate_limit', 'over_email_send_rate_limit']);

export function isRateLimited(failure: AuthFailure): boolean {
  return failure.status === 429 || (!!failure.code && RATE_LIMIT_CODES.has(failure.code));
}

/** For a rate-limit answer: the time it says to wait for, or null. */
export function rateLimitedUntil(failure: AuthFailure, now: number = Date.now()): number | null {
  return isRateLimited(failure) ? retryTimeFromMessage(failure.message, now) : null;
}

/**
 * Whether a sign-in error counts against the limit: the server refused the credentials (a 4xx
 * answer). Lost connections and server failures do not count.
 */
export function countsAsFailedSignIn(failure: AuthFailure): boolean {
  return (
    failure.status !== undefined &&
    failure.status >= 400 &&
    failure.status < 500 &&
    !isRateLimited(failure)
  );
}

/** The request needs a second factor first (GoTrue's `insufficient_aal`). */
export function needsHigherAssurance(failure: AuthFailure): boolean {
  return failure.code === 'insufficient_aal';
}
