import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/build-test-app';

describeEachDatabase('GET /healthz', (ctx) => {
  it('reports the database as ready with its engine', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ engine: ctx().engine, ready: true });
    expect(typeof body.database.latencyMs).toBe('number');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
