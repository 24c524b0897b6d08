import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ReportItemKind } from '../common/features/moderation/moderation.contract';
import { authUsers } from './db/schema';
import { describeEachDatabase, type TestContext } from './test/build-test-app';
import { createPostAs } from './test/factories';
import { createMember, type TestMember } from './test/sign-in';
import { createContestVia, uploadOf } from './test/contests-test-support';
import { callAs, createGroupAs } from './test/groups-test-support';

/**
 * One way to count (issue 27): every public count leaves out what the viewer may not see —
 * items moderation hid (through the real decision and unhide routes), deleted items and a
 * suspended member's items — and takes them back in when they return.
 */

describeEachDatabase('public counts', (context) => {
  let ctx: TestContext;
  let staff: TestMember;

  const get = async (url: string, viewer?: TestMember) => {
    const res = await callAs(ctx, 'GET', url, viewer);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  async function hide(kind: ReportItemKind, id: string) {
    const res = await callAs(
      ctx,
      'POST',
      `/api/admin/moderation/items/${kind}/${id}/decision`,
      staff,
      {
        action: 'hide',
        reason: 'Off topic',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
  }

  async function unhide(kind: ReportItemKind, id: string) {
    const res = await callAs(
      ctx,
      'POST',
      `/api/admin/moderation/items/${kind}/${id}/unhide`,
      staff,
      {
        reason: 'Fine after all',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ wasHidden: true });
  }

  async function suspend(member: TestMember, suspended: boolean) {
    await ctx.db
      .update(authUsers)
      .set({ bannedUntil: suspended ? new Date(Date.now() + 86_400_000) : null })
      .where(eq(authUsers.id, member.id));
  }

  async function commentAs(member: TestMember, postId: string): Promise<string> {
    const res = await callAs(ctx, 'POST', `/api/posts/${postId}/comments`, member, {
      body: 'See you at rope drop',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  beforeAll(async () => {
    ctx = context();
    staff = await createMember(ctx.db, { isModerator: true, isAdmin: true });
  });

  it("a profile's post count: hidden posts only for their author and staff, deleted ones for nobody", async () => {
    const author = await createMember(ctx.db, { isEstablished: true });
    const reader = await createMember(ctx.db, { isEstablished: true });
    const posts = [];
    for (const body of ['Rope drop', 'Churros', 'Fireworks']) {
      posts.push(await createPostAs(ctx, author, { body }));
    }
    const count = async (viewer?: TestMember) =>
      (await get(`/api/profiles/${author.id}`, viewer)).postCount as number;
    expect(await count()).toBe(3);

    const deleted = await callAs(ctx, 'DELETE', `/api/posts/${posts[0]!.id}`, author);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await count()).toBe(2);

    await hide('post', posts[1]!.id);
    expect([await count(), await count(reader), await count(author), await count(staff)]).toEqual([
      1, 1, 2, 2,
    ]);
    await unhide('post', posts[1]!.id);
    expect(await count(reader)).toBe(2);
  });

  it("a post's comment count: hidden, deleted and suspended members' comments leave it", async () => {
    const author = await createMember(ctx.db, { isEstablished: true });
    const [ana, ben, cy, dee] = await Promise.all(
      [1, 2, 3, 4].map(() => createMember(ctx.db, { isEstablished: true })),
    );
    const post = await createPostAs(ctx, author, {
      body: 'Who is going to quokkacounting on Friday?',
    });
    const comments = [];
    for (const member of [ana!, ben!, cy!, dee!]) comments.push(await commentAs(member, post.id));
    const count = async (viewer?: TestMember) =>
      (await get(`/api/posts/${post.id}`, viewer)).commentCount as number;
    const inProfile = async () =>
      (await get(`/api/profiles/${author.id}/posts`)).items[0].commentCount as number;
    const inSearch = async () =>
      (await get('/api/search?q=quokkacounting&type=posts')).items[0].commentCount as number;
    expect(await count()).toBe(4);

    const deleted = await callAs(ctx, 'DELETE', `/api/comments/${comments[0]}`, ana);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await count()).toBe(3);

    await hide('comment', comments[1]!);
    expect([
      await count(),
      await count(author),
      await count(ben),
      await inProfile(),
      await inSearch(),
    ]).toEqual([2, 2, 3, 2, 2]);
    await unhide('comment', comments[1]!);
    expect(await count(author)).toBe(3);

    await suspend(cy!, true);
    expect([await count(), await count(staff)]).toEqual([2, 3]);
    await suspend(cy!, false);
    expect(await count()).toBe(3);
  });

  it("a group's post count: hidden posts and a suspended member's posts leave it", async () => {
    const owner = await createMember(ctx.db, { isEstablished: true });
    const group = await createGroupAs(ctx, owner, { visibility: 'public' });
    const posts = [];
    for (const body of ['Meet at the hub', 'Parade spot', 'Dole Whip run']) {
      posts.push(await createPostAs(ctx, owner, { body, groupId: group.id }));
    }
    const member = await createMember(ctx.db, { isEstablished: true });
    const join = await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, member);
    expect(join.statusCode, join.body).toBe(200);
    await createPostAs(ctx, member, { body: 'Hello all', groupId: group.id });
    const count = async () => (await get(`/api/groups/${group.id}`)).postCount as number;
    const listed = async () =>
      (await get('/api/groups?sort=newest&limit=50')).items.find(
        (item: { id: string }) => item.id === group.id,
      ).postCount as number;
    expect([await count(), await listed()]).toEqual([4, 4]);

    const deleted = await callAs(ctx, 'DELETE', `/api/posts/${posts[0]!.id}`, owner);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await count()).toBe(3);

    await hide('post', posts[1]!.id);
    expect([await count(), await listed()]).toEqual([2, 2]);
    await unhide('post', posts[1]!.id);
    expect(await count()).toBe(3);

    await suspend(member, true);
    expect(await count()).toBe(2);
    await suspend(member, false);
    expect(await count()).toBe(3);
  });

  it("a catalogue entry's average, count and stars: hidden and suspended members' reviews leave them", async () => {
    const slug = 'haunted-mansion';
    const reviewers = await Promise.all(
      [5, 4, 1].map(() => createMember(ctx.db, { isEstablished: true })),
    );
    const reviewIds: string[] = [];
    for (const [index, stars] of [5, 4, 1].entries()) {
      const reviewer = reviewers[index]!;
      await ctx.app.rateLimiter.reset(`reviews:create:${reviewer.id}`);
      const res = await callAs(ctx, 'POST', `/api/catalogue/${slug}/reviews`, reviewer, {
        stars,
        title: 'Grim grinning ghosts',
        body: 'Nine hundred and ninety-nine happy haunts, and room for one more of us.',
        visitMonth: '2025-03',
        partyType: 'family_young',
      });
      expect(res.statusCode, res.body).toBe(201);
      reviewIds.push(res.json().id);
    }
    const figures = async () => {
      const item = await get(`/api/catalogue/${slug}`);
      const stars = Object.fromEntries(
        (item.distribution as { stars: number; count: number }[]).map((d) => [d.stars, d.count]),
      );
      const card = (await get('/api/catalogue?q=haunted')).items.find(
        (entry: { slug: string }) => entry.slug === slug,
      );
      return {
        count: item.reviewCount,
        average: item.averageRating,
        one: stars[1],
        card: card.reviewCount,
      };
    };
    expect(await figures()).toEqual({ count: 3, average: 3.3, one: 1, card: 3 });

    await hide('review', reviewIds[2]!);
    expect(await figures()).toEqual({ count: 2, average: 4.5, one: 0, card: 2 });
    await unhide('review', reviewIds[2]!);
    expect(await figures()).toEqual({ count: 3, average: 3.3, one: 1, card: 3 });

    await suspend(reviewers[0]!, true);
    expect(await figures()).toEqual({ count: 2, average: 2.5, one: 1, card: 2 });
    await suspend(reviewers[0]!, false);

    const deleted = await callAs(ctx, 'DELETE', `/api/reviews/${reviewIds[1]}`, reviewers[1]);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await figures()).toEqual({ count: 2, average: 3, one: 1, card: 2 });
  });

  it("the tips list by helpfulness: a hidden tip and a suspended member's tip leave it", async () => {
    const author = await createMember(ctx.db, { isEstablished: true });
    await ctx.app.rateLimiter.reset(`tips:create:${author.id}`);
    const res = await callAs(ctx, 'POST', '/api/tips', author, {
      category: 'money',
      park: null,
      body: 'Ask for a free cup of ice water at any quick-service counter.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const tipId: string = res.json().id;
    const listed = async () =>
      JSON.stringify(await get('/api/tips?sort=top_all&category=money&limit=50')).includes(tipId);
    expect(await listed()).toBe(true);
    await hide('tip', tipId);
    expect(await listed()).toBe(false);
    await unhide('tip', tipId);
    expect(await listed()).toBe(true);
    await suspend(author, true);
    expect(await listed()).toBe(false);
    await suspend(author, false);
    expect(await listed()).toBe(true);
  });

  it("a contest's entry count: a hidden entry and a suspended member's entry leave it", async () => {
    const contest = await createContestVia(ctx.app, staff, new Date());
    const entrants = await Promise.all(
      [1, 2, 3].map(() => createMember(ctx.db, { isEstablished: true })),
    );
    const entryIds: string[] = [];
    for (const entrant of entrants) {
      const res = await callAs(ctx, 'PUT', `/api/contests/${contest.id}/entry`, entrant, {
        uploadId: await uploadOf(ctx.db, entrant),
      });
      expect(res.statusCode, res.body).toBe(201);
      entryIds.push(res.json().id);
    }
    const count = async () => (await get(`/api/contests/${contest.id}`)).entryCount as number;
    const listed = async () =>
      (await get('/api/contests?status=entries&limit=50')).items.find(
        (item: { id: string }) => item.id === contest.id,
      ).entryCount as number;
    expect([await count(), await listed()]).toEqual([3, 3]);

    const withdrawn = await callAs(ctx, 'DELETE', `/api/contests/${contest.id}/entry`, entrants[0]);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await count()).toBe(2);

    await hide('contest_entry', entryIds[1]!);
    expect([await count(), await listed()]).toEqual([1, 1]);
    await unhide('contest_entry', entryIds[1]!);
    expect(await count()).toBe(2);

    await suspend(entrants[2]!, true);
    expect(await count()).toBe(1);
    await suspend(entrants[2]!, false);
    expect(await count()).toBe(2);
  });
});
