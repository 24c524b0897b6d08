import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../lib/clock';
import { generateSigningKey } from '../../lib/jwt-keys';
import { createAccessTokenCheck } from './access-token-check';
import { signAccessToken } from './auth-tokens';
import { createSessionGate, type SessionState } from './session-gate';
import { createTokenKeys, type TokenKeys } from './token-keys';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const USER = '11111111-1111-4111-8111-111111111111';
const SESSION = '22222222-2222-4222-8222-222222222222';

/** The app's keys: an ES256 key that signs, one retired key that still verifies, the secret. */
let keys: TokenKeys;
/** The same key ids with other key material: what a forger would sign with. */
let forgedKeys: TokenKeys;
/** Keys where nothing signs but the secret (tokens from before the keys). */
let secretOnly: TokenKeys;
let retiredSigner: TokenKeys['signer'];

beforeAll(async () => {
  const current = await generateSigningKey();
  const retired = await generateSigningKey();
  keys = await createTokenKeys([current, { ...retired, key_ops: ['verify'] }], SECRET);
  retiredSigner = (await createTokenKeys([retired], SECRET)).signer;
  const impostor = await generateSigningKey();
  forgedKeys = await createTokenKeys([{ ...impostor, kid: current.kid }], SECRET);
  secretOnly = await createTokenKeys([{ ...current, key_ops: ['verify'] }], SECRET);
});

/** A token as the app signs it, for USER's SESSION. */
async function token(
  options: { ttlSeconds?: number; aal?: string; signer?: TokenKeys['signer'] } = {},
) {
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
      signer: options.signer ?? keys.signer,
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
    [
      SESSION,
      {
        userId: USER,
        bannedUntil: null,
        deletedAt: null,
        hasVerifiedFactor: false,
        isAnonymous: false,
      },
    ],
  ]);
  const gate = createSessionGate(async (id) => sessions.get(id) ?? null, { ttlMs: 0 });
  const check = await createAccessTokenCheck({ tokenKeys: keys, gate, clock: systemClock });
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
      isAnonymous: false,
    });
    expect(await check(accessToken)).toEqual({ ok: false, reason: 'session_ended' });

    sessions.set(SESSION, {
      userId: USER,
      bannedUntil: null,
      deletedAt: null,
      hasVerifiedFactor: true,
      isAnonymous: false,
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

  it('signs with the ES256 key and its kid; accepts a retired key and the secret without a kid', async () => {
    const { check } = await setup();
    const accessToken = await token();
    const header = JSON.parse(Buffer.from(accessToken.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'ES256', typ: 'JWT', kid: keys.signer.kid });
    expect((await check(accessToken)).ok).toBe(true);
    expect((await check(await token({ signer: retiredSigner }))).ok).toBe(true);
    const older = await token({ signer: secretOnly.signer });
    expect(JSON.parse(Buffer.from(older.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect((await check(older)).ok).toBe(true);
  });

  it('refuses another key under a known kid, an unknown kid, and HS256 under an ES256 kid', async () => {
    const { check } = await setup();
    const invalid = { ok: false, reason: 'invalid' };
    expect(await check(await token({ signer: forgedKeys.signer }))).toEqual(invalid);
    expect(await check(await token({ signer: { ...keys.signer, kid: 'no-such-key' } }))).toEqual(
      invalid,
    );
    // Algorithm confusion: an HMAC over the token keyed with the public key's text.
    const publicText = new TextEncoder().encode(JSON.stringify(keys.publicJwks[0]));
    const confused = await new SignJWT({ session_id: SESSION, aal: 'aal1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keys.signer.kid! })
      .setSubject(USER)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(publicText);
    expect(await check(confused)).toEqual(invalid);
  });

  it('refuses a token signed with another secret, or altered, even after accepting the real one', async () => {
    const { check } = await setup();
    const accessToken = await token();
    expect((await check(accessToken)).ok).toBe(true);

    const otherSecret = await createTokenKeys([], `${SECRET}-other`);
    expect(await check(await token({ signer: otherSecret.signer }))).toEqual({
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
