import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readTestDatabaseUrl } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { comments, posts } from '../../db/schema';
import { testConfig } from '../../test/build-test-app';
import { createTestDatabase, testEngines } from '../../test/test-database';
import { createMember, type TestMember } from '../../test/sign-in';

/**
 * Makes the database fail for real, and heals it. PostgreSQL: the test database stops taking
 * connections and the app's are cut. PGlite (in the process, no connection to cut): the tables
 * the answer and the key live in are renamed away, so every later query of them fails.
 */
interface Outage {
  begin(): Promise<void>;
  end(): Promise<void>;
}

async function postgresOutage(handle: DatabaseHandle): Promise<Outage> {
  const rows = await handle.db.execute<{ name: string }>(sql`select current_database() as name`);
  const name = (rows as unknown as { rows: { name: string }[] }).rows[0]!.name;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: readTestDatabaseUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    async begin() {
      await admin(`alter database "${name}" allow_connections false`);
      await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
      );
    },
    end: () => admin(`alter database "${name}" allow_connections true`),
  };
}

function pgliteOutage(handle: DatabaseHandle): Outage {
  const rename = (from: string, to: string) =>
    handle.db.execute(sql.raw(`alter table ${from} rename to ${to}`));
  return {
    async begin() {
      for (const table of ['posts', 'comments', 'idempotency_keys']) {
        await rename(table, `${table}_unavailable`);
      }
    },
    async end() {
      for (const table of ['posts', 'comments', 'idempotency_keys']) {
        await rename(`${table}_unavailable`, table);
      }
    },
  };
}

/**
 * A test-only hook in the database handle: once armed, the next transaction to commit is
 * followed at once by an outage, before its caller sees the result.
 */
function armableAfterCommit(handle: DatabaseHandle, outage: Outage) {
  let isArmed = false;
  const original = handle.db.transaction.bind(handle.db);
  handle.db.transaction = (async (...args: Parameters<typeof original>) => {
    const result = await original(...args);
    if (isArmed) {
      isArmed = false;
      await outage.begin();
    }
    return result;
  }) as typeof handle.db.transaction;
  return {
    arm() {
      isArmed = true;
    },
  };
}

describe.each(testEngines)(
  'a write whose commit succeeded, then the database failed [%s]',
  (engine) => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let outage: Outage;
    let afterCommit: ReturnType<typeof armableAfterCommit>;
    let member: TestMember;

    beforeAll(async () => {
      handle = await createTestDatabase(engine);
      outage = engine === 'postgres' ? await postgresOutage(handle) : pgliteOutage(handle);
      afterCommit = armableAfterCommit(handle, outage);
      app = await buildApp(testConfig(), { database: handle });
      await app.ready();
      member = await createMember(handle.db, { isEstablished: true });
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await handle?.close();
    }, 30_000);

    const send = (url: string, key: string, payload: object) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...member.headers, 'idempotency-key': key },
        payload,
      });

    it('answers 201 for the saved post, and a retry with the key replays it', async () => {
      const key = crypto.randomUUID();
      afterCommit.arm();
      const created = await send('/api/posts', key, { body: 'Saved just before the outage' });
      const isDown = await app.inject({ method: 'GET', url: `/api/posts/${crypto.randomUUID()}` });
      await outage.end();
      expect(created.statusCode, created.body).toBe(201);
      expect(isDown.statusCode, 'the database is down after the commit').toBeGreaterThanOrEqual(
        500,
      );
      const retry = await send('/api/posts', key, { body: 'Saved just before the outage' });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().id).toBe(created.json().id);
      const stored = await handle.db
        .select({ id: posts.id })
        .from(posts)
        .where(eq(posts.authorId, member.id));
      expect(stored).toEqual([{ id: created.json().id }]);
    });

    it('answers 201 for a saved comment whose key could not be stored, and a retry creates none', async () => {
      const post = await send('/api/posts', crypto.randomUUID(), { body: 'Comment here' });
      const url = `/api/posts/${post.json().id}/comments`;
      const key = crypto.randomUUID();
      afterCommit.arm();
      const created = await send(url, key, { body: 'Saved, its key not' });
      await outage.end();
      expect(created.statusCode, created.body).toBe(201);
      const retry = await send(url, key, { body: 'Saved, its key not' });
      expect(retry.statusCode).toBe(409);
      expect(retry.json().error.code).toBe('conflict');
      const stored = await handle.db
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.postId, post.json().id));
      expect(stored).toEqual([{ id: created.json().id }]);
    });
  },
);
