import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/build-test-app';
import { createMember } from '../test/sign-in';

const PER_MINUTE = 2;

describeEachDatabase(
  'heavy routes: a per-address limit for visitors',
  (ctx) => {
    const get = (url: string, ip: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip, ...headers } });

    it('answers 429 with Retry-After past the limit, per address, and leaves members and light routes alone', async () => {
      for (let n = 0; n < PER_MINUTE; n += 1) {
        expect((await get('/api/openapi.json', '10.0.0.1')).statusCode).toBe(200);
      }
      // One budget for every heavy route.
      for (const url of ['/api/openapi.json', '/sitemap.xml', '/search?q=castle']) {
        const refused = await get(url, '10.0.0.1');
        expect(refused.statusCode, url).toBe(429);
        expect(refused.json().error.code).toBe('rate_limited');
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
      }
      expect((await get('/sitemap.xml', '10.0.0.2')).statusCode).toBe(200);
      expect((await get('/api/navigation', '10.0.0.1')).statusCode).toBe(200);
      const member = await createMember(ctx().db);
      expect((await get('/api/openapi.json', '10.0.0.1', member.headers)).statusCode).toBe(200);
    });
  },
  { heavyRoutesPerMinute: PER_MINUTE, trustProxy: true },
);
