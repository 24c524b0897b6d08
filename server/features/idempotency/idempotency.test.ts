import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { postSchema } from '../../../common/features/posts/posts.contract';
import { idempotencyKeys, posts, supportMessages } from '../../db/schema';
import { buildApp } from '../../app';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { IDEMPOTENCY_KEY_TTL_MS, purgeExpiredIdempotencyKeys } from './idempotency.service';

describeEachDatabase('Idempotency-Key on creating POSTs', (ctx) => {
  const postWithKey = (member: TestMember, key: string | undefined, payload: object) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...member.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });

  const countPosts = async (authorId: string) => {
    const [row] = await ctx()
      .db.select({ count: sql<number>`count(*)::int` })
      .from(posts)
      .where(eq(posts.authorId, authorId));
    return row!.count;
  };

  const storedKey = async (memberId: string, key: string) => {
    const [row] = await ctx()
      .db.select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
    return row ?? null;
  };

  it('replays the first answer to a retry with the same key and creates one post', async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    const key = crypto.randomUUID();
    const first = await postWithKey(member, key, { body: 'Rope drop at Magic Kingdom' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await postWithKey(member, key, { body: 'Rope drop at Magic Kingdom' });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(postSchema.parse(retry.json()).id).toBe(postSchema.parse(first.json()).id);
    expect(retry.json()).toEqual(first.json());
    expect(await countPosts(member.id)).toBe(1);
  });

  it('answers 422 to the same key with a different body, and creates nothing', async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    const key = crypto.randomUUID();
    expect((await postWithKey(member, key, { body: 'First words' })).statusCode).toBe(201);
    const other = await postWithKey(member, key, { body: 'Other words' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      error: { code: 'unprocessable', message: expect.stringContaining('Idempotency-Key') },
    });
    expect(await countPosts(member.id)).toBe(1);
  });

  it('creates one post from simultaneous requests with the same key', async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postWithKey(member, key, { body: 'Twice tapped' })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      String(statuses),
    ).toBe(true);
    const ids = new Set(
      answers.filter((res) => res.statusCode === 201).map((res) => res.json().id),
    );
    expect(ids.size).toBe(1);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().error.message).toMatch(/still being processed/);
    }
    expect(await countPosts(member.id)).toBe(1);
  });

  it('answers 409 while a request with the key is in flight, and runs it once its lease is over', async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    const key = crypto.randomUUID();
    expect((await postWithKey(member, key, { body: 'Lease' })).statusCode).toBe(201);
    const inFlight = { responseStatus: null, responseBody: null };
    const where = and(eq(idempotencyKeys.memberId, member.id), eq(idempotencyKeys.key, key));
    await ctx()
      .db.update(idempotencyKeys)
      .set({ ...inFlight, lockedUntil: new Date(Date.now() + 60_000) })
      .where(where);
    const busy = await postWithKey(member, key, { body: 'Lease' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('conflict');
    await ctx()
      .db.update(idempotencyKeys)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(where);
    const takenOver = await postWithKey(member, key, { body: 'Lease' });
    expect(takenOver.statusCode).toBe(201);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
    expect((await storedKey(member.id, key))?.responseStatus).toBe(201);
  });

  it('takes over at once a claim whose process is gone, and not while that process lives', async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    const key = crypto.randomUUID();
    // Another process of the site on the same database; its claim is left in flight.
    const other = await buildApp(testConfig(), { database: ctx().handle });
    await other.ready();
    let isOtherOpen = true;
    try {
      const first = await other.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { ...member.headers, 'idempotency-key': key },
        payload: { body: 'Owner' },
      });
      expect(first.statusCode).toBe(201);
      await ctx()
        .db.update(idempotencyKeys)
        .set({
          responseStatus: null,
          responseBody: null,
          lockedUntil: new Date(Date.now() + 60_000),
        })
        .where(and(eq(idempotencyKeys.memberId, member.id), eq(idempotencyKeys.key, key)));
      // PostgreSQL: the other process holds its presence lock, so its claim stands. (PGlite has
      // one process per data folder: a claim by another process id is a dead one's.)
      if (ctx().engine === 'postgres') {
        expect((await postWithKey(member, key, { body: 'Owner' })).statusCode).toBe(409);
      }
      await other.close();
      isOtherOpen = false;
      // Its connections closed (as a kill -9 closes them): the retry runs now, lease or not.
      await expect
        .poll(async () => (await postWithKey(member, key, { body: 'Owner' })).statusCode)
        .toBe(201);
      expect((await storedKey(member.id, key))?.ownerProcess).toBe(ctx().app.processPresence.id);
    } finally {
      if (isOtherOpen) await other.close();
    }
  });

  it('refuses an invalid key with 400 in the error shape, before creating anything', async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    for (const key of ['has space', 'x'.repeat(256), 'café', '']) {
      const res = await postWithKey(member, key, { body: 'Bad key' });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed' });
      expect(res.json().error.message.length).toBeGreaterThan(0);
    }
    expect(await countPosts(member.id)).toBe(0);
    const longest = await postWithKey(member, '~'.repeat(255), { body: 'Longest key' });
    expect(longest.statusCode).toBe(201);
  });

  it("keeps each member's keys to themselves", async () => {
    const alice = await createMember(ctx().db, { isEstablished: true });
    const bob = await createMember(ctx().db, { isEstablished: true });
    const key = crypto.randomUUID();
    const mine = await postWithKey(alice, key, { body: 'Same key, same words' });
    const theirs = await postWithKey(bob, key, { body: 'Same key, same words' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().author.id).toBe(bob.id);
    expect(await countPosts(bob.id)).toBe(1);
  });

  it('does not remember an error answer, so a retry runs again', async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    const key = crypto.randomUUID();
    const payload = { body: 'With a photo', imageIds: [crypto.randomUUID()] };
    const failed = await postWithKey(member, key, payload);
    expect(failed.statusCode).toBe(422);
    expect(await storedKey(member.id, key)).toBeNull();
    const again = await postWithKey(member, key, payload);
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('works as before without a key', async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    await postWithKey(member, undefined, { body: 'No key' });
    await postWithKey(member, undefined, { body: 'No key' });
    expect(await countPosts(member.id)).toBe(2);
  });

  it('forgets keys after 24 hours: purged, and a late retry creates anew', async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    const key = crypto.randomUUID();
    const first = await postWithKey(member, key, { body: 'Old key' });
    const stored = await storedKey(member.id, key);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(IDEMPOTENCY_KEY_TTL_MS);
    const justBefore = new Date(stored!.expiresAt.getTime() - 1);
    await purgeExpiredIdempotencyKeys(ctx().db, justBefore);
    expect(await storedKey(member.id, key)).not.toBeNull();
    const purged = await purgeExpiredIdempotencyKeys(ctx().db, stored!.expiresAt);
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await storedKey(member.id, key)).toBeNull();

    const second = await postWithKey(member, key, { body: 'Old key' });
    await ctx()
      .db.update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(idempotencyKeys.memberId, member.id), eq(idempotencyKeys.key, key)));
    const late = await postWithKey(member, key, { body: 'Old key' });
    expect(late.statusCode).toBe(201);
    expect(late.headers['idempotent-replayed']).toBeUndefined();
    expect(new Set([first.json().id, second.json().id, late.json().id]).size).toBe(3);
  });

  it("takes a member's key on a route visitors may use too, and leaves visitors' requests alone", async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    const message = {
      name: 'Minnie Planner',
      email: 'minnie@example.com',
      topic: 'bug',
      subject: 'Sent twice',
      message: 'The park had poor reception, so my phone sent this twice.',
    };
    const send = (headers: Record<string, string>) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/support',
        headers: { ...headers, 'idempotency-key': 'support-retry-1' },
        payload: message,
      });
    const first = await send(member.headers);
    const retry = await send(member.headers);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    await send({});
    const byVisitor = await send({});
    expect(byVisitor.headers['idempotent-replayed']).toBeUndefined();
    const rows = await ctx()
      .db.select({ userId: supportMessages.userId })
      .from(supportMessages)
      .where(eq(supportMessages.subject, 'Sent twice'));
    expect(rows.map((row) => row.userId).sort()).toEqual([member.id, null, null].sort());
  });

  // Last: it starts this app's job runner.
  it("removes expired keys in the jobs system's hourly purge", async () => {
    const member = await createMember(ctx().db, { isEstablished: true });
    const key = crypto.randomUUID();
    await postWithKey(member, key, { body: 'Purged by the job' });
    await ctx()
      .db.update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(idempotencyKeys.memberId, member.id), eq(idempotencyKeys.key, key)));
    await ctx().app.jobs.start({ pollIntervalMs: 20 });
    await expect.poll(() => storedKey(member.id, key), { timeout: 10_000 }).toBeNull();
  });
});
