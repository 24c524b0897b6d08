import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorBodySchema } from '../../../common/errors';
import { likeStateSchema, postSchema } from '../../../common/features/posts/posts.contract';
import { messageSchema } from '../../../common/features/messages/messages.contract';
import { comments, moderationSettings, postLikes, posts } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { sendDirectMessage } from '../../test/conversations';
import { createPostAs, insertUpload } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';
import { createEventAs } from '../../test/events-test-support';
import { refreshTrustSettings } from './trust-settings';

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

const errorOf = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).error;

describeEachDatabase('trust rules: new-member limits and the daily like limit', (ctx) => {
  const post = (ctxValue: TestContext, member: TestMember, body: string) =>
    ctxValue.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.headers,
      payload: { body },
    });

  const comment = (member: TestMember, postId: string, body = 'Nice!') =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: member.headers,
      payload: { body },
    });

  const like = (member: TestMember, postId: string) =>
    ctx().app.inject({ method: 'PUT', url: `/api/posts/${postId}/like`, headers: member.headers });

  /** `count` posts by `authorId` written straight to the table (someone else's, to like). */
  async function insertPosts(authorId: string, count: number): Promise<string[]> {
    const rows = await ctx()
      .db.insert(posts)
      .values(Array.from({ length: count }, (_, i) => ({ authorId, body: `Post ${i}` })))
      .returning({ id: posts.id });
    return rows.map((row) => row.id);
  }

  async function setSetting(key: string, value: number | null): Promise<void> {
    if (value === null) {
      await ctx().db.delete(moderationSettings).where(eq(moderationSettings.key, key));
    } else {
      await ctx()
        .db.insert(moderationSettings)
        .values({ key, value, description: 'test' })
        .onConflictDoUpdate({ target: moderationSettings.key, set: { value } });
    }
    refreshTrustSettings();
  }

  it("refuses a new member's 11th post of the day with 429, a clear sentence and Retry-After; deleting one does not give it back", async () => {
    const ana = await createMember(ctx().db);
    const first = await createPostAs(ctx(), ana, { body: 'Post 1' });
    for (let i = 2; i <= 10; i++) await createPostAs(ctx(), ana, { body: `Post ${i}` });

    const res = await post(ctx(), ana, 'Post 11');
    expect(res.statusCode, res.body).toBe(429);
    expect(errorOf(res)).toEqual({
      code: 'rate_limited',
      message: 'New members can publish up to 10 posts a day. You can post again in 24 hours.',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/posts/${first.id}`,
      headers: ana.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await post(ctx(), ana, 'Post 11 again')).statusCode).toBe(429);
    const stored = await ctx().db.select().from(posts).where(eq(posts.authorId, ana.id));
    expect(stored).toHaveLength(10);
  });

  it('lets an account older than 24 hours post an 11th time, and a new one again when it stops being new', async () => {
    const old = await createMember(ctx().db, { createdAt: hoursAgo(25) });
    for (let i = 1; i <= 11; i++) await createPostAs(ctx(), old, { body: `Post ${i}` });

    // 10 posts, 23 hours into the first day: the limit ends with the first day, in an hour.
    const almost = await createMember(ctx().db, { createdAt: hoursAgo(23) });
    for (let i = 1; i <= 10; i++) await createPostAs(ctx(), almost, { body: `Post ${i}` });
    const res = await post(ctx(), almost, 'Post 11');
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).message).toBe(
      'New members can publish up to 10 posts a day. You can post again in 1 hour.',
    );
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    await ctx()
      .db.update(posts)
      .set({ createdAt: hoursAgo(2) })
      .where(eq(posts.authorId, almost.id));
    await ctx().db.execute(
      sql`update profiles set created_at = ${hoursAgo(24.5).toISOString()} where id = ${almost.id}`,
    );
    expect((await post(ctx(), almost, 'Post 11')).statusCode).toBe(201);
  });

  it('counts only the last 24 hours: posts from yesterday leave room', async () => {
    const ben = await createMember(ctx().db, { createdAt: hoursAgo(23.5) });
    for (let i = 1; i <= 10; i++) await createPostAs(ctx(), ben, { body: `Post ${i}` });
    // Made new (account 1 hour old) again, with the posts moved out of the window but one.
    await ctx().db.execute(
      sql`update profiles set created_at = ${hoursAgo(1).toISOString()} where id = ${ben.id}`,
    );
    await ctx()
      .db.update(posts)
      .set({ createdAt: hoursAgo(25) })
      .where(eq(posts.authorId, ben.id));
    expect((await post(ctx(), ben, 'Fresh day')).statusCode).toBe(201);
  });

  it('refuses more than 2 links in a new member’s post with 422, in new posts and in edits', async () => {
    const cleo = await createMember(ctx().db);
    const threeLinks =
      'See https://example.com/a, http://example.org/b?x=1 and www.example.net/c for tips';
    const res = await post(ctx(), cleo, threeLinks);
    expect(res.statusCode, res.body).toBe(422);
    expect(errorOf(res)).toEqual({
      code: 'unprocessable',
      message: 'New members can add up to 2 links to a post. Try again after your first day.',
    });
    expect(await ctx().db.select().from(posts).where(eq(posts.authorId, cleo.id))).toHaveLength(0);

    const ok = await createPostAs(ctx(), cleo, {
      body: 'Two: https://www.example.com/a and www.example.org',
    });
    const edit = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/posts/${ok.id}`,
      headers: cleo.headers,
      payload: { body: threeLinks },
    });
    expect(edit.statusCode, edit.body).toBe(422);
    expect(errorOf(edit).message).toContain('New members can add up to 2 links');

    const old = await createMember(ctx().db, { isEstablished: true });
    expect((await post(ctx(), old, threeLinks)).statusCode).toBe(201);
  });

  it("refuses a new member's 21st comment of the day with 429 (event comments count too)", async () => {
    const author = await createMember(ctx().db, { isEstablished: true });
    const target = await createPostAs(ctx(), author, { body: 'Comment on me' });
    const dan = await createMember(ctx().db);
    const commentIds: string[] = [];
    for (let i = 1; i <= 19; i++) {
      const res = await comment(dan, target.id, `Comment ${i}`);
      expect(res.statusCode, res.body).toBe(201);
      commentIds.push((res.json() as { id: string }).id);
    }
    const event = await createEventAs(ctx(), author);
    const eventComment = await ctx().app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/comments`,
      headers: dan.headers,
      payload: { body: 'See you there' },
    });
    expect(eventComment.statusCode, eventComment.body).toBe(201);

    const res = await comment(dan, target.id, 'Comment 21');
    expect(res.statusCode, res.body).toBe(429);
    expect(errorOf(res).message).toBe(
      'New members can write up to 20 comments a day. You can comment again in 24 hours.',
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const again = await ctx().app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/comments`,
      headers: dan.headers,
      payload: { body: 'Once more' },
    });
    expect(again.statusCode).toBe(429);
    const stored = await ctx().db.select().from(comments).where(eq(comments.authorId, dan.id));
    expect(stored).toHaveLength(19);

    // Deleting a comment does not give its place back.
    const removed = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/comments/${commentIds[0]}`,
      headers: dan.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await comment(dan, target.id, 'After deleting')).statusCode).toBe(429);

    const old = await createMember(ctx().db, { isEstablished: true });
    for (let i = 1; i <= 21; i++) {
      expect((await comment(old, target.id, `Comment ${i}`)).statusCode).toBe(201);
    }
  });

  it("refuses a new member's photos in direct messages with a sentence, and allows them after 24 hours", async () => {
    const eve = await createMember(ctx().db);
    const fay = await createMember(ctx().db);
    const { conversation } = await sendDirectMessage(ctx().app, eve, fay, 'Hello!');
    const photo = await insertUpload(ctx().db, eve.id);
    const send = () =>
      ctx().app.inject({
        method: 'POST',
        url: `/api/conversations/${conversation.id}/messages`,
        headers: eve.headers,
        payload: { body: 'Look', imageIds: [photo] },
      });
    const refused = await send();
    expect(refused.statusCode, refused.body).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: 'forbidden',
      message: 'New members can send photos in messages after their first day.',
    });
    const start = await ctx().app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: eve.headers,
      payload: { userId: (await createMember(ctx().db)).id, body: '', imageIds: [photo] },
    });
    expect(start.statusCode, start.body).toBe(403);
    // Text alone is fine.
    expect(
      (
        await ctx().app.inject({
          method: 'POST',
          url: `/api/conversations/${conversation.id}/messages`,
          headers: eve.headers,
          payload: { body: 'Text only' },
        })
      ).statusCode,
    ).toBe(201);

    await ctx().db.execute(
      sql`update profiles set created_at = ${hoursAgo(25).toISOString()} where id = ${eve.id}`,
    );
    const allowed = await send();
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(messageSchema.parse(allowed.json()).images).toHaveLength(1);
  });

  it('refuses the 201st like of a day for everyone, established members included; a repeated like passes', async () => {
    const author = await createMember(ctx().db, { isEstablished: true });
    const ids = await insertPosts(author.id, 202);
    const gus = await createMember(ctx().db, { isEstablished: true });
    await ctx()
      .db.insert(postLikes)
      .values(ids.slice(0, 199).map((postId) => ({ postId, userId: gus.id })));

    const liked = await like(gus, ids[199]!);
    expect(liked.statusCode, liked.body).toBe(200);
    expect(likeStateSchema.parse(liked.json())).toEqual({ liked: true, likeCount: 1 });

    const res = await like(gus, ids[200]!);
    expect(res.statusCode, res.body).toBe(429);
    expect(errorOf(res).message).toBe(
      'You can like up to 200 posts a day. You can like again in 24 hours.',
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await like(gus, ids[199]!)).statusCode).toBe(200);

    // Likes from yesterday leave room.
    await ctx()
      .db.update(postLikes)
      .set({ createdAt: hoursAgo(25) })
      .where(eq(postLikes.postId, ids[0]!));
    expect((await like(gus, ids[200]!)).statusCode).toBe(200);
    expect((await like(gus, ids[201]!)).statusCode).toBe(429);
  });

  it('does not give a like back when it is taken back', async () => {
    try {
      await setSetting('likes_per_day', 3);
      const author = await createMember(ctx().db, { isEstablished: true });
      const ids = await insertPosts(author.id, 4);
      const kim = await createMember(ctx().db, { isEstablished: true });
      for (const id of ids.slice(0, 3)) expect((await like(kim, id)).statusCode).toBe(200);
      const unliked = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/posts/${ids[0]}/like`,
        headers: kim.headers,
      });
      expect(unliked.statusCode, unliked.body).toBe(200);
      const res = await like(kim, ids[3]!);
      expect(res.statusCode, res.body).toBe(429);
      expect(errorOf(res).message).toBe(
        'You can like up to 3 posts a day. You can like again in 24 hours.',
      );
      expect((await like(kim, ids[1]!)).statusCode).toBe(200);
    } finally {
      await setSetting('likes_per_day', 200);
    }
  });

  it('exempts staff from every trust limit', async () => {
    const mod = await createMember(ctx().db, { isModerator: true });
    for (let i = 1; i <= 11; i++) await createPostAs(ctx(), mod, { body: `Mod post ${i}` });
    expect(
      (await post(ctx(), mod, 'https://a.example https://b.example https://c.example')).statusCode,
    ).toBe(201);

    const author = await createMember(ctx().db, { isEstablished: true });
    const ids = await insertPosts(author.id, 201);
    const admin = await createMember(ctx().db, { isAdmin: true });
    await ctx()
      .db.insert(postLikes)
      .values(ids.slice(0, 200).map((postId) => ({ postId, userId: admin.id })));
    expect((await like(admin, ids[200]!)).statusCode).toBe(200);
  });

  it('reads the limits from moderation_settings: a changed row takes effect, a missing row keeps its default', async () => {
    try {
      await setSetting('new_member_posts_per_day', 3);
      const hal = await createMember(ctx().db);
      for (let i = 1; i <= 3; i++) await createPostAs(ctx(), hal, { body: `Post ${i}` });
      const res = await post(ctx(), hal, 'Post 4');
      expect(res.statusCode).toBe(429);
      expect(errorOf(res).message).toBe(
        'New members can publish up to 3 posts a day. You can post again in 24 hours.',
      );

      await setSetting('new_member_links_per_post', 0);
      await setSetting('new_member_hours', 48);
      const ivy = await createMember(ctx().db, { createdAt: hoursAgo(30) });
      const links = await post(ctx(), ivy, 'www.example.com');
      expect(links.statusCode).toBe(422);
      expect(errorOf(links).message).toBe(
        "New members can't add links to a post. Try again after your first 48 hours.",
      );

      await setSetting('new_member_links_per_post', null);
      expect((await post(ctx(), ivy, 'www.example.com and https://example.org')).statusCode).toBe(
        201,
      );
    } finally {
      await setSetting('new_member_posts_per_day', 10);
      await setSetting('new_member_links_per_post', 2);
      await setSetting('new_member_hours', 24);
    }
  });

  it("lets exactly 10 of a new member's 14 simultaneous posts through", async () => {
    const jo = await createMember(ctx().db);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => post(ctx(), jo, `At once ${i}`)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(4);
    for (const res of answers.filter((r) => r.statusCode === 201)) postSchema.parse(res.json());
  });
});
