import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../lib/clock';
import { createAccessTokenCheck } from './access-token-check';
import { signAccessToken } from './auth-tokens';
import { createSessionGate, type SessionState } from './session-gate';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const USER = '11111111-1111-4111-8111-111111111111';
const SESSION = '22222222-2222-4222-8222-222222222222';

/** A token as the app signs it, for USER's SESSION. */
async function token(options: { ttlSeconds?: number; aal?: string; secret?: string } = {}) {
  const { token: signed } = await signAccessToken(
    {
      userId: USER,
      email: 'fan@example.test',
      appMetadata: {},
      userMetadata: {},
      sessionId: SESSION,
      aal: options.aal ?? 'aal1',
      amr: [],
      role: 'authenticated',
      aud: 'authenticated',
    },
    {
      secret: new TextEncoder().encode(options.secret ?? SECRET),
      issuer: 'http://127.0.0.1/auth/v1',
      ttlSeconds: options.ttlSeconds ?? 3600,
      nowSeconds: Math.floor(Date.now() / 1000),
    },
  );
  return signed;
}

/** The check over an in-memory session table whose states can change (no caching in the gate). */
async function setup() {
  const sessions = new Map<string, SessionState>([
    [SESSION, { userId: USER, bannedUntil: null, deletedAt: null, hasVerifiedFactor: false }],
  ]);
  const gate = createSessionGate(async (id) => sessions.get(id) ?? null, { ttlMs: 0 });
  const check = await createAccessTokenCheck({ jwtSecret: SECRET, gate, clock: systemClock });
  return { sessions, check };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createAccessTokenCheck', () => {
  it('accepts the same token on every request', async () => {
    const { check } = await setup();
    const accessToken = await token();
    for (let i = 0; i < 3; i += 1) {
      const result = await check(accessToken);
      expect(result).toMatchObject({ ok: true, identity: { userId: USER, sessionId: SESSION } });
    }
  });

  it('still reads the session on every request once a token was accepted', async () => {
    const { sessions, check } = await setup();
    const accessToken = await token();
    expect((await check(accessToken)).ok).toBe(true);

    sessions.set(SESSION, {
      userId: USER,
      bannedUntil: new Date(Date.now() + 60_000),
      deletedAt: null,
      hasVerifiedFactor: false,
    });
    expect(await check(accessToken)).toEqual({ ok: false, reason: 'session_ended' });

    sessions.set(SESSION, {
      userId: USER,
      bannedUntil: null,
      deletedAt: null,
      hasVerifiedFactor: true,
    });
    expect(await check(accessToken)).toEqual({ ok: false, reason: 'insufficient_aal' });

    sessions.delete(SESSION);
    expect(await check(accessToken)).toEqual({ ok: false, reason: 'session_ended' });
  });

  it('refuses an accepted token once it has expired', async () => {
    const { check } = await setup();
    const accessToken = await token({ ttlSeconds: 60 });
    expect((await check(accessToken)).ok).toBe(true);

    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await check(accessToken)).toEqual({ ok: false, reason: 'expired' });
    expect(await check(accessToken)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret, or altered, even after accepting the real one', async () => {
    const { check } = await setup();
    const accessToken = await token();
    expect((await check(accessToken)).ok).toBe(true);

    expect(await check(await token({ secret: `${SECRET}-other` }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, aal: 'aal2' })).toString('base64url');
    expect(await check(`${header}.${forged}.${signature}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
