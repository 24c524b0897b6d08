import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessageByCategory } from '../../common/error-catalogue';
import { buildApp } from '../app';
import { readTestDatabaseUrl } from '../config';
import { testConfig } from '../test/build-test-app';
import { createScratchDatabase } from '../test/server-process';
import { createMember, type TestMember } from '../test/sign-in';
import { openPostgres, type DatabaseHandle } from './client';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-outage';
import { classifyDatabaseUnavailability } from './database-unavailable';

const SPEC_MESSAGE = userMessageByCategory.database;
const LOCK_TIMEOUT_MS = 500;
const STATEMENT_TIMEOUT_MS = 1500;
const POOL_SIZE = 3;

const adminUrl = readTestDatabaseUrl();

// On every engine: what a timeout error means to the app. The timeouts themselves fire only on
// PostgreSQL (below); without it this file still checks how their errors are read.
describe('timeout errors', () => {
  it('reads a lock timeout (55P03) and a statement timeout (57014), wrapped or not, as busy', () => {
    for (const code of ['55P03', '57014']) {
      const error = Object.assign(new Error('canceling statement'), { code });
      expect(classifyDatabaseUnavailability(error)).toMatchObject({ kind: 'busy' });
      const wrapped = new Error('Failed query', { cause: error });
      expect(classifyDatabaseUnavailability(wrapped)?.reason).toMatch(new RegExp(`^${code} `));
    }
    expect(classifyDatabaseUnavailability(Object.assign(new Error('x'), { code: '23505' }))).toBe(
      null,
    );
  });
});

// PostgreSQL only: PGlite is one connection in this process, so no other session can hold a
// lock it waits for, and its WASM build never fires a statement timeout.
if (adminUrl) {
  describe('statement and lock timeouts on PostgreSQL', () => {
    let scratch: { url: string; drop(): Promise<void> };
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let member: TestMember;

    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl!);
      handle = openPostgres(scratch.url, POOL_SIZE, {
        statementTimeoutMs: STATEMENT_TIMEOUT_MS,
        lockTimeoutMs: LOCK_TIMEOUT_MS,
      });
      await handle.migrate();
      app = await buildApp(testConfig(), { database: handle });
      await app.ready();
      member = await createMember(handle.db);
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await handle?.close();
      await scratch?.drop();
    }, 30_000);

    it('answers 503 with Retry-After within about the lock timeout while a lock is held, and frees the pool at once', async () => {
      const locker = new pg.Client({ connectionString: scratch.url });
      await locker.connect();
      try {
        await locker.query('begin; lock table posts, auth_sessions in access exclusive mode');
        const started = Date.now();
        // Twice as many requests as the pool has connections.
        const answers = await Promise.all([
          ...Array.from({ length: POOL_SIZE * 2 }, () =>
            app.inject({ method: 'GET', url: `/api/posts/${crypto.randomUUID()}` }),
          ),
          app.inject({ method: 'GET', url: '/auth/v1/user', headers: member.headers }),
        ]);
        const elapsed = Date.now() - started;
        const auth = answers.pop()!;
        for (const res of answers) {
          expect(res.statusCode).toBe(503);
          expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
          expect(res.json()).toEqual({
            error: { code: 'service_unavailable', message: SPEC_MESSAGE },
          });
        }
        expect(auth.statusCode).toBe(503);
        expect(auth.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(auth.json()).toMatchObject({
          code: 'service_unavailable',
          error_code: 'service_unavailable',
          msg: SPEC_MESSAGE,
        });
        // Each connection waited at most the lock timeout per request it served.
        expect(elapsed).toBeLessThan(LOCK_TIMEOUT_MS * 3 + 2000);

        // The lock is still held, but the pool serves everything else at once.
        const other = Date.now();
        const navigation = await app.inject({ method: 'GET', url: '/api/navigation' });
        expect(navigation.statusCode).toBe(200);
        expect(Date.now() - other).toBeLessThan(LOCK_TIMEOUT_MS);
        // A lock wait is a busy database, not an outage.
        expect(handle.outage.isOngoing).toBe(false);
      } finally {
        await locker.query('rollback').catch(() => undefined);
        await locker.end();
      }
      const after = await app.inject({ method: 'GET', url: `/api/posts/${crypto.randomUUID()}` });
      expect(after.statusCode).toBe(404);
    }, 30_000);

    it('cancels a statement past the statement timeout (57014: busy, not down); pool connections keep their limits after a migration', async () => {
      const started = Date.now();
      const err = await handle.db.execute(sql`select pg_sleep(5)`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(Date.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 2000);
      expect(classifyDatabaseUnavailability(err)).toMatchObject({ kind: 'busy' });
      expect(classifyDatabaseUnavailability(err)?.reason).toMatch(/^57014 /);
      expect(handle.outage.report(err)).toBe(true);
      expect(handle.outage.isOngoing).toBe(false);

      // The pool's connections keep their limits after a migration lifted them for its own.
      await handle.migrate();
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      try {
        for (const client of clients) {
          const { rows } = await client.query<{ statement_timeout: string }>(
            'show statement_timeout',
          );
          expect(rows[0]!.statement_timeout).toBe(`${STATEMENT_TIMEOUT_MS}ms`);
        }
      } finally {
        for (const client of clients) client.release();
      }
    }, 30_000);
  });
}
