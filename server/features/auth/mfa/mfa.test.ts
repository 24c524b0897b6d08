import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authMfaFactors } from '../../../db/schema';
import { base32Decode } from './base32';
import {
  UUID,
  authRequest,
  describeMfa,
  mfaHelpers,
  signUpMember,
  type TestSession,
} from '../../../test/mfa-test-support';

describeMfa('MFA: enroll', (ctx) => {
  const { enroll } = mfaHelpers(ctx);

  it('answers the factor, its base32 secret, the key URI and a raw SVG QR code', async () => {
    const { member, session } = await signUpMember(ctx().app);
    const res = await enroll(session.access_token);
    expect(res.status).toBe(200);
    const { id, type, friendly_name, totp } = res.body;
    expect(id).toMatch(UUID);
    expect(type).toBe('totp');
    expect(friendly_name).toBe('');
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(totp.secret)).toHaveLength(20);
    expect(totp.uri).toBe(
      `otpauth://totp/localhost:3000:${member.email}?algorithm=SHA1&digits=6` +
        `&issuer=localhost%3A3000&period=30&secret=${totp.secret}`,
    );
    expect(totp.qr_code.startsWith('<svg')).toBe(true);
    expect(totp.qr_code.trim().endsWith('</svg>')).toBe(true);
    // auth-js puts the markup in a data URI without encoding it: a '#' would cut it short.
    expect(totp.qr_code).not.toContain('#');

    const [row] = await ctx().db.select().from(authMfaFactors).where(eq(authMfaFactors.id, id));
    expect(row).toMatchObject({ status: 'unverified', factorType: 'totp', secret: totp.secret });
    const user = await authRequest<TestSession>(ctx().app, 'GET', '/user', {
      token: session.access_token,
    });
    expect(user.body.user ?? user.body).toMatchObject({
      factors: [{ id, factor_type: 'totp', status: 'unverified', friendly_name: '' }],
    });
  });

  it('uses the given issuer and friendly name', async () => {
    const { member, session } = await signUpMember(ctx().app);
    const res = await enroll(session.access_token, {
      factor_type: 'totp',
      friendly_name: 'Phone app',
      issuer: 'Magic Community',
    });
    expect(res.status).toBe(200);
    expect(res.body.friendly_name).toBe('Phone app');
    expect(res.body.totp.uri).toContain(`otpauth://totp/Magic%20Community:${member.email}?`);
    expect(res.body.totp.uri).toContain('&issuer=Magic%20Community&');
  });

  it('refuses bad requests with GoTrue codes, never a 500', async () => {
    const { session } = await signUpMember(ctx().app);
    const token = session.access_token;
    const cases: [unknown, number, string][] = [
      [{}, 400, 'validation_failed'],
      [{ factor_type: 'sms' }, 400, 'validation_failed'],
      [{ factor_type: null }, 400, 'validation_failed'],
      [{ factor_type: 'phone', phone: '+15555550100' }, 422, 'mfa_phone_enroll_not_enabled'],
      [{ factor_type: 'totp', friendly_name: 42 }, 400, 'validation_failed'],
      [[1, 2], 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await enroll(token, body as Record<string, unknown>);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([
        JSON.stringify(body),
        status,
        code,
      ]);
    }
    const badJson = await authRequest(ctx().app, 'POST', '/factors', { token, rawBody: '{"fa' });
    expect([badJson.status, badJson.body.code]).toEqual([400, 'bad_json']);
    const noBody = await authRequest(ctx().app, 'POST', '/factors', { token });
    expect([noBody.status, noBody.body.code]).toEqual([400, 'validation_failed']);
    const anonymous = await authRequest(ctx().app, 'POST', '/factors', {
      body: { factor_type: 'totp' },
    });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'no_authorization']);
  });

  it('takes auth-js requests that have a JSON content type and no body', async () => {
    const { session } = await signUpMember(ctx().app);
    const factor = (await enroll(session.access_token)).body;
    const send = (method: string, path: string) =>
      fetch(`${ctx().authUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json;charset=UTF-8',
          authorization: `Bearer ${session.access_token}`,
        },
      });
    const enrolled = await send('POST', '/factors');
    expect(enrolled.status).toBe(400);
    expect(((await enrolled.json()) as { code: string }).code).toBe('validation_failed');
    const challenged = await send('POST', `/factors/${factor.id}/challenge`);
    expect(challenged.status).toBe(200);
    const removed = await send('DELETE', `/factors/${factor.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id: factor.id });
  });

  it('refuses a friendly name the user already has', async () => {
    const { session } = await signUpMember(ctx().app);
    const body = { factor_type: 'totp', friendly_name: 'Work' };
    expect((await enroll(session.access_token, body)).status).toBe(200);
    const again = await enroll(session.access_token, body);
    expect([again.status, again.body.code]).toEqual([422, 'mfa_factor_name_conflict']);
    // Factors without a name never clash with each other.
    expect((await enroll(session.access_token)).status).toBe(200);
    expect((await enroll(session.access_token)).status).toBe(200);
  });

  it('allows 10 factors, then answers too_many_enrolled_mfa_factors', async () => {
    const { session } = await signUpMember(ctx().app);
    for (let i = 0; i < 10; i += 1) {
      expect((await enroll(session.access_token)).status).toBe(200);
    }
    const res = await enroll(session.access_token);
    expect([res.status, res.body.code]).toEqual([422, 'too_many_enrolled_mfa_factors']);
  });

  it('purges unverified factors older than 300 s at the next enrolment', async () => {
    const { session } = await signUpMember(ctx().app);
    const stale = (await enroll(session.access_token)).body;
    ctx().clock.advance(301_000);
    const fresh = (await enroll(session.access_token)).body;
    const rows = await ctx().db.select({ id: authMfaFactors.id }).from(authMfaFactors);
    const ids = rows.map((row) => row.id);
    expect(ids).not.toContain(stale.id);
    expect(ids).toContain(fresh.id);
  });
});
