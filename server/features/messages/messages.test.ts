import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  CONVERSATION_READ_ONLY_MESSAGE,
  conversationPageSchema,
  conversationReadSchema,
  conversationSchema,
  conversationWithSchema,
  MESSAGE_NOT_FOUND_MESSAGE,
  MESSAGE_NOT_YOURS_MESSAGE,
  MESSAGE_TEXT_MAX,
  MESSAGE_TO_SELF_MESSAGE,
  messagePageSchema,
  messageSchema,
  MESSAGES_NOT_ACCEPTED_MESSAGE,
  startConversationResultSchema,
  unreadMessageCountSchema,
} from '../../../common/features/messages/messages.contract';
import { PROFILE_NOT_FOUND_MESSAGE } from '../../../common/features/profiles/profiles.contract';
import { authUsers, conversations, notifications } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { sendDirectMessage } from '../../test/conversations';
import { createMember, type TestMember } from '../../test/sign-in';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function call(
  ctx: TestContext,
  method: Method,
  url: string,
  member?: TestMember,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers: member?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
}

async function conversationOf(ctx: TestContext, viewer: TestMember, id: string) {
  const res = await call(ctx, 'GET', `/api/conversations/${id}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return conversationSchema.parse(res.json());
}

async function unreadCount(ctx: TestContext, viewer: TestMember) {
  const res = await call(ctx, 'GET', '/api/conversations/unread-count', viewer);
  expect(res.statusCode, res.body).toBe(200);
  return unreadMessageCountSchema.parse(res.json()).count;
}

async function reply(ctx: TestContext, sender: TestMember, conversationId: string, body: string) {
  await ctx.app.rateLimiter.reset(`messages:${sender.id}`);
  const res = await call(ctx, 'POST', `/api/conversations/${conversationId}/messages`, sender, {
    body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return messageSchema.parse(res.json());
}

async function messageNotifications(ctx: TestContext, member: TestMember, conversationId: string) {
  return ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, member.id),
        eq(notifications.type, 'message'),
        eq(notifications.entityId, conversationId),
      ),
    );
}

async function setPrivacy(ctx: TestContext, member: TestMember, value: string) {
  const res = await call(ctx, 'PATCH', '/api/profiles/me', member, { message_privacy: value });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ message_privacy: value });
}

describeEachDatabase('direct messages', (ctx) => {
  it('starts a conversation with a first message and answers it to both members', async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const res = await call(ctx(), 'POST', '/api/conversations', ana, {
      userId: ben.id.toUpperCase(),
      body: '  Dole Whip at Adventureland?  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { conversation, message } = startConversationResultSchema.parse(res.json());
    expect(message).toMatchObject({
      conversationId: conversation.id,
      senderId: ana.id,
      body: 'Dole Whip at Adventureland?',
      deletedAt: null,
    });
    expect(conversation).toMatchObject({
      participants: [{ id: ben.id, username: ben.username, avatar_url: null }],
      lastMessage: message,
      unreadCount: 0,
      othersReadAt: null,
      canSend: true,
    });

    const forBen = await conversationOf(ctx(), ben, conversation.id);
    expect(forBen).toMatchObject({
      participants: [{ id: ana.id }],
      unreadCount: 1,
      lastMessage: message,
    });
    const withAna = await call(ctx(), 'GET', `/api/conversations/with/${ana.id}`, ben);
    expect(withAna.statusCode, withAna.body).toBe(200);
    expect(conversationWithSchema.parse(withAna.json()).conversation?.id).toBe(conversation.id);

    // The second first message goes into the same conversation.
    const again = await sendDirectMessage(ctx().app, ben, ana, 'Yes! 2 pm');
    expect(again.conversation.id).toBe(conversation.id);
    const page = await call(ctx(), 'GET', `/api/conversations/${conversation.id}/messages`, ana);
    expect(page.statusCode, page.body).toBe(200);
    expect(messagePageSchema.parse(page.json()).items.map((m) => m.body)).toEqual([
      'Yes! 2 pm',
      'Dole Whip at Adventureland?',
    ]);
  });

  it('pages messages newest first and conversations by newest activity', async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const cleo = await createMember(ctx().db);
    const withBen = (await sendDirectMessage(ctx().app, ana, ben, 'm0')).conversation.id;
    for (let i = 1; i < 5; i += 1) await reply(ctx(), ana, withBen, `m${i}`);
    const withCleo = (await sendDirectMessage(ctx().app, ana, cleo, 'hello')).conversation.id;

    const bodies: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await call(
        ctx(),
        'GET',
        `/api/conversations/${withBen}/messages?limit=2${query}`,
        ana,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = messagePageSchema.parse(res.json());
      bodies.push(...page.items.map((m) => m.body ?? ''));
      cursor = page.nextCursor;
    } while (cursor);
    expect(bodies).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);

    const first = await call(ctx(), 'GET', '/api/conversations?limit=1', ana);
    const firstPage = conversationPageSchema.parse(first.json());
    expect(firstPage.items.map((c) => c.id)).toEqual([withCleo]);
    const second = await call(
      ctx(),
      'GET',
      `/api/conversations?limit=1&cursor=${firstPage.nextCursor}`,
      ana,
    );
    const secondPage = conversationPageSchema.parse(second.json());
    expect(secondPage.items.map((c) => c.id)).toEqual([withBen]);
    expect(secondPage.items[0]!.lastMessage?.body).toBe('m4');
    expect(secondPage.nextCursor).toBeNull();

    // A new message moves the older conversation to the top.
    await reply(ctx(), ben, withBen, 'back to you');
    const again = conversationPageSchema.parse(
      (await call(ctx(), 'GET', '/api/conversations', ana)).json(),
    );
    expect(again.items.map((c) => c.id)).toEqual([withBen, withCleo]);
  });

  it('refuses bad input with a 4xx that says what is wrong', async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const { conversation } = await sendDirectMessage(ctx().app, ana, ben);
    const cases: [Method, string, object | undefined, number][] = [
      ['POST', '/api/conversations', { userId: ben.id, body: '   ' }, 400],
      [
        'POST',
        '/api/conversations',
        { userId: ben.id, body: 'x'.repeat(MESSAGE_TEXT_MAX + 1) },
        400,
      ],
      ['POST', '/api/conversations', { userId: ben.id }, 400],
      ['POST', '/api/conversations', { userId: ben.id, body: 'hi', extra: 1 }, 400],
      ['POST', `/api/conversations/${conversation.id}/messages`, { body: '' }, 400],
      ['POST', `/api/conversations/${conversation.id}/messages`, { body: 42 }, 400],
      ['GET', '/api/conversations?limit=0', undefined, 400],
      ['GET', '/api/conversations?cursor=not-a-cursor', undefined, 400],
      ['GET', `/api/conversations/${conversation.id}/messages?cursor=%%%`, undefined, 400],
      ['GET', '/api/conversations/not-a-uuid', undefined, 404],
      ['DELETE', '/api/messages/not-a-uuid', undefined, 404],
      ['POST', '/api/conversations', { userId: 'not-a-uuid', body: 'hi' }, 404],
    ];
    for (const [method, url, payload, status] of cases) {
      const res = await call(ctx(), method, url, ana, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      expect((res.json() as { error: { message: string } }).error.message).toBeTruthy();
    }
    const long = await call(ctx(), 'POST', '/api/conversations', ana, {
      userId: ben.id,
      body: 'x'.repeat(MESSAGE_TEXT_MAX + 1),
    });
    expect(JSON.stringify(long.json())).toContain('at most 2000 characters');
  });

  it('refuses yourself, unknown, suspended and deleted members', async () => {
    const ana = await createMember(ctx().db);
    const self = await call(ctx(), 'POST', '/api/conversations', ana, {
      userId: ana.id,
      body: 'Note to self',
    });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ error: { message: MESSAGE_TO_SELF_MESSAGE } });

    const suspended = await createMember(ctx().db);
    await ctx()
      .db.update(authUsers)
      .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(authUsers.id, suspended.id));
    const deleted = await createMember(ctx().db);
    await ctx()
      .db.update(authUsers)
      .set({ deletedAt: new Date() })
      .where(eq(authUsers.id, deleted.id));
    for (const id of [crypto.randomUUID(), suspended.id, deleted.id]) {
      const res = await call(ctx(), 'POST', '/api/conversations', ana, { userId: id, body: 'Hi' });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ error: { message: PROFILE_NOT_FOUND_MESSAGE } });
    }
  });

  it('closes a conversation to new messages once the other account is suspended', async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const { conversation } = await sendDirectMessage(ctx().app, ana, ben);
    await ctx()
      .db.update(authUsers)
      .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(authUsers.id, ben.id));
    expect((await conversationOf(ctx(), ana, conversation.id)).canSend).toBe(false);
    const res = await call(ctx(), 'POST', `/api/conversations/${conversation.id}/messages`, ana, {
      body: 'Still there?',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { message: CONVERSATION_READ_ONLY_MESSAGE } });
  });

  it("follows the recipient's message setting, and keeps existing conversations open", async () => {
    const rita = await createMember(ctx().db);
    const fan = await createMember(ctx().db);
    const friend = await createMember(ctx().db);
    const old = await createMember(ctx().db);
    await sendDirectMessage(ctx().app, old, rita, 'From before the setting');
    const me = await call(ctx(), 'GET', '/api/profiles/me', rita);
    expect(me.json()).toMatchObject({ message_privacy: 'everyone' });
    const bad = await call(ctx(), 'PATCH', '/api/profiles/me', rita, { message_privacy: 'some' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('everyone, following, nobody');

    const canMessage = async (viewer: TestMember | undefined) =>
      (await call(ctx(), 'GET', `/api/profiles/${rita.id}`, viewer)).json().canMessage as boolean;
    const tryStart = (sender: TestMember) =>
      call(ctx(), 'POST', '/api/conversations', sender, { userId: rita.id, body: 'Hello!' });

    expect(await canMessage(fan)).toBe(true);
    expect(await canMessage(undefined)).toBe(false);
    expect(await canMessage(rita)).toBe(false);

    await setPrivacy(ctx(), rita, 'nobody');
    expect(await canMessage(fan)).toBe(false);
    const refused = await tryStart(fan);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: MESSAGES_NOT_ACCEPTED_MESSAGE } });
    // Someone she already talks with may go on.
    expect(await canMessage(old)).toBe(true);
    expect((await tryStart(old)).statusCode).toBe(201);

    await setPrivacy(ctx(), rita, 'following');
    const follow = await call(ctx(), 'PUT', `/api/profiles/${friend.id}/follow`, rita);
    expect(follow.statusCode, follow.body).toBe(200);
    expect(await canMessage(fan)).toBe(false);
    expect((await tryStart(fan)).statusCode).toBe(403);
    expect(await canMessage(friend)).toBe(true);
    expect((await tryStart(friend)).statusCode).toBe(201);
  });

  it('keeps one conversation per pair when both members write first at the same moment', async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const [first, second] = await Promise.all([
      call(ctx(), 'POST', '/api/conversations', ana, { userId: ben.id, body: 'Hi Ben' }),
      call(ctx(), 'POST', '/api/conversations', ben, { userId: ana.id, body: 'Hi Ana' }),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    const ids = [first, second].map(
      (res) => startConversationResultSchema.parse(res.json()).conversation.id,
    );
    expect(ids[0]).toBe(ids[1]);
    const pairKey = [ana.id, ben.id].sort().join(':');
    const rows = await ctx()
      .db.select()
      .from(conversations)
      .where(eq(conversations.pairKey, pairKey));
    expect(rows).toHaveLength(1);
    const page = await call(ctx(), 'GET', `/api/conversations/${ids[0]}/messages`, ana);
    expect(messagePageSchema.parse(page.json()).items).toHaveLength(2);
  });

  it("counts unread messages, marks them read and shows 'Seen' to the sender", async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const cleo = await createMember(ctx().db);
    const { conversation } = await sendDirectMessage(ctx().app, ana, ben, 'one');
    const last = await reply(ctx(), ana, conversation.id, 'two');
    await sendDirectMessage(ctx().app, cleo, ben, 'three');
    expect(await unreadCount(ctx(), ben)).toBe(3);
    expect(await unreadCount(ctx(), ana)).toBe(0);
    expect((await conversationOf(ctx(), ben, conversation.id)).unreadCount).toBe(2);
    expect((await conversationOf(ctx(), ana, conversation.id)).othersReadAt).toBeNull();

    const read = await call(ctx(), 'POST', `/api/conversations/${conversation.id}/read`, ben);
    expect(read.statusCode, read.body).toBe(200);
    const readBody = conversationReadSchema.parse(read.json());
    expect(readBody.unreadCount).toBe(1);
    expect(await unreadCount(ctx(), ben)).toBe(1);
    const seen = await conversationOf(ctx(), ana, conversation.id);
    expect(seen.othersReadAt).toBe(readBody.readAt);
    expect(Date.parse(seen.othersReadAt!)).toBeGreaterThanOrEqual(Date.parse(last.createdAt));

    // A reply is read by its sender; a deleted unread message no longer counts.
    const gone = await reply(ctx(), ana, conversation.id, 'oops');
    expect(await unreadCount(ctx(), ben)).toBe(2);
    const deleted = await call(ctx(), 'DELETE', `/api/messages/${gone.id}`, ana);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await unreadCount(ctx(), ben)).toBe(1);
  });

  it('deletes your own message in place; others get 403, outsiders 404', async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const outsider = await createMember(ctx().db);
    const { conversation, message } = await sendDirectMessage(ctx().app, ana, ben, 'secret');
    await reply(ctx(), ben, conversation.id, 'after');

    const byBen = await call(ctx(), 'DELETE', `/api/messages/${message.id}`, ben);
    expect(byBen.statusCode).toBe(403);
    expect(byBen.json()).toMatchObject({ error: { message: MESSAGE_NOT_YOURS_MESSAGE } });
    const byOutsider = await call(ctx(), 'DELETE', `/api/messages/${message.id}`, outsider);
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json()).toMatchObject({ error: { message: MESSAGE_NOT_FOUND_MESSAGE } });

    const res = await call(ctx(), 'DELETE', `/api/messages/${message.id.toUpperCase()}`, ana);
    expect(res.statusCode, res.body).toBe(200);
    const deleted = messageSchema.parse(res.json());
    expect(deleted).toMatchObject({ id: message.id, body: null, createdAt: message.createdAt });
    expect(deleted.deletedAt).not.toBeNull();
    const again = await call(ctx(), 'DELETE', `/api/messages/${message.id}`, ana);
    expect(messageSchema.parse(again.json())).toEqual(deleted);

    const page = await call(ctx(), 'GET', `/api/conversations/${conversation.id}/messages`, ben);
    const items = messagePageSchema.parse(page.json()).items;
    expect(items.map((m) => [m.body, m.deletedAt === null])).toEqual([
      ['after', true],
      [null, false],
    ]);
  });

  it("notifies once per conversation while it is unread, and clears it when it's read", async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const { conversation } = await sendDirectMessage(ctx().app, ana, ben, 'one');
    await reply(ctx(), ana, conversation.id, 'two');
    await reply(ctx(), ana, conversation.id, 'three');
    const unread = await messageNotifications(ctx(), ben, conversation.id);
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({ actorId: ana.id, readAt: null });
    expect(await messageNotifications(ctx(), ana, conversation.id)).toHaveLength(0);
    const bell = await call(ctx(), 'GET', '/api/notifications', ben);
    expect(bell.json()).toMatchObject({
      items: [{ type: 'message', actor_id: ana.id, entity_id: conversation.id }],
    });

    const read = await call(ctx(), 'POST', `/api/conversations/${conversation.id}/read`, ben);
    expect(read.statusCode, read.body).toBe(200);
    const afterRead = await messageNotifications(ctx(), ben, conversation.id);
    expect(afterRead).toHaveLength(1);
    expect(afterRead[0]!.readAt).not.toBeNull();

    // Unread again: one new notification; Ben's reply reads the conversation and clears it.
    await reply(ctx(), ana, conversation.id, 'four');
    await reply(ctx(), ana, conversation.id, 'five');
    const second = await messageNotifications(ctx(), ben, conversation.id);
    expect(second.filter((n) => n.readAt === null)).toHaveLength(1);
    await reply(ctx(), ben, conversation.id, 'on my way');
    const cleared = await messageNotifications(ctx(), ben, conversation.id);
    expect(cleared.filter((n) => n.readAt === null)).toHaveLength(0);
    expect(await messageNotifications(ctx(), ana, conversation.id)).toHaveLength(1);
  });

  it('hides a conversation from everyone outside it, staff included, on every route', async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const outsider = await createMember(ctx().db);
    const admin = await createMember(ctx().db, { isAdmin: true });
    const { conversation, message } = await sendDirectMessage(ctx().app, ana, ben);
    const routes: [Method, string, object | undefined][] = [
      ['GET', `/api/conversations/${conversation.id}`, undefined],
      ['GET', `/api/conversations/${conversation.id}/messages`, undefined],
      ['POST', `/api/conversations/${conversation.id}/messages`, { body: 'Let me in' }],
      ['POST', `/api/conversations/${conversation.id}/read`, undefined],
      ['DELETE', `/api/messages/${message.id}`, undefined],
    ];
    for (const viewer of [outsider, admin]) {
      for (const [method, url, payload] of routes) {
        const res = await call(ctx(), method, url, viewer, payload);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
        expect(res.body).not.toContain('Meet at the castle');
      }
      const byId = await call(ctx(), 'GET', `/api/conversations/${conversation.id}`, viewer);
      expect(byId.json()).toMatchObject({ error: { message: CONVERSATION_NOT_FOUND_MESSAGE } });
      // Asking for their own conversation with either tells them only that they have none.
      for (const member of [ana, ben]) {
        const res = await call(ctx(), 'GET', `/api/conversations/with/${member.id}`, viewer);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ conversation: null });
      }
      const list = conversationPageSchema.parse(
        (await call(ctx(), 'GET', '/api/conversations', viewer)).json(),
      );
      expect(list.items).toEqual([]);
      expect(await unreadCount(ctx(), viewer)).toBe(0);
    }
    const visitorRoutes: [Method, string, object | undefined][] = [
      ...routes,
      ['GET', '/api/conversations', undefined],
      ['POST', '/api/conversations', { userId: ben.id, body: 'Hi' }],
      ['GET', '/api/conversations/unread-count', undefined],
      ['GET', `/api/conversations/with/${ben.id}`, undefined],
    ];
    for (const [method, url, payload] of visitorRoutes) {
      const res = await call(ctx(), method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing the outsiders tried changed the conversation.
    const page = await call(ctx(), 'GET', `/api/conversations/${conversation.id}/messages`, ana);
    expect(messagePageSchema.parse(page.json()).items).toEqual([message]);
  });
});
