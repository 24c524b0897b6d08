import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  notificationPageSchema,
  notificationReadSchema,
  notificationsReadAllSchema,
  unreadCountSchema,
  unreadNotificationsSchema,
  type Notification,
} from '../../../common/features/notifications/notifications.contract';
import { NOTIFICATION_LIST_LIMIT } from '../../../common/limits';
import { notifications, profiles } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';

type Member = Awaited<ReturnType<typeof createMember>>;

/** Inserts notifications for `user` one millisecond apart (the last is the newest). */
async function seedNotifications(
  ctx: TestContext,
  user: Member,
  actor: Member | null,
  count: number,
  type: Notification['type'] = 'like',
) {
  const base = Date.now() - 60_000;
  const rows = await ctx.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: user.id,
        actorId: actor?.id ?? null,
        type,
        // Distinct posts, so the once-per-like/follow index lets every row in.
        entityId: crypto.randomUUID(),
        createdAt: new Date(base + i),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

function get(ctx: TestContext, url: string, member?: Member) {
  return ctx.app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
}

function post(ctx: TestContext, url: string, member?: Member) {
  return ctx.app.inject({ method: 'POST', url, headers: member?.headers ?? {} });
}

async function unread(ctx: TestContext, member: Member) {
  const res = await get(ctx, '/api/notifications', member);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return unreadNotificationsSchema.parse(res.json()).items;
}

async function unreadCount(ctx: TestContext, member: Member) {
  const res = await get(ctx, '/api/notifications/unread-count', member);
  expect(res.statusCode, res.body).toBe(200);
  return unreadCountSchema.parse(res.json()).count;
}

describeEachDatabase('notifications API', (ctx) => {
  it('answers 401 to visitors on every route', async () => {
    const routes = [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/all'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${crypto.randomUUID()}/read`],
    ] as const;
    for (const [method, url] of routes) {
      const res = await ctx().app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('lists at most 10 unread, newest first, each with its embedded actor', async () => {
    const me = await createMember(ctx().db);
    const actor = await createMember(ctx().db);
    await ctx()
      .db.update(profiles)
      .set({ avatarUrl: '/uploads/avatar.webp' })
      .where(eq(profiles.id, actor.id));
    const ids = await seedNotifications(ctx(), me, actor, 12);
    const items = await unread(ctx(), me);
    expect(items).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(items.map((n) => n.id)).toEqual(ids.slice(-10).reverse());
    expect(items[0]).toMatchObject({
      user_id: me.id,
      actor_id: actor.id,
      type: 'like',
      read_at: null,
      actor: { id: actor.id, username: actor.username, avatar_url: '/uploads/avatar.webp' },
    });
    expect(await unreadCount(ctx(), me)).toBe(12);
  });

  it('shows a missing actor as null (the client says "Someone")', async () => {
    const me = await createMember(ctx().db);
    await seedNotifications(ctx(), me, null, 1, 'other');
    const [item] = await unread(ctx(), me);
    expect(item).toMatchObject({ actor_id: null, actor: null, type: 'other' });
  });

  it('never shows or counts other members’ notifications, and keeps read ones out', async () => {
    const me = await createMember(ctx().db);
    const other = await createMember(ctx().db);
    const [mine] = await seedNotifications(ctx(), me, other, 1);
    const [theirs] = await seedNotifications(ctx(), other, me, 3);
    expect((await unread(ctx(), me)).map((n) => n.id)).toEqual([mine]);
    expect(await unreadCount(ctx(), me)).toBe(1);

    const res = await post(ctx(), `/api/notifications/${theirs}/read`, me);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: 'Notification not found' });
    expect(await unreadCount(ctx(), other)).toBe(3);
  });

  it('marks one read now, removes it from the list, and answers 404 to unknown ids', async () => {
    const me = await createMember(ctx().db);
    const actor = await createMember(ctx().db);
    const [older, newer] = await seedNotifications(ctx(), me, actor, 2, 'follow');
    const before = Date.now();
    const res = await post(ctx(), `/api/notifications/${older!.toUpperCase()}/read`, me);
    expect(res.statusCode, res.body).toBe(200);
    const read = notificationReadSchema.parse(res.json());
    expect(read.id).toBe(older);
    expect(read.unreadCount).toBe(1);
    expect(Math.abs(new Date(read.read_at).getTime() - before)).toBeLessThan(5000);
    expect((await unread(ctx(), me)).map((n) => n.id)).toEqual([newer]);

    // Reading it again is harmless and keeps the first time.
    const again = notificationReadSchema.parse(
      (await post(ctx(), `/api/notifications/${older}/read`, me)).json(),
    );
    expect(again).toEqual(read);

    for (const id of [crypto.randomUUID(), 'not-a-uuid', '%20']) {
      const missing = await post(ctx(), `/api/notifications/${id}/read`, me);
      expect(missing.statusCode, id).toBe(404);
    }
  });

  it('marks all read and the count falls to zero', async () => {
    const me = await createMember(ctx().db);
    const actor = await createMember(ctx().db);
    await seedNotifications(ctx(), me, actor, 4, 'comment');
    const res = await post(ctx(), '/api/notifications/read-all', me);
    expect(res.statusCode, res.body).toBe(200);
    expect(notificationsReadAllSchema.parse(res.json())).toEqual({ updated: 4, unreadCount: 0 });
    expect(await unreadCount(ctx(), me)).toBe(0);
    expect(await unread(ctx(), me)).toEqual([]);
    const none = notificationsReadAllSchema.parse(
      (await post(ctx(), '/api/notifications/read-all', me)).json(),
    );
    expect(none.updated).toBe(0);
  });

  it('pages through read and unread notifications without gaps or repeats', async () => {
    const me = await createMember(ctx().db);
    const actor = await createMember(ctx().db);
    const ids = await seedNotifications(ctx(), me, actor, 7);
    await post(ctx(), `/api/notifications/${ids[6]}/read`, me);
    const seen: Notification[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await get(ctx(), `/api/notifications/all?limit=3${query}`, me);
      expect(res.statusCode, res.body).toBe(200);
      const page = notificationPageSchema.parse(res.json());
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((n) => n.id)).toEqual([...ids].reverse());
    expect(seen[0]!.read_at).not.toBeNull();
    expect(seen.slice(1).every((n) => n.read_at === null)).toBe(true);
  });

  it('answers 400 to a bad page query, never a 500', async () => {
    const me = await createMember(ctx().db);
    for (const query of ['limit=0', 'limit=51', 'limit=abc', 'cursor=@@@', 'extra=1']) {
      const res = await get(ctx(), `/api/notifications/all?${query}`, me);
      expect(res.statusCode, query).toBe(400);
    }
    const forged = Buffer.from('2024-02-30T00:00:00Z|x').toString('base64url');
    expect((await get(ctx(), `/api/notifications/all?cursor=${forged}`, me)).statusCode).toBe(400);
  });
});
