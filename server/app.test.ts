import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, createTestApp } from './test/build-test-app';
import { testEngines } from './test/test-database';

function expectNotFoundJson(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(res.statusCode).toBe(404);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const { error } = res.json() as { error: { code: string; message: string } };
  expect(error.code).toBe('not_found');
  expect(error.message.length).toBeGreaterThan(0);
}

describeEachDatabase('the app', (ctx) => {
  describe('unknown API paths', () => {
    it('answer GET with a JSON 404 naming the route', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
      expectNotFoundJson(res);
      expect((res.json() as { error: { message: string } }).error.message).toBe(
        'No route for GET /api/does-not-exist',
      );
    });

    it('answer POST with a JSON 404, with or without a body', async () => {
      expectNotFoundJson(await ctx().app.inject({ method: 'POST', url: '/api/nope' }));
      expectNotFoundJson(
        await ctx().app.inject({
          method: 'POST',
          url: '/api/nope/deeper',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ hello: 'world' }),
        }),
      );
    });

    it('answer other methods on known paths with a JSON 404', async () => {
      expectNotFoundJson(await ctx().app.inject({ method: 'DELETE', url: '/api/navigation' }));
      expectNotFoundJson(await ctx().app.inject({ method: 'PUT', url: '/api/errors' }));
    });

    it('answer unknown auth paths (GoTrue shape) and the bare /api with a JSON 404 too', async () => {
      const auth = await ctx().app.inject({ method: 'GET', url: '/auth/v1/unknown' });
      expect(auth.statusCode).toBe(404);
      // The auth API answers in GoTrue's error shape.
      expect(auth.json()).toMatchObject({ code: 'not_found', error_code: 'not_found' });
      expectNotFoundJson(await ctx().app.inject({ method: 'GET', url: '/api' }));
    });
  });

  describe('security headers', () => {
    it('come with a strict content security policy', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/navigation' });
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('script-src')).toBe("'self'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('default-src')).toBe("'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    });

    it('forbid sniffing and framing and limit the referrer', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/navigation' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('are also sent with error responses', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/missing' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    });

    it('leave out HSTS when the site is served over plain HTTP', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(String(res.headers['content-security-policy'])).not.toContain(
        'upgrade-insecure-requests',
      );
    });
  });

  describe('compression', () => {
    it('gzips a response over 1 KB when the client accepts gzip', async () => {
      const plain = await ctx().app.inject({ method: 'GET', url: '/api/navigation' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/navigation',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    });

    it('leaves small responses uncompressed', async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
    });
  });
});

describe.each(testEngines)('the app served over HTTPS [%s]', (engine) => {
  it('sends HSTS and asks browsers to upgrade insecure requests', async () => {
    const ctx = await createTestApp(engine, { siteUrl: 'https://community.example' });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await ctx.close();
    }
  });
});
