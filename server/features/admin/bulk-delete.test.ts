import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BulkDeletePreview,
  BulkDeletion,
} from '../../../common/features/admin/bulk-delete.contract';
import { BULK_DELETE_SYNC_MAX } from '../../../common/limits';
import { buildApp } from '../../app';
import type { Database, DatabaseHandle } from '../../db/client';
import {
  auditLog,
  bulkDeletionItems,
  bulkDeletions,
  comments,
  groups,
  moderationSettings,
  posts,
} from '../../db/schema';
import { scheduleJob } from '../jobs/jobs.service';
import { BULK_DELETE_JOB } from './bulk-delete.service';
import { createOffsetClock } from '../../lib/clock';
import { testConfig } from '../../test/build-test-app';
import { createMember, mintAccessToken, type TestMember } from '../../test/sign-in';
import { createTestDatabase, testEngines } from '../../test/test-database';

const HOUR_MS = 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testEngines)('bulk delete [%s]', (engine) => {
  const clock = createOffsetClock();
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let db: Database;
  let admin: TestMember;
  let moderator: TestMember;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    app = await buildApp(testConfig(), { database: handle, clock });
    await app.ready();
    db = handle.db;
    admin = await createMember(db, { isAdmin: true });
    // A token that outlives the clock's moves (the undo window is 24 hours).
    admin.headers = {
      authorization: `Bearer ${await mintAccessToken(admin.id, 7 * 24 * 3600, admin.sessionId)}`,
    };
    moderator = await createMember(db, { isModerator: true });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  }, 30_000);

  const call = (method: 'GET' | 'POST', url: string, payload?: object, who = admin) =>
    app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const preview = async (filter: object) => {
    const res = await call('POST', '/api/admin/bulk-deletions/preview', filter);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BulkDeletePreview;
  };
  const remove = async (filter: object, status = 201) => {
    const res = await call('POST', '/api/admin/bulk-deletions', { ...filter, reason: 'Spam wave' });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as BulkDeletion;
  };
  const undo = (id: string) => call('POST', `/api/admin/bulk-deletions/${id}/undo`);

  async function postOf(author: TestMember, values: Partial<typeof posts.$inferInsert> = {}) {
    const [row] = await db
      .insert(posts)
      .values({ authorId: author.id, body: 'A day at the parks', ...values })
      .returning({ id: posts.id });
    return row!.id;
  }
  async function commentOn(postId: string, author: TestMember, body = 'Lovely') {
    const [row] = await db
      .insert(comments)
      .values({ postId, authorId: author.id, body })
      .returning({ id: comments.id });
    await db
      .update(posts)
      .set({ commentCount: (await commentCount(postId)) + 1 })
      .where(eq(posts.id, postId));
    return row!.id;
  }
  async function commentCount(postId: string) {
    const [row] = await db
      .select({ n: posts.commentCount })
      .from(posts)
      .where(eq(posts.id, postId));
    return row!.n;
  }
  async function groupPostCount(groupId: string) {
    const [row] = await db
      .select({ n: groups.postCount })
      .from(groups)
      .where(eq(groups.id, groupId));
    return row!.n;
  }
  const deletedAtOf = async (ids: string[]) =>
    new Map(
      (
        await db
          .select({ id: posts.id, deletedAt: posts.deletedAt })
          .from(posts)
          .where(inArray(posts.id, ids))
      ).map((row) => [row.id, row.deletedAt]),
    );

  it('deletes exactly what the preview counted, keeps counts right, and undo restores exactly', async () => {
    const spammer = await createMember(db);
    const bystander = await createMember(db);
    const [group] = await db
      .insert(groups)
      .values({ name: `Spam watch ${spammer.id.slice(0, 6)}`, postCount: 10 })
      .returning({ id: groups.id });
    const own = [
      await postOf(spammer),
      await postOf(spammer, { park: 'EPCOT' }),
      await postOf(spammer, { groupId: group!.id }),
      await postOf(spammer, { groupId: group!.id }),
    ];
    const deletedBefore = await postOf(spammer, { deletedAt: new Date(Date.now() - HOUR_MS) });
    const host = await postOf(bystander);
    const theirs = await postOf(bystander, { groupId: group!.id });
    const spamComments = [await commentOn(host, spammer), await commentOn(host, spammer)];
    const kindComment = await commentOn(host, bystander);
    const hostCount = await commentCount(host);

    const filter = { kinds: ['post', 'comment'], author: spammer.username.toUpperCase() };
    const seen = await preview(filter);
    expect(seen).toMatchObject({ total: 6, posts: 4, comments: 2, runsAsJob: false });
    expect(seen.sample).toHaveLength(6);
    expect(seen.sample[0]).toMatchObject({
      author: { id: spammer.id, username: spammer.username },
    });
    expect(new Set(seen.sample.map((item) => item.kind))).toEqual(new Set(['post', 'comment']));

    const operation = await remove(filter);
    expect(operation).toMatchObject({
      state: 'done',
      total: seen.total,
      processed: seen.total,
      canUndo: true,
    });
    const after = await deletedAtOf([...own, deletedBefore, host, theirs]);
    for (const id of own)
      expect(after.get(id)?.toISOString()).toBe(operation.deletedAt.slice(0, 23) + 'Z');
    expect(after.get(host)).toBeNull();
    expect(after.get(theirs)).toBeNull();
    expect(await commentCount(host)).toBe(hostCount - 2);
    expect(await groupPostCount(group!.id)).toBe(8);
    const left = await db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.postId, host), isNull(comments.deletedAt)));
    expect(left.map((row) => row.id)).toEqual([kindComment]);
    expect((await preview(filter)).total).toBe(0);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bulk.delete'), eq(auditLog.itemId, operation.id)));
    expect(entry).toMatchObject({ actorId: admin.id, reason: 'Spam wave' });
    expect(entry!.after).toMatchObject({ total: 6, posts: 4, comments: 2 });

    const res = await undo(operation.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'undone', canUndo: false });
    const restored = await deletedAtOf([...own, deletedBefore]);
    for (const id of own) expect(restored.get(id)).toBeNull();
    // A post deleted before (by its author) stays deleted.
    expect(restored.get(deletedBefore)).not.toBeNull();
    expect(await commentCount(host)).toBe(hostCount);
    expect(await groupPostCount(group!.id)).toBe(10);
    const back = await db.select().from(comments).where(inArray(comments.id, spamComments));
    expect(back.map((row) => row.authorId)).toEqual([spammer.id, spammer.id]);
    expect(back.every((row) => row.body === 'Lovely' && row.postId === host)).toBe(true);
    const undone = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bulk.undo'), eq(auditLog.itemId, operation.id)));
    expect(undone).toHaveLength(1);
    expect(undone[0]!.after).toEqual({ restored: { posts: 4, comments: 2 } });

    const again = await undo(operation.id);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { error: { message: string } }).error.message).toMatch(
      /already undone/,
    );
  });

  it('undo restores only rows still deleted at its moment (a post deleted again since stays deleted)', async () => {
    const member = await createMember(db);
    const a = await postOf(member, { body: 'Buy cheap tickets here' });
    const b = await postOf(member, { body: 'CHEAP TICKETS again' });
    const c = await postOf(member, { body: 'A lovely parade' });
    const operation = await remove({ kinds: ['post'], text: 'cheap tickets' });
    expect(operation.total).toBe(2);
    // Post b is deleted again by someone else meanwhile (a different moment): it stays deleted.
    const otherMoment = new Date(Date.now() + 1000);
    await db.update(posts).set({ deletedAt: otherMoment }).where(eq(posts.id, b));
    expect((await undo(operation.id)).statusCode).toBe(200);
    const state = await deletedAtOf([a, b, c]);
    expect(state.get(a)).toBeNull();
    expect(state.get(b)?.getTime()).toBe(otherMoment.getTime());
    expect(state.get(c)).toBeNull();
  });

  it('soft-deletes comments at its moment; undo brings back the same rows, not the ones deleted before', async () => {
    const member = await createMember(db);
    const other = await createMember(db);
    const host = await postOf(other);
    const spam = [
      await commentOn(host, member, 'Spam one'),
      await commentOn(host, member, 'Spam two'),
    ];
    const earlier = await commentOn(host, member, 'Deleted by its author');
    const own = await app.inject({
      method: 'DELETE',
      url: `/api/comments/${earlier}`,
      headers: member.headers,
    });
    expect(own.statusCode, own.body).toBe(204);
    const listed = async () =>
      (
        (await call('GET', `/api/posts/${host}/comments`)).json() as {
          items: { id: string; body: string }[];
        }
      ).items.map((item) => [item.id, item.body]);
    const rows = async () =>
      new Map(
        (
          await db
            .select({ id: comments.id, deletedAt: comments.deletedAt })
            .from(comments)
            .where(inArray(comments.id, [...spam, earlier]))
        ).map((row) => [row.id, row.deletedAt?.toISOString() ?? null]),
      );
    const earlierDeletedAt = (await rows()).get(earlier);
    expect(earlierDeletedAt).not.toBeNull();

    const operation = await remove({ kinds: ['comment'], authorId: member.id });
    expect(operation).toMatchObject({ state: 'done', total: 2 });
    const moment = operation.deletedAt.slice(0, 23) + 'Z';
    expect(await rows()).toEqual(
      new Map([
        [spam[0], moment],
        [spam[1], moment],
        [earlier, earlierDeletedAt],
      ]),
    );
    expect(await listed()).toEqual([]);
    expect(await commentCount(host)).toBe(0);

    expect((await undo(operation.id)).statusCode).toBe(200);
    expect(await listed()).toEqual([
      [spam[0], 'Spam one'],
      [spam[1], 'Spam two'],
    ]);
    expect((await rows()).get(earlier)).toBe(earlierDeletedAt);
    expect(await commentCount(host)).toBe(2);
  });

  it('undoes a delete from before migration 0024 from the comments its audit entry kept', async () => {
    const member = await createMember(db);
    const host = await postOf(member);
    const id = crypto.randomUUID();
    const createdAt = '2025-03-01T10:00:00.000Z';
    const [row] = await db
      .insert(bulkDeletions)
      .values({ actorId: admin.id, filter: { kinds: ['comment'] }, reason: 'Old', state: 'done' })
      .returning({ id: bulkDeletions.id });
    await db
      .insert(bulkDeletionItems)
      .values({ deletionId: row!.id, itemKind: 'comment', itemId: id });
    await db.insert(auditLog).values({
      actorId: admin.id,
      action: 'bulk.delete',
      itemKind: 'bulk_deletion',
      itemId: row!.id,
      before: { comments: [{ id, postId: host, authorId: member.id, body: 'Kept', createdAt }] },
    });
    expect((await undo(row!.id)).statusCode).toBe(200);
    const [back] = await db.select().from(comments).where(eq(comments.id, id));
    expect(back).toMatchObject({ body: 'Kept', postId: host, deletedAt: null });
    expect(back!.createdAt.toISOString()).toBe(createdAt);
    expect(await commentCount(host)).toBe(1);
  });

  it('filters by text, park, group and dates; comments by their post’s group', async () => {
    const member = await createMember(db);
    const [group] = await db
      .insert(groups)
      .values({ name: `Filters ${member.id.slice(0, 6)}` })
      .returning({ id: groups.id });
    const day = (d: string) => new Date(`${d}T10:00:00Z`);
    await postOf(member, {
      body: 'Dole Whip 100% worth it',
      park: 'Magic Kingdom',
      createdAt: day('2025-03-01'),
    });
    await postOf(member, { body: 'dole whip line', park: 'EPCOT', createdAt: day('2025-03-02') });
    const inGroup = await postOf(member, {
      body: 'Group post',
      groupId: group!.id,
      createdAt: day('2025-03-03'),
    });
    await commentOn(inGroup, member, 'dole whip in group');
    const base = { kinds: ['post'], authorId: member.id };
    expect((await preview({ ...base, text: 'DOLE WHIP' })).total).toBe(2);
    expect((await preview({ ...base, text: '100%' })).total).toBe(1);
    expect((await preview({ ...base, text: '0%' })).total).toBe(1);
    expect((await preview({ ...base, park: 'EPCOT' })).total).toBe(1);
    expect((await preview({ ...base, groupId: group!.id })).total).toBe(1);
    expect((await preview({ ...base, from: '2025-03-02', to: '2025-03-03' })).total).toBe(2);
    expect((await preview({ ...base, to: '2025-03-01' })).total).toBe(1);
    expect(await preview({ kinds: ['comment'], groupId: group!.id })).toMatchObject({
      total: 1,
      comments: 1,
    });
    expect(
      await preview({ kinds: ['post', 'comment'], authorId: member.id, text: 'dole whip' }),
    ).toMatchObject({
      total: 3,
    });
  });

  it('refuses bad input: no filter, no reason, unknown author (422), non-admins', async () => {
    const bad = async (url: string, payload: object, status: number, who = admin) => {
      const res = await call('POST', url, payload, who);
      expect(res.statusCode, res.body).toBe(status);
      return res.json() as { error: { code: string; message: string } };
    };
    const previewUrl = '/api/admin/bulk-deletions/preview';
    expect((await bad(previewUrl, { kinds: ['post'] }, 400)).error.message).toMatch(
      /at least one filter/,
    );
    await bad(previewUrl, { kinds: [], park: 'EPCOT' }, 400);
    await bad(previewUrl, { kinds: ['post', 'post'], park: 'EPCOT' }, 400);
    await bad(previewUrl, { kinds: ['photo'], park: 'EPCOT' }, 400);
    await bad(previewUrl, { kinds: ['post'], park: 'Atlantis' }, 400);
    await bad(previewUrl, { kinds: ['post'], from: '2025-02-30' }, 400);
    await bad(previewUrl, { kinds: ['post'], from: '2025-03-02', to: '2025-03-01' }, 400);
    expect(
      (await bad(previewUrl, { kinds: ['post'], author: 'no_such_member' }, 422)).error.message,
    ).toMatch(/no member called/);
    await bad('/api/admin/bulk-deletions', { kinds: ['post'], park: 'EPCOT' }, 400);
    await bad('/api/admin/bulk-deletions', { kinds: ['post'], park: 'EPCOT', reason: ' ' }, 400);
    await bad(previewUrl, { kinds: ['post'], park: 'EPCOT' }, 403, moderator);
    await bad(
      '/api/admin/bulk-deletions',
      { kinds: ['post'], park: 'EPCOT', reason: 'Spam' },
      403,
      moderator,
    );
    const anon = await app.inject({
      method: 'POST',
      url: previewUrl,
      payload: { kinds: ['post'], park: 'EPCOT' },
    });
    expect(anon.statusCode).toBe(401);
    expect((await undo(crypto.randomUUID())).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/bulk-deletions/nope')).statusCode).toBe(404);
  });

  it('lists operations newest first and cannot undo after 24 hours (409)', async () => {
    const member = await createMember(db);
    await postOf(member);
    const operation = await remove({ kinds: ['post'], authorId: member.id });
    const list = await call('GET', '/api/admin/bulk-deletions?limit=1');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json() as { items: BulkDeletion[]; nextCursor: string | null };
    expect(page.items[0]!.id).toBe(operation.id);
    expect(page.nextCursor).not.toBeNull();
    const next = await call('GET', `/api/admin/bulk-deletions?limit=1&cursor=${page.nextCursor}`);
    expect((next.json() as { items: BulkDeletion[] }).items[0]!.id).not.toBe(operation.id);

    clock.advance(25 * HOUR_MS);
    try {
      const one = await call('GET', `/api/admin/bulk-deletions/${operation.id}`);
      expect(one.json()).toMatchObject({ state: 'done', canUndo: false });
      const late = await undo(operation.id);
      expect(late.statusCode, late.body).toBe(409);
      expect((late.json() as { error: { message: string } }).error.message).toMatch(/24 hours/);
    } finally {
      clock.advance(-25 * HOUR_MS);
    }
  });

  it('runs more rows than the limit as a job, batch by batch with progress, and undoes it', async () => {
    expect(BULK_DELETE_SYNC_MAX).toBe(10_000);
    // Lowered for the test through the setting the limit reads (the constant stays 10,000).
    await db.insert(moderationSettings).values([
      { key: 'bulk_delete_sync_max', value: 5, description: 'test' },
      { key: 'bulk_delete_batch_size', value: 3, description: 'test' },
    ]);
    try {
      const member = await createMember(db);
      const other = await createMember(db);
      const host = await postOf(other);
      const ids: string[] = [];
      for (let i = 0; i < 7; i += 1) ids.push(await postOf(member, { body: `Flood ${i}` }));
      await commentOn(host, member, 'Flood comment');
      await commentOn(host, member, 'Flood comment 2');
      const filter = { kinds: ['post', 'comment'], authorId: member.id };
      const seen = await preview(filter);
      expect(seen).toMatchObject({ total: 9, runsAsJob: true });
      const operation = await remove(filter, 202);
      expect(operation).toMatchObject({ state: 'running', total: 9, processed: 0, canUndo: false });
      await app.jobs.start({ pollIntervalMs: 25, retryBaseMs: 5, retryMaxMs: 20 });
      let current = operation;
      const seenProgress = new Set<number>();
      const deadline = Date.now() + 20_000;
      while (current.state === 'running' && Date.now() < deadline) {
        await sleep(30);
        current = (
          await call('GET', `/api/admin/bulk-deletions/${operation.id}`)
        ).json() as BulkDeletion;
        seenProgress.add(current.processed);
      }
      expect(current).toMatchObject({ state: 'done', total: 9, processed: 9, canUndo: true });
      const state = await deletedAtOf(ids);
      expect(
        [...state.values()].every(
          (at) => at?.toISOString() === current.deletedAt.slice(0, 23) + 'Z',
        ),
      ).toBe(true);
      expect(await commentCount(host)).toBe(0);
      const batches = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'bulk.delete'), eq(auditLog.itemId, operation.id)));
      // The start, and three batches of at most 3 rows.
      expect(batches).toHaveLength(4);

      const res = await undo(operation.id);
      expect(res.statusCode, res.body).toBe(200);
      expect([...(await deletedAtOf(ids)).values()].every((at) => at === null)).toBe(true);
      expect(await commentCount(host)).toBe(2);
    } finally {
      await db
        .delete(moderationSettings)
        .where(inArray(moderationSettings.key, ['bulk_delete_sync_max', 'bulk_delete_batch_size']));
      await app.jobs.stop();
    }
  });

  it('marks a job failed for good when its last attempt fails, and it can still be undone', async () => {
    const [row] = await db
      .insert(bulkDeletions)
      .values({
        actorId: admin.id,
        // A filter no batch can run (an author id PostgreSQL refuses).
        filter: { kinds: ['post'], authorId: 'not-a-uuid' },
        reason: 'Broken',
        total: 1,
      })
      .returning({ id: bulkDeletions.id });
    await scheduleJob(db, {
      kind: BULK_DELETE_JOB,
      runAt: new Date(),
      payload: { deletionId: row!.id },
      maxAttempts: 1,
    });
    await app.jobs.start({ pollIntervalMs: 25, retryBaseMs: 5, retryMaxMs: 20 });
    try {
      let current: BulkDeletion | undefined;
      const deadline = Date.now() + 20_000;
      do {
        await sleep(30);
        current = (
          await call('GET', `/api/admin/bulk-deletions/${row!.id}`)
        ).json() as BulkDeletion;
      } while (current.state === 'running' && Date.now() < deadline);
      expect(current).toMatchObject({ state: 'failed', processed: 0, canUndo: true });
      expect((await undo(row!.id)).statusCode).toBe(200);
    } finally {
      await app.jobs.stop();
    }
  });
});
