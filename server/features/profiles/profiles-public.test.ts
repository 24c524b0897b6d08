import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { publicProfileSchema } from '../../../common/features/profiles/profiles.contract';
import { follows, posts, profiles } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';

function getProfile(ctx: TestContext, id: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: `/api/profiles/${id}`, headers });
}

describeEachDatabase('GET /api/profiles/{id}', (ctx) => {
  it('shows a visitor the public profile with counts and no private columns', async () => {
    const { db } = ctx();
    const member = await createMember(db, { username: 'Rope_Drop', isAdmin: true });
    await db
      .update(profiles)
      .set({
        firstName: 'Ada',
        lastName: 'Park',
        bio: '<b>Space</b> Mountain fan',
        homePark: 'EPCOT',
        favoriteAttractions: ['Soarin’', 'Test Track'],
        avatarUrl: '/uploads/a.webp',
      })
      .where(eq(profiles.id, member.id));
    const res = await getProfile(ctx(), member.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: member.id,
      username: 'Rope_Drop',
      first_name: 'Ada',
      last_name: 'Park',
      avatar_url: '/uploads/a.webp',
      bio: '<b>Space</b> Mountain fan',
      home_park: 'EPCOT',
      favorite_attractions: ['Soarin’', 'Test Track'],
      created_at: expect.any(String) as string,
      followerCount: 0,
      followingCount: 0,
      postCount: 0,
      isFollowing: false,
      isMe: false,
      canMessage: false,
      blockedByMe: false,
    });
    expect(publicProfileSchema.parse(res.json()).created_at).toMatch(/Z$/);
  });

  it('counts followers, following and live posts only', async () => {
    const { db } = ctx();
    const member = await createMember(db);
    const fans = await Promise.all([1, 2, 3].map(() => createMember(db)));
    const idol = await createMember(db);
    await db
      .insert(follows)
      .values([
        ...fans.map((fan) => ({ followerId: fan.id, followeeId: member.id })),
        { followerId: member.id, followeeId: idol.id },
      ]);
    await db.insert(posts).values([
      { authorId: member.id, body: 'one' },
      { authorId: member.id, body: 'two' },
      { authorId: member.id, body: 'gone', deletedAt: new Date() },
      { authorId: fans[0]!.id, body: 'not theirs' },
    ]);
    const res = await getProfile(ctx(), member.id, fans[0]!.headers);
    expect(publicProfileSchema.parse(res.json())).toMatchObject({
      followerCount: 3,
      followingCount: 1,
      postCount: 2,
      isFollowing: true,
      isMe: false,
    });
    const asIdol = publicProfileSchema.parse(
      (await getProfile(ctx(), member.id, idol.headers)).json(),
    );
    expect(asIdol.isFollowing).toBe(false);
  });

  it('marks your own profile isMe, never isFollowing', async () => {
    const member = await createMember(ctx().db);
    const res = await getProfile(ctx(), member.id, member.headers);
    expect(publicProfileSchema.parse(res.json())).toMatchObject({ isMe: true, isFollowing: false });
  });

  it("answers 404 'Profile not found' for an unknown or malformed id", async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', '123', 'x'.repeat(90), "1' or '1'='1"]) {
      const res = await getProfile(ctx(), encodeURIComponent(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Profile not found' } });
    }
  });

  it("keeps 'me' for the signed-in member's own profile", async () => {
    expect((await getProfile(ctx(), 'me')).statusCode).toBe(401);
    const member = await createMember(ctx().db);
    const res = await getProfile(ctx(), 'me', member.headers);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { is_admin: boolean }).is_admin).toBe(false);
  });
});
