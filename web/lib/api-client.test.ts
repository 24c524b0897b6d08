import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

/**
 * A real HTTP server standing in for `/api`: it cuts the connection of the first `dropCount`
 * requests (a network failure: fetch throws), then answers 201 with the request's key.
 */
let server: Server;
let origin: string;
let dropCount = 0;
let seen: { method: string; key: string | undefined }[] = [];

function keyOf(request: IncomingMessage): string | undefined {
  const key = request.headers['idempotency-key'];
  return Array.isArray(key) ? key[0] : key;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', key: keyOf(request) });
    request.resume();
    if (seen.length <= dropCount) {
      request.socket.destroy();
      return;
    }
    response.writeHead(request.method === 'POST' ? 201 : 200, {
      'content-type': 'application/json',
    });
    response.end(JSON.stringify({ key: keyOf(request) ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  dropCount = 0;
  seen = [];
});

const post = (body: object) =>
  apiRequest<{ key: string }>(`${origin}/api/support`, {
    method: 'POST',
    body,
    isPublic: true,
    retryDelaysMs: [5, 5],
  });

describe('apiRequest and Idempotency-Key', () => {
  it('sends a fresh UUID key with each POST call', async () => {
    const first = await post({ message: 'one' });
    const second = await post({ message: 'two' });
    expect(first.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second.key).not.toBe(first.key);
  });

  it('sends the POST again with the same key after network failures', async () => {
    dropCount = 2;
    const answer = await post({ message: 'retried' });
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((request) => request.key))).toEqual(new Set([answer.key]));
  });

  it('gives up after two retries with a network error (status 0)', async () => {
    dropCount = 5;
    const failure = await post({ message: 'lost' }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
    expect(seen).toHaveLength(3);
  });

  it('neither sends a key with nor retries a GET', async () => {
    dropCount = 1;
    const failure = await apiRequest(`${origin}/api/feed`, { isPublic: true }).catch(
      (err: unknown) => err,
    );
    expect((failure as ApiError).status).toBe(0);
    expect(seen).toEqual([{ method: 'GET', key: undefined }]);
  });

  it('stops retrying when the call is aborted', async () => {
    dropCount = 5;
    const controller = new AbortController();
    const pending = apiRequest(`${origin}/api/support`, {
      method: 'POST',
      body: {},
      isPublic: true,
      signal: controller.signal,
      retryDelaysMs: [10_000],
    }).catch((err: unknown) => err);
    await expect.poll(() => seen.length).toBe(1);
    controller.abort();
    expect(((await pending) as DOMException).name).toBe('AbortError');
    expect(seen).toHaveLength(1);
  });
});
