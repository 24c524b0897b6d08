import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/features/idempotency/idempotency.contract';
import { buildApp } from '../../app';
import { readTestDatabaseUrl } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createOffsetClock } from '../../lib/clock';
import { testConfig } from '../../test/build-test-app';
import { installCommitKillSwitch, type CommitKillSwitch } from '../../test/commit-kill-switch';
import {
  createKeyedScene,
  keyedRouteRequests,
  type KeyedScene,
} from '../../test/keyed-route-requests';
import type { MatrixRequest } from '../../test/matrix-row';
import { createProcessDatabase, type ProcessDatabase } from '../../test/process-database';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createMember, type TestMember } from '../../test/sign-in';
import { tableDigests } from '../../test/table-fingerprint';
import { createTestDatabase, testEngines } from '../../test/test-database';
import { IDEMPOTENCY_LEASE_MS } from './idempotency.service';

/**
 * Every route that takes an `Idempotency-Key` (found in the API document, so a route that opts in
 * later is covered too), crashed at the worst moment: the app dies the instant the commit of the
 * request's write returns. A retry with the same key after the lease must create nothing again
 * and get the success replayed.
 */

/** `POST /api/posts/{id}` for each documented operation with an `Idempotency-Key` header. */
async function keyedRoutes(app: FastifyInstance): Promise<string[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) =>
        (operation.parameters ?? []).some(
          (p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER,
        ),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/** Whether two answer bodies hold the same JSON (or are the same text). */
function isSameJson(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}

const shorten = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

let addressCount = 0;
/** A fresh client address per request, so per-address limits never decide a case. */
const nextAddress = () => {
  addressCount += 1;
  return `10.26.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

describe.each(testEngines)('a crash right after the commit of a keyed request [%s]', (engine) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let killSwitch: CommitKillSwitch;
  const clock = createOffsetClock();
  let scene: KeyedScene;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    killSwitch = installCommitKillSwitch(handle);
    app = await buildApp(testConfig(), { database: handle, clock });
    await app.ready();
    scene = await createKeyedScene({ engine, app, db: handle.db, handle });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  }, 30_000);

  const send = (sender: TestMember, request: MatrixRequest, key: string) =>
    app.inject({
      ...request,
      remoteAddress: nextAddress(),
      headers: { ...request.headers, ...sender.headers, [IDEMPOTENCY_KEY_HEADER]: key },
    } as InjectOptions);

  /**
   * Sends the route's request with a key while the kill switch is armed (by each member the
   * route succeeds for, until one request writes), then retries it after the lease on the
   * revived app. Resolves to what went wrong (nothing when all held).
   */
  async function crashAndRetry(route: string): Promise<string[]> {
    const requests = keyedRouteRequests(scene, route);
    if (!requests) return [`no request in the authorization matrix's cells for ${route}`];
    const answers: string[] = [];
    for (const sender of requests.senders) {
      const request = await requests.make();
      const key = crypto.randomUUID();
      killSwitch.arm();
      const first = await send(sender, request, key);
      const shot = killSwitch.shot();
      killSwitch.revive();
      if (!shot) {
        answers.push(`${first.statusCode} ${shorten(first.body)}`);
        continue;
      }
      const written = await tableDigests(handle.db, shot.tables);
      clock.advance(IDEMPOTENCY_LEASE_MS + 1000);
      const retry = await send(sender, request, key).finally(() =>
        clock.advance(-(IDEMPOTENCY_LEASE_MS + 1000)),
      );
      const after = await tableDigests(handle.db, shot.tables);
      const problems: string[] = [];
      if (first.statusCode < 200 || first.statusCode >= 300) {
        problems.push(`the committed request answered ${first.statusCode} ${shorten(first.body)}`);
      }
      if (retry.headers['idempotent-replayed'] !== 'true') {
        problems.push(`the retry was not a replay: ${retry.statusCode} ${shorten(retry.body)}`);
      } else if (first.statusCode !== retry.statusCode || !isSameJson(first.body, retry.body)) {
        problems.push(`the replay differs: ${retry.statusCode} ${shorten(retry.body)}`);
      }
      const changed = shot.tables.filter((table) => after[table] !== written[table]);
      if (changed.length > 0) problems.push(`the retry wrote again to ${changed.join(', ')}`);
      return problems;
    }
    return [`no request wrote anything (answered ${answers.join('; ')})`];
  }

  it('creates nothing twice and replays the answer, for every keyed route', async () => {
    const routes = await keyedRoutes(app);
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const failures: Record<string, string[]> = {};
    for (const route of routes) {
      const problems = await crashAndRetry(route);
      if (problems.length > 0) failures[route] = problems;
    }
    expect(failures).toEqual({});
  }, 120_000);
});

