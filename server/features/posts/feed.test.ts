import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { postPageSchema, type PostPage } from '../../../common/features/posts/posts.contract';
import type { Database } from '../../db/client';
import {
  comments,
  follows,
  groupMembers,
  groups,
  postLikes,
  posts,
  uploads,
} from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';

type Member = Awaited<ReturnType<typeof createMember>>;

/** Inserts posts straight into the table, one second apart, oldest first; returns their ids. */
async function insertPosts(db: Database, authorId: string, count: number, startAt = Date.now()) {
  const rows = await db
    .insert(posts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        authorId,
        body: `post ${i}`,
        createdAt: new Date(startAt - (count - i) * 1000),
      })),
    )
    .returning({ id: posts.id });
  return rows.map((row) => row.id);
}

/** Base64url of a raw cursor text, to forge cursors. */
const forge = (text: string) => Buffer.from(text).toString('base64url');

describeEachDatabase('feed and profile posts', (ctx) => {
  afterEach(() => vi.restoreAllMocks());

  function get(url: string, member?: Member) {
    return ctx().app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
  }

  async function getPage(url: string, member?: Member): Promise<PostPage> {
    const res = await get(url, member);
    expect(res.statusCode, res.body).toBe(200);
    const body: unknown = res.json();
    const page = postPageSchema.parse(body);
    // The route stringifies the presenter's objects as they are: no field beyond the contract.
    expect(body).toEqual(page);
    return page;
  }

  /** Every page of a list, following `nextCursor`. */
  async function walk(url: string, limit: number, member?: Member) {
    const pages: PostPage[] = [];
    let cursor: string | null = null;
    do {
      const separator = url.includes('?') ? '&' : '?';
      const query: string = `${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const page: PostPage = await getPage(`${url}${query}`, member);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  async function follow(follower: Member, followee: Member) {
    await ctx().db.insert(follows).values({ followerId: follower.id, followeeId: followee.id });
  }

  it('answers 401 to a visitor', async () => {
    expect((await get('/api/feed')).statusCode).toBe(401);
  });

  it('holds posts by people I follow and mine, newest first, without deleted ones', async () => {
    const { db } = ctx();
    const [me, friend, stranger, follower] = [
      await createMember(db),
      await createMember(db),
      await createMember(db),
      await createMember(db),
    ];
    await follow(me, friend);
    await follow(follower, me);
    const [mine] = await insertPosts(db, me.id, 1, Date.now() - 500);
    const [friendOld, friendNew, friendDeleted] = await insertPosts(db, friend.id, 3);
    await insertPosts(db, stranger.id, 2);
    await insertPosts(db, follower.id, 2);
    await db
      .update(posts)
      .set({ deletedAt: new Date() })
      .where(sql`${posts.id} = ${friendDeleted}`);

    const page = await getPage('/api/feed', me);
    expect(page.items.map((post) => post.id)).toEqual([mine, friendNew, friendOld]);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]!.author.id).toBe(me.id);
    expect(page.items[1]!.author.id).toBe(friend.id);

    const empty = await getPage('/api/feed', await createMember(db));
    expect(empty).toEqual({ items: [], nextCursor: null });
  });

  it('walks 25 posts by pages of 10 with no duplicate or gap; sizes 1 and 50 work', async () => {
    const { db } = ctx();
    const me = await createMember(db);
    const friend = await createMember(db);
    await follow(me, friend);
    const ids = [
      ...(await insertPosts(db, me.id, 12, Date.now() - 100)),
      ...(await insertPosts(db, friend.id, 13, Date.now() - 50)),
    ];
    const all = await getPage('/api/feed?limit=50', me);
    expect(all.items).toHaveLength(25);
    expect(all.nextCursor).toBeNull();
    const times = all.items.map((post) => Date.parse(post.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.items.map((post) => post.id))).toEqual(new Set(ids));

    const pages = await walk('/api/feed', 10, me);
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 5]);
    const walked = pages.flatMap((page) => page.items.map((post) => post.id));
    expect(walked).toEqual(all.items.map((post) => post.id));

    const single = await walk('/api/feed', 1, me);
    expect(single.flatMap((page) => page.items.map((post) => post.id))).toEqual(walked);
    expect((await getPage('/api/feed', me)).items).toHaveLength(20);
  });

  it('pages exactly when most of the newest posts are ones I may not see (issue 26 fast form)', async () => {
    const { db } = ctx();
    const me = await createMember(db);
    const friend = await createMember(db);
    await follow(me, friend);
    const visible = await insertPosts(db, friend.id, 10, Date.now() - 100_000);
    // 45 newer posts in a private group I am not in: the newest posts of the feed, none for me.
    const [secret] = await db
      .insert(groups)
      .values({ name: 'Feed Window Secret', visibility: 'private' })
      .returning({ id: groups.id });
    await db.insert(groupMembers).values({ groupId: secret!.id, userId: friend.id, role: 'owner' });
    const hiddenIds = await insertPosts(db, friend.id, 45);
    await db
      .update(posts)
      .set({ groupId: secret!.id })
      .where(sql`${posts.id} in ${hiddenIds}`);

    const newestFirst = [...visible].reverse();
    const page = await getPage('/api/feed', me);
    expect(page.items.map((post) => post.id)).toEqual(newestFirst);
    expect(page.nextCursor).toBeNull();
    const walked = await walk('/api/feed', 3, me);
    expect(walked.flatMap((p) => p.items.map((post) => post.id))).toEqual(newestFirst);
    // The author still sees all 55, newest first, 20 to a page.
    const own = await walk('/api/feed', 20, friend);
    expect(own.map((p) => p.items.length)).toEqual([20, 20, 15]);
  });

  it('pages through posts created in the same instant (ties broken by id, microseconds kept)', async () => {
    const { db } = ctx();
    const me = await createMember(db);
    const at = new Date('2030-01-01T12:00:00.123Z');
    await db.insert(posts).values(
      Array.from({ length: 7 }, (_, i) => ({
        authorId: me.id,
        body: `same ${i}`,
        createdAt:
          i < 4 ? at : sql`${at.toISOString()}::timestamptz + ${`${i} microseconds`}::interval`,
      })),
    );
    const full = await getPage('/api/feed?limit=50', me);
    const pages = await walk('/api/feed', 2, me);
    const walked = pages.flatMap((page) => page.items.map((post) => post.id));
    expect(walked).toEqual(full.items.map((post) => post.id));
    expect(new Set(walked).size).toBe(7);
  });

  /** Records the SQL the app sends while `run` runs (node-postgres and PGlite alike). */
  async function recordQueries(run: () => Promise<void>): Promise<string[]> {
    const client = (ctx().db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const queries: string[] = [];
    const original = client.query.bind(client);
    const spy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
      const text = args[0];
      queries.push(typeof text === 'string' ? text : JSON.stringify(text));
      return original(...args);
    });
    try {
      await run();
    } finally {
      spy.mockRestore();
    }
    return queries;
  }

  /** Attaches photos to a post straight in the table, at the given positions. */
  async function attachPhotos(ownerId: string, postId: string, positions: number[]) {
    const rows = await ctx()
      .db.insert(uploads)
      .values(
        positions.map((position) => ({
          ownerId,
          postId,
          position,
          usedAt: new Date(),
          width: 10 + position,
          height: 20 + position,
          thumbnailWidth: 10,
          thumbnailHeight: 10,
          byteSize: 10,
        })),
      )
      .returning({ id: uploads.id, position: uploads.position });
    return rows;
  }

  /**
   * The statements of a request besides the session check of its access token (at most one,
   * and none while the session's state is cached) and the record of the member's visit (the
   * trust levels': at most one, on the day's first request and a few reads a day).
   */
  function pageStatements(queries: string[]): string[] {
    const isAside = (query: string) => /auth_sessions|member_visits/.test(query);
    expect(queries.filter((query) => /auth_sessions/.test(query)).length).toBeLessThanOrEqual(1);
    expect(queries.filter((query) => /member_visits/.test(query)).length).toBeLessThanOrEqual(1);
    return queries.filter((query) => !isAside(query));
  }

  it('reads a page in one statement (plus the session check) for 1 or 50 posts, no OFFSET', async () => {
    const { db } = ctx();
    const me = await createMember(db);
    const friend = await createMember(db);
    await follow(me, friend);
    const ids = await insertPosts(db, friend.id, 60);
    for (const postId of ids.slice(30)) {
      await attachPhotos(friend.id, postId, [0]);
      await db.insert(postLikes).values({ postId, userId: me.id });
    }
    const countQueries = async (url: string, limit: number) =>
      recordQueries(async () => {
        const page = await getPage(url, me);
        expect(page.items).toHaveLength(limit);
      });
    const small = await countQueries('/api/feed?limit=1', 1);
    const large = await countQueries('/api/feed?limit=50', 50);
    const cursor = (await getPage('/api/feed?limit=5', me)).nextCursor!;
    const deeper = await countQueries(`/api/feed?limit=50&cursor=${cursor}`, 50);
    for (const queries of [small, large, deeper]) {
      expect(pageStatements(queries)).toHaveLength(1);
      expect(queries.join('\n')).not.toMatch(/\boffset\b/i);
    }
    const page = await getPage('/api/feed?limit=50', me);
    expect(page.items.filter((post) => post.likedByMe)).toHaveLength(30);
    expect(page.items.filter((post) => post.images.length === 1)).toHaveLength(30);
  });

  it('shows each post with its author, photos in order, counts and my like, as the post itself', async () => {
    const { db } = ctx();
    const me = await createMember(db);
    const friend = await createMember(db);
    await follow(me, friend);
    const [plain, photos] = await insertPosts(db, friend.id, 2);
    const uploaded = await attachPhotos(friend.id, photos!, [2, 0, 1]);
    await db.insert(postLikes).values({ postId: photos!, userId: me.id });
    // The comment count shown is counted from the comments (issue 27), not the stored figure.
    await db
      .insert(comments)
      .values([1, 2, 3, 4].map((n) => ({ postId: photos!, authorId: me.id, body: `Nice ${n}` })));
    await db
      .update(posts)
      .set({ likeCount: 1, commentCount: 4, park: 'EPCOT', tags: ['snacks'] })
      .where(sql`${posts.id} = ${photos}`);

    const feed = await getPage('/api/feed', me);
    expect(feed.items.map((post) => post.id)).toEqual([photos, plain]);
    const [shown, other] = feed.items;
    expect(shown).toMatchObject({
      author: { id: friend.id, username: friend.username, avatar_url: null },
      likeCount: 1,
      commentCount: 4,
      likedByMe: true,
      park: 'EPCOT',
      tags: ['snacks'],
    });
    const inOrder = [...uploaded].sort((a, b) => a.position! - b.position!);
    expect(shown!.images).toEqual(
      inOrder.map((photo) => ({
        id: photo.id,
        url: `/uploads/${photo.id}.webp`,
        thumbnailUrl: `/uploads/${photo.id}-thumb.webp`,
        width: 10 + photo.position!,
        height: 20 + photo.position!,
        alt: null,
      })),
    );
    expect(other).toMatchObject({ images: [], likedByMe: false, likeCount: 0 });

    let single: unknown;
    const queries = await recordQueries(async () => {
      const res = await get(`/api/posts/${photos}`, me);
      expect(res.statusCode).toBe(200);
      single = res.json();
    });
    expect(pageStatements(queries)).toHaveLength(1);
    expect(single).toEqual(shown);
    const asVisitor = await get(`/api/posts/${photos}`);
    expect(asVisitor.json()).toEqual({ ...shown, likedByMe: false });
    const onProfile = await getPage(`/api/profiles/${friend.id}/posts`, me);
    expect(onProfile.items[0]).toEqual(shown);
  });

  it('refuses bad limits and cursors with 400', async () => {
    const me = await createMember(ctx().db);
    const badCursors = [
      'not a cursor!',
      forge('garbage'),
      forge(`2024-01-01T00:00:00.000Z|not-a-uuid`),
      forge(`2024-02-30T00:00:00.000Z|${crypto.randomUUID()}`),
      forge(`yesterday|${crypto.randomUUID()}`),
      forge(`2024-01-01T00:00:00.000Z|${crypto.randomUUID()}|extra`),
      'x'.repeat(300),
    ];
    const urls = [
      ...['0', '51', '-1', 'abc', '1.5', ''].map((limit) => `/api/feed?limit=${limit}`),
      ...badCursors.map((cursor) => `/api/feed?cursor=${encodeURIComponent(cursor)}`),
    ];
    for (const url of urls) {
      const res = await get(url, me);
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as { error: { code: string } }).error.code).toBe('validation_failed');
    }
    const fine = forge(`2024-01-01T00:00:00.123456Z|${crypto.randomUUID()}`);
    expect((await get(`/api/feed?cursor=${fine}`, me)).statusCode).toBe(200);
  });

  it("lists a member's live posts for visitors and members, paginated", async () => {
    const { db } = ctx();
    const author = await createMember(db);
    const ids = await insertPosts(db, author.id, 5);
    await insertPosts(db, (await createMember(db)).id, 3);
    await db
      .update(posts)
      .set({ deletedAt: new Date() })
      .where(sql`${posts.id} = ${ids[4]}`);
    await db.insert(postLikes).values({ postId: ids[3]!, userId: author.id });

    const url = `/api/profiles/${author.id}/posts`;
    const pages = await walk(url, 2);
    expect(pages.map((page) => page.items.length)).toEqual([2, 2]);
    const walked = pages.flatMap((page) => page.items.map((post) => post.id));
    expect(walked).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(pages[0]!.items.every((post) => !post.likedByMe)).toBe(true);

    const asAuthor = await getPage(url, author);
    expect(asAuthor.items[0]).toMatchObject({ id: ids[3], likedByMe: true });

    for (const id of [crypto.randomUUID(), 'nobody']) {
      const res = await get(`/api/profiles/${id}/posts`);
      expect(res.statusCode).toBe(404);
      expect((res.json() as { error: { code: string } }).error.code).toBe('not_found');
    }
    expect((await get(`${url}?cursor=bogus`)).statusCode).toBe(400);
    expect((await get(`${url}?limit=51`)).statusCode).toBe(400);
  });
});
