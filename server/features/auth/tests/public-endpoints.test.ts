import { GoTrueClient } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AppConfig } from '../../../config';
import { authUsers } from '../../../db/schema';
import { anonKey, createAdminClient, serviceRoleToken } from '../../../test/auth-admin-support';
import {
  createAuthClient,
  createMemoryStorage,
  rawFetch,
  relaxedIpLimits,
  signUpRaw,
  uniqueMember,
  useAuthServer,
  type AuthServer,
  type RawAnswer,
} from '../../../test/auth-test-client';
import { describeEachDatabase, testConfig } from '../../../test/build-test-app';

const WINDOW_MS = 300_000;

/** Test config with the auth settings changed. */
function withAuth(auth: Partial<AppConfig['auth']>): Partial<AppConfig> {
  return { auth: { ...relaxedIpLimits().auth!, ...auth } };
}

function expectRateLimited(answer: RawAnswer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body).toMatchObject({
    code: 'over_request_rate_limit',
    msg: expect.stringMatching(/^Request rate limit reached\. Please try again after \S+Z$/),
  });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

/**
 * GoTrue's per-IP buckets on the public endpoints (reference §9), here 3 requests per 5 minutes
 * each: the 4th gets 429 `over_request_rate_limit`, and a new window lets requests through.
 */
