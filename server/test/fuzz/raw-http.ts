import { connect } from 'node:net';
import type { SeenAnswer } from './fuzz-oracle';

/** What a raw request got: an answer, or nothing before the connection closed. */
export type RawResult = { answer: SeenAnswer } | { answer: null; reason: string };

function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Reads one HTTP/1.1 response from the bytes a server sent before closing. */
export function parseRawResponse(bytes: Buffer): SeenAnswer | null {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = bytes.subarray(headEnd + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = decodeChunked(body);
  else if (headers['content-length']) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body: body.toString('utf8') };
}

/**
 * Sends `request` (the exact bytes of an HTTP/1.1 request, malformed if need be) to
 * `host:port` on a fresh connection and reads the answer until the server closes it or
 * `timeoutMs` pass. Requests should say `Connection: close`.
 */
export function sendRawRequest(
  port: number,
  request: Buffer | string,
  timeoutMs = 5_000,
): Promise<RawResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port });
    const finish = (reason: string) => {
      clearTimeout(timer);
      socket.destroy();
      const answer = parseRawResponse(Buffer.concat(chunks));
      resolve(answer ? { answer } : { answer: null, reason });
    };
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // One response is all we wait for: stop once it is complete.
      const answer = parseRawResponse(Buffer.concat(chunks));
      const length = answer && Number(answer.headers['content-length']);
      if (answer && Number.isFinite(length) && Buffer.byteLength(answer.body) >= (length as number))
        finish('complete');
    });
    socket.on('error', () => finish('connection error'));
    socket.on('close', () => finish('connection closed without an answer'));
    socket.write(request);
  });
}
