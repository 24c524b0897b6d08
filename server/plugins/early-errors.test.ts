import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/build-test-app';

/** The headers the security-headers plugin adds to every answer. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];

type Headers = Record<string, string | string[] | number | undefined>;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (a request line and headers, as bytes) on a fresh socket; reads the answer. */
function sendRaw(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from(head, 'latin1')));
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [top = '', body = ''] = data.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

/**
 * Requests Fastify or Node refuse before any route or hook runs (a URL the router cannot
 * decode, a path parameter over the router's limit, malformed HTTP) are answered in the error
 * shape of the path asked for, with every security header a normal answer has.
 */
describeEachDatabase('early errors: URLs the router or the HTTP parser refuse', (ctx) => {
  let port = 0;
  let normal: Headers = {};
  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx().app.server.address() as AddressInfo).port;
    normal = (await ctx().app.inject({ method: 'GET', url: '/api/navigation' })).headers;
  });

  function expectSecurityHeaders(headers: Headers) {
    for (const name of SECURITY_HEADERS) {
      expect(normal[name], name).toBeDefined();
      expect(headers[name], name).toBe(normal[name]);
    }
  }

  const appCases: [string, string, number, string][] = [
    ['a bad percent-encoding in an /api path', '/api/posts/%ZZ', 400, 'not valid'],
    ['a bad percent-encoding in a page path', '/some%ZZpage', 400, 'not valid'],
    ['a lone % at the end of a path', '/api/navigation%', 400, 'not valid'],
    ['a path parameter over 100 characters', `/api/posts/${'a'.repeat(101)}`, 414, 'too long'],
  ];
  it.each(appCases)('answers %s in the app shape', async (_label, url, status, text) => {
    const res = await ctx().app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      error: {
        code: 'bad_request',
        message: status === 414 ? 'The request URL is too long.' : 'The request URL is not valid.',
      },
    });
    expect(res.body).toContain(text);
    expect(res.body).not.toMatch(/JSON/);
    expectSecurityHeaders(res.headers);
  });

  const authCases: [string, string, number][] = [
    ['a bad percent-encoding', '/auth/v1/user/%ZZ', 400],
    ['a bad percent-encoding before the query', '/auth/v1/verify%E0%A4%A?type=signup', 400],
    ['a path parameter over 100 characters', `/auth/v1/factors/${'f'.repeat(101)}`, 414],
  ];
  it.each(authCases)('answers %s under /auth/v1 in GoTrue’s shape', async (_label, url, status) => {
    const res = await ctx().app.inject({ method: 'DELETE', url });
    expect(res.statusCode, res.body).toBe(status);
    const message =
      status === 414 ? 'The request URL is too long.' : 'The request URL is not valid.';
    expect(res.json()).toEqual({
      code: 'validation_failed',
      error_code: 'validation_failed',
      msg: message,
      message,
    });
    expect(res.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(res.headers['x-sb-error-code']).toBe('validation_failed');
    expectSecurityHeaders(res.headers);
  });

  it('answers the same over a real connection', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/posts/%ZZ`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'bad_request', message: 'The request URL is not valid.' },
    });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a URL with a control character (refused by the HTTP parser) in our shape', async () => {
    const api = await sendRaw(port, 'GET /api/a\u0001b HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({
      error: { code: 'bad_request', message: 'The request URL is not valid.' },
    });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expectSecurityHeaders(api.headers);

    const auth = await sendRaw(port, 'GET /auth/v1/user\u007f HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(auth.status).toBe(400);
    expect(JSON.parse(auth.body)).toMatchObject({
      code: 'validation_failed',
      msg: 'The request URL is not valid.',
    });
    expect(auth.headers['x-supabase-api-version']).toBe('2024-01-01');
    expectSecurityHeaders(auth.headers);
  });

  it('answers headers too large with 431 in our shape', async () => {
    const res = await sendRaw(
      port,
      `GET /api/navigation HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'bad_request', message: 'The request headers are too large.' },
    });
    expectSecurityHeaders(res.headers);
  });

  it('still serves well-formed URLs, percent-encoded ones included', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/navigation?x=%ZZ' });
    expect(res.statusCode).toBe(200);
    const missing = await ctx().app.inject({ method: 'GET', url: '/api/posts/caf%C3%A9' });
    expect(missing.statusCode).toBe(404);
  });
});
