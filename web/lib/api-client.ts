import type { z } from 'zod';
import type { ErrorBody } from '../../common/errors';
import { ApiError } from './api-error';
import { withAccessToken } from './with-access-token';

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Parses the response when given; otherwise the contract's type is trusted (keeps zod out of the shell bundle). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Public endpoints: send no access token (and do not wait for the auth client). */
  isPublic?: boolean;
}

/** Spec §8's words for a failure that came without our error body (a proxy's page, say). */
function fallbackMessage(status: number): string {
  return status >= 500
    ? 'Something went wrong. Our team has been notified.'
    : 'An unexpected error occurred. Please try again.';
}

/** One attempt with `token`: the JSON body of a success, or the failure as an {@link ApiError}. */
async function send(path: string, options: RequestOptions<unknown>, token: string | null) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(
      0,
      'network_error',
      'Connection problem. Please check your internet connection and try again.',
    );
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = payload as Partial<ErrorBody> | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? fallbackMessage(response.status),
      body?.error?.details,
    );
  }
  return payload;
}

/**
 * Calls the product API with the member's access token, parses the response with its contract
 * schema and turns error bodies into {@link ApiError}. Network failures become status 0. A
 * refused token is refreshed or stepped up once, then the call is sent again
 * ({@link withAccessToken}).
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const payload = options.isPublic
    ? await send(path, options, null)
    : await withAccessToken((token) => send(path, options, token));
  return options.schema ? options.schema.parse(payload) : (payload as T);
}
