import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/build-test-app';

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, { description?: string; content?: unknown }>;
  parameters?: { in: string; name: string }[];
  security?: Record<string, string[]>[];
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
}

/** Every social route of issue 5, as `method path` in OpenAPI's spelling. */
const socialRoutes = [
  'post /api/uploads',
  'post /api/posts',
  'get /api/posts/highlights',
  'get /api/posts/{id}',
  'patch /api/posts/{id}',
  'delete /api/posts/{id}',
  'get /api/feed',
  'get /api/posts/{id}/comments',
  'post /api/posts/{id}/comments',
  'delete /api/comments/{id}',
  'put /api/posts/{id}/like',
  'delete /api/posts/{id}/like',
  'get /api/profiles/{id}',
  'patch /api/profiles/me',
  'get /api/profiles/{id}/posts',
  'put /api/profiles/{id}/follow',
  'delete /api/profiles/{id}/follow',
  'get /api/profiles/{id}/followers',
  'get /api/profiles/{id}/following',
];

/** Routes that answer 401 without a token, so they must declare the bearer scheme. */
const signedInRoutes = [
  'post /api/uploads',
  'post /api/posts',
  'patch /api/posts/{id}',
  'delete /api/posts/{id}',
  'get /api/feed',
  'post /api/posts/{id}/comments',
  'delete /api/comments/{id}',
  'put /api/posts/{id}/like',
  'delete /api/posts/{id}/like',
  'get /api/profiles/me',
  'patch /api/profiles/me',
  'put /api/profiles/{id}/follow',
  'delete /api/profiles/{id}/follow',
];

/** `/api/openapi.json`: the product API, generated from the same zod schemas that validate it. */
describeEachDatabase('OpenAPI document', (ctx) => {
  async function getDocument(): Promise<OpenApiDocument> {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    return res.json<OpenApiDocument>();
  }

  function operation(doc: OpenApiDocument, route: string): Operation | undefined {
    const [method, path] = route.split(' ') as [string, string];
    return doc.paths[path]?.[method];
  }

  it('documents the /api routes and only them', async () => {
    const doc = await getDocument();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Magic Community API');
    const paths = Object.keys(doc.paths);
    for (const path of ['/api/navigation', '/api/profiles/me', '/api/support', '/api/errors']) {
      expect(paths).toContain(path);
    }
    expect(paths.some((p) => p.startsWith('/auth/v1'))).toBe(false);
    expect(paths.some((p) => p.startsWith('/uploads/'))).toBe(false);
    expect(paths).not.toContain('/api/openapi.json');
    // Request bodies come from the zod contracts.
    expect(JSON.stringify(doc.paths['/api/support']?.post?.requestBody)).toContain('email');
  });

  it('documents every social route with its responses', async () => {
    const doc = await getDocument();
    for (const route of socialRoutes) {
      const op = operation(doc, route);
      expect(op, route).toBeDefined();
      expect(Object.keys(op!.responses ?? {}), route).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^2\d\d$/),
          expect.stringMatching(/^4\d\d$/),
        ]),
      );
    }
    // Bodies, path ids and list queries come from the contracts.
    expect(JSON.stringify(operation(doc, 'post /api/posts')!.requestBody)).toContain('imageIds');
    expect(JSON.stringify(operation(doc, 'post /api/posts/{id}/comments')!.requestBody)).toContain(
      '"body"',
    );
    expect(JSON.stringify(operation(doc, 'patch /api/profiles/me')!.requestBody)).toContain(
      'avatarUploadId',
    );
    expect(operation(doc, 'get /api/feed')!.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['cursor', 'limit']),
    );
    expect(operation(doc, 'get /api/posts/highlights')!.parameters?.map((p) => p.name)).toEqual([
      'limit',
    ]);
    for (const route of ['get /api/posts/{id}', 'put /api/profiles/{id}/follow']) {
      expect(operation(doc, route)!.parameters, route).toContainEqual(
        expect.objectContaining({ in: 'path', name: 'id' }),
      );
    }
  });

  it('gives POST /api/uploads a multipart body with a binary file field', async () => {
    const doc = await getDocument();
    const content = operation(doc, 'post /api/uploads')!.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    expect(content['multipart/form-data']!.schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });

  it('names, summarises and tags every operation, each operationId once', async () => {
    const doc = await getDocument();
    const tagNames = doc.tags.map((tag) => tag.name);
    const operations = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations.length).toBeGreaterThanOrEqual(socialRoutes.length);
    for (const op of operations) {
      expect(op.summary, op.operationId).toMatch(/^[A-Z].{5,}[^.]$/);
      expect(op.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.tags?.length, op.operationId).toBeGreaterThan(0);
      for (const tag of op.tags!) expect(tagNames, op.operationId).toContain(tag);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        expect(response.description, `${op.operationId} ${status}`).not.toBe('Default Response');
      }
    }
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation(doc, 'get /api/feed')?.operationId).toBe('listFeed');
    expect(operation(doc, 'put /api/posts/{id}/like')?.operationId).toBe('likePost');
    expect(doc.tags.every((tag) => tag.description)).toBe(true);
    // The document is served by the API itself, so its server is the serving origin.
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('gives a 204 no body', async () => {
    const doc = await getDocument();
    for (const route of ['delete /api/posts/{id}', 'delete /api/comments/{id}']) {
      expect(operation(doc, route)?.responses?.['204'], route).toEqual({
        description: expect.any(String),
      });
    }
  });

  it('declares the bearer scheme on the routes that need a signed-in member, only there', async () => {
    const doc = await getDocument();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const route of signedInRoutes) {
      expect(operation(doc, route)?.security, route).toEqual([{ bearerAuth: [] }]);
    }
    // Answers that use the member when one is signed in: the token is optional.
    const optionalRoutes = [
      'get /api/posts/{id}',
      'get /api/profiles/{id}',
      'get /api/profiles/{id}/followers',
      'get /api/activity',
      'post /api/support',
      // Private groups and blocks (issue 12) decide what the viewer finds.
      'get /api/posts/highlights',
      'get /api/search',
      'get /api/search/counts',
    ];
    for (const route of optionalRoutes) {
      expect(operation(doc, route)?.security, route).toEqual([{}, { bearerAuth: [] }]);
    }
    // The same answer for everyone: no token is read.
    for (const route of ['get /api/navigation']) {
      expect(operation(doc, route)?.security, route).toEqual([]);
    }
  });

  const getRaw = (headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url: '/api/openapi.json', headers });

  it('sends the same bytes and ETag every time, compressed as asked, 304 when unchanged', async () => {
    const first = await getRaw();
    const second = await getRaw();
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(second.headers.etag).toBe(etag);
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(first.headers['content-encoding']).toBeUndefined();

    const gzipped = await getRaw({ 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(first.rawPayload)).toBe(true);
    expect(gzipped.rawPayload.length).toBeLessThan(first.rawPayload.length / 4);
    const brotli = await getRaw({ 'accept-encoding': 'gzip;q=0.8, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).equals(first.rawPayload)).toBe(true);
    expect(brotli.headers.etag).toBe(etag);

    const unchanged = await getRaw({ 'if-none-match': `W/"other", ${etag}` });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect((await getRaw({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });
});
