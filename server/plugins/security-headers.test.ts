import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/build-test-app';

describeEachDatabase('security headers', (ctx) => {
  it("forbid framing the same way twice: X-Frame-Options DENY and frame-ancestors 'none'", async () => {
    for (const url of ['/api/navigation', '/api/missing', '/auth/v1/settings', '/healthz']) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(String(res.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });
});
