import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { likeStateSchema, postSchema } from '../../../common/features/posts/posts.contract';
import { notifications, postLikes, posts } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createPostAs } from '../../test/factories';
import { createMember, type TestMember as Member } from '../../test/sign-in';

describeEachDatabase('post likes', (ctx) => {
  const createPost = (author: Member) => createPostAs(ctx(), author, { body: 'Like me' });

  function like(method: 'PUT' | 'DELETE', postId: string, member?: Member) {
    return ctx().app.inject({
      method,
      url: `/api/posts/${postId}/like`,
      headers: member?.headers ?? {},
    });
  }

  async function expectLike(method: 'PUT' | 'DELETE', postId: string, member: Member) {
    const res = await like(method, postId, member);
    expect(res.statusCode, res.body).toBe(200);
    return likeStateSchema.parse(res.json());
  }

  async function storedCounts(postId: string) {
    const [row] = await ctx().db.select().from(posts).where(eq(posts.id, postId));
    const likes = await ctx().db.select().from(postLikes).where(eq(postLikes.postId, postId));
    return { likeCount: row!.likeCount, rows: likes.length };
  }

  function likeNotifications(userId: string, postId: string) {
    return ctx()
      .db.select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, 'like'),
          eq(notifications.entityId, postId),
        ),
      );
  }

  it('answers 401 to visitors and 404 to unknown, malformed or deleted posts', async () => {
    const author = await createMember(ctx().db);
    const post = await createPost(author);
    expect((await like('PUT', post.id)).statusCode).toBe(401);
    expect((await like('DELETE', post.id)).statusCode).toBe(401);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      expect((await like('PUT', id, author)).statusCode).toBe(404);
      expect((await like('DELETE', id, author)).statusCode).toBe(404);
    }
    await ctx().app.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      headers: author.headers,
    });
    expect((await like('PUT', post.id, author)).statusCode).toBe(404);
  });

  it('is idempotent and keeps like_count equal to the likes', async () => {
    const author = await createMember(ctx().db);
    const [a, b] = [await createMember(ctx().db), await createMember(ctx().db)];
    const post = await createPost(author);
    expect(await expectLike('PUT', post.id, a)).toEqual({ liked: true, likeCount: 1 });
    expect(await expectLike('PUT', post.id, a)).toEqual({ liked: true, likeCount: 1 });
    expect(await expectLike('PUT', post.id, b)).toEqual({ liked: true, likeCount: 2 });
    expect(await expectLike('DELETE', post.id, a)).toEqual({ liked: false, likeCount: 1 });
    expect(await expectLike('DELETE', post.id, a)).toEqual({ liked: false, likeCount: 1 });
    expect(await expectLike('DELETE', post.id, author)).toEqual({ liked: false, likeCount: 1 });
    expect(await storedCounts(post.id)).toEqual({ likeCount: 1, rows: 1 });

    const asB = await ctx().app.inject({ url: `/api/posts/${post.id}`, headers: b.headers });
    expect(asB.json()).toMatchObject({ likeCount: 1, likedByMe: true });
    const asA = await ctx().app.inject({ url: `/api/posts/${post.id}`, headers: a.headers });
    expect(asA.json()).toMatchObject({ likeCount: 1, likedByMe: false });
    const asVisitor = await ctx().app.inject({ url: `/api/posts/${post.id}` });
    expect(asVisitor.json()).toMatchObject({ likeCount: 1, likedByMe: false });
  });

  it('counts concurrent likes exactly', async () => {
    const author = await createMember(ctx().db);
    const post = await createPost(author);
    const fans = await Promise.all(Array.from({ length: 8 }, () => createMember(ctx().db)));
    await Promise.all(
      fans.flatMap((fan) => [like('PUT', post.id, fan), like('PUT', post.id, fan)]),
    );
    expect(await storedCounts(post.id)).toEqual({ likeCount: 8, rows: 8 });
    await Promise.all(fans.slice(0, 3).map((fan) => like('DELETE', post.id, fan)));
    expect(await storedCounts(post.id)).toEqual({ likeCount: 5, rows: 5 });
  });

  it('notifies the author once, even when a like is toggled off and on; never for own posts', async () => {
    const author = await createMember(ctx().db);
    const fan = await createMember(ctx().db);
    const post = await createPost(author);
    await expectLike('PUT', post.id, fan);
    await expectLike('DELETE', post.id, fan);
    await expectLike('PUT', post.id, fan);
    await expectLike('PUT', post.id, fan);
    const rows = await likeNotifications(author.id, post.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: fan.id, type: 'like', entityId: post.id });

    await expectLike('PUT', post.id, author);
    expect(await likeNotifications(author.id, post.id)).toHaveLength(1);
  });
  it('shows a deleted post with its likes to staff only; nobody can like it any more', async () => {
    const author = await createMember(ctx().db);
    const fan = await createMember(ctx().db);
    const staff = await createMember(ctx().db, { isAdmin: true });
    const post = await createPost(author);
    await expectLike('PUT', post.id, fan);
    await expectLike('PUT', post.id, staff);
    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      headers: author.headers,
    });
    expect(deleted.statusCode).toBe(204);

    const asStaff = await ctx().app.inject({
      url: `/api/posts/${post.id}`,
      headers: staff.headers,
    });
    expect(asStaff.statusCode).toBe(200);
    expect(postSchema.parse(asStaff.json())).toMatchObject({
      id: post.id,
      likeCount: 2,
      likedByMe: true,
      deletedAt: expect.any(String),
    });
    for (const member of [author, fan, undefined]) {
      const res = await ctx().app.inject({
        url: `/api/posts/${post.id}`,
        headers: member?.headers ?? {},
      });
      expect(res.statusCode).toBe(404);
      expect((res.json() as { error: { code: string } }).error.code).toBe('not_found');
    }
    for (const member of [staff, fan, author]) {
      expect((await like('PUT', post.id, member)).statusCode).toBe(404);
      expect((await like('DELETE', post.id, member)).statusCode).toBe(404);
    }
    expect(await storedCounts(post.id)).toEqual({ likeCount: 2, rows: 2 });
  });

  it('treats a post id in capitals as the same post', async () => {
    const author = await createMember(ctx().db);
    const fan = await createMember(ctx().db);
    const post = await createPost(author);
    const upper = post.id.toUpperCase();
    expect(await expectLike('PUT', upper, fan)).toEqual({ liked: true, likeCount: 1 });
    expect(await expectLike('PUT', post.id, fan)).toEqual({ liked: true, likeCount: 1 });
    expect(await likeNotifications(author.id, post.id)).toHaveLength(1);
    expect(await expectLike('PUT', upper, author)).toEqual({ liked: true, likeCount: 2 });
    expect(await likeNotifications(author.id, post.id)).toHaveLength(1);
    expect(await expectLike('DELETE', upper, fan)).toEqual({ liked: false, likeCount: 1 });
    expect(await storedCounts(post.id)).toEqual({ likeCount: 1, rows: 1 });
  });
});
