import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import {
  authMfaChallenges,
  authMfaFactors,
  authRefreshTokens,
  authSessions,
} from '../../../db/schema';
import {
  UUID,
  authRequest,
  describeMfa,
  mfaHelpers,
  signInMember,
  signUpMember,
  totpCode,
  wrongTotpCode,
  type TestSession,
} from '../../../test/mfa-test-support';

describeMfa('MFA: challenge and verify', (ctx) => {
  const { enroll, challenge, verify, now, memberWithVerifiedFactor } = mfaHelpers(ctx);

  it('creates a challenge bound to the IP that expires after 300 s', async () => {
    const { session } = await signUpMember(ctx().app);
    const factor = (await enroll(session.access_token)).body;
    const before = Math.floor(now() / 1000);
    const res = await challenge(session.access_token, factor.id);
    expect(res.status).toBe(200);
    expect(res.body.id).toMatch(UUID);
    expect(res.body.type).toBe('totp');
    expect(res.body.expires_at).toBeGreaterThanOrEqual(before + 300);
    expect(res.body.expires_at).toBeLessThanOrEqual(Math.floor(now() / 1000) + 300);
    const [row] = await ctx()
      .db.select()
      .from(authMfaChallenges)
      .where(eq(authMfaChallenges.id, res.body.id));
    expect(row).toMatchObject({ factorId: factor.id, ip: '127.0.0.1', verifiedAt: null });
    const [factorRow] = await ctx()
      .db.select()
      .from(authMfaFactors)
      .where(eq(authMfaFactors.id, factor.id));
    expect(factorRow?.lastChallengedAt).toBeInstanceOf(Date);
  });

  it('answers 404 for a non-UUID, an unknown or somebody else’s factor', async () => {
    const { session } = await signUpMember(ctx().app);
    const other = await signUpMember(ctx().app);
    const theirs = (await enroll(other.session.access_token)).body;
    const token = session.access_token;
    for (const path of ['/factors/not-a-uuid/challenge', '/factors/not-a-uuid/verify']) {
      const res = await authRequest(ctx().app, 'POST', path, { token, body: {} });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        404,
        'validation_failed',
        'factor_id must be an UUID',
      ]);
    }
    const del = await authRequest(ctx().app, 'DELETE', '/factors/123', { token });
    expect([del.status, del.body.code]).toEqual([404, 'validation_failed']);
    for (const id of [crypto.randomUUID(), theirs.id]) {
      const res = await challenge(token, id);
      expect([res.status, res.body.code]).toEqual([404, 'mfa_factor_not_found']);
      const ver = await verify(token, id, { challenge_id: crypto.randomUUID(), code: '123456' });
      expect([ver.status, ver.body.code]).toEqual([404, 'mfa_factor_not_found']);
      const un = await authRequest(ctx().app, 'DELETE', `/factors/${id}`, { token });
      expect([un.status, un.body.code]).toEqual([404, 'mfa_factor_not_found']);
    }
  });

  it('refuses a missing code, an unknown challenge, another IP and a wrong code', async () => {
    const { session } = await signUpMember(ctx().app);
    const token = session.access_token;
    const factor = (await enroll(token)).body;
    const otherFactor = (await enroll(token)).body;
    const ch = (await challenge(token, factor.id)).body;
    const otherCh = (await challenge(token, otherFactor.id)).body;
    const code = totpCode(factor.totp.secret, now());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ challenge_id: ch.id }, 400, 'validation_failed'],
      [{ challenge_id: ch.id, code: '' }, 400, 'validation_failed'],
      [{ code }, 422, 'mfa_factor_not_found'],
      [{ challenge_id: 'nope', code }, 422, 'mfa_factor_not_found'],
      [{ challenge_id: crypto.randomUUID(), code }, 422, 'mfa_factor_not_found'],
      [{ challenge_id: otherCh.id, code }, 422, 'mfa_factor_not_found'],
      [{ challenge_id: ch.id, code: 12 }, 400, 'validation_failed'],
      [
        { challenge_id: ch.id, code: wrongTotpCode(factor.totp.secret, now()) },
        422,
        'mfa_verification_failed',
      ],
      [{ challenge_id: ch.id, code: 'abcdef' }, 422, 'mfa_verification_failed'],
    ];
    for (const [body, status, code_] of cases) {
      const res = await verify(token, factor.id, body);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([
        JSON.stringify(body),
        status,
        code_,
      ]);
    }
    const wrong = await verify(token, factor.id, {
      challenge_id: ch.id,
      code: wrongTotpCode(factor.totp.secret, now()),
    });
    expect(wrong.body.message).toBe('Invalid TOTP code entered');
    const elsewhere = await verify(token, factor.id, { challenge_id: ch.id, code }, '10.1.2.3');
    expect([elsewhere.status, elsewhere.body.code]).toEqual([422, 'mfa_ip_address_mismatch']);
    // None of these used the challenge up: the right code still works.
    const ok = await verify(token, factor.id, { challenge_id: ch.id, code });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired challenge and deletes it', async () => {
    const { session } = await signUpMember(ctx().app);
    const factor = (await enroll(session.access_token)).body;
    const ch = (await challenge(session.access_token, factor.id)).body;
    ctx().clock.advance(301_000);
    const res = await verify(session.access_token, factor.id, {
      challenge_id: ch.id,
      code: totpCode(factor.totp.secret, now()),
    });
    expect([res.status, res.body.code]).toEqual([422, 'mfa_challenge_expired']);
    expect(res.body.message).toContain(ch.id);
    const rows = await ctx()
      .db.select()
      .from(authMfaChallenges)
      .where(eq(authMfaChallenges.id, ch.id));
    expect(rows).toHaveLength(0);
  });

  it('raises the same session to aal2 and ends the user’s other aal1 sessions', async () => {
    const { member, session } = await signUpMember(ctx().app);
    const token = session.access_token;
    const sessionId = decodeJwt(token).session_id as string;
    const otherDevice = await signInMember(ctx().app, member.email, member.password);
    const factor = (await enroll(token)).body;
    const spare = (await enroll(token)).body;
    const ch = (await challenge(token, factor.id)).body;
    const res = await verify(token, factor.id, {
      challenge_id: ch.id,
      code: totpCode(factor.totp.secret, now()),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(res.body.refresh_token).not.toBe(session.refresh_token);
    const claims = decodeJwt(res.body.access_token);
    expect(claims.session_id).toBe(sessionId);
    expect(claims.aal).toBe('aal2');
    const amr = claims.amr as { method: string; timestamp: number }[];
    expect(amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(res.body.user.factors).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified', factor_type: 'totp' }),
    ]);

    const [row] = await ctx().db.select().from(authSessions).where(eq(authSessions.id, sessionId));
    expect(row).toMatchObject({ aal: 'aal2', factorId: factor.id });
    const tokens = await ctx()
      .db.select()
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.sessionId, sessionId));
    expect(tokens.filter((t) => !t.revoked)).toHaveLength(1);
    expect(tokens.length).toBeGreaterThan(1);
    const spareRows = await ctx()
      .db.select()
      .from(authMfaFactors)
      .where(eq(authMfaFactors.id, spare.id));
    expect(spareRows).toHaveLength(0);
    const other = await authRequest(ctx().app, 'GET', '/user', {
      token: otherDevice.access_token,
    });
    expect([other.status, other.body.code]).toEqual([403, 'session_not_found']);

    // The challenge cannot be used twice.
    const again = await verify(res.body.access_token, factor.id, {
      challenge_id: ch.id,
      code: totpCode(factor.totp.secret, now()),
    });
    expect([again.status, again.body.code]).toEqual([422, 'mfa_ip_address_mismatch']);

    // A refresh keeps aal2 and the amr.
    const refreshed = await authRequest<TestSession>(
      ctx().app,
      'POST',
      '/token?grant_type=refresh_token',
      { body: { refresh_token: res.body.refresh_token } },
    );
    expect(refreshed.status).toBe(200);
    const refreshedClaims = decodeJwt(refreshed.body.access_token);
    expect(refreshedClaims.aal).toBe('aal2');
    expect(refreshedClaims.amr).toEqual(amr);
  });

  it('a sign-in with a verified factor is aal1 until verified again', async () => {
    const { member, factor } = await memberWithVerifiedFactor();
    const again = await signInMember(ctx().app, member.email, member.password);
    const claims = decodeJwt(again.access_token);
    expect(claims.aal).toBe('aal1');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['password']);
    const ch = (await challenge(again.access_token, factor.id)).body;
    const res = await verify(again.access_token, factor.id, {
      challenge_id: ch.id,
      code: totpCode(factor.totp.secret, now()),
    });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.access_token).aal).toBe('aal2');
  });
});
