import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  MESSAGES_LIMIT_MESSAGE,
  MESSAGES_RATE_LIMIT,
  NEW_ACCOUNT_CONVERSATIONS_RATE_LIMIT,
  NEW_CONVERSATIONS_LIMIT_MESSAGE,
  startConversationResultSchema,
} from '../../../common/features/messages/messages.contract';
import { profiles } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';

function start(ctx: TestContext, sender: TestMember, recipient: TestMember, body = 'Hello!') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: sender.headers,
    payload: { userId: recipient.id, body },
  });
}

function send(ctx: TestContext, sender: TestMember, conversationId: string, body: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: sender.headers,
    payload: { body },
  });
}

/** Makes the member's account `hours` old. */
async function ageAccount(ctx: TestContext, member: TestMember, hours: number) {
  await ctx.db
    .update(profiles)
    .set({ createdAt: new Date(Date.now() - hours * 60 * 60 * 1000) })
    .where(eq(profiles.id, member.id));
}

describeEachDatabase('direct message limits', (ctx) => {
  it('lets everyone send 30 messages a minute, both ways of sending counted', async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const first = await start(ctx(), ana, ben, 'm1');
    expect(first.statusCode, first.body).toBe(201);
    const { id } = startConversationResultSchema.parse(first.json()).conversation;
    for (let i = 2; i <= MESSAGES_RATE_LIMIT.max; i += 1) {
      const res = await send(ctx(), ana, id, `m${i}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const res of [await send(ctx(), ana, id, 'one too many'), await start(ctx(), ana, ben)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        error: { code: 'rate_limited', message: MESSAGES_LIMIT_MESSAGE },
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Ben's own limit is untouched.
    expect((await send(ctx(), ben, id, 'Slow down!')).statusCode).toBe(201);
  });

  it('lets a new account start 10 conversations a day; older accounts and replies are free', async () => {
    const newcomer = await createMember(ctx().db);
    const recipients = await Promise.all(
      Array.from({ length: NEW_ACCOUNT_CONVERSATIONS_RATE_LIMIT.max + 1 }, () =>
        createMember(ctx().db),
      ),
    );
    for (const recipient of recipients.slice(0, -1)) {
      const res = await start(ctx(), newcomer, recipient);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await start(ctx(), newcomer, recipients.at(-1)!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { message: NEW_CONVERSATIONS_LIMIT_MESSAGE } });
    // Writing again to someone already in a conversation is no new conversation.
    expect((await start(ctx(), newcomer, recipients[0]!, 'Me again')).statusCode).toBe(201);
    // Nor is answering someone who wrote first.
    const writer = await createMember(ctx().db);
    expect((await start(ctx(), writer, newcomer)).statusCode).toBe(201);
    expect((await start(ctx(), newcomer, writer, 'Hi back')).statusCode).toBe(201);

    const veteran = await createMember(ctx().db);
    await ageAccount(ctx(), veteran, 25);
    for (const recipient of recipients) {
      const res = await start(ctx(), veteran, recipient);
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});
