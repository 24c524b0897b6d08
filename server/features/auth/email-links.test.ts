import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authFlowStates, authIdentities, authUsers } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import {
  advance,
  codeOf,
  countMail,
  createClient,
  fragmentOf,
  latestMail,
  newMember,
  openLink,
  useLiveAuthApp,
  type LiveAuthApp,
} from '../../test/email-links-test-support';

const RESET_REDIRECT = 'http://localhost:3000/auth/callback?next=/reset-password';

async function post(live: LiveAuthApp, path: string, body: unknown) {
  const res = await fetch(`${live.authUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Signs a member up (confirmation required) and follows the confirmation link. */
async function confirmedMember(live: LiveAuthApp) {
  const member = newMember();
  const res = await post(live, '/signup', {
    email: member.email,
    password: member.password,
    data: { username: member.username },
  });
  expect(res.status).toBe(200);
  const mail = await latestMail(live.db, member.email, 'signup');
  expect((await openLink(live, mail.link!)).status).toBe(303);
  return member;
}

describeEachDatabase('email links: confirmation, recovery, verify', (ctx) => {
  const live = useLiveAuthApp(ctx);

  it('refuses sign-in with email_not_confirmed until the confirmation link is followed', async () => {
    const { auth } = await createClient(live(), 'implicit');
    const member = newMember();
    const signUp = await auth.signUp({
      email: member.email,
      password: member.password,
      options: { data: { username: member.username }, emailRedirectTo: 'http://localhost:3000/hi' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const refused = await auth.signInWithPassword(member);
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = await latestMail(live().db, member.email, 'signup');
    expect(mail.link).toContain('type=signup');
    const { status, location } = await openLink(live(), mail.link!);
    expect(status).toBe(303);
    expect(`${location!.origin}${location!.pathname}`).toBe('http://localhost:3000/hi');
    expect(location!.hash).toMatch(
      /^#access_token=[^&]+&expires_at=\d+&expires_in=\d+&refresh_token=[a-z0-9]+&sb=&token_type=bearer&type=signup$/,
    );
    const me = await fetch(`${live().authUrl}/user`, {
      headers: { authorization: `Bearer ${fragmentOf(location!).get('access_token')}` },
    });
    expect(me.status).toBe(200);

    const [user] = await live()
      .db.select()
      .from(authUsers)
      .where(eq(authUsers.email, member.email));
    expect(user!.emailConfirmedAt).not.toBeNull();
    expect(user!.confirmationToken).toBeNull();
    expect(user!.userMetadata).toMatchObject({ email_verified: true, username: member.username });
    const [identity] = await live()
      .db.select()
      .from(authIdentities)
      .where(eq(authIdentities.userId, user!.id));
    expect(identity!.identityData).toMatchObject({ email_verified: true });

    const signedIn = await auth.signInWithPassword(member);
    expect(signedIn.error).toBeNull();

    const again = await openLink(live(), mail.link!);
    expect(again.location!.search).toBe('');
    expect(Object.fromEntries(fragmentOf(again.location!))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('runs PKCE password recovery end to end with auth-js', async () => {
    const member = await confirmedMember(live());
    const { auth, events } = await createClient(live());
    const sent = await auth.resetPasswordForEmail(member.email, { redirectTo: RESET_REDIRECT });
    expect(sent).toEqual({ data: {}, error: null });

    const mail = await latestMail(live().db, member.email, 'recovery');
    expect(new URL(mail.link!).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(mail.textBody).toContain(mail.link!);
    const { status, location } = await openLink(live(), mail.link!);
    expect(status).toBe(303);
    expect(`${location!.origin}${location!.pathname}`).toBe('http://localhost:3000/auth/callback');
    expect(location!.searchParams.get('next')).toBe('/reset-password');
    const code = location!.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(member.email);
    expect(events).toContain('PASSWORD_RECOVERY');

    const updated = await auth.updateUser({ password: 'Brand-New-Castle-7' });
    expect(updated.error).toBeNull();
    expect(events).toContain('USER_UPDATED');

    const other = await createClient(live());
    const old = await other.auth.signInWithPassword(member);
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await other.auth.signInWithPassword({
      email: member.email,
      password: 'Brand-New-Castle-7',
    });
    expect(fresh.error).toBeNull();
    expect(fresh.data.session?.access_token).toBeTruthy();

    const [user] = await live()
      .db.select()
      .from(authUsers)
      .where(eq(authUsers.email, member.email));
    expect(user!.recoveryToken).toBeNull();
    const flows = await live()
      .db.select()
      .from(authFlowStates)
      .where(eq(authFlowStates.userId, user!.id));
    expect(flows).toEqual([]);
  });

  it('answers {} for an unknown address and sends nothing', async () => {
    const email = newMember().email;
    const res = await post(live(), '/recover', { email });
    expect(res).toEqual({ status: 200, body: {} });
    expect(await countMail(live().db, email)).toBe(0);
    const bad = await post(live(), '/recover', {});
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
  });

  it('allows 3 reset requests per address per hour, then 429 with the time', async () => {
    const member = await confirmedMember(live());
    const { auth } = await createClient(live());
    const started = live().clock.now().getTime();
    for (let i = 0; i < 3; i += 1) {
      expect((await auth.resetPasswordForEmail(member.email)).error).toBeNull();
      advance(live(), 61);
    }
    expect(await countMail(live().db, member.email)).toBe(4); // signup + 3 recoveries
    const fourth = await auth.resetPasswordForEmail(member.email);
    expect(fourth.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const match =
      /^Too many password reset requests for this email\. Please try again after (\S+)$/.exec(
        fourth.error!.message,
      );
    expect(match).not.toBeNull();
    const retryAt = new Date(match![1]!).getTime();
    expect(Math.abs(retryAt - (started + 3_600_000))).toBeLessThan(5_000);
    expect(await countMail(live().db, member.email)).toBe(4);

    advance(live(), 3600);
    expect((await auth.resetPasswordForEmail(member.email)).error).toBeNull();
    expect(await countMail(live().db, member.email)).toBe(5);
    const tooSoon = await auth.resetPasswordForEmail(member.email);
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(tooSoon.error!.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );

    const stranger = newMember().email;
    for (let i = 0; i < 3; i += 1)
      expect((await post(live(), '/recover', { email: stranger })).status).toBe(200);
    expect((await post(live(), '/recover', { email: stranger })).body).toMatchObject({
      code: 'over_request_rate_limit',
    });
  });

  it('signs in with the 6-digit code of a recovery mail (verifyOtp)', async () => {
    const member = await confirmedMember(live());
    const { auth, events } = await createClient(live());
    await auth.resetPasswordForEmail(member.email, { redirectTo: RESET_REDIRECT });
    const code = codeOf((await latestMail(live().db, member.email, 'recovery')).textBody);
    const wrong = await auth.verifyOtp({
      email: member.email,
      token: code === '000000' ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const verified = await auth.verifyOtp({ email: member.email, token: code, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(member.email);
    expect(events).toContain('PASSWORD_RECOVERY');
    const reused = await auth.verifyOtp({ email: member.email, token: code, type: 'recovery' });
    expect(reused.error).toMatchObject({ code: 'otp_expired' });
  });

  it('signs in with the token_hash of an implicit recovery link', async () => {
    const member = await confirmedMember(live());
    const { auth, events } = await createClient(live(), 'implicit');
    await auth.resetPasswordForEmail(member.email);
    const link = new URL((await latestMail(live().db, member.email, 'recovery')).link!);
    const tokenHash = link.searchParams.get('token')!;
    expect(tokenHash).toMatch(/^[0-9a-f]{56}$/);
    const verified = await auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    const reused = await auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(reused.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
  });

  it('redirects an expired link with access_denied / otp_expired in query and fragment', async () => {
    const member = await confirmedMember(live());
    const { auth } = await createClient(live());
    await auth.resetPasswordForEmail(member.email, { redirectTo: RESET_REDIRECT });
    const mail = await latestMail(live().db, member.email, 'recovery');
    advance(live(), 86_401);
    const { status, location } = await openLink(live(), mail.link!);
    expect(status).toBe(303);
    const raw = location!.toString();
    expect(raw).toContain(
      '?next=%2Freset-password&error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired#',
    );
    expect(location!.hash).toBe(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });

  it('redirects with flow_state_not_found when the PKCE flow state is gone', async () => {
    const member = await confirmedMember(live());
    const { auth } = await createClient(live());
    await auth.resetPasswordForEmail(member.email, { redirectTo: RESET_REDIRECT });
    const mail = await latestMail(live().db, member.email, 'recovery');
    const [user] = await live()
      .db.select()
      .from(authUsers)
      .where(eq(authUsers.email, member.email));
    await live()
      .db.delete(authFlowStates)
      .where(
        and(
          eq(authFlowStates.userId, user!.id),
          eq(authFlowStates.authenticationMethod, 'recovery'),
        ),
      );
    const { status, location } = await openLink(live(), mail.link!);
    expect(status).toBe(303);
    expect(location!.searchParams.get('error_code')).toBe('flow_state_not_found');
    expect(fragmentOf(location!).get('error_code')).toBe('flow_state_not_found');
    const [after] = await live().db.select().from(authUsers).where(eq(authUsers.id, user!.id));
    expect(after!.recoveryToken).toBe(user!.recoveryToken);
  });

  it('answers POST /verify and GET /verify input mistakes with 400 validation_failed', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Verify requires a verification type'],
      [{ type: 'signup' }, 'Verify requires either a token or a token hash'],
      [
        { type: 'signup', token: '1', token_hash: 'x' },
        'Verify requires either a token or a token hash',
      ],
      [
        { type: 'signup', token_hash: 'x', email: 'a@b.co' },
        'Only the token_hash and type should be provided',
      ],
      [{ type: 'bogus', token_hash: 'x' }, 'Unsupported verification type'],
      [
        { type: 'signup', token: '123456' },
        'Only an email address or phone number should be provided on verify',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(live(), '/verify', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', message });
    }
    const unknown = await post(live(), '/verify', { type: 'signup', token_hash: 'nope' });
    expect(unknown).toMatchObject({ status: 403, body: { code: 'otp_expired' } });
    const noType = await fetch(`${live().authUrl}/verify?token=abc`, { redirect: 'manual' });
    expect(noType.status).toBe(400);
    const badJson = await fetch(`${live().authUrl}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(badJson.status).toBe(400);
  });
});
