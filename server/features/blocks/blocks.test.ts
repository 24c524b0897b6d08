import { and, eq, or } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  blockListSchema,
  CANNOT_BLOCK_SELF_MESSAGE,
  CANNOT_FOLLOW_BLOCKED_MESSAGE,
  CANNOT_MESSAGE_BLOCKED_MESSAGE,
  type BlockList,
} from '../../../common/features/blocks/blocks.contract';
import { CONVERSATION_READ_ONLY_MESSAGE } from '../../../common/features/messages/message-limits';
import { conversationSchema } from '../../../common/features/messages/messages.contract';
import { commentPageSchema, postPageSchema } from '../../../common/features/posts/posts.contract';
import { publicProfileSchema } from '../../../common/features/profiles/profiles.contract';
import { follows, notifications } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { sendDirectMessage } from '../../test/conversations';
import { createPostAs, requestAs } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';
import { notify } from '../notifications/notifications.service';

function errorOf(res: { json: () => unknown }) {
  return (res.json() as { error: { code: string; message: string } }).error;
}

describeEachDatabase('blocking', (ctx) => {
  const request = requestAs(ctx);

  /** `PUT|DELETE /api/profiles/{id}/block` as `member`, expecting 200 and `{ blocked }`. */
  async function setBlock(member: TestMember, target: { id: string }, blocked: boolean) {
    await ctx().app.rateLimiter.reset(`block:${member.id}`);
    const res = await request(
      blocked ? 'PUT' : 'DELETE',
      `/api/profiles/${target.id}/block`,
      member,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ blocked });
  }

  async function follow(follower: TestMember, followee: TestMember) {
    await ctx().app.rateLimiter.reset(`follow:${follower.id}`);
    return request('PUT', `/api/profiles/${followee.id}/follow`, follower);
  }

  async function profileAs(id: string, viewer?: TestMember) {
    const res = await request('GET', `/api/profiles/${id}`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return publicProfileSchema.parse(res.json());
  }

  async function blockList(member: TestMember, query = ''): Promise<BlockList> {
    const res = await request('GET', `/api/profiles/me/blocks${query}`, member);
    expect(res.statusCode, res.body).toBe(200);
    return blockListSchema.parse(res.json());
  }

  async function postIdsOf(url: string, viewer?: TestMember): Promise<string[]> {
    const res = await request('GET', url, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return postPageSchema.parse(res.json()).items.map((post) => post.id);
  }

  async function commentIdsOf(postId: string, viewer?: TestMember): Promise<string[]> {
    const res = await request('GET', `/api/posts/${postId}/comments`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return commentPageSchema.parse(res.json()).items.map((comment) => comment.id);
  }

  async function commentOn(postId: string, author: TestMember, body = 'See you at rope drop') {
    await ctx().app.rateLimiter.reset(`comments:${author.id}`);
    return request('POST', `/api/posts/${postId}/comments`, author, { body });
  }

  async function followRowsBetween(a: TestMember, b: TestMember) {
    return ctx()
      .db.select()
      .from(follows)
      .where(
        or(
          and(eq(follows.followerId, a.id), eq(follows.followeeId, b.id)),
          and(eq(follows.followerId, b.id), eq(follows.followeeId, a.id)),
        ),
      );
  }

  async function notificationsBetween(recipient: TestMember, actor: TestMember) {
    return ctx()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, recipient.id), eq(notifications.actorId, actor.id)));
  }

  it('needs a signed-in member for every block route', async () => {
    const target = await createMember(ctx().db);
    for (const [method, url] of [
      ['PUT', `/api/profiles/${target.id}/block`],
      ['DELETE', `/api/profiles/${target.id}/block`],
      ['GET', '/api/profiles/me/blocks'],
    ] as const) {
      const res = await request(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(res).code).toBe('unauthorized');
    }
  });

  it('refuses yourself (422, any letter case) and answers 404 for unknown or malformed ids', async () => {
    const me = await createMember(ctx().db);
    for (const id of [me.id, me.id.toUpperCase()]) {
      const res = await request('PUT', `/api/profiles/${id}/block`, me);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toEqual({ code: 'unprocessable', message: CANNOT_BLOCK_SELF_MESSAGE });
    }
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await request(method, `/api/profiles/${id}/block`, me);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(errorOf(res).message).toBe('Profile not found');
      }
    }
    expect((await blockList(me)).items).toEqual([]);
  });

  it('blocks and unblocks idempotently; the list is yours only, newest first, paginated', async () => {
    const me = await createMember(ctx().db);
    const [first, second, third] = [
      await createMember(ctx().db),
      await createMember(ctx().db),
      await createMember(ctx().db),
    ];
    await setBlock(me, first!, true);
    await setBlock(me, first!, true);
    await setBlock(me, second!, true);
    // Any letter case is the same member.
    const res = await request('PUT', `/api/profiles/${third!.id.toUpperCase()}/block`, me);
    expect(res.json()).toEqual({ blocked: true });

    const pageOne = await blockList(me, '?limit=2');
    expect(pageOne.items.map((item) => item.id)).toEqual([third!.id, second!.id]);
    expect(pageOne.items[0]).toMatchObject({
      username: third!.username,
      avatar_url: null,
      blockedAt: expect.stringMatching(/Z$/) as string,
    });
    expect(pageOne.nextCursor).toEqual(expect.any(String));
    const pageTwo = await blockList(
      me,
      `?limit=2&cursor=${encodeURIComponent(pageOne.nextCursor!)}`,
    );
    expect(pageTwo).toEqual({
      items: [expect.objectContaining({ id: first!.id })],
      nextCursor: null,
    });
    expect((await request('GET', '/api/profiles/me/blocks?cursor=nope', me)).statusCode).toBe(400);

    // The blocked members' own lists do not show who blocked them.
    expect((await blockList(first!)).items).toEqual([]);

    await setBlock(me, second!, false);
    await setBlock(me, second!, false);
    expect((await blockList(me)).items.map((item) => item.id)).toEqual([third!.id, first!.id]);
  });

  it('says blockedByMe to the blocker only; neither may message the other', async () => {
    const blocker = await createMember(ctx().db);
    const blocked = await createMember(ctx().db);
    expect(await profileAs(blocked.id, blocker)).toMatchObject({
      blockedByMe: false,
      canMessage: true,
    });
    await setBlock(blocker, blocked, true);
    expect(await profileAs(blocked.id, blocker)).toMatchObject({
      blockedByMe: true,
      canMessage: false,
    });
    // The blocked member still sees the profile, without a hint of the block.
    expect(await profileAs(blocker.id, blocked)).toMatchObject({
      blockedByMe: false,
      canMessage: false,
    });
    expect(await profileAs(blocked.id)).toMatchObject({ blockedByMe: false, canMessage: false });
    expect(await profileAs(blocker.id, blocker)).toMatchObject({ blockedByMe: false, isMe: true });
    // Not told: no notification of any kind.
    expect(await notificationsBetween(blocked, blocker)).toEqual([]);
  });

  it('removes follows both ways in the same change, and refuses new ones both ways', async () => {
    const a = await createMember(ctx().db);
    const b = await createMember(ctx().db);
    const fan = await createMember(ctx().db);
    expect((await follow(a, b)).statusCode).toBe(200);
    expect((await follow(b, a)).statusCode).toBe(200);
    expect((await follow(fan, b)).statusCode).toBe(200);
    expect(await profileAs(b.id)).toMatchObject({ followerCount: 2, followingCount: 1 });

    await setBlock(a, b, true);
    expect(await followRowsBetween(a, b)).toEqual([]);
    expect(await profileAs(b.id)).toMatchObject({ followerCount: 1, followingCount: 0 });
    expect(await profileAs(a.id)).toMatchObject({ followerCount: 0, followingCount: 0 });
    expect(await profileAs(b.id, a)).toMatchObject({ isFollowing: false });

    for (const [follower, followee] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await follow(follower, followee);
      expect(res.statusCode).toBe(403);
      // The same words from either side: nothing says who blocked whom.
      expect(errorOf(res)).toEqual({ code: 'forbidden', message: CANNOT_FOLLOW_BLOCKED_MESSAGE });
      // Unfollowing is always possible (and changes nothing).
      await ctx().app.rateLimiter.reset(`follow:${follower.id}`);
      const undo = await request('DELETE', `/api/profiles/${followee.id}/follow`, follower);
      expect(undo.statusCode).toBe(200);
    }
    expect(await followRowsBetween(a, b)).toEqual([]);

    // Unblocking does not bring the follows back, but following works again.
    await setBlock(a, b, false);
    expect(await profileAs(b.id, a)).toMatchObject({ isFollowing: false, followerCount: 1 });
    expect((await follow(b, a)).statusCode).toBe(200);
  });

  it("hides each one's posts and comments from the other everywhere, until unblocked", async () => {
    const a = await createMember(ctx().db);
    const b = await createMember(ctx().db);
    const c = await createMember(ctx().db);
    const postOfA = await createPostAs(ctx(), a, { body: 'Castle at dusk' });
    const postOfB = await createPostAs(ctx(), b, { body: 'Churros in Frontierland' });
    const postOfC = await createPostAs(ctx(), c, { body: 'Rope drop tips' });
    const commentOfA = (await commentOn(postOfC.id, a)).json<{ id: string }>().id;
    const commentOfB = (await commentOn(postOfC.id, b)).json<{ id: string }>().id;

    await setBlock(a, b, true);
    // A follow written around the API (as before the rule) still shows nothing in the feed.
    await ctx()
      .db.insert(follows)
      .values([
        { followerId: a.id, followeeId: b.id },
        { followerId: b.id, followeeId: a.id },
      ]);

    for (const [viewer, other, otherPost, otherComment, ownComment] of [
      [a, b, postOfB, commentOfB, commentOfA],
      [b, a, postOfA, commentOfA, commentOfB],
    ] as const) {
      const byId = await request('GET', `/api/posts/${otherPost.id}`, viewer);
      expect(byId.statusCode).toBe(404);
      expect(await postIdsOf('/api/feed', viewer)).not.toContain(otherPost.id);
      expect(await postIdsOf(`/api/profiles/${other.id}/posts`, viewer)).toEqual([]);
      const thread = await commentIdsOf(postOfC.id, viewer);
      expect(thread).toContain(ownComment);
      expect(thread).not.toContain(otherComment);

      // Acting on the other's post: 404, as it does not exist for them.
      for (const method of ['PUT', 'DELETE'] as const) {
        const like = await request(method, `/api/posts/${otherPost.id}/like`, viewer);
        expect(like.statusCode, `${method} like`).toBe(404);
      }
      const comment = await commentOn(otherPost.id, viewer);
      expect(comment.statusCode).toBe(404);
      expect(errorOf(comment).message).toBe('This post does not exist or was deleted.');
    }
    // Third members and visitors still see both.
    expect(await commentIdsOf(postOfC.id, c)).toEqual(
      expect.arrayContaining([commentOfA, commentOfB]),
    );
    expect((await request('GET', `/api/posts/${postOfB.id}`)).statusCode).toBe(200);
    expect(await notificationsBetween(a, b)).toEqual([]);
    expect(await notificationsBetween(b, a)).toEqual([]);

    await setBlock(a, b, false);
    for (const [viewer, other, otherPost, otherComment] of [
      [a, b, postOfB, commentOfB],
      [b, a, postOfA, commentOfA],
    ] as const) {
      expect((await request('GET', `/api/posts/${otherPost.id}`, viewer)).statusCode).toBe(200);
      expect(await postIdsOf(`/api/profiles/${other.id}/posts`, viewer)).toEqual([otherPost.id]);
      expect(await postIdsOf('/api/feed', viewer)).toContain(otherPost.id);
      expect(await commentIdsOf(postOfC.id, viewer)).toContain(otherComment);
      const like = await request('PUT', `/api/posts/${otherPost.id}/like`, viewer);
      expect(like.statusCode).toBe(200);
    }
  });

  it('makes an existing conversation read-only for both and refuses new ones both ways', async () => {
    const a = await createMember(ctx().db);
    const b = await createMember(ctx().db);
    const { conversation } = await sendDirectMessage(ctx().app, a, b, 'Dole Whip later?');
    expect(conversation.canSend).toBe(true);

    await setBlock(b, a, true);
    for (const [sender, recipient] of [
      [a, b],
      [b, a],
    ] as const) {
      await ctx().app.rateLimiter.reset(`messages:${sender.id}`);
      const read = await request('GET', `/api/conversations/${conversation.id}`, sender);
      expect(read.statusCode).toBe(200);
      expect(conversationSchema.parse(read.json()).canSend).toBe(false);
      const messages = await request(
        'GET',
        `/api/conversations/${conversation.id}/messages`,
        sender,
      );
      expect(messages.statusCode).toBe(200);
      const list = await request('GET', '/api/conversations', sender);
      expect(list.json<{ items: { id: string; canSend: boolean }[] }>().items).toEqual([
        expect.objectContaining({ id: conversation.id, canSend: false }),
      ]);

      const reply = await request(
        'POST',
        `/api/conversations/${conversation.id}/messages`,
        sender,
        {
          body: 'Still there?',
        },
      );
      expect(reply.statusCode).toBe(403);
      expect(errorOf(reply)).toEqual({
        code: 'forbidden',
        message: CONVERSATION_READ_ONLY_MESSAGE,
      });
      const start = await request('POST', '/api/conversations', sender, {
        userId: recipient.id,
        body: 'Hello again',
      });
      expect(start.statusCode).toBe(403);
      expect(errorOf(start)).toEqual({
        code: 'forbidden',
        message: CANNOT_MESSAGE_BLOCKED_MESSAGE,
      });
    }
    // A block with no conversation yet: none can be started.
    const c = await createMember(ctx().db);
    await setBlock(c, a, true);
    await ctx().app.rateLimiter.reset(`messages:${a.id}`);
    const start = await request('POST', '/api/conversations', a, { userId: c.id, body: 'Hi' });
    expect(start.statusCode).toBe(403);
    const none = await request('GET', `/api/conversations/with/${c.id}`, a);
    expect(none.json()).toEqual({ conversation: null });

    await setBlock(b, a, false);
    const reopened = await request('GET', `/api/conversations/${conversation.id}`, a);
    expect(conversationSchema.parse(reopened.json()).canSend).toBe(true);
    await sendDirectMessage(ctx().app, b, a, 'Sorry, yes!');
  });

  it('notifies nobody across a block, in either direction', async () => {
    const a = await createMember(ctx().db);
    const b = await createMember(ctx().db);
    await setBlock(a, b, true);
    for (const [recipient, actor] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const type of ['follow', 'like', 'comment', 'message'] as const) {
        const entityId = type === 'follow' ? null : crypto.randomUUID();
        expect(
          await notify(ctx().db, { userId: recipient.id, actorId: actor.id, type, entityId }),
        ).toBe(false);
      }
      expect(await notificationsBetween(recipient, actor)).toEqual([]);
    }
    await setBlock(a, b, false);
    expect(
      await notify(ctx().db, { userId: a.id, actorId: b.id, type: 'follow', entityId: null }),
    ).toBe(true);
  });
});
