/**
 * Remembers why the auth server last refused to keep a session alive (a refused refresh, or
 * `/user` answering `session_not_found`), so the SIGNED_OUT that follows can be explained to
 * the member. auth-js does not pass refresh errors to its listeners, so this wraps the fetch the
 * client uses for its requests.
 */
export interface SessionFailure {
  code: string | null;
  status: number;
}

let lastFailure: SessionFailure | null = null;
const watched = new WeakSet<object>();

type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function requestUrl(input: RequestInfo | URL): URL | null {
  try {
    const href = input instanceof Request ? input.url : String(input);
    return new URL(href, window.location.origin);
  } catch {
    return null;
  }
}

async function readCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as Record<string, unknown>;
    for (const field of ['code', 'error_code', 'error']) {
      if (typeof body[field] === 'string') return body[field];
    }
  } catch {
    // Not JSON.
  }
  return null;
}

export function watchSessionFailures(client: object): void {
  const target = client as { fetch?: FetchLike };
  const original = target.fetch;
  if (typeof original !== 'function' || watched.has(client)) return;
  watched.add(client);
  target.fetch = async (input, init) => {
    const response = await original(input, init);
    if (response.status < 400 || response.status >= 500) return response;
    const url = requestUrl(input);
    if (!url) return response;
    const method = (init?.method ?? 'GET').toUpperCase();
    const isRefresh =
      url.pathname.endsWith('/auth/v1/token') &&
      url.searchParams.get('grant_type') === 'refresh_token';
    const isUser = method === 'GET' && url.pathname.endsWith('/auth/v1/user');
    if (isRefresh || isUser) {
      const code = await readCode(response);
      if (isRefresh || code === 'session_not_found') {
        lastFailure = { code, status: response.status };
      }
    }
    return response;
  };
}

/** The last recorded failure (and forgets it). */
export function takeSessionFailure(): SessionFailure | null {
  const failure = lastFailure;
  lastFailure = null;
  return failure;
}

/** A session was (re)established: older failures no longer explain anything. */
export function clearSessionFailure(): void {
  lastFailure = null;
}
