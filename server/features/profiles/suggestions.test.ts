import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  suggestionListSchema,
  type SuggestionList,
} from '../../../common/features/profiles/suggestions.contract';
import type { Database } from '../../db/client';
import { authUsers, blocks, follows, groups, posts, profiles } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';

const DAY = 24 * 60 * 60 * 1000;

/** `count` new members who follow `member` (followers from outside the scene). */
async function giveFollowers(db: Database, member: TestMember, count: number) {
  for (let i = 0; i < count; i += 1) {
    const fan = await createMember(db);
    await db.insert(follows).values({ followerId: fan.id, followeeId: member.id });
  }
}

async function insertPost(db: Database, authorId: string, createdAt: Date, groupId?: string) {
  await db.insert(posts).values({ authorId, body: 'Castle at dusk', createdAt, groupId });
}

async function setHomePark(db: Database, member: TestMember, homePark: string | null) {
  await db.update(profiles).set({ homePark }).where(eq(profiles.id, member.id));
}

describeEachDatabase('GET /api/profiles/suggestions', (context) => {
  // The tests read the whole community's ranking: each compares only the members it made.
  let ctx: TestContext;
  beforeAll(() => {
    ctx = context();
  });

  async function suggestionsFor(member: TestMember, query = ''): Promise<SuggestionList> {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/profiles/suggestions${query}`,
      headers: member.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    return suggestionListSchema.parse(res.json());
  }

  it('answers 401 to a visitor and 400 to a bad limit', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profiles/suggestions' });
    expect(res.statusCode).toBe(401);
    const member = await createMember(ctx.db);
    for (const query of ['?limit=0', '?limit=21', '?limit=two', '?other=1']) {
      const bad = await ctx.app.inject({
        method: 'GET',
        url: `/api/profiles/suggestions${query}`,
        headers: member.headers,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('ranks a mix of followers, this week’s posts and the home park, with reasons', async () => {
    const { db } = ctx;
    const me = await createMember(db);
    await setHomePark(db, me, 'EPCOT');
    const now = Date.now();

    const star = await createMember(db); // many followers only
    await giveFollowers(db, star, 6);
    const fan = await createMember(db); // two followers only: popular, ranked after the star
    await giveFollowers(db, fan, 2);
    const poster = await createMember(db); // posted this week
    await insertPost(db, poster.id, new Date(now - 2 * DAY));
    await insertPost(db, poster.id, new Date(now - 3 * DAY));
    const neighbour = await createMember(db); // loves EPCOT too
    await setHomePark(db, neighbour, 'EPCOT');
    const allRounder = await createMember(db); // all three
    await setHomePark(db, allRounder, 'EPCOT');
    await insertPost(db, allRounder.id, new Date(now - DAY));
    await giveFollowers(db, allRounder, 3);
    const stale = await createMember(db); // posted 8 days ago: not active
    await insertPost(db, stale.id, new Date(now - 8 * DAY));
    const elsewhere = await createMember(db); // another park
    await setHomePark(db, elsewhere, 'Magic Kingdom');

    const { items } = await suggestionsFor(me, '?limit=20');
    const byId = new Map(items.map((item) => [item.id, item]));
    // Scores: all three 5.7, park 2.5, two posts this week 2.05, six followers 1.95, two 1.1.
    const scene: string[] = [allRounder, neighbour, poster, star, fan].map((member) => member.id);
    // Everyone of the scene with a reason, and nobody without one.
    expect(items.map((item) => item.id).filter((id) => scene.includes(id))).toEqual(scene);
    for (const nobody of [stale, elsewhere, me]) expect(byId.has(nobody.id)).toBe(false);

    expect(byId.get(allRounder.id)).toMatchObject({
      username: allRounder.username,
      home_park: 'EPCOT',
      followerCount: 3,
      recentPostCount: 1,
      reasons: ['home_park', 'active', 'popular'],
    });
    expect(byId.get(neighbour.id)).toMatchObject({
      followerCount: 0,
      recentPostCount: 0,
      reasons: ['home_park'],
    });
    expect(byId.get(star.id)).toMatchObject({ followerCount: 6, reasons: ['popular'] });
    expect(byId.get(poster.id)).toMatchObject({ recentPostCount: 2, reasons: ['active'] });
    expect(byId.get(fan.id)).toMatchObject({ followerCount: 2, reasons: ['popular'] });
    // Fans made by giveFollowers follow someone but are neither followed nor active: not suggested.
    expect(items.every((item) => item.reasons.length > 0)).toBe(true);

    // The limit cuts the ranking.
    const top = await suggestionsFor(me, '?limit=2');
    expect(top.items.map((item) => item.id)).toEqual(items.slice(0, 2).map((item) => item.id));
    const byDefault = await suggestionsFor(me);
    expect(byDefault.items).toHaveLength(5);
  });

  it('leaves out members I follow, blocked either way, suspended or deleted', async () => {
    const { db } = ctx;
    const me = await createMember(db);
    const now = Date.now();
    const active = async () => {
      const member = await createMember(db);
      await insertPost(db, member.id, new Date(now - DAY));
      return member;
    };
    const [followed, iBlocked, blockedMe, suspended, deleted, pastBan, visible] = [
      await active(),
      await active(),
      await active(),
      await active(),
      await active(),
      await active(),
      await active(),
    ];
    await db.insert(follows).values({ followerId: me.id, followeeId: followed.id });
    await db.insert(blocks).values([
      { blockerId: me.id, blockedId: iBlocked.id },
      { blockerId: blockedMe.id, blockedId: me.id },
    ]);
    await db
      .update(authUsers)
      .set({ bannedUntil: new Date(now + DAY) })
      .where(eq(authUsers.id, suspended.id));
    await db
      .update(authUsers)
      .set({ bannedUntil: new Date(now - DAY) })
      .where(eq(authUsers.id, pastBan.id));
    await db.update(authUsers).set({ deletedAt: new Date() }).where(eq(authUsers.id, deleted.id));

    const ids = (await suggestionsFor(me, '?limit=20')).items.map((item) => item.id);
    expect(ids).toContain(visible.id);
    expect(ids).toContain(pastBan.id);
    for (const hidden of [me, followed, iBlocked, blockedMe, suspended, deleted]) {
      expect(ids).not.toContain(hidden.id);
    }

    // Following through the API takes them off the list.
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/profiles/${visible.id}/follow`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    const after = (await suggestionsFor(me, '?limit=20')).items.map((item) => item.id);
    expect(after).not.toContain(visible.id);
  });

  it("does not count posts of a private group I am not in as 'Active this week'", async () => {
    const { db } = ctx;
    const me = await createMember(db);
    const insider = await createMember(db);
    const [secret] = await db
      .insert(groups)
      .values({ name: `Secret ${crypto.randomUUID().slice(0, 8)}`, visibility: 'private' })
      .returning({ id: groups.id });
    await insertPost(db, insider.id, new Date(Date.now() - DAY), secret!.id);
    const ids = (await suggestionsFor(me, '?limit=20')).items.map((item) => item.id);
    expect(ids).not.toContain(insider.id);
  });
});
