import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { authMfaFactors, authSessions } from '../../../db/schema';
import {
  authRequest,
  describeMfa,
  mfaHelpers,
  mfaTestConfig,
  signInMember,
  signUpMember,
  totpCode,
  type TestSession,
} from '../../../test/mfa-test-support';

describeMfa('MFA: aal rules and unenroll', (ctx) => {
  const { enroll, challenge, verify, unenroll, now, memberWithVerifiedFactor } = mfaHelpers(ctx);

  it('needs aal2 to enroll another factor once one is verified', async () => {
    const { member, session } = await memberWithVerifiedFactor();
    const aal1 = await signInMember(ctx().app, member.email, member.password);
    const refused = await enroll(aal1.access_token);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      'insufficient_aal',
      'AAL2 required to enroll a new factor',
    ]);
    expect((await enroll(session.access_token)).status).toBe(200);
  });

  it('needs aal2 to change the password once a factor is verified', async () => {
    const { member } = await memberWithVerifiedFactor();
    const aal1 = await signInMember(ctx().app, member.email, member.password);
    const res = await authRequest(ctx().app, 'PUT', '/user', {
      token: aal1.access_token,
      body: { password: 'Another-Castle-77' },
    });
    expect([res.status, res.body.code]).toEqual([401, 'insufficient_aal']);
  });

  it('unenrolls an unverified factor from aal1', async () => {
    const { session } = await signUpMember(ctx().app);
    const factor = (await enroll(session.access_token)).body;
    const res = await unenroll(session.access_token, factor.id);
    expect(res).toEqual({ status: 200, body: { id: factor.id } });
    const rows = await ctx()
      .db.select()
      .from(authMfaFactors)
      .where(eq(authMfaFactors.id, factor.id));
    expect(rows).toHaveLength(0);
  });

  it('unenrolls a verified factor only from aal2 and downgrades its sessions', async () => {
    const { member, factor, session } = await memberWithVerifiedFactor();
    const aal1 = await signInMember(ctx().app, member.email, member.password);
    const refused = await unenroll(aal1.access_token, factor.id);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      422,
      'insufficient_aal',
      'AAL2 required to unenroll verified factor',
    ]);

    const sessionId = decodeJwt(session.access_token).session_id as string;
    const res = await unenroll(session.access_token, factor.id);
    expect(res).toEqual({ status: 200, body: { id: factor.id } });
    const [row] = await ctx().db.select().from(authSessions).where(eq(authSessions.id, sessionId));
    expect(row).toMatchObject({ aal: 'aal1', factorId: null });
    expect(row?.amr.map((entry) => entry.method)).toEqual(['password']);

    const refreshed = await authRequest<TestSession>(
      ctx().app,
      'POST',
      '/token?grant_type=refresh_token',
      { body: { refresh_token: session.refresh_token } },
    );
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.access_token).aal).toBe('aal1');
    expect(refreshed.body.user.factors).toBeUndefined();
  });

  it('keeps aal2 sessions that came from another factor', async () => {
    const { factor, session } = await memberWithVerifiedFactor();
    const second = (await enroll(session.access_token, { factor_type: 'totp' })).body;
    const ch = (await challenge(session.access_token, second.id)).body;
    const viaSecond = await verify(session.access_token, second.id, {
      challenge_id: ch.id,
      code: totpCode(second.totp.secret, now()),
    });
    expect(viaSecond.status).toBe(200);
    const sessionId = decodeJwt(session.access_token).session_id as string;
    expect((await unenroll(viaSecond.body.access_token, factor.id)).status).toBe(200);
    const [row] = await ctx().db.select().from(authSessions).where(eq(authSessions.id, sessionId));
    expect(row).toMatchObject({ aal: 'aal2', factorId: second.id });
  });
});

describeMfa(
  'MFA: per-IP rate limit',
  (ctx) => {
    const { enroll, challenge, verify } = mfaHelpers(ctx);

    it('answers 429 over_request_rate_limit past the mfa bucket', async () => {
      const { session } = await signUpMember(ctx().app);
      const factor = (await enroll(session.access_token)).body;
      const ch = await challenge(session.access_token, factor.id);
      expect(ch.status).toBe(200);
      const wrong = await verify(session.access_token, factor.id, {
        challenge_id: ch.body.id,
        code: '000000',
      });
      expect(wrong.status).toBe(422);
      expect((await challenge(session.access_token, factor.id)).status).toBe(200);
      const limited = await challenge(session.access_token, factor.id);
      expect([limited.status, limited.body.code]).toEqual([429, 'over_request_rate_limit']);
      // Another address has its own bucket.
      expect((await challenge(session.access_token, factor.id, '192.0.2.10')).status).toBe(200);
    });
  },
  mfaTestConfig(3),
);
