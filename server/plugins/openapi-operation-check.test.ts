import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOperationCheck } from './openapi-operation-check';
import { optionalViewerSecurity } from './openapi-security';

/** A bare app with the check and a stand-in `requireViewer` guard. */
function appWithCheck(): FastifyInstance {
  const app = Fastify();
  app.decorate('requireViewer', async () => {});
  app.addHook('onRoute', createOperationCheck(app));
  return app;
}

const handler = async () => ({});
const docs = { summary: 'List things', operationId: 'listThings', tags: ['posts'] };

describe('createOperationCheck', () => {
  it('accepts a documented route, and ignores undocumented paths and hidden routes', () => {
    const app = appWithCheck();
    expect(() => {
      app.get('/api/things', { schema: docs }, handler);
      app.get('/auth/v1/things', handler);
      app.get('/api/hidden', { schema: { hide: true } }, handler);
      app.get('/api/openapi.json', handler);
    }).not.toThrow();
  });

  it('refuses a /api route without summary, operationId or a known tag, naming what is missing', () => {
    const app = appWithCheck();
    expect(() => app.get('/api/things', handler)).toThrow(
      /GET \/api\/things .*`summary`.*`operationId`.*`tags`/,
    );
    expect(() =>
      app.get('/api/things', { schema: { ...docs, operationId: 'List-things' } }, handler),
    ).toThrow(/camelCase/);
    expect(() =>
      app.get('/api/things', { schema: { ...docs, tags: ['things'] } }, handler),
    ).toThrow(/openapi-tags\.ts/);
  });

  it('refuses an operationId used twice', () => {
    const app = appWithCheck();
    app.get('/api/things', { schema: docs }, handler);
    expect(() => app.post('/api/things', { schema: docs }, handler)).toThrow(
      /of its own \(GET \/api\/things has it\)/,
    );
  });

  it('wants a guarded route to document its 401 and to leave its security to the guard', () => {
    const app = appWithCheck();
    const guarded = { preHandler: app.requireViewer };
    expect(() => app.post('/api/things', { ...guarded, schema: docs }, handler)).toThrow(/`401`/);
    const with401 = { ...docs, response: { 401: { type: 'object' } } };
    expect(() =>
      app.post(
        '/api/things',
        { ...guarded, schema: { ...with401, security: optionalViewerSecurity } },
        handler,
      ),
    ).toThrow(/guarded by app.requireViewer/);
    expect(() => app.post('/api/things', { ...guarded, schema: with401 }, handler)).not.toThrow();
  });
});
