import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/build-test-app';
import {
  createAuthClient,
  rawFetch,
  signInRaw,
  signUpRaw,
  uniqueMember,
  useAuthServer,
  type RawAnswer,
  type SessionTokens,
} from '../../../test/auth-test-client';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Timeout of tests making many password checks (scrypt is slow on a busy machine). */
const SLOW = 60_000;

/**
 * Refresh-token rotation and reuse detection (reference §5) and the per-email sign-in limit
 * (spec §9), moving the server's clock instead of waiting.
 */
describeEachDatabase('auth conformance: refresh tokens and sign-in limit', (ctx) => {
  const server = useAuthServer(ctx);

  const refresh = (refreshToken: string) =>
    rawFetch(server(), '/token?grant_type=refresh_token', {
      body: { refresh_token: refreshToken },
    });

  function tokensOf(answer: RawAnswer): SessionTokens {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as SessionTokens;
  }

  function expectRefreshError(answer: RawAnswer, code: string, message: string) {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code, error_code: code, msg: message });
  }

  const alreadyUsed = (answer: RawAnswer) =>
    expectRefreshError(answer, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

  it('rotates refresh tokens and keeps the session', async () => {
    const { session } = await signUpRaw(server());
    const next = tokensOf(await refresh(session.refresh_token));
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.refresh_token).toMatch(/^[a-z0-9]{12,}$/);
    expect(next.user.id).toBe(session.user.id);
    expect(decodeJwt(next.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
  });

  it('tolerates a racing tab: revoked tokens are accepted within the reuse interval', async () => {
    const { session } = await signUpRaw(server());
    const a = session.refresh_token;
    const b = tokensOf(await refresh(a)).refresh_token;
    const c = tokensOf(await refresh(b)).refresh_token;
    // `a` is two rotations old but was revoked less than 10 s ago (rule 3).
    tokensOf(await refresh(a));
    expect(c).not.toBe(a);
  });

  it('detects reuse after the interval and revokes the whole session', async () => {
    const { member, session } = await signUpRaw(server());
    const otherDevice = await signInRaw(server(), member.email, member.password);

    const a = session.refresh_token;
    const b = tokensOf(await refresh(a)).refresh_token;
    // The client lost the answer and presents `a` again at once: tolerated.
    const current = tokensOf(await refresh(a)).refresh_token;
    const latest = tokensOf(await refresh(current)).refresh_token;

    server().clock.advance(11 * SECOND);
    alreadyUsed(await refresh(a));

    // Every token of that session is now refused, the one just replayed included.
    alreadyUsed(await refresh(a));
    alreadyUsed(await refresh(b));
    alreadyUsed(await refresh(current));
    server().clock.advance(11 * SECOND);
    alreadyUsed(await refresh(latest));

    // Revocation is per session: the user's other device keeps working.
    tokensOf(await refresh(otherDevice.refresh_token));
  });

  it('answers refresh_token_not_found for an unknown token', async () => {
    expectRefreshError(
      await refresh(randomBytes(16).toString('hex')),
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  });

  /** The password grant through the real client; returns its error (null on success). */
  async function signIn(email: string, password: string) {
    const client = await createAuthClient(server());
    return (await client.auth.signInWithPassword({ email, password })).error;
  }

  async function failTimes(email: string, times: number) {
    for (let attempt = 1; attempt <= times; attempt += 1) {
      const error = await signIn(attempt % 2 ? email : email.toUpperCase(), 'Wrong-Password-1');
      expect(error, `failure ${attempt}`).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  }

  function expectLimited(error: Awaited<ReturnType<typeof signIn>>) {
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const match = / Please try again after (\S+)$/.exec(error?.message ?? '');
    expect(match, error?.message).not.toBeNull();
    const retryAt = new Date(match![1]!);
    expect(retryAt.toISOString()).toBe(match![1]);
    return retryAt;
  }

  it(
    'locks an email for 15 minutes after 5 failed sign-ins (spec §9)',
    async () => {
      const { member } = await signUpRaw(server());
      const started = server().clock.now().getTime();
      await failTimes(member.email, 5);
      const finished = server().clock.now().getTime();

      // The 6th attempt is refused even with the right password, until 15 minutes after the
      // first failure.
      const retryAt = expectLimited(await signIn(member.email, member.password)).getTime();
      expect(retryAt).toBeGreaterThanOrEqual(started + 15 * MINUTE - SECOND);
      expect(retryAt).toBeLessThanOrEqual(finished + 15 * MINUTE + SECOND);

      const raw = await rawFetch(server(), '/token?grant_type=password', {
        body: { email: member.email, password: member.password },
      });
      expect(raw.status).toBe(429);
      expect(raw.body).toMatchObject({ code: 'over_request_rate_limit' });
      expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);

      // Other addresses are not affected.
      const other = uniqueMember();
      await signUpRaw(server(), other);
      expect(await signIn(other.email, other.password)).toBeNull();

      server().clock.advance(15 * MINUTE + SECOND);
      expect(await signIn(member.email, member.password)).toBeNull();
    },
    SLOW,
  );

  it(
    'counts failures for unknown addresses too (no account enumeration)',
    async () => {
      const stranger = uniqueMember('nobody');
      await failTimes(stranger.email, 5);
      expectLimited(await signIn(stranger.email, stranger.password));
    },
    SLOW,
  );

  it(
    'resets the counter after a successful sign-in',
    async () => {
      const { member } = await signUpRaw(server());
      await failTimes(member.email, 4);
      expect(await signIn(member.email, member.password)).toBeNull();
      // Without the reset the second of these would already be refused.
      await failTimes(member.email, 4);
    },
    SLOW,
  );
});
