import { count, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { TELEMETRY_BODY_LIMIT_BYTES, TELEMETRY_RATE_LIMIT } from '../../../common/limits';
import { clientErrors, clientLogs, rateLimits } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';

const validError = {
  id: 'err_abc-123',
  message: 'Cannot read properties of undefined',
  severity: 'high',
  category: 'system',
  context: {
    timestamp: '2024-05-01T12:00:00.000Z',
    url: 'http://localhost:3000/feed',
    userAgent: 'Mozilla/5.0 (test)',
    additionalData: { component: 'Feed', attempt: 2 },
  },
  stack: 'TypeError: Cannot read properties of undefined\n    at Feed (feed.tsx:10:5)',
  isUserFacing: true,
};

const validLog = {
  level: 'warn',
  message: 'Slow first byte',
  context: { component: 'Perf', action: 'measure', sessionId: 's-1', url: 'http://localhost/' },
  data: { ttfbMs: 1800 },
};

async function countRows(db: TestContext['db']) {
  const [errors] = await db.select({ n: count() }).from(clientErrors);
  const [logs] = await db.select({ n: count() }).from(clientLogs);
  return { errors: errors?.n ?? -1, logs: logs?.n ?? -1 };
}

function postJson(
  ctx: TestContext,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

function expectErrorBody(
  res: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
}

describeEachDatabase('POST /api/errors and /api/logs', (ctx) => {
  beforeEach(async () => {
    await ctx().db.delete(rateLimits);
  });

  it('stores a valid error record and answers 201 with its id', async () => {
    const res = await postJson(ctx(), '/api/errors', validError);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await ctx().db.select().from(clientErrors).where(eq(clientErrors.id, id));
    expect(row).toMatchObject({
      clientErrorId: 'err_abc-123',
      message: validError.message,
      severity: 'high',
      category: 'system',
      stack: validError.stack,
      isUserFacing: true,
      userId: null,
    });
    expect(row?.context).toEqual(validError.context);
  });

  it('stores a minimal error record with defaults', async () => {
    const res = await postJson(ctx(), '/api/errors', {
      message: 'boom',
      severity: 'low',
      category: 'unknown',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const [row] = await ctx().db.select().from(clientErrors).where(eq(clientErrors.id, id));
    expect(row).toMatchObject({ clientErrorId: null, stack: null, isUserFacing: false });
    expect(row?.context).toEqual({});
  });

  it('stores a valid log entry and answers 201 with its id', async () => {
    const res = await postJson(ctx(), '/api/logs', validLog);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const [row] = await ctx().db.select().from(clientLogs).where(eq(clientLogs.id, id));
    expect(row).toMatchObject({ level: 'warn', message: 'Slow first byte', userId: null });
    expect(row?.context).toEqual(validLog.context);
    expect(row?.data).toEqual({ ttfbMs: 1800 });
  });

  it("stores the viewer's user id when a bearer token is sent", async () => {
    const member = await createMember(ctx().db);
    const errorRes = await postJson(ctx(), '/api/errors', validError, member.headers);
    const logRes = await postJson(ctx(), '/api/logs', validLog, member.headers);
    expect(errorRes.statusCode).toBe(201);
    expect(logRes.statusCode).toBe(201);
    const errorId = (errorRes.json() as { id: string }).id;
    const logId = (logRes.json() as { id: string }).id;
    const [errorRow] = await ctx()
      .db.select()
      .from(clientErrors)
      .where(eq(clientErrors.id, errorId));
    const [logRow] = await ctx().db.select().from(clientLogs).where(eq(clientLogs.id, logId));
    expect(errorRow?.userId).toBe(member.id);
    expect(logRow?.userId).toBe(member.id);
  });

  it('stores reports from a bad token as anonymous instead of failing', async () => {
    const res = await postJson(ctx(), '/api/logs', validLog, { authorization: 'Bearer nope' });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx()
      .db.select()
      .from(clientLogs)
      .where(eq(clientLogs.id, (res.json() as { id: string }).id));
    expect(row?.userId).toBeNull();
  });

  const junkErrors: [string, unknown][] = [
    ['a severity outside the enum', { ...validError, severity: 'fatal' }],
    ['a category outside the enum', { ...validError, category: 'cosmic_rays' }],
    ['no message', { severity: 'low', category: 'system' }],
    ['a blank message', { ...validError, message: '   ' }],
    ['an extra top-level key', { ...validError, extra: true }],
    ['an extra context key', { ...validError, context: { ...validError.context, cookie: 'x' } }],
    ['a non-boolean isUserFacing', { ...validError, isUserFacing: 'yes' }],
    ['a bad timestamp', { ...validError, context: { timestamp: 'yesterday' } }],
    ['an id with spaces', { ...validError, id: 'has spaces' }],
    ['a JSON array', [validError]],
    ['a JSON string', 'oops'],
    ['JSON null', null],
    [
      'oversized additionalData',
      { ...validError, context: { additionalData: { blob: 'x'.repeat(5000) } } },
    ],
  ];

  it.each(junkErrors)('rejects an error record with %s (400, nothing stored)', async (_, body) => {
    const before = await countRows(ctx().db);
    const res = await postJson(ctx(), '/api/errors', body);
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { code: string; message: string } };
    expect(['validation_failed', 'invalid_json']).toContain(error.code);
    expect(error.message.length).toBeGreaterThan(0);
    expect(await countRows(ctx().db)).toEqual(before);
  });

  const junkLogs: [string, unknown][] = [
    ['a level outside the enum', { ...validLog, level: 'fatal' }],
    ['no message', { level: 'warn' }],
    ['an extra key', { ...validLog, user: 'me' }],
    ['an extra context key', { ...validLog, context: { token: 'secret' } }],
    ['oversized data', { ...validLog, data: 'y'.repeat(5000) }],
  ];

  it.each(junkLogs)('rejects a log entry with %s (400, nothing stored)', async (_, body) => {
    const before = await countRows(ctx().db);
    const res = await postJson(ctx(), '/api/logs', body);
    expectErrorBody(res, 400, 'validation_failed');
    expect(await countRows(ctx().db)).toEqual(before);
  });

  it('lists the failing fields in the validation details', async () => {
    const res = await postJson(ctx(), '/api/errors', { ...validError, severity: 'fatal' });
    const { error } = res.json() as { error: { details: { path: string; message: string }[] } };
    expect(error.details.map((detail) => detail.path)).toContain('body.severity');
  });

  it.each(['/api/errors', '/api/logs'])(
    'answers 400 invalid_json to a non-JSON body on %s',
    async (url) => {
      const before = await countRows(ctx().db);
      const res = await ctx().app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"message": "unterminated',
      });
      expectErrorBody(res, 400, 'invalid_json');
      expect(await countRows(ctx().db)).toEqual(before);
    },
  );

  it.each(['/api/errors', '/api/logs'])('answers 400 to an empty body on %s', async (url) => {
    const withType = await ctx().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(withType, 400, 'invalid_json');
    const withoutType = await ctx().app.inject({ method: 'POST', url });
    expectErrorBody(withoutType, 400, 'validation_failed');
  });

  it.each([
    ['text/plain', JSON.stringify(validLog)],
    ['application/xml', '<log level="warn">hi</log>'],
    ['application/x-www-form-urlencoded', 'level=warn&message=hi'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\nhi\r\n--x--'],
  ])('answers 415 to a %s body and stores nothing', async (contentType, payload) => {
    const before = await countRows(ctx().db);
    for (const url of ['/api/errors', '/api/logs']) {
      const res = await ctx().app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload,
      });
      expectErrorBody(res, 415, 'unsupported_media_type');
    }
    expect(await countRows(ctx().db)).toEqual(before);
  });

  it.each(['/api/errors', '/api/logs'])('answers 413 to a body over 16 KB on %s', async (url) => {
    const before = await countRows(ctx().db);
    const body =
      url === '/api/errors'
        ? { ...validError, stack: 's'.repeat(TELEMETRY_BODY_LIMIT_BYTES) }
        : { ...validLog, message: 'm'.repeat(TELEMETRY_BODY_LIMIT_BYTES) };
    const res = await postJson(ctx(), url, body);
    expectErrorBody(res, 413, 'payload_too_large');
    expect(await countRows(ctx().db)).toEqual(before);
  });

  it('never answers 500 to a batch of hostile payloads', async () => {
    const payloads: string[] = [
      '{"__proto__": {"admin": true}, "message": "x", "severity": "low", "category": "system"}',
      '{"constructor": {"prototype": {}}}',
      '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
      '1e999999',
      '"\\ud800"',
      '{"message": "\\u0000", "severity": "low", "category": "system"}',
      '{"level": "warn", "message": "x", "data": {"k": "\\u0000"}}',
      '{"level": "warn", "message": "x", "data": {"k\\u0000": 1}}',
      '{"level": "warn", "message": "lone \\ud800 surrogate"}',
      '{"level": "warn", "message": "x", "data": ["\\udc00"]}',
      '{"message": "x", "severity": "low", "category": "system", "context": {"additionalData": "\\ud83d"}}',
      `{"level": "warn", "message": "deep", "data": ${'['.repeat(7000)}${']'.repeat(7000)}}`,
      'true',
    ];
    for (const url of ['/api/errors', '/api/logs']) {
      for (const payload of payloads) {
        const res = await ctx().app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        const label = `${url} ${payload.slice(0, 80)}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        expect((res.json() as { error: { code: string } }).error.code).toBeTruthy();
      }
    }
  });

  it('stores emoji sent raw or as escaped surrogate pairs', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"level": "warn", "message": "castle \\ud83c\\udff0 and 🎆", "data": {"k": "\\ud83d\\ude00"}}',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx()
      .db.select()
      .from(clientLogs)
      .where(eq(clientLogs.id, (res.json() as { id: string }).id));
    expect(row?.message).toBe('castle 🏰 and 🎆');
    expect(row?.data).toEqual({ k: '😀' });
  });

  it('answers 429 with retry-after once the per-IP limit is used up, and stores nothing', async () => {
    const { db } = ctx();
    await db.insert(rateLimits).values({
      key: 'telemetry:127.0.0.1',
      count: TELEMETRY_RATE_LIMIT.max,
      windowEndsAt: new Date(Date.now() + 45_000),
    });
    const before = await countRows(db);
    for (const [url, body] of [
      ['/api/errors', validError],
      ['/api/logs', validLog],
    ] as const) {
      const res = await postJson(ctx(), url, body);
      expectErrorBody(res, 429, 'rate_limited');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(45);
    }
    expect(await countRows(db)).toEqual(before);
  });

  it('counts errors and logs against one shared limit of 60 per minute', async () => {
    const { db } = ctx();
    await db.insert(rateLimits).values({
      key: 'telemetry:127.0.0.1',
      count: TELEMETRY_RATE_LIMIT.max - 2,
      windowEndsAt: new Date(Date.now() + 60_000),
    });
    expect((await postJson(ctx(), '/api/errors', validError)).statusCode).toBe(201);
    expect((await postJson(ctx(), '/api/logs', validLog)).statusCode).toBe(201);
    expect((await postJson(ctx(), '/api/logs', validLog)).statusCode).toBe(429);
    const [row] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'telemetry:127.0.0.1'));
    // The refused request gave its slot back: only the requests let through are counted.
    expect(row?.count).toBe(TELEMETRY_RATE_LIMIT.max);
  });

  it('limits each IP address separately', async () => {
    await ctx()
      .db.insert(rateLimits)
      .values({
        key: 'telemetry:127.0.0.1',
        count: TELEMETRY_RATE_LIMIT.max,
        windowEndsAt: new Date(Date.now() + 60_000),
      });
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/logs',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(validLog),
    });
    expect(res.statusCode).toBe(201);
  });

  it('lets reports through again once the window has ended', async () => {
    await ctx()
      .db.insert(rateLimits)
      .values({
        key: 'telemetry:127.0.0.1',
        count: TELEMETRY_RATE_LIMIT.max * 2,
        windowEndsAt: new Date(Date.now() - 1000),
      });
    expect((await postJson(ctx(), '/api/logs', validLog)).statusCode).toBe(201);
  });

  it('allows exactly 60 reports a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TELEMETRY_RATE_LIMIT.max + 1; i += 1) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/logs',
        remoteAddress: '198.51.100.7',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ level: 'error', message: `report ${i}` }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(TELEMETRY_RATE_LIMIT.max);
    expect(statuses.at(-1)).toBe(429);
  });
});
