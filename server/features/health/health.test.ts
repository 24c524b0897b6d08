import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPglite, openPostgres, type DatabaseHandle } from '../../db/client';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { startPrivatePostgres, type PrivatePostgres } from '../../test/private-postgres';
import { createMember } from '../../test/sign-in';
import { testEngines } from '../../test/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long the apps below wait for the database ping before they call it busy. */
const HEALTH_TIMEOUT_MS = 300;

describeEachDatabase('GET /healthz', (ctx) => {
  it('reports the database as up with its engine', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ engine: ctx().engine, ready: true, state: 'up' });
    expect(typeof body.database.latencyMs).toBe('number');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe.each(testEngines)('GET /healthz when the database is slow or down [%s]', (engine) => {
  // PostgreSQL: a private server the test may stop. PGlite: an engine of its own it may shut.
  let postgres: PrivatePostgres | undefined;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let isShut = false;

  beforeAll(async () => {
    if (engine === 'postgres') {
      postgres = await startPrivatePostgres();
      handle = openPostgres(postgres.url, 2, { statementTimeoutMs: 0, lockTimeoutMs: 0 });
    } else {
      handle = await openPglite();
    }
    await handle.migrate();
    app = await buildApp(testConfig({ healthDatabaseTimeoutMs: HEALTH_TIMEOUT_MS }), {
      database: handle,
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    // A shut PGlite refuses the app's last words (its listener's UNLISTEN).
    await app?.close().catch((err: unknown) => {
      if (!isShut) throw err;
    });
    if (!isShut) await handle?.close();
    await postgres?.remove();
  }, 60_000);

  it('calls a slow database busy (200), not down, and never checks it through the pool', async () => {
    if (!postgres) {
      // One in-process engine: a long transaction (as a backup snapshot is) makes the ping wait.
      let release!: () => void;
      const held = handle.db.transaction(async () => {
        await new Promise<void>((resolve) => (release = resolve));
      });
      await sleep(20);
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      release();
      await held;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'busy',
        database: { state: 'busy', ready: true, latencyMs: null },
      });
      const after = await app.inject({ method: 'GET', url: '/healthz' });
      expect(after.json().database.state).toBe('up');
      return;
    }
    // PostgreSQL: both pool connections wait for a lock; the check, on its own connection,
    // still answers at once.
    const locker = new pg.Client({ connectionString: postgres.url });
    await locker.connect();
    try {
      await locker.query('begin; lock table posts in access exclusive mode');
      const waiting = [1, 2].map(() => handle.db.execute(sql`select count(*) from posts`));
      await sleep(100);
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(Date.now() - started).toBeLessThan(HEALTH_TIMEOUT_MS);
      expect(res.statusCode).toBe(200);
      expect(res.json().database.state).toBe('up');
      await locker.query('rollback');
      await Promise.all(waiting);
    } finally {
      await locker.end();
    }
  });

  it('answers 503 (never 500) with or without a bearer token while it is down, 200 once back', async () => {
    const { headers } = await createMember(handle.db);
    // PostgreSQL stops; PGlite, the engine in this process, is shut down.
    if (postgres) await postgres.stop('fast');
    else {
      isShut = true;
      await handle.close();
    }
    for (const request of [{ headers }, {}]) {
      const res = await app.inject({ method: 'GET', url: '/healthz', ...request });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        database: { engine, state: 'down', ready: false },
      });
    }
    if (!postgres) return;
    await postgres.start();
    const back = await app.inject({ method: 'GET', url: '/healthz', headers });
    expect(back.statusCode).toBe(200);
    expect(back.json().database.state).toBe('up');
  }, 60_000);
});
