import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/build-test-app';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: unknown }>>;
}

/** `/api/openapi.json`: the product API, generated from the same zod schemas that validate it. */
describeEachDatabase('OpenAPI document', (ctx) => {
  it('documents the /api routes and only them', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Magic Community API');
    const paths = Object.keys(doc.paths);
    for (const path of ['/api/navigation', '/api/profiles/me', '/api/support', '/api/errors']) {
      expect(paths).toContain(path);
    }
    expect(paths.some((p) => p.startsWith('/auth/v1'))).toBe(false);
    expect(paths).not.toContain('/api/openapi.json');
    // Request bodies come from the zod contracts.
    expect(JSON.stringify(doc.paths['/api/support']?.post?.requestBody)).toContain('email');
  });
});
