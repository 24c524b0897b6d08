import type { ErrorCode } from '../../common/errors';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  insufficient_aal: 403,
  email_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  invalid_upload: 422,
  cannot_follow_self: 422,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
};

/**
 * An error meant for the client: services throw it, the error handler turns it into
 * `{ error: { code, message } }` with the status that fits the code.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

/** Status code for an error code. */
export function statusForCode(code: ErrorCode): number {
  return statusByCode[code];
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const unauthorized = (message = 'You need to sign in to do that.') =>
  new AppError('unauthorized', message);
export const forbidden = (message = "You don't have permission to perform this action.") =>
  new AppError('forbidden', message);

/** A 429 with `Retry-After` in whole seconds. */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', message, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}
