import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  FOLLOW_RATE_LIMIT,
  followListSchema,
  followStateSchema,
  type FollowList,
} from '../../../common/features/follows/follows.contract';
import { publicProfileSchema } from '../../../common/features/profiles/profiles.contract';
import { follows, notifications, rateLimits } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';

type Member = Awaited<ReturnType<typeof createMember>>;

function changeFollow(
  ctx: TestContext,
  method: 'PUT' | 'DELETE',
  id: string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({ method, url: `/api/profiles/${id}/follow`, headers });
}

function getList(ctx: TestContext, url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function getProfile(ctx: TestContext, id: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/profiles/${id}`, headers });
  expect(res.statusCode).toBe(200);
  return publicProfileSchema.parse(res.json());
}

function errorOf(res: { json: () => unknown }) {
  return (res.json() as { error: { code: string; message: string } }).error;
}

async function followNotifications(ctx: TestContext, userId: string, actorId: string) {
  return ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.actorId, actorId),
        eq(notifications.type, 'follow'),
      ),
    );
}

/** Reads every page of a list, checking each page's size. */
async function readAllPages(ctx: TestContext, base: string, headers: Record<string, string> = {}) {
  const pages: FollowList[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await getList(ctx, `${base}?limit=10${query}`, headers);
    expect(res.statusCode).toBe(200);
    const page = followListSchema.parse(res.json());
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

describeEachDatabase('PUT|DELETE /api/profiles/{id}/follow', (ctx) => {
  it('answers 401 to a visitor', async () => {
    const target = await createMember(ctx().db);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await changeFollow(ctx(), method, target.id);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('unauthorized');
    }
  });

  it('follows idempotently, notifies once, and counts change with follow and unfollow', async () => {
    const fan = await createMember(ctx().db);
    const star = await createMember(ctx().db);
    const other = await createMember(ctx().db);

    const first = await changeFollow(ctx(), 'PUT', star.id, fan.headers);
    expect(first.statusCode).toBe(200);
    expect(followStateSchema.parse(first.json())).toEqual({ following: true, followerCount: 1 });
    const again = await changeFollow(ctx(), 'PUT', star.id, fan.headers);
    expect(again.json()).toEqual({ following: true, followerCount: 1 });
    expect(await followNotifications(ctx(), star.id, fan.id)).toHaveLength(1);
    const [notification] = await followNotifications(ctx(), star.id, fan.id);
    expect(notification?.entityId).toBeNull();

    await changeFollow(ctx(), 'PUT', star.id, other.headers);
    expect(await getProfile(ctx(), star.id)).toMatchObject({
      followerCount: 2,
      followingCount: 0,
    });
    expect(await getProfile(ctx(), fan.id)).toMatchObject({ followerCount: 0, followingCount: 1 });
    expect(await getProfile(ctx(), star.id, fan.headers)).toMatchObject({ isFollowing: true });

    const undo = await changeFollow(ctx(), 'DELETE', star.id, fan.headers);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ following: false, followerCount: 1 });
    const undoAgain = await changeFollow(ctx(), 'DELETE', star.id, fan.headers);
    expect(undoAgain.json()).toEqual({ following: false, followerCount: 1 });
    expect(await getProfile(ctx(), star.id, fan.headers)).toMatchObject({
      isFollowing: false,
      followerCount: 1,
    });
    expect(await getProfile(ctx(), fan.id)).toMatchObject({ followingCount: 0 });

    // Followed again: still one notification.
    expect((await changeFollow(ctx(), 'PUT', star.id, fan.headers)).json()).toEqual({
      following: true,
      followerCount: 2,
    });
    expect(await followNotifications(ctx(), star.id, fan.id)).toHaveLength(1);
    expect(await followNotifications(ctx(), fan.id, star.id)).toHaveLength(0);
  });

  it('refuses to follow or unfollow yourself with 422 cannot_follow_self', async () => {
    const member = await createMember(ctx().db);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await changeFollow(ctx(), method, member.id, member.headers);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toEqual({
        code: 'cannot_follow_self',
        message: 'You cannot follow yourself.',
      });
    }
    const rows = await ctx().db.select().from(follows).where(eq(follows.followerId, member.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses your own id in capitals too (422, never the database constraint)', async () => {
    const member = await createMember(ctx().db);
    for (const id of [
      member.id.toUpperCase(),
      `${member.id.slice(0, 9)}${member.id.slice(9).toUpperCase()}`,
    ]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await changeFollow(ctx(), method, id, member.headers);
        expect(res.statusCode, `${method} ${id}`).toBe(422);
        expect(errorOf(res).code).toBe('cannot_follow_self');
      }
    }
    const rows = await ctx().db.select().from(follows).where(eq(follows.followerId, member.id));
    expect(rows).toHaveLength(0);
  });

  it('treats a member id in capitals as the same member', async () => {
    const fan = await createMember(ctx().db);
    const star = await createMember(ctx().db);
    const upper = star.id.toUpperCase();
    const first = await changeFollow(ctx(), 'PUT', upper, fan.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ following: true, followerCount: 1 });
    expect((await changeFollow(ctx(), 'PUT', star.id, fan.headers)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    expect(await followNotifications(ctx(), star.id, fan.id)).toHaveLength(1);
    const profile = await getProfile(ctx(), upper, fan.headers);
    expect(profile).toMatchObject({ id: star.id, isFollowing: true, followerCount: 1 });
    expect(await getProfile(ctx(), fan.id.toUpperCase(), fan.headers)).toMatchObject({
      id: fan.id,
      isMe: true,
      isFollowing: false,
    });
    const followers = await getList(ctx(), `/api/profiles/${upper}/followers`);
    expect(followListSchema.parse(followers.json()).items.map((item) => item.id)).toEqual([fan.id]);
    expect((await changeFollow(ctx(), 'DELETE', upper, fan.headers)).json()).toEqual({
      following: false,
      followerCount: 0,
    });
  });

  it("answers 404 'Profile not found' for an unknown or malformed id", async () => {
    const member = await createMember(ctx().db);
    for (const id of [crypto.randomUUID(), 'not-a-uuid', 'me', '1']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await changeFollow(ctx(), method, id, member.headers);
        expect(res.statusCode).toBe(404);
        expect(errorOf(res)).toEqual({ code: 'not_found', message: 'Profile not found' });
      }
    }
  });

  it('answers 429 with retry-after past the hourly limit of follow changes', async () => {
    const member = await createMember(ctx().db);
    const target = await createMember(ctx().db);
    await ctx()
      .db.insert(rateLimits)
      .values({
        key: `follow:${member.id}`,
        count: FOLLOW_RATE_LIMIT.max,
        windowEndsAt: new Date(Date.now() + 30 * 60 * 1000),
      });
    const res = await changeFollow(ctx(), 'PUT', target.id, member.headers);
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await getProfile(ctx(), target.id)).toMatchObject({ followerCount: 0 });
    // Another member is not limited.
    const other = await createMember(ctx().db);
    expect((await changeFollow(ctx(), 'PUT', target.id, other.headers)).statusCode).toBe(200);
  });

  it('counts every change against the limit', async () => {
    const member = await createMember(ctx().db);
    const target = await createMember(ctx().db);
    await changeFollow(ctx(), 'PUT', target.id, member.headers);
    await changeFollow(ctx(), 'DELETE', target.id, member.headers);
    const [row] = await ctx()
      .db.select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `follow:${member.id}`));
    expect(row?.count).toBe(2);
  });
});

describeEachDatabase('GET /api/profiles/{id}/followers|following', (ctx) => {
  let star: Member;
  let fans: Member[];
  let viewer: Member;

  it('pages 25 followers 10 at a time, newest first, with the viewer’s isFollowing', async () => {
    star = await createMember(ctx().db);
    viewer = await createMember(ctx().db);
    fans = [];
    for (let i = 0; i < 25; i += 1) {
      const fan = await createMember(ctx().db);
      expect((await changeFollow(ctx(), 'PUT', star.id, fan.headers)).statusCode).toBe(200);
      fans.push(fan);
    }
    // The viewer follows every fifth fan.
    const followedByViewer: string[] = fans.filter((_, i) => i % 5 === 0).map((fan) => fan.id);
    for (const id of followedByViewer) await changeFollow(ctx(), 'PUT', id, viewer.headers);

    const pages = await readAllPages(ctx(), `/api/profiles/${star.id}/followers`, viewer.headers);
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 5]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const items = pages.flatMap((page) => page.items);
    expect(items.map((item) => item.id)).toEqual(fans.map((fan) => fan.id).reverse());
    for (const item of items) {
      expect(item.isFollowing).toBe(followedByViewer.includes(item.id));
      expect(Object.keys(item).sort()).toEqual(
        [
          'avatar_url',
          'first_name',
          'followedAt',
          'id',
          'isFollowing',
          'last_name',
          'username',
        ].sort(),
      );
    }
    const times = items.map((item) => Date.parse(item.followedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items[0]?.username).toBe(fans.at(-1)?.username);
  });

  it('shows visitors the same list with isFollowing false', async () => {
    const res = await getList(ctx(), `/api/profiles/${star.id}/followers?limit=50`);
    expect(res.statusCode).toBe(200);
    const page = followListSchema.parse(res.json());
    expect(page.items).toHaveLength(25);
    expect(page.nextCursor).toBeNull();
    expect(page.items.every((item) => !item.isFollowing)).toBe(true);
  });

  it('uses 20 as the default page size', async () => {
    const page = followListSchema.parse(
      (await getList(ctx(), `/api/profiles/${star.id}/followers`)).json(),
    );
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
  });

  it('lists whom a member follows, newest first', async () => {
    const fan = fans[0]!;
    const others = [fans[1]!, fans[2]!];
    for (const other of others) await changeFollow(ctx(), 'PUT', other.id, fan.headers);
    const res = await getList(ctx(), `/api/profiles/${fan.id}/following`, fan.headers);
    expect(res.statusCode).toBe(200);
    const page = followListSchema.parse(res.json());
    expect(page.items.map((item) => item.id)).toEqual([others[1]!.id, others[0]!.id, star.id]);
    // The viewer (fan) follows all of them.
    expect(page.items.every((item) => item.isFollowing)).toBe(true);
    expect(page.nextCursor).toBeNull();
  });

  it('keeps order and completeness when follows share the same instant', async () => {
    const target = await createMember(ctx().db);
    const same = new Date('2024-05-01T12:00:00.123Z');
    const followers = await Promise.all([0, 1, 2, 3, 4].map(() => createMember(ctx().db)));
    await ctx()
      .db.insert(follows)
      .values(followers.map((f) => ({ followerId: f.id, followeeId: target.id, createdAt: same })));
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i += 1) {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await getList(ctx(), `/api/profiles/${target.id}/followers?limit=2${query}`);
      const page = followListSchema.parse(res.json());
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(
      followers
        .map((f) => f.id)
        .sort()
        .reverse(),
    );
  });

  it('answers an empty page for a member without followers', async () => {
    const loner = await createMember(ctx().db);
    for (const direction of ['followers', 'following']) {
      const res = await getList(ctx(), `/api/profiles/${loner.id}/${direction}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [], nextCursor: null });
    }
  });

  it("answers 404 'Profile not found' for an unknown or malformed id", async () => {
    for (const id of [crypto.randomUUID(), 'nope', 'me']) {
      for (const direction of ['followers', 'following']) {
        const res = await getList(ctx(), `/api/profiles/${id}/${direction}`);
        expect(res.statusCode).toBe(404);
        expect(errorOf(res)).toEqual({ code: 'not_found', message: 'Profile not found' });
      }
    }
  });

  const badCursors = [
    'garbage',
    Buffer.from('2024-01-01T00:00:00Z').toString('base64url'),
    Buffer.from(`not-a-date|${crypto.randomUUID()}`).toString('base64url'),
    Buffer.from(`2024-02-31T00:00:00.000Z|${crypto.randomUUID()}`).toString('base64url'),
    Buffer.from('2024-01-01T00:00:00.000Z|not-a-uuid').toString('base64url'),
    Buffer.from(`2024-01-01T00:00:00.000Z|${crypto.randomUUID()}|x`).toString('base64url'),
  ];

  it.each(badCursors)('answers 400 to the bad cursor %s', async (cursor) => {
    const res = await getList(ctx(), `/api/profiles/${star.id}/followers?cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('validation_failed');
  });

  it.each(['0', '51', 'abc', '2.5', '-1'])('answers 400 to limit=%s', async (limit) => {
    const res = await getList(ctx(), `/api/profiles/${star.id}/following?limit=${limit}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('validation_failed');
  });

  it('answers 400 to an unknown query parameter', async () => {
    const res = await getList(ctx(), `/api/profiles/${star.id}/followers?offset=10`);
    expect(res.statusCode).toBe(400);
  });
});
