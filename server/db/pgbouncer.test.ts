import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, readTestDatabaseUrl, type AppConfig } from '../config';
import {
  openDatabaseListener,
  type DatabaseListener,
} from '../features/realtime/database-listener';
import { TEST_JWT_SECRET } from '../test/build-test-app';
import { startPgBouncer, type PgBouncerProcess } from '../test/pgbouncer-process';
import { createScratchDatabase } from '../test/server-process';
import { createMember, type TestMember } from '../test/sign-in';
import type { DatabaseHandle, Executor } from './client';
import { classifyDatabaseUnavailability } from './database-unavailable';

/*
 * PostgreSQL behind PgBouncer 1.18 in transaction pooling (docs/pgbouncer.md): a PgBouncer of
 * this file's own with 2 server connections serves an app pool of 6, so consecutive transactions
 * of one app connection land on different server connections, and any session state (a named
 * prepared statement, a SET, a LISTEN) would show. LISTEN and migrations go to the server
 * directly (DATABASE_LISTEN_URL).
 */

const adminUrl = readTestDatabaseUrl();
const BOUNCER_POOL_SIZE = 2;
const APP_POOL_SIZE = 6;
const STATEMENT_TIMEOUT_MS = 800;
const LOCK_TIMEOUT_MS = 400;

