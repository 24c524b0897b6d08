import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  COMMENT_BODY_MAX,
  commentPageSchema,
  commentSchema,
  type CommentPage,
} from '../../../common/features/posts/posts.contract';
import { comments, notifications, posts } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createPostAs, requestAs } from '../../test/factories';
import { createMember, type TestMember as Member } from '../../test/sign-in';
import { deleteComment } from './posts.repository';

describeEachDatabase('comments', (ctx) => {
  const request = requestAs(ctx);
  const createPost = (author: Member) => createPostAs(ctx(), author, { body: 'Comment on me' });

  async function comment(postId: string, member: Member, body = 'Nice!') {
    const res = await request('POST', `/api/posts/${postId}/comments`, member, { body });
    expect(res.statusCode, res.body).toBe(201);
    return commentSchema.parse(res.json());
  }

  async function commentCount(postId: string) {
    const [row] = await ctx().db.select().from(posts).where(eq(posts.id, postId));
    return row!.commentCount;
  }

  it('adds a comment, counts it and notifies the post author (not for own posts)', async () => {
    const author = await createMember(ctx().db);
    const fan = await createMember(ctx().db, { username: 'dole_whip' });
    const post = await createPost(author);
    expect(
      (await request('POST', `/api/posts/${post.id}/comments`, undefined, { body: 'x' }))
        .statusCode,
    ).toBe(401);

    const created = await comment(post.id, fan, '  Looks magical <script>  ');
    expect(created).toMatchObject({
      postId: post.id,
      body: 'Looks magical <script>',
      author: { id: fan.id, username: 'dole_whip', avatar_url: null },
    });
    await comment(post.id, fan, 'Again');
    await comment(post.id, author, 'Thanks!');
    expect(await commentCount(post.id)).toBe(3);
    const rows = await ctx()
      .db.select()
      .from(notifications)
      .where(eq(notifications.userId, author.id));
    expect(rows.map((row) => [row.type, row.actorId, row.entityId])).toEqual([
      ['comment', fan.id, post.id],
      ['comment', fan.id, post.id],
    ]);
    const shown = await request('GET', `/api/posts/${post.id}`);
    expect(shown.json()).toMatchObject({ commentCount: 3 });
  });

  it('refuses bad comments with 400 and unknown or deleted posts with 404', async () => {
    const author = await createMember(ctx().db);
    const post = await createPost(author);
    const url = `/api/posts/${post.id}/comments`;
    for (const payload of [
      {},
      { body: '' },
      { body: '  ' },
      { body: 7 },
      { body: 'x'.repeat(COMMENT_BODY_MAX + 1) },
      { body: 'x', extra: 1 },
    ]) {
      const res = await request('POST', url, author, payload);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { error: { code: string } }).error.code).toBe('validation_failed');
    }
    await comment(post.id, author, 'x'.repeat(COMMENT_BODY_MAX));
    for (const id of [crypto.randomUUID(), 'bad-id']) {
      expect(
        (await request('POST', `/api/posts/${id}/comments`, author, { body: 'x' })).statusCode,
      ).toBe(404);
      expect((await request('GET', `/api/posts/${id}/comments`)).statusCode).toBe(404);
    }
    await request('DELETE', `/api/posts/${post.id}`, author);
    expect((await request('POST', url, author, { body: 'x' })).statusCode).toBe(404);
    expect((await request('GET', url, author)).statusCode).toBe(404);
    const staff = await createMember(ctx().db, { isAdmin: true });
    expect((await request('GET', url, staff)).statusCode).toBe(200);
  });

  it('lists comments oldest first for visitors, page by page', async () => {
    const author = await createMember(ctx().db);
    const post = await createPost(author);
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.push((await comment(post.id, author, `#${i}`)).id);
    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await request(
        'GET',
        `/api/posts/${post.id}/comments?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const page: CommentPage = commentPageSchema.parse(res.json());
      walked.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(walked).toEqual(ids);
    const all = commentPageSchema.parse(
      (await request('GET', `/api/posts/${post.id}/comments`)).json(),
    );
    expect(all.items.map((item) => item.body)).toEqual(['#0', '#1', '#2', '#3', '#4', '#5', '#6']);
    expect(all.nextCursor).toBeNull();
    for (const query of ['?cursor=nope', '?limit=0', '?limit=51']) {
      expect((await request('GET', `/api/posts/${post.id}/comments${query}`)).statusCode).toBe(400);
    }
  });

  it('lets the comment author, the post author or staff delete a comment', async () => {
    const [author, fan, other] = [
      await createMember(ctx().db),
      await createMember(ctx().db),
      await createMember(ctx().db),
    ];
    const staff = await createMember(ctx().db, { isAdmin: true });
    const post = await createPost(author);
    const [c1, c2, c3] = [
      await comment(post.id, fan),
      await comment(post.id, fan),
      await comment(post.id, fan),
    ];
    expect(await commentCount(post.id)).toBe(3);
    expect((await request('DELETE', `/api/comments/${c1.id}`)).statusCode).toBe(401);
    expect((await request('DELETE', `/api/comments/${c1.id}`, other)).statusCode).toBe(403);
    expect((await request('DELETE', '/api/comments/not-a-uuid', fan)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/comments/${crypto.randomUUID()}`, fan)).statusCode).toBe(
      404,
    );

    const res = await request('DELETE', `/api/comments/${c1.id}`, fan);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await request('DELETE', `/api/comments/${c1.id}`, fan)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/comments/${c2.id}`, author)).statusCode).toBe(204);
    expect((await request('DELETE', `/api/comments/${c3.id}`, staff)).statusCode).toBe(204);
    expect(await commentCount(post.id)).toBe(0);
    const list = commentPageSchema.parse(
      (await request('GET', `/api/posts/${post.id}/comments`)).json(),
    );
    expect(list.items).toEqual([]);
  });

  it('soft-deletes a comment: the row stays, it leaves the list and the count once', async () => {
    const author = await createMember(ctx().db);
    const fan = await createMember(ctx().db);
    const post = await createPost(author);
    const [kept, gone, byModeration] = [
      await comment(post.id, fan, 'Kept'),
      await comment(post.id, fan, 'Gone'),
      await comment(post.id, fan, 'Removed by staff'),
    ];
    expect((await request('DELETE', `/api/comments/${gone.id}`, fan)).statusCode).toBe(204);
    const rowOf = async (id: string) =>
      (await ctx().db.select().from(comments).where(eq(comments.id, id)))[0];
    const deletedAt = (await rowOf(gone.id))?.deletedAt;
    expect(deletedAt).toBeInstanceOf(Date);
    expect(await rowOf(gone.id)).toMatchObject({ body: 'Gone', postId: post.id, authorId: fan.id });
    expect(await commentCount(post.id)).toBe(2);
    // Again, by its author, the post's author or through moderation's delete: nothing changes.
    expect((await request('DELETE', `/api/comments/${gone.id}`, fan)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/comments/${gone.id}`, author)).statusCode).toBe(404);
    expect(await deleteComment(ctx().db, gone.id)).toBe(false);
    expect((await rowOf(gone.id))?.deletedAt).toEqual(deletedAt);
    expect(await commentCount(post.id)).toBe(2);
    // Moderation's delete soft-deletes once too (it lowers the count itself when told true).
    expect(await deleteComment(ctx().db, byModeration.id)).toBe(true);
    expect(await deleteComment(ctx().db, byModeration.id)).toBe(false);
    expect((await rowOf(byModeration.id))?.deletedAt).toBeInstanceOf(Date);
    const list = commentPageSchema.parse(
      (await request('GET', `/api/posts/${post.id}/comments`, author)).json(),
    );
    expect(list.items.map((item) => item.id)).toEqual([kept.id]);
    const rows = await ctx()
      .db.select({ id: comments.id })
      .from(comments)
      .where(inArray(comments.id, [kept.id, gone.id, byModeration.id]));
    expect(rows).toHaveLength(3);
    // A deleted comment cannot be reported: the one answer for what one cannot see.
    const report = await request('POST', '/api/reports', author, {
      itemKind: 'comment',
      itemId: gone.id,
      reason: 'spam',
    });
    expect(report.statusCode, report.body).toBe(404);
  });

  it('hides comments of a deleted post from their authors (404) but not from staff', async () => {
    const author = await createMember(ctx().db);
    const fan = await createMember(ctx().db);
    const staff = await createMember(ctx().db, { isAdmin: true });
    const post = await createPost(author);
    const [c1, c2] = [await comment(post.id, fan), await comment(post.id, fan)];
    await request('DELETE', `/api/posts/${post.id}`, author);
    expect((await request('DELETE', `/api/comments/${c1.id}`, fan)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/comments/${c2.id}`, author)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/comments/${c2.id}`, staff)).statusCode).toBe(204);
    expect(await commentCount(post.id)).toBe(1);
  });
  it('treats post and comment ids in capitals as the same ones', async () => {
    const author = await createMember(ctx().db);
    const fan = await createMember(ctx().db);
    const post = await createPost(author);
    const upper = post.id.toUpperCase();
    const created = await comment(upper, fan, 'Capital idea');
    expect(created.postId).toBe(post.id);
    const list = await request('GET', `/api/posts/${upper}/comments`);
    expect(list.statusCode).toBe(200);
    expect(commentPageSchema.parse(list.json()).items.map((item) => item.id)).toEqual([created.id]);
    expect(await commentCount(post.id)).toBe(1);
    // The post's author deletes it through the id in capitals.
    const removed = await request('DELETE', `/api/comments/${created.id.toUpperCase()}`, author);
    expect(removed.statusCode).toBe(204);
    expect(await commentCount(post.id)).toBe(0);
  });
});
