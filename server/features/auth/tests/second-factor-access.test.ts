import { expect, it } from 'vitest';
import { realtimeCloseCodes } from '../../../../common/features/realtime/realtime.contract';
import {
  describeMfa,
  mfaHelpers,
  signInMember,
  signUpMember,
  totpCode,
  type MfaTestContext,
} from '../../../test/mfa-test-support';
import { joinRealtime, openRealtimeSocket } from '../../../test/realtime-socket';

/**
 * A verified second factor protects the whole account: a password-only (`aal1`) token of such a
 * member acts for nobody on `/api` and `/realtime` (403 `insufficient_aal`, close 4011), public
 * reads stay public, and the factor routes of `/auth/v1` still let the member step up.
 */
describeMfa('a verified second factor protects /api and /realtime', (ctx) => {
  const { challenge, verify, memberWithVerifiedFactor, now } = mfaHelpers(ctx);
  const origin = (c: MfaTestContext) => c.authUrl.replace(/\/auth\/v1$/, '');

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    ctx().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('refuses an aal1 token on every route that needs a member, with 403 insufficient_aal', async () => {
    const { member, session: stepped } = await memberWithVerifiedFactor();
    const passwordOnly = await signInMember(ctx().app, member.email, member.password);
    const token = passwordOnly.access_token;

    const needsMember = [
      api('POST', '/api/posts', token, { body: 'Fireworks tonight' }),
      api('PATCH', '/api/profiles/me', token, { bio: 'Hello' }),
      api('GET', '/api/profiles/me', token),
      api('GET', '/api/notifications', token),
      api('GET', '/api/notifications/unread-count', token),
      api('GET', '/api/feed', token),
      api('POST', `/api/posts/${crypto.randomUUID()}/comments`, token, { body: 'Hi' }),
    ];
    for (const res of await Promise.all(needsMember)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({
        error: {
          code: 'insufficient_aal',
          message: expect.stringContaining('two-factor authentication'),
        },
      });
    }

    // Public reads stay public (answered as to a visitor).
    const post = await api('POST', '/api/posts', stepped.access_token, { body: 'Parade route' });
    expect(post.statusCode, post.body).toBe(201);
    const { id } = post.json() as { id: string };
    const read = await api('GET', `/api/posts/${id}`, token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, likedByMe: false });
    expect((await api('GET', '/api/posts/highlights', token)).statusCode).toBe(200);
    expect((await api('GET', '/api/navigation', token)).statusCode).toBe(200);
  });

  it('closes an aal1 socket with its own code and accepts the member once stepped up', async () => {
    const { member, factor } = await memberWithVerifiedFactor();
    const passwordOnly = await signInMember(ctx().app, member.email, member.password);

    const socket = await openRealtimeSocket(origin(ctx()));
    socket.send({ type: 'auth', token: passwordOnly.access_token });
    const closed = await socket.closed;
    expect(closed).toEqual({
      code: realtimeCloseCodes.insufficientAal,
      reason: 'Second factor required',
    });

    // The factor routes keep working with the aal1 token, so the member can step up.
    const started = await challenge(passwordOnly.access_token, factor.id);
    expect(started.status).toBe(200);
    const verified = await verify(passwordOnly.access_token, factor.id, {
      challenge_id: started.body.id,
      code: totpCode(factor.totp.secret, now()),
    });
    expect(verified.status).toBe(200);
    const aal2 = verified.body.access_token;
    const created = await api('POST', '/api/posts', aal2, { body: 'Stepped up' });
    expect(created.statusCode, created.body).toBe(201);
    const joined = await joinRealtime(origin(ctx()), aal2);
    await joined.close();
  });

  it('leaves members without a verified factor alone at aal1', async () => {
    const { enroll } = mfaHelpers(ctx);
    const { session } = await signUpMember(ctx().app);
    // An enrolled but unverified factor does not count.
    expect((await enroll(session.access_token)).status).toBe(200);
    const res = await api('POST', '/api/posts', session.access_token, { body: 'Still aal1' });
    expect(res.statusCode, res.body).toBe(201);
  });
});
