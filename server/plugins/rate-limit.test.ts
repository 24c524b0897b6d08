import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { AppError } from '../lib/app-error';
import { describeEachDatabase, type TestContext } from '../test/build-test-app';
import { deleteEndedWindows } from './rate-limit.repository';

const rule = { max: 3, windowSeconds: 60 };

let keyCounter = 0;
function freshKey(label: string): string {
  keyCounter += 1;
  return `test:${label}:${keyCounter}:${Date.now()}`;
}

async function readRow(ctx: TestContext, key: string) {
  const [row] = await ctx.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row ?? null;
}

/** Moves a key's window into the past, as if its minute had run out. */
async function endWindow(ctx: TestContext, key: string) {
  await ctx.db
    .update(rateLimits)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, key));
}

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describeEachDatabase('RateLimiter', (ctx) => {
  it('consume counts up to max inside one window that ends windowSeconds from now', async () => {
    const key = freshKey('consume');
    const started = Date.now();
    const first = await ctx().app.rateLimiter.consume(key, rule);
    const second = await ctx().app.rateLimiter.consume(key, rule);
    const third = await ctx().app.rateLimiter.consume(key, rule);
    expect([first.count, second.count, third.count]).toEqual([1, 2, 3]);
    const endsIn = first.windowEndsAt.getTime() - started;
    expect(endsIn).toBeGreaterThan(55_000);
    expect(endsIn).toBeLessThan(65_000);
    expect(third.windowEndsAt.getTime()).toBe(first.windowEndsAt.getTime());
    expect(await readRow(ctx(), key)).toMatchObject({ count: 3 });
  });

  it('consume throws a 429 with retry-after and the given message past max', async () => {
    const key = freshKey('over');
    for (let i = 0; i < rule.max; i += 1) await ctx().app.rateLimiter.consume(key, rule);
    const err = await rejectionOf(ctx().app.rateLimiter.consume(key, rule, 'Slow down, explorer.'));
    expect(err.statusCode).toBe(429);
    expect(err.code).toBe('rate_limited');
    expect(err.message).toBe('Slow down, explorer.');
    const retryAfter = Number(err.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(55);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const again = await rejectionOf(ctx().app.rateLimiter.consume(key, rule));
    expect(again.message).toBe('Too many requests. Please try again later.');
    // Refused attempts keep no slot, and the window does not move.
    expect(await readRow(ctx(), key)).toMatchObject({ count: rule.max });
  });

  it('take counts the slot and says whether it was within max, without throwing', async () => {
    const key = freshKey('take');
    const slots = [];
    for (let i = 0; i < rule.max + 2; i += 1)
      slots.push(await ctx().app.rateLimiter.take(key, rule));
    expect(slots.map((slot) => [slot.count, slot.isAllowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [3, false],
      [3, false],
    ]);
    expect(new Set(slots.map((slot) => slot.windowEndsAt.getTime())).size).toBe(1);
    expect(await readRow(ctx(), key)).toMatchObject({ count: 3 });
  });

  it('giveBack returns one slot of the current window, never below zero', async () => {
    const key = freshKey('give-back');
    for (let i = 0; i < rule.max; i += 1) await ctx().app.rateLimiter.take(key, rule);
    await ctx().app.rateLimiter.giveBack(key);
    expect(await readRow(ctx(), key)).toMatchObject({ count: rule.max - 1 });
    expect((await ctx().app.rateLimiter.take(key, rule)).isAllowed).toBe(true);
    expect((await ctx().app.rateLimiter.take(key, rule)).isAllowed).toBe(false);

    const other = freshKey('give-back-empty');
    await ctx().app.rateLimiter.giveBack(other);
    expect(await readRow(ctx(), other)).toBeNull();
    await ctx().app.rateLimiter.take(other, rule);
    await ctx().app.rateLimiter.giveBack(other);
    await ctx().app.rateLimiter.giveBack(other);
    expect(await readRow(ctx(), other)).toMatchObject({ count: 0 });
  });

  it('giveBack leaves an ended window alone', async () => {
    const key = freshKey('give-back-ended');
    await ctx().app.rateLimiter.take(key, rule);
    await ctx().app.rateLimiter.take(key, rule);
    await endWindow(ctx(), key);
    await ctx().app.rateLimiter.giveBack(key);
    expect(await readRow(ctx(), key)).toMatchObject({ count: 2 });
  });

  it('reset forgets the key, so the next attempt starts at 1', async () => {
    const key = freshKey('reset');
    for (let i = 0; i < rule.max; i += 1) await ctx().app.rateLimiter.take(key, rule);
    expect((await ctx().app.rateLimiter.take(key, rule)).isAllowed).toBe(false);
    await ctx().app.rateLimiter.reset(key);
    expect(await readRow(ctx(), key)).toBeNull();
    expect((await ctx().app.rateLimiter.consume(key, rule)).count).toBe(1);
    await ctx().app.rateLimiter.reset(freshKey('never-used'));
  });

  it('keeps keys apart', async () => {
    const a = freshKey('a');
    const b = freshKey('b');
    for (let i = 0; i < rule.max; i += 1) await ctx().app.rateLimiter.consume(a, rule);
    expect((await ctx().app.rateLimiter.consume(b, rule)).count).toBe(1);
    expect((await ctx().app.rateLimiter.take(a, rule)).isAllowed).toBe(false);
    expect((await ctx().app.rateLimiter.take(b, rule)).isAllowed).toBe(true);
  });

  it('starts a new window at 1 once the old one has ended', async () => {
    const key = freshKey('rollover');
    for (let i = 0; i < rule.max + 2; i += 1) await ctx().app.rateLimiter.take(key, rule);
    const before = await readRow(ctx(), key);
    await endWindow(ctx(), key);

    const next = await ctx().app.rateLimiter.consume(key, rule);
    expect(next.count).toBe(1);
    expect(next.windowEndsAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
    expect(next.windowEndsAt.getTime()).toBeGreaterThanOrEqual(before!.windowEndsAt.getTime());
    expect((await ctx().app.rateLimiter.consume(key, rule)).count).toBe(2);
  });

  it('allows exactly max of many concurrent attempts, and keeps only their slots', async () => {
    const key = freshKey('concurrent');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ctx().app.rateLimiter.take(key, rule)),
    );
    expect(results.filter((result) => result.isAllowed)).toHaveLength(rule.max);
    expect(await readRow(ctx(), key)).toMatchObject({ count: rule.max });
  });

  it('lets exactly max of many parallel consumes through', async () => {
    const key = freshKey('concurrent-consume');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => ctx().app.rateLimiter.consume(key, rule)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(rule.max);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.every((outcome) => (outcome.reason as AppError).statusCode === 429)).toBe(true);
  });

  it('prunes only windows that have ended', async () => {
    const live = freshKey('live');
    const ended = freshKey('ended');
    await ctx().app.rateLimiter.take(live, rule);
    await ctx().app.rateLimiter.take(ended, rule);
    await endWindow(ctx(), ended);
    const removed = await deleteEndedWindows(ctx().db, new Date());
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await readRow(ctx(), ended)).toBeNull();
    expect(await readRow(ctx(), live)).toMatchObject({ count: 1 });
  });
});
