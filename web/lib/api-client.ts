import type { z } from 'zod';
import type { ErrorBody } from '../../common/errors';
import { ApiError } from './api-error';
import {
  createIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  retryOnNetworkFailure,
} from './idempotent-retry';
import { withAccessToken } from './with-access-token';

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Parses the response when given; otherwise the contract's type is trusted (keeps zod out of the shell bundle). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Public endpoints: send no access token (and do not wait for the auth client). */
  isPublic?: boolean;
  /** Waits between attempts after a network failure of a POST (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

/** The key every attempt of one POST carries, so the server creates its item once. */
type Attempt = RequestOptions<unknown> & { idempotencyKey?: string };

/** Spec §8's words for a failure that came without our error body (a proxy's page, say). */
function fallbackMessage(status: number): string {
  return status >= 500
    ? 'Something went wrong. Our team has been notified.'
    : 'An unexpected error occurred. Please try again.';
}

/** One attempt with `token`: the JSON body of a success, or the failure as an {@link ApiError}. */
async function send(path: string, options: Attempt, token: string | null) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
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
 * ({@link withAccessToken}). A POST carries one `Idempotency-Key` for the whole call and is sent
 * again (up to twice, after a short wait) when the network failed, so a retry never creates
 * twice: the server answers it with the first attempt's result.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const isPost = options.method === 'POST';
  const attempt: Attempt = isPost
    ? { ...options, idempotencyKey: createIdempotencyKey() }
    : options;
  const call = () =>
    options.isPublic
      ? send(path, attempt, null)
      : withAccessToken((token) => send(path, attempt, token));
  const payload = isPost
    ? await retryOnNetworkFailure(call, { signal: options.signal, delaysMs: options.retryDelaysMs })
    : await call();
  return options.schema ? options.schema.parse(payload) : (payload as T);
}
