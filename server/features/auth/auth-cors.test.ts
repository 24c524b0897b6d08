import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/build-test-app';

describeEachDatabase('auth API CORS', (ctx) => {
  it('lets any origin call /auth/v1 and read X-Supabase-Api-Version, like GoTrue', async () => {
    const preflight = await ctx().app.inject({
      method: 'OPTIONS',
      url: '/auth/v1/token?grant_type=password',
      headers: {
        origin: 'https://other.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-supabase-api-version,apikey',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://other.example');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('apikey');

    const answer = await ctx().app.inject({
      method: 'GET',
      url: '/auth/v1/settings',
      headers: { origin: 'https://other.example' },
    });
    expect(answer.headers['access-control-expose-headers']).toBe('X-Supabase-Api-Version');
    expect(answer.headers['x-supabase-api-version']).toBe('2024-01-01');
  });

  it('answers an OPTIONS without Origin (not a preflight) with a 204, never a text/plain 400', async () => {
    for (const headers of [
      {},
      { origin: 'https://other.example' },
      { 'access-control-request-method': 'POST' },
    ]) {
      const res = await ctx().app.inject({ method: 'OPTIONS', url: '/auth/v1/settings', headers });
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
    }
  });

  it('keeps the product API same-origin', async () => {
    const answer = await ctx().app.inject({
      method: 'GET',
      url: '/api/navigation',
      headers: { origin: 'https://other.example' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
