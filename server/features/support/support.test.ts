import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { supportMessageCreatedSchema } from '../../../common/features/support/support.contract';
import { SUPPORT_MESSAGE_MAX, SUPPORT_RATE_LIMIT } from '../../../common/limits';
import { rateLimits, supportMessages } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';

const validMessage = {
  name: 'Minnie Planner',
  email: '  Minnie.Planner@Example.com ',
  topic: 'bug',
  subject: 'Checklist will not save',
  message: 'When I tick an item on my Magic Kingdom checklist it unticks itself.',
};

let nextAddress = 1;
/** A fresh client address per call site, so each test has its own rate-limit window. */
function freshAddress(): string {
  nextAddress += 1;
  return `192.0.2.${nextAddress}`;
}

function postSupport(
  ctx: TestContext,
  body: unknown,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/support',
    remoteAddress: options.remoteAddress ?? freshAddress(),
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: JSON.stringify(body),
  });
}

async function countMessages(ctx: TestContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(supportMessages);
  return row?.n ?? -1;
}

describeEachDatabase('POST /api/support', (ctx) => {
  it('stores the message and answers 201 with id, reference and created_at', async () => {
    const res = await postSupport(ctx(), validMessage);
    expect(res.statusCode).toBe(201);
    const body = supportMessageCreatedSchema.parse(res.json());
    expect(body.reference).toBe(`SUP-${body.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`);
    expect(Math.abs(Date.parse(body.created_at) - Date.now())).toBeLessThan(60_000);

    const [row] = await ctx()
      .db.select()
      .from(supportMessages)
      .where(eq(supportMessages.id, body.id));
    expect(row).toMatchObject({
      name: 'Minnie Planner',
      email: 'minnie.planner@example.com',
      topic: 'bug',
      subject: 'Checklist will not save',
      message: validMessage.message,
      userId: null,
      status: 'open',
    });
    expect(row?.createdAt.toISOString()).toBe(body.created_at);
  });

  it('links the message to the signed-in member', async () => {
    const member = await createMember(ctx().db);
    const res = await postSupport(ctx(), validMessage, { headers: member.headers });
    expect(res.statusCode).toBe(201);
    const { id } = supportMessageCreatedSchema.parse(res.json());
    const [row] = await ctx().db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(row?.userId).toBe(member.id);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing name', { ...validMessage, name: undefined }, 'body.name'],
    ['a blank name', { ...validMessage, name: '   ' }, 'body.name'],
    ['a bad email', { ...validMessage, email: 'not-an-email' }, 'body.email'],
    ['an unknown topic', { ...validMessage, topic: 'billing' }, 'body.topic'],
    ['an empty subject', { ...validMessage, subject: '' }, 'body.subject'],
    ['a too short message', { ...validMessage, message: 'help' }, 'body.message'],
    [
      'a too long message',
      { ...validMessage, message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) },
      'body.message',
    ],
    ['an extra field', { ...validMessage, priority: 'urgent' }, 'body'],
  ];

  it.each(invalid)('answers 400 with details to %s and stores nothing', async (_, body, path) => {
    const before = await countMessages(ctx());
    const res = await postSupport(ctx(), body);
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as {
      error: { code: string; message: string; details: { path: string; message: string }[] };
    };
    expect(error.code).toBe('validation_failed');
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.details.length).toBeGreaterThan(0);
    expect(error.details.map((detail) => detail.path)).toContain(path);
    for (const detail of error.details) expect(detail.message.length).toBeGreaterThan(0);
    expect(await countMessages(ctx())).toBe(before);
  });

  it('reports every invalid field at once', async () => {
    const res = await postSupport(ctx(), { topic: 'nope' });
    const { error } = res.json() as { error: { details: { path: string }[] } };
    const paths = error.details.map((detail) => detail.path);
    for (const field of ['name', 'email', 'topic', 'subject', 'message']) {
      expect(paths).toContain(`body.${field}`);
    }
  });

  it('shows the spec wording for a bad email', async () => {
    const res = await postSupport(ctx(), { ...validMessage, email: 'mickey@' });
    const { error } = res.json() as { error: { details: { path: string; message: string }[] } };
    expect(error.details.find((detail) => detail.path === 'body.email')?.message).toBe(
      'Invalid email format',
    );
  });

  it('does not count invalid submissions against the limit', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < SUPPORT_RATE_LIMIT.max + 2; i += 1) {
      expect((await postSupport(ctx(), { nope: true }, { remoteAddress })).statusCode).toBe(400);
    }
    expect((await postSupport(ctx(), validMessage, { remoteAddress })).statusCode).toBe(201);
  });

  it('accepts 5 messages an hour per address, then answers 429 with retry-after', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < SUPPORT_RATE_LIMIT.max; i += 1) {
      const res = await postSupport(ctx(), validMessage, { remoteAddress });
      expect(res.statusCode).toBe(201);
    }
    const before = await countMessages(ctx());
    const limited = await postSupport(ctx(), validMessage, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { error: { code: string } }).error.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(SUPPORT_RATE_LIMIT.windowSeconds - 120);
    expect(retryAfter).toBeLessThanOrEqual(SUPPORT_RATE_LIMIT.windowSeconds);
    expect(await countMessages(ctx())).toBe(before);

    const [row] = await ctx()
      .db.select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `support:${remoteAddress}`));
    // The refused request gave its slot back: only the messages let through are counted.
    expect(row?.count).toBe(SUPPORT_RATE_LIMIT.max);

    const otherAddress = await postSupport(ctx(), validMessage);
    expect(otherAddress.statusCode).toBe(201);
  });

  it('accepts messages again once the hour has passed', async () => {
    const remoteAddress = freshAddress();
    await ctx()
      .db.insert(rateLimits)
      .values({
        key: `support:${remoteAddress}`,
        count: SUPPORT_RATE_LIMIT.max,
        windowEndsAt: new Date(Date.now() - 1000),
      });
    expect((await postSupport(ctx(), validMessage, { remoteAddress })).statusCode).toBe(201);
  });
});