/** Polls `check` every 50 ms until it holds; fails after `timeoutMs` with `what`. */
async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A real `kill -9` of a server process (PostgreSQL: the test holds locks from outside to stop
 * the server at an exact statement; the embedded database has no outside). Two routes, one
 * writing in a service transaction (a comment) and one writing a single row outside any (a
 * photo upload, decoded before), are stopped where the answer is stored, after their writes.
 * Before issue 26 the writes had committed by then and the retries created them twice.
 */
describe.each(testEngines.filter((engine) => engine === 'postgres'))(
  'kill -9 of the server while keyed requests store their answers [%s]',
  () => {
    let database: ProcessDatabase;
    let member: TestMember;

    beforeAll(async () => {
      database = await createProcessDatabase('postgres');
      member = await database.use((db) => createMember(db, { isEstablished: true }));
    }, 60_000);

    afterAll(() => database?.remove(), 30_000);

    it('creates each once when the requests are retried after a restart', async () => {
      const connect = async () => {
        const client = new pg.Client({ connectionString: database.url! });
        await client.connect();
        return client;
      };
      const [tableLocks, keyLocks, monitor] = await Promise.all([connect(), connect(), connect()]);
      const photo = await sharp({
        create: { width: 16, height: 16, channels: 3, background: '#c63' },
      })
        .png()
        .toBuffer();
      const keys = { comment: crypto.randomUUID(), upload: crypto.randomUUID() };
      let server: ServerProcess | null = null;
      try {
        // The test holds locks for a few seconds on a busy machine: let the app wait for them.
        const env = { DATABASE_LOCK_TIMEOUT_MS: '60000' };
        server = await startServerProcess(database.url, { env });
        let origin = server.origin;
        const authorization = member.headers.authorization!;
        const created = await fetch(`${origin}/api/posts`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ body: 'Comment here' }),
        });
        expect(created.status).toBe(201);
        const postId = ((await created.json()) as { id: string }).id;
        const comment = () =>
          fetch(`${origin}/api/posts/${postId}/comments`, {
            method: 'POST',
            headers: {
              authorization,
              'content-type': 'application/json',
              [IDEMPOTENCY_KEY_HEADER]: keys.comment,
            },
            body: JSON.stringify({ body: 'Sent once, saved once' }),
          });
        const upload = () => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'a.png');
          return fetch(`${origin}/api/uploads`, {
            method: 'POST',
            headers: { authorization, [IDEMPOTENCY_KEY_HEADER]: keys.upload },
            body: form,
          });
        };
        const waiting = async (statement: RegExp, count: number) => {
          const { rows } = await monitor.query<{ query: string }>(
            `select query from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows.filter((row) => statement.test(row.query)).length >= count;
        };

        // 1. The writes wait on the tables; 2. the answers wait on the keys, the writes done.
        await tableLocks.query('begin');
        await tableLocks.query('lock table comments, uploads in exclusive mode');
        const lost = [comment(), upload()].map((answer) => answer.catch((err: Error) => err));
        await waitUntil('the writes wait', async () => {
          return (
            (await waiting(/^insert into "comments"/, 1)) && waiting(/^insert into "uploads"/, 1)
          );
        });
        await keyLocks.query('begin');
        const held = await keyLocks.query(
          'select 1 from idempotency_keys where member_id = $1 and key = any($2) for update',
          [member.id, Object.values(keys)],
        );
        expect(held.rowCount).toBe(2);
        await tableLocks.query('commit');
        await waitUntil('the answers wait', () => waiting(/^update "idempotency_keys"/, 2));

        // kill -9; its connections die with it (a statement already sent is not run).
        server.child.kill('SIGKILL');
        expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
        const ours = [tableLocks, keyLocks, monitor].map(async (client) => {
          const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
          return rows[0]!.pid;
        });
        await monitor.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> all($1)`,
          [await Promise.all(ours)],
        );
        await keyLocks.query('rollback');
        for (const answer of await Promise.all(lost)) expect(answer).toBeInstanceOf(Error);

        server = await startServerProcess(database.url, { env });
        origin = server.origin;
        // The keys' lease (60 s) still runs, but their process is gone: the retries run at once.
        const { rows: leases } = await monitor.query<{ isLeased: boolean }>(
          `select locked_until > now() as "isLeased" from idempotency_keys where member_id = $1`,
          [member.id],
        );
        expect(leases).toEqual([{ isLeased: true }, { isLeased: true }]);
        const retried = [await comment(), await upload()];
        expect(retried.map((res) => res.status)).toEqual([201, 201]);
        const counts = await monitor.query<{ comments: number; uploads: number }>(
          `select (select count(*)::int from comments where post_id = $1) as comments,
                  (select count(*)::int from uploads where owner_id = $2) as uploads`,
          [postId, member.id],
        );
        expect(counts.rows[0]).toEqual({ comments: 1, uploads: 1 });
        const replayed = await comment();
        expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      } finally {
        await server?.stop();
        await Promise.all([tableLocks, keyLocks, monitor].map((client) => client.end()));
      }
    }, 120_000);
  },
);

