import { describe, expect, it } from 'vitest';
import {
  createAttemptLimiter,
  emailDigest,
  formatRetryTime,
  RESET_LIMIT,
  retryTimeFromMessage,
  SIGN_IN_LIMIT,
  type KeyValueStore,
} from './attempt-limits';

function memoryStore(): KeyValueStore & { size: () => number; keys: () => string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    size: () => map.size,
    keys: () => [...map.keys()],
  };
}

function setup(limit = SIGN_IN_LIMIT, kind: 'signin' | 'reset' = 'signin') {
  const store = memoryStore();
  let time = Date.UTC(2026, 0, 1, 12, 0, 0);
  const limiter = createAttemptLimiter(
    kind,
    limit,
    () => store,
    () => time,
  );
  return {
    store,
    limiter,
    advance: (ms: number) => {
      time += ms;
    },
    now: () => time,
  };
}

const MINUTE = 60_000;

describe('sign-in limit mirror (5 failures per email per 15 minutes)', () => {
  it('blocks from the fifth failure until the window ends', () => {
    const { limiter, advance, now } = setup();
    const start = now();
    for (let i = 0; i < 4; i += 1) {
      expect(limiter.record('a@b.co')).toBeNull();
      advance(MINUTE);
    }
    expect(limiter.blockedUntil('a@b.co')).toBeNull();
    expect(limiter.record('a@b.co')).toBe(start + 15 * MINUTE);
    expect(limiter.blockedUntil('a@b.co')).toBe(start + 15 * MINUTE);
    advance(15 * MINUTE - 4 * MINUTE - 1);
    expect(limiter.blockedUntil('a@b.co')).toBe(start + 15 * MINUTE);
    advance(1);
    expect(limiter.blockedUntil('a@b.co')).toBeNull();
  });

  it('counts per email', () => {
    const { limiter } = setup();
    for (let i = 0; i < 5; i += 1) limiter.record('a@b.co');
    expect(limiter.blockedUntil('a@b.co')).not.toBeNull();
    expect(limiter.blockedUntil('c@d.co')).toBeNull();
  });

  it('a success resets the counter', () => {
    const { limiter } = setup();
    for (let i = 0; i < 4; i += 1) limiter.record('a@b.co');
    limiter.reset('a@b.co');
    for (let i = 0; i < 4; i += 1) expect(limiter.record('a@b.co')).toBeNull();
  });

  it('starts a new window once the old one has ended', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 4; i += 1) limiter.record('a@b.co');
    advance(15 * MINUTE);
    expect(limiter.record('a@b.co')).toBeNull();
    for (let i = 0; i < 3; i += 1) expect(limiter.record('a@b.co')).toBeNull();
    expect(limiter.record('a@b.co')).not.toBeNull();
  });

  it('honours a block time given by the server, and ignores past times', () => {
    const { limiter, now, advance } = setup();
    limiter.blockUntil('a@b.co', now() - 1);
    expect(limiter.blockedUntil('a@b.co')).toBeNull();
    const until = now() + 7 * MINUTE;
    limiter.blockUntil('a@b.co', until);
    expect(limiter.blockedUntil('a@b.co')).toBe(until);
    advance(7 * MINUTE);
    expect(limiter.blockedUntil('a@b.co')).toBeNull();
    expect(limiter.record('a@b.co')).toBeNull();
  });

  it('does not keep the address in clear text', () => {
    const { limiter, store } = setup();
    limiter.record('someone@example.com');
    expect(store.keys().join()).not.toContain('someone');
    expect(store.keys()[0]).toBe(
      `magic-community-limits:signin:${emailDigest('someone@example.com')}`,
    );
  });

  it('survives broken or missing storage', () => {
    const broken = createAttemptLimiter('signin', SIGN_IN_LIMIT, () => {
      throw new Error('denied');
    });
    expect(broken.record('a@b.co')).toBeNull();
    expect(broken.blockedUntil('a@b.co')).toBeNull();
    const store = memoryStore();
    store.setItem(`magic-community-limits:signin:${emailDigest('a@b.co')}`, '{not json');
    const limiter = createAttemptLimiter('signin', SIGN_IN_LIMIT, () => store);
    expect(limiter.blockedUntil('a@b.co')).toBeNull();
    const none = createAttemptLimiter('signin', SIGN_IN_LIMIT, () => null);
    expect(none.record('a@b.co')).toBeNull();
  });
});

describe('reset limit mirror (3 requests per email per hour)', () => {
  it('blocks the fourth request until the hour is over', () => {
    const { limiter, now } = setup(RESET_LIMIT, 'reset');
    const start = now();
    expect(limiter.record('a@b.co')).toBeNull();
    expect(limiter.record('a@b.co')).toBeNull();
    expect(limiter.record('a@b.co')).toBe(start + 60 * MINUTE);
    expect(limiter.blockedUntil('a@b.co')).toBe(start + 60 * MINUTE);
  });

  it('is kept apart from the sign-in counter', () => {
    const store = memoryStore();
    const signIn = createAttemptLimiter('signin', SIGN_IN_LIMIT, () => store);
    const reset = createAttemptLimiter('reset', RESET_LIMIT, () => store);
    for (let i = 0; i < 3; i += 1) reset.record('a@b.co');
    expect(reset.blockedUntil('a@b.co')).not.toBeNull();
    expect(signIn.blockedUntil('a@b.co')).toBeNull();
  });
});

describe('retryTimeFromMessage', () => {
  const now = Date.UTC(2026, 10, 22, 0, 0, 0);

  it('reads the ISO-8601 time at the end of the server message', () => {
    expect(
      retryTimeFromMessage(
        'Too many sign-in attempts. Please try again after 2026-11-22T01:02:03.000Z',
        now,
      ),
    ).toBe(Date.UTC(2026, 10, 22, 1, 2, 3));
    expect(retryTimeFromMessage('Please try again after 2026-11-22T01:02:03Z', now)).toBe(
      Date.UTC(2026, 10, 22, 1, 2, 3),
    );
  });

  it("reads GoTrue's 'after N seconds'", () => {
    expect(
      retryTimeFromMessage(
        'For security purposes, you can only request this after 42 seconds.',
        now,
      ),
    ).toBe(now + 42_000);
  });

  it('gives null without a time', () => {
    expect(retryTimeFromMessage('Request rate limit reached', now)).toBeNull();
  });
});

describe('formatRetryTime', () => {
  it('rounds up to the next whole minute', () => {
    const at = Date.UTC(2026, 10, 22, 13, 2, 3);
    expect(formatRetryTime(at, 'en-US', 'UTC')).toBe('1:03 PM');
    expect(formatRetryTime(Date.UTC(2026, 10, 22, 13, 2, 0), 'en-US', 'UTC')).toBe('1:02 PM');
    expect(formatRetryTime(at, 'en-GB', 'UTC')).toBe('13:03');
  });
});
