/** One request a load client sends. */
export interface LoadRequest {
  /** A label the test groups outcomes by. */
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** What became of one request. Times are `Date.now()` values. */
export interface LoadOutcome {
  kind: string;
  client: number;
  /** The request's `x-request-id` header (the server logs it as `reqId`), if it had one. */
  requestId: string | null;
  startedAt: number;
  endedAt: number;
  /** The HTTP status; 0 when no answer came (see `failure`). */
  status: number;
  /** 'timeout', or the network error's message, when no answer came. */
  failure: string | null;
  retryAfter: string | null;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

/** Load running against a server until stopped. */
export interface RequestLoad {
  /** How many outcomes have been recorded so far. */
  count(): number;
  /** Lets every client finish its request in flight, then returns all outcomes. */
  stop(): Promise<LoadOutcome[]>;
}

async function sendOnce(
  origin: string,
  request: LoadRequest,
  timeoutMs: number,
): Promise<Omit<LoadOutcome, 'kind' | 'client' | 'requestId' | 'startedAt' | 'endedAt'>> {
  const hasBody = request.body !== undefined;
  try {
    const res = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...request.headers },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, failure: null, retryAfter: res.headers.get('retry-after'), body };
  } catch (err) {
    const isTimeout = err instanceof DOMException && err.name === 'TimeoutError';
    const failure = isTimeout ? 'timeout' : describeNetworkError(err);
    return { status: 0, failure, retryAfter: null, body: null };
  }
}

/** fetch's message ("fetch failed") with its cause's code: ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET… */
function describeNetworkError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  return code ? `${err.message} (${code})` : err.message;
}

/**
 * Starts `clients` concurrent clients against `origin`, each sending `next(client)` one after
 * the other (pausing `pauseMs` between two) with a timeout per request, until `stop()`.
 * Every request's outcome is recorded, answered or not.
 */
export function startRequestLoad(options: {
  origin: string;
  clients: number;
  next: (client: number) => LoadRequest;
  timeoutMs: number;
  pauseMs?: number;
}): RequestLoad {
  const outcomes: LoadOutcome[] = [];
  let isStopping = false;
  const runClient = async (client: number) => {
    while (!isStopping) {
      const request = options.next(client);
      const startedAt = Date.now();
      const result = await sendOnce(options.origin, request, options.timeoutMs);
      outcomes.push({
        kind: request.kind,
        client,
        requestId: request.headers?.['x-request-id'] ?? null,
        startedAt,
        endedAt: Date.now(),
        ...result,
      });
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const running = Promise.all(Array.from({ length: options.clients }, (_, i) => runClient(i)));
  return {
    count: () => outcomes.length,
    async stop() {
      isStopping = true;
      await running;
      return outcomes;
    },
  };
}
