import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { postPageSchema, type PostPage } from '../../../common/features/posts/posts.contract';
import type { Database } from '../../db/client';
import { blocks, groupMembers, groups, postLikes, posts } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';

/** Inserts a post straight into the table; its id. */
async function insertPost(
  db: Database,
  authorId: string,
  values: { body?: string; groupId?: string; createdAt?: Date } = {},
): Promise<string> {
  const [row] = await db
    .insert(posts)
    .values({ authorId, body: values.body ?? 'Fireworks', ...values })
    .returning({ id: posts.id });
  return row!.id;
}

/** Records a like at `at` (straight into `post_likes`). */
async function insertLike(db: Database, userId: string, postId: string, at: Date) {
  await db.insert(postLikes).values({ userId, postId, createdAt: at });
}

describeEachDatabase('GET /api/profiles/me/likes', (ctx) => {
  function get(url: string, member?: TestMember) {
    return ctx().app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
  }

  async function getPage(member: TestMember, query = ''): Promise<PostPage> {
    const res = await get(`/api/profiles/me/likes${query}`, member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    return postPageSchema.parse(res.json());
  }

  /** Every page, following `nextCursor`: the ids in order. */
  async function walk(member: TestMember, limit: number): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const page: PostPage = await getPage(member, query);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      ids.push(...page.items.map((post) => post.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    return ids;
  }

  it('answers 401 to a visitor and 400 to a bad cursor or limit', async () => {
    const member = await createMember(ctx().db);
    expect((await get('/api/profiles/me/likes')).statusCode).toBe(401);
    expect((await get('/api/profiles/me/likes?cursor=nope!', member)).statusCode).toBe(400);
    expect((await get('/api/profiles/me/likes?limit=0', member)).statusCode).toBe(400);
    expect((await get('/api/profiles/me/likes?limit=51', member)).statusCode).toBe(400);
  });

  it('is empty for a member who liked nothing', async () => {
    const member = await createMember(ctx().db);
    expect(await getPage(member)).toEqual({ items: [], nextCursor: null });
  });

  it('lists liked posts newest like first (not by post date), as the feed shows posts', async () => {
    const { db } = ctx();
    const [me, author, other] = [
      await createMember(db),
      await createMember(db),
      await createMember(db),
    ];
    const now = Date.now();
    // Posts written oldest first, liked in another order.
    const older = await insertPost(db, author.id, { createdAt: new Date(now - 50_000) });
    const newer = await insertPost(db, author.id, { createdAt: new Date(now - 40_000) });
    const mine = await insertPost(db, me.id, { createdAt: new Date(now - 30_000) });
    await insertPost(db, author.id, { body: 'not liked' });
    await insertLike(db, me.id, newer, new Date(now - 3000));
    await insertLike(db, me.id, older, new Date(now - 1000));
    await insertLike(db, me.id, mine, new Date(now - 2000));
    // Someone else's like does not show on my page.
    await insertLike(db, other.id, await insertPost(db, author.id), new Date(now));

    const page = await getPage(me);
    expect(page.items.map((post) => post.id)).toEqual([older, mine, newer]);
    expect(page.nextCursor).toBeNull();
    const first = page.items[0]!;
    expect(first.likedByMe).toBe(true);
    expect(first.author).toEqual({ id: author.id, username: author.username, avatar_url: null });
    expect(first.images).toEqual([]);
    expect(first.group).toBeNull();
    expect(first.body).toBe('Fireworks');
    // The other member's page holds only theirs.
    expect((await getPage(other)).items).toHaveLength(1);
  });

  it('pages by the like with a cursor, without repeats or gaps, ties broken by post id', async () => {
    const { db } = ctx();
    const [me, author] = [await createMember(db), await createMember(db)];
    const base = Date.now() - 100_000;
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(await insertPost(db, author.id, { body: `p${i}` }));
    // Likes 0-6 a second apart; 7-10 share one instant (a tie on created_at).
    for (const [i, id] of ids.entries()) {
      await insertLike(db, me.id, id, new Date(base + Math.min(i, 7) * 1000));
    }
    const tied = ids.slice(7).sort().reverse();
    const expected = [...tied, ...ids.slice(0, 7).reverse()];
    for (const limit of [1, 3, 4, 11, 50]) {
      expect(await walk(me, limit)).toEqual(expected);
    }
    const firstPage = await getPage(me, '?limit=11');
    expect(firstPage.nextCursor).toBeNull();
  });

  it('drops a post once unliked (through the API) or deleted', async () => {
    const { db, app } = ctx();
    const [me, author] = [await createMember(db), await createMember(db)];
    const keep = await insertPost(db, author.id);
    const unliked = await insertPost(db, author.id);
    const deleted = await insertPost(db, author.id);
    for (const id of [keep, unliked, deleted]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/posts/${id}/like`,
        headers: me.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await getPage(me)).items.map((post) => post.id)).toEqual([deleted, unliked, keep]);
    const unlike = await app.inject({
      method: 'DELETE',
      url: `/api/posts/${unliked}/like`,
      headers: me.headers,
    });
    expect(unlike.statusCode).toBe(200);
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/posts/${deleted}`,
      headers: author.headers,
    });
    expect(remove.statusCode).toBe(204);
    const page = await getPage(me);
    expect(page.items.map((post) => post.id)).toEqual([keep]);
    expect(page.items[0]!.likeCount).toBe(1);
  });

  it("hides a liked post of a private group the member left, and shows a public group's", async () => {
    const { db } = ctx();
    const [me, author] = [await createMember(db), await createMember(db)];
    const suffix = crypto.randomUUID().slice(0, 8);
    const [secret, open] = await db
      .insert(groups)
      .values([
        { name: `Night owls ${suffix}`, visibility: 'private' },
        { name: `Rope droppers ${suffix}`, visibility: 'public' },
      ])
      .returning({ id: groups.id, name: groups.name });
    await db.insert(groupMembers).values([
      { groupId: secret!.id, userId: author.id, role: 'owner' },
      { groupId: secret!.id, userId: me.id, role: 'member' },
      { groupId: open!.id, userId: author.id, role: 'owner' },
    ]);
    const privatePost = await insertPost(db, author.id, { groupId: secret!.id });
    const publicPost = await insertPost(db, author.id, { groupId: open!.id });
    const now = Date.now();
    await insertLike(db, me.id, privatePost, new Date(now - 1000));
    await insertLike(db, me.id, publicPost, new Date(now - 2000));

    const asMember = await getPage(me);
    expect(asMember.items.map((post) => post.id)).toEqual([privatePost, publicPost]);
    expect(asMember.items[0]!.group).toEqual({ id: secret!.id, name: secret!.name });

    await db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, secret!.id), eq(groupMembers.userId, me.id)));
    const afterLeaving = await getPage(me);
    expect(afterLeaving.items.map((post) => post.id)).toEqual([publicPost]);
    expect(afterLeaving.items[0]!.group).toEqual({ id: open!.id, name: open!.name });
  });

  it('hides liked posts of a member blocked either way, and shows them again after', async () => {
    const { db } = ctx();
    const [me, author, bystander] = [
      await createMember(db),
      await createMember(db),
      await createMember(db),
    ];
    const theirs = await insertPost(db, author.id);
    const other = await insertPost(db, bystander.id);
    const now = Date.now();
    await insertLike(db, me.id, theirs, new Date(now - 1000));
    await insertLike(db, me.id, other, new Date(now - 2000));
    expect((await getPage(me)).items.map((post) => post.id)).toEqual([theirs, other]);

    await db.insert(blocks).values({ blockerId: me.id, blockedId: author.id });
    expect((await getPage(me)).items.map((post) => post.id)).toEqual([other]);
    await db.delete(blocks).where(eq(blocks.blockerId, me.id));

    await db.insert(blocks).values({ blockerId: author.id, blockedId: me.id });
    expect((await getPage(me)).items.map((post) => post.id)).toEqual([other]);
    await db.delete(blocks).where(eq(blocks.blockerId, author.id));
    expect((await getPage(me)).items.map((post) => post.id)).toEqual([theirs, other]);
  });
});