if (adminUrl) {
  describe('PostgreSQL behind PgBouncer (transaction pooling)', () => {
    let scratch: { url: string; drop(): Promise<void> };
    let bouncer: PgBouncerProcess;
    let config: AppConfig;
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let base: string;
    let members: TestMember[];

    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl!);
      bouncer = await startPgBouncer(scratch.url, { poolSize: BOUNCER_POOL_SIZE });
      config = loadConfig(
        {
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: '/tmp/magic-community-test',
          DATABASE_URL: bouncer.url,
          DATABASE_LISTEN_URL: scratch.url,
          DATABASE_POOLING: 'transaction',
          DATABASE_POOL_SIZE: String(APP_POOL_SIZE),
          DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
          DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
        },
        { jwtSecret: TEST_JWT_SECRET, serveWeb: false },
      );
      // The app opens the configured database itself: through PgBouncer, LISTEN and migrations direct.
      app = await buildApp(config);
      handle = app.database;
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address !== 'object') throw new Error('no address');
      base = `http://127.0.0.1:${address.port}`;
      members = await Promise.all(
        Array.from({ length: 4 }, () => createMember(handle.db, { isEstablished: true })),
      );
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await bouncer?.stop();
      await scratch?.drop();
    }, 30_000);

    const call = async (method: string, url: string, member?: TestMember, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...member?.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    it('serves concurrent reads and writes over HTTP, far more than PgBouncer has connections', async () => {
      // Writes: 4 members × 4 posts at once (each a transaction with the rate-limit slot).
      const created = await Promise.all(
        members.flatMap((member, m) =>
          Array.from({ length: 4 }, (_, i) =>
            call('POST', '/api/posts', member, { body: `through PgBouncer ${m}.${i}` }),
          ),
        ),
      );
      expect(created.map((res) => res.status)).toEqual(created.map(() => 201));
      const ids = created.map((res) => res.body.id as string);
      // Reads, three rounds of every post at once: `GET /api/posts/:id` runs the named prepared
      // statement `post_view`, which must not outlive a transaction either.
      for (let round = 0; round < 3; round += 1) {
        const read = await Promise.all([
          ...ids.map((id, i) => call('GET', `/api/posts/${id}`, members[i % members.length])),
          ...members.map((member) => call('GET', '/auth/v1/user', member)),
        ]);
        expect(read.map((res) => res.status)).toEqual(read.map(() => 200));
        expect(read.slice(0, ids.length).map((res) => res.body.id)).toEqual(ids);
      }
      // The app's pool really had more connections than PgBouncer's server pool.
      expect(handle.poolStats!().total).toBeGreaterThan(BOUNCER_POOL_SIZE);
    }, 30_000);

    it('holds the statement timeout on and off transactions, and lifts nothing for later ones', async () => {
      const sleep = (run: () => Promise<unknown>) => {
        const started = Date.now();
        return run().then(
          () => ({ err: null, ms: Date.now() - started }),
          (err: unknown) => ({ err, ms: Date.now() - started }),
        );
      };
      const results = await Promise.all([
        sleep(() => handle.db.execute(sql`select pg_sleep(3)`)),
        sleep(() => handle.db.execute(sql`select pg_sleep(${3})`)),
        sleep(() => handle.db.transaction((tx) => tx.execute(sql`select pg_sleep(3)`))),
      ]);
      for (const { err, ms } of results) {
        expect(classifyDatabaseUnavailability(err)?.reason).toMatch(/^57014 /);
        expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 1500);
      }
      // Every transaction starts with the limits, whichever server connection it gets; a
      // transaction's own `set_config(..., true)` ends with it.
      const setting = async (executor: Executor, name: string): Promise<string> => {
        const result = await executor.execute(sql`select current_setting(${name}) as s`);
        return (result as unknown as { rows: { s: string }[] }).rows[0]!.s;
      };
      const settings = await Promise.all(
        Array.from({ length: APP_POOL_SIZE * 2 }, (_, i) =>
          i % 2 === 0
            ? setting(handle.db, 'statement_timeout')
            : handle.db.transaction(async (tx) => {
                const lockTimeout = await setting(tx, 'lock_timeout');
                await tx.execute(sql`select set_config('statement_timeout', '0', true)`);
                return lockTimeout;
              }),
        ),
      );
      // `begin isolation level ...` still comes first (before the limits' own `select`).
      const serializable = await handle.db.transaction(
        async (tx) => [
          await setting(tx, 'transaction_isolation'),
          await setting(tx, 'statement_timeout'),
        ],
        { isolationLevel: 'serializable' },
      );
      expect(serializable).toEqual(['serializable', `${STATEMENT_TIMEOUT_MS}ms`]);
      expect(settings).toEqual(
        settings.map((_, i) =>
          i % 2 === 0 ? `${STATEMENT_TIMEOUT_MS}ms` : `${LOCK_TIMEOUT_MS}ms`,
        ),
      );
    }, 30_000);

    it('answers 503 within about the lock timeout while a lock is held', async () => {
      const locker = new pg.Client({ connectionString: scratch.url });
      await locker.connect();
      try {
        await locker.query('begin; lock table posts in access exclusive mode');
        const started = Date.now();
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => call('GET', `/api/posts/${crypto.randomUUID()}`)),
        );
        expect(answers.map((res) => res.status)).toEqual([503, 503, 503, 503]);
        expect(Date.now() - started).toBeLessThan(LOCK_TIMEOUT_MS * 4 + 2000);
      } finally {
        await locker.query('rollback').catch(() => undefined);
        await locker.end();
      }
      expect((await call('GET', `/api/posts/${crypto.randomUUID()}`)).status).toBe(404);
    }, 30_000);

    it('delivers NOTIFY sent through PgBouncer to a listener on the direct connection', async () => {
      const payloads: string[] = [];
      let listener: DatabaseListener | undefined;
      try {
        listener = await openDatabaseListener(handle, 'pgbouncer_test', {
          onPayload: (payload) => payloads.push(payload),
          onReconnect: () => undefined,
          log: app.log,
        });
        // Traffic in between: a LISTEN on a pooled server connection would be someone else's.
        await Promise.all(
          Array.from({ length: APP_POOL_SIZE }, () => handle.db.execute(sql`select 1`)),
        );
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_notify('pgbouncer_test', 'in a transaction')`);
        });
        await handle.db.execute(sql`select pg_notify('pgbouncer_test', 'on its own')`);
        await expect.poll(() => payloads.length, { timeout: 5000 }).toBe(2);
        expect(payloads).toEqual(['in a transaction', 'on its own']);
      } finally {
        await listener?.close();
      }
    }, 30_000);
  });
}