describeEachDatabase('auth per-IP limits on public endpoints', (ctx) => {
  const server = useAuthServer(ctx, {
    auth: {
      ...testConfig().auth,
      ipLimits: {
        token: { max: 3, windowSeconds: 300 },
        verify: { max: 3, windowSeconds: 300 },
        otp: { max: 3, windowSeconds: 300 },
        mfa: { max: 3, windowSeconds: 60 },
        passkey: { max: 3, windowSeconds: 300 },
        anonymous: { max: 3, windowSeconds: 3600 },
        oauthClientRegister: { max: 3, windowSeconds: 3600 },
      },
    },
  });
  const nextWindow = () => server().clock.advance(WINDOW_MS + 1000);

  it('limits sign-ups (the otp bucket) and creates nothing past the limit', async () => {
    nextWindow();
    for (let n = 0; n < 3; n += 1) await signUpRaw(server());
    const refused = uniqueMember('refused');
    const answer = await rawFetch(server(), '/signup', {
      body: { email: refused.email, password: refused.password },
    });
    expectRateLimited(answer);
    const rows = await ctx().db.select().from(authUsers).where(eq(authUsers.email, refused.email));
    expect(rows).toHaveLength(0);
    nextWindow();
    expect((await signUpRaw(server(), refused)).session.access_token).toBeTruthy();
  });

  it('limits magic-link requests (the otp bucket)', async () => {
    nextWindow();
    const client = await createAuthClient(server());
    for (let n = 0; n < 3; n += 1) {
      const { error } = await client.auth.signInWithOtp({ email: uniqueMember('otp').email });
      expect(error).toBeNull();
    }
    const { error } = await client.auth.signInWithOtp({ email: uniqueMember('otp').email });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('limits verifications, wrong codes included', async () => {
    nextWindow();
    const body = { type: 'email', email: uniqueMember('verify').email, token: '123456' };
    for (let n = 0; n < 3; n += 1) {
      const answer = await rawFetch(server(), '/verify', { body });
      expect(answer.body).toMatchObject({ code: 'otp_expired' });
    }
    expectRateLimited(await rawFetch(server(), '/verify', { body }));
    expectRateLimited(await rawFetch(server(), '/verify?token=abc&type=signup'));
  });

  it('limits token refreshes (the token bucket)', async () => {
    nextWindow();
    const { session } = await signUpRaw(server());
    let refreshToken = session.refresh_token;
    for (let n = 0; n < 3; n += 1) {
      const answer = await rawFetch(server(), '/token?grant_type=refresh_token', {
        body: { refresh_token: refreshToken },
      });
      expect(answer.status).toBe(200);
      refreshToken = (answer.body as { refresh_token: string }).refresh_token;
    }
    expectRateLimited(
      await rawFetch(server(), '/token?grant_type=refresh_token', {
        body: { refresh_token: refreshToken },
      }),
    );
    nextWindow();
    const client = await createAuthClient(server());
    const { error } = await client.auth.refreshSession({ refresh_token: refreshToken });
    expect(error).toBeNull();
  });
});

describeEachDatabase('auth with sign-ups switched off', (ctx) => {
  const server = useAuthServer(ctx, withAuth({ isSignupDisabled: true }));

  it("answers 'Signups not allowed for this instance' to sign-up and new magic links", async () => {
    const client = await createAuthClient(server());
    const member = uniqueMember('closed');
    const { data, error } = await client.auth.signUp(member);
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    expect(error?.message).toBe('Signups not allowed for this instance');
    expect(data.user).toBeNull();
    const otp = await client.auth.signInWithOtp({ email: member.email });
    expect(otp.error?.message).toBe('Signups not allowed for this instance');

    // An admin can still create accounts, which then sign in.
    const admin = createAdminClient(server(), await serviceRoleToken());
    expect((await admin.createUser({ ...member, email_confirm: true })).error).toBeNull();
    expect((await client.auth.signInWithPassword(member)).error).toBeNull();
    const settings = await rawFetch(server(), '/settings');
    expect(settings.body).toMatchObject({ disable_signup: true });
  });
});

describeEachDatabase('auth with AUTH_PASSWORD_MIN_LENGTH=6', (ctx) => {
  const server = useAuthServer(ctx, withAuth({ passwordMinLength: 6 }));

  it('answers weak_password with the configured length', async () => {
    const client = await createAuthClient(server());
    const member = uniqueMember('six');
    const weak = await client.auth.signUp({ email: member.email, password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    const { error } = await client.auth.signUp({ email: member.email, password: '123456' });
    expect(error).toBeNull();
    const update = await client.auth.updateUser({ password: 'abc' });
    expect(update.error?.message).toBe('Password should be at least 6 characters.');
  });
});

/**
 * supabase-js sends `apikey` and `Authorization: Bearer <anon key>` on every auth request; the
 * public endpoints must ignore that bearer (reference §1).
 */
describeEachDatabase('auth with supabase-js headers', (ctx) => {
  const server = useAuthServer(ctx);
  let anon = '';
  beforeAll(async () => {
    anon = await anonKey();
  });

  /** A client configured like supabase-js's `createClient(url, anonKey)`. */
  function supabaseLikeClient(live: AuthServer) {
    return new GoTrueClient({
      url: live.authUrl,
      headers: { apikey: anon, Authorization: `Bearer ${anon}`, 'X-Client-Info': 'supabase-js/2' },
      storageKey: 'sb-127-auth-token',
      storage: createMemoryStorage(),
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: 'pkce',
    });
  }

  it('signs up, signs in, refreshes and reads the user', async () => {
    const client = supabaseLikeClient(server());
    const member = uniqueMember('supa');
    const signedUp = await client.signUp({
      ...member,
      options: { data: { username: member.username } },
    });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).not.toBeNull();
    const signedIn = await client.signInWithPassword(member);
    expect(signedIn.error).toBeNull();
    expect((await client.refreshSession()).error).toBeNull();
    const { data, error } = await client.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(member.email);
  });

  it('sends links, verifies codes and resends with the anon bearer', async () => {
    const client = supabaseLikeClient(server());
    const { member } = await signUpRaw(server());
    const other = await signUpRaw(server());
    expect((await client.resetPasswordForEmail(member.email)).error).toBeNull();
    expect((await client.signInWithOtp({ email: other.member.email })).error).toBeNull();
    expect((await client.resend({ type: 'signup', email: member.email })).error).toBeNull();
    const verify = await client.verifyOtp({
      email: member.email,
      token: '000000',
      type: 'email',
    });
    expect(verify.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it("answers GoTrue's phone errors on verify: format first, then the code", async () => {
    const client = supabaseLikeClient(server());
    const malformed = await client.verifyOtp({
      phone: '15555550100-invalid',
      token: '123456',
      type: 'sms',
    });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(malformed.error?.message).toBe('Invalid phone number format (E.164 required)');
    const wellFormed = await client.verifyOtp({
      phone: '+1 555 555 0100',
      token: '123456',
      type: 'sms',
    });
    expect(wellFormed.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('ignores any bearer on public endpoints, even one that is not a JWT', async () => {
    const member = uniqueMember('bearer');
    const res = await fetch(`${server().authUrl}/signup`, {
      method: 'POST',
      headers: {
        apikey: anon,
        authorization: 'Bearer not-a-jwt',
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(res.status).toBe(200);
    // The anon key is no user: /user refuses it like GoTrue (no sub).
    const me = await rawFetch(server(), '/user', { token: anon });
    expect([me.status, (me.body as { code: string }).code]).toEqual([403, 'bad_jwt']);
  });
});