/**
 * A request that outlived its lease while a retry with the same key took the key over: only
 * one of them may commit. PostgreSQL, where the test stops both at the table they write.
 */
describe.each(testEngines.filter((engine) => engine === 'postgres'))(
  'a keyed request that outlived its lease [%s]',
  (engine) => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    const clock = createOffsetClock();
    /** Holds the table lock; the monitor reads pg_stat_activity (fresh outside a transaction). */
    let locks: pg.Client;
    let monitor: pg.Client;

    beforeAll(async () => {
      handle = await createTestDatabase(engine);
      app = await buildApp(testConfig(), { database: handle, clock });
      await app.ready();
      const result = await handle.db.execute<{ name: string }>(
        sql`select current_database() as name`,
      );
      const url = new URL(readTestDatabaseUrl()!);
      url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
      locks = new pg.Client({ connectionString: url.toString() });
      monitor = new pg.Client({ connectionString: url.toString() });
      await Promise.all([locks.connect(), monitor.connect()]);
    }, 60_000);

    afterAll(async () => {
      await Promise.all([locks?.end(), monitor?.end()]);
      await app?.close();
      await handle?.close();
    }, 30_000);

    it('rolls back and answers 409 when a retry took its key over; the retry saves it once', async () => {
      const member = await createMember(handle.db, { isEstablished: true });
      const created = await app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: member.headers,
        payload: { body: 'Comment here' },
      });
      const postId = (created.json() as { id: string }).id;
      const key = crypto.randomUUID();
      const comment = () =>
        app.inject({
          method: 'POST',
          url: `/api/posts/${postId}/comments`,
          headers: { ...member.headers, [IDEMPOTENCY_KEY_HEADER]: key },
          payload: { body: 'Saved once' },
        });
      // Requests of the app waiting for a lock (the table's, or a row the first one holds).
      const waiting = async () => {
        const { rows } = await monitor.query<{ count: number }>(
          `select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0]!.count;
      };

      await locks.query('begin');
      await locks.query('lock table comments in exclusive mode');
      const first = comment();
      await waitUntil('the first request waits', async () => (await waiting()) === 1);
      clock.advance(IDEMPOTENCY_LEASE_MS + 1000);
      const retry = comment();
      await waitUntil('the retry waits too', async () => (await waiting()) === 2);
      await locks.query('commit');
      const answers = await Promise.all([first, retry]);
      clock.advance(-(IDEMPOTENCY_LEASE_MS + 1000));

      expect(answers.map((res) => res.statusCode)).toEqual([409, 201]);
      expect(answers[0]!.json().error.code).toBe('conflict');
      const { rows } = await locks.query<{ id: string }>(
        'select id from comments where post_id = $1',
        [postId],
      );
      expect(rows.map((row) => row.id)).toEqual([answers[1]!.json().id]);
    });
  },
);
