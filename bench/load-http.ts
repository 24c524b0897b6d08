import http from 'node:http';

/** An answer read to its end, with the time from sending to the last byte. */
export interface HttpAnswer {
  status: number;
  body: string;
  ms: number;
}

/** A request that got no answer (refused, reset, timed out), with the error's code. */
export class NoAnswerError extends Error {
  constructor(
    readonly code: string,
    readonly ms: number,
  ) {
    super(`no answer: ${code}`);
  }
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Source address of the connection (a loopback address such as 127.0.0.5). */
  localAddress?: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One HTTP/1.1 request with node:http through `agent` (keep-alive): resolves with the status and
 * the whole body; rejects with {@link NoAnswerError} when no answer came within 30 s or the
 * connection failed.
 */
export function send(origin: URL, agent: http.Agent, request: HttpRequest): Promise<HttpAnswer> {
  const started = performance.now();
  const payload = request.json === undefined ? undefined : JSON.stringify(request.json);
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers,
        agent,
        localAddress: request.localAddress,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', (err: NodeJS.ErrnoException) =>
          reject(new NoAnswerError(err.code ?? 'response_error', performance.now() - started)),
        );
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) =>
      reject(new NoAnswerError(err.code ?? 'request_error', performance.now() - started)),
    );
    req.end(payload);
  });
}
