import { ApiError } from './api-error';

/** The header that lets the server recognise a retry of one logical request. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Waits before the second and third attempt after a network failure. */
export const NETWORK_RETRY_DELAYS_MS = [400, 1200] as const;

/**
 * A fresh key for one logical request (a random UUID). `crypto.randomUUID` exists only on
 * secure origins; elsewhere the same 122 random bits come from `crypto.getRandomValues`.
 */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isNetworkFailure(err: unknown): boolean {
  return err instanceof ApiError && err.status === 0;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The request was cancelled', 'AbortError'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The request was cancelled', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * Runs `attempt` and, when it fails with a network error (an {@link ApiError} with status 0:
 * the request may or may not have reached the server), runs it again after each of `delaysMs`.
 * Only for requests that are safe to repeat: creating calls carry the same Idempotency-Key on
 * every attempt, so the server creates once and replays its answer. Any other failure, and
 * the last network failure, is thrown; aborting through `signal` stops the waiting.
 */
export async function retryOnNetworkFailure<T>(
  attempt: () => Promise<T>,
  options: { signal?: AbortSignal; delaysMs?: readonly number[] } = {},
): Promise<T> {
  const delays = options.delaysMs ?? NETWORK_RETRY_DELAYS_MS;
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (err) {
      const delay = delays[retry];
      if (!isNetworkFailure(err) || delay === undefined) throw err;
      await wait(delay, options.signal);
    }
  }
}
