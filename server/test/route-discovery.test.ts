import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { recordRouteCatalog } from '../plugins/route-catalog';
import { listRegisteredRoutes, pathParameterNames, toFastifyPath } from './route-discovery';

describe('listRegisteredRoutes', () => {
  it('reads every route the app recorded, parameters, wildcards and prefixes included', async () => {
    const app = Fastify();
    recordRouteCatalog(app);
    const noop = async () => ({});
    app.get('/a', noop);
    app.post('/a/:id', noop);
    app.delete('/a/:id/b', noop);
    app.get('/ab', noop);
    app.get('/x/*', noop);
    app.get('/og/:key.png', noop);
    app.all('/any', noop);
    await app.register(
      async (scoped) => {
        scoped.options('*', noop);
        scoped.put('/users/:userId/factors/:factorId', noop);
      },
      { prefix: '/auth/v1' },
    );
    await app.ready();

    const routes = listRegisteredRoutes(app).map((r) => `${r.method} ${r.path}`);

    for (const route of [
      'GET /a',
      'POST /a/:id',
      'DELETE /a/:id/b',
      'GET /ab',
      'GET /x/*',
      'GET /og/:key.png',
      'GET /any',
      'PATCH /any',
      'OPTIONS /auth/v1*',
      'PUT /auth/v1/users/:userId/factors/:factorId',
    ]) {
      expect(routes).toContain(route);
    }
    // Fastify's HEAD twins of GET routes are left out.
    expect(routes).not.toContain('HEAD /a');
    expect(new Set(routes).size).toBe(routes.length);
    await app.close();
  });
});

describe('path helpers', () => {
  it('turns OpenAPI paths into Fastify paths and names their parameters', () => {
    expect(toFastifyPath('/api/posts/{id}/comments')).toBe('/api/posts/:id/comments');
    expect(pathParameterNames('/a/:userId/b/:factorId')).toEqual(['userId', 'factorId']);
    expect(pathParameterNames('/uploads/*')).toEqual(['*']);
    expect(pathParameterNames('/og/:key.png')).toEqual(['key']);
  });
});
