import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authUsers, profiles } from '../../db/schema';
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

const REDIRECT = 'http://localhost:3000/auth/callback';

async function call(live: LiveAuthApp, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'x-supabase-api-version': '2024-01-01' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${live.authUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Signs a member up and follows the confirmation link; answers a signed-in client. */
async function signedInMember(live: LiveAuthApp) {
  const member = newMember('otp');
  const client = await createClient(live);
  await client.auth.signUp({
    email: member.email,
    password: member.password,
    options: { data: { username: member.username } },
  });
  const mail = await latestMail(live.db, member.email, 'signup');
  const { location } = await openLink(live, mail.link!);
  const exchanged = await client.auth.exchangeCodeForSession(location!.searchParams.get('code')!);
  expect(exchanged.error).toBeNull();
  return { member, ...client };
}

/** Follows a PKCE link and trades its code with the client that asked for it. */
async function exchangeLink(
  live: LiveAuthApp,
  client: Awaited<ReturnType<typeof createClient>>,
  link: string,
) {
  const { status, location } = await openLink(live, link);
  expect(status).toBe(303);
  const code = location!.searchParams.get('code');
  expect(code, location!.toString()).toBeTruthy();
  return client.auth.exchangeCodeForSession(code!);
}

describeEachDatabase('email links: magic link, resend, reauthenticate, email change', (ctx) => {
  const live = useLiveAuthApp(ctx);

  it('sends a magic link to a confirmed member and signs in through PKCE', async () => {
    const { member } = await signedInMember(live());
    const client = await createClient(live());
    const sent = await client.auth.signInWithOtp({
      email: member.email,
      options: { emailRedirectTo: REDIRECT, shouldCreateUser: false },
    });
    expect(sent.error).toBeNull();
    const mail = await latestMail(live().db, member.email);
    expect(mail.kind).toBe('magiclink');
    expect(mail.link).toContain('type=magiclink');
    const exchanged = await exchangeLink(live(), client, mail.link!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(member.email);
    expect(client.events).toContain('SIGNED_IN');
  });

  it('creates the account of an unknown address, confirmed by the link it mails', async () => {
    const member = newMember('magic');
    const client = await createClient(live());
    const sent = await client.auth.signInWithOtp({
      email: member.email,
      options: { emailRedirectTo: REDIRECT, data: { username: member.username } },
    });
    expect(sent.error).toBeNull();
    const mail = await latestMail(live().db, member.email);
    expect(mail.kind).toBe('signup');
    const code = codeOf(mail.textBody);
    const verified = await client.auth.verifyOtp({
      email: member.email,
      token: code,
      type: 'email',
    });
    expect(verified.error).toBeNull();
    const [user] = await live()
      .db.select()
      .from(authUsers)
      .where(eq(authUsers.email, member.email));
    expect(user!.emailConfirmedAt).not.toBeNull();
    expect(user!.encryptedPassword).toBeNull();
    const [profile] = await live().db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile!.username).toBe(member.username);
  });

  it('refuses /otp without sign-up (otp_disabled) and by phone', async () => {
    const client = await createClient(live());
    const refused = await client.auth.signInWithOtp({
      email: newMember().email,
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
    const phone = await call(live(), '/otp', { phone: '+15555550100' });
    expect(phone).toMatchObject({ status: 400, body: { code: 'phone_provider_disabled' } });
    const nothing = await call(live(), '/otp', {});
    expect(nothing).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });

  it('resends the confirmation 60 s apart, silently does nothing otherwise', async () => {
    const member = newMember('resend');
    const client = await createClient(live());
    await client.auth.signUp({ email: member.email, password: member.password });
    const first = await latestMail(live().db, member.email, 'signup');
    const tooSoon = await client.auth.resend({ type: 'signup', email: member.email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    advance(live(), 61);
    const resent = await client.auth.resend({ type: 'signup', email: member.email });
    expect(resent.error).toBeNull();
    const second = await latestMail(live().db, member.email, 'signup');
    expect(second.id).not.toBe(first.id);
    const stale = await openLink(live(), first.link!);
    expect(stale.location!.searchParams.get('error_code')).toBe('otp_expired');
    expect((await exchangeLink(live(), client, second.link!)).error).toBeNull();

    advance(live(), 61);
    const mails = await countMail(live().db, member.email);
    expect(await call(live(), '/resend', { type: 'signup', email: member.email })).toEqual({
      status: 200,
      body: {},
    });
    expect(await countMail(live().db, member.email)).toBe(mails);
    expect(await call(live(), '/resend', { type: 'signup', email: newMember().email })).toEqual({
      status: 200,
      body: {},
    });
    expect(await call(live(), '/resend', { type: 'recovery', email: member.email })).toMatchObject({
      status: 400,
      body: { message: 'Missing one of these types: signup, email_change, sms, phone_change' },
    });
    expect(await call(live(), '/resend', { type: 'signup' })).toMatchObject({
      status: 400,
      body: { message: 'Type provided requires an email address' },
    });
  });

  it('mails a reauthentication nonce that PUT /user checks once', async () => {
    const { member, auth } = await signedInMember(live());
    const { data } = await auth.getSession();
    const token = data.session!.access_token;
    expect(await call(live(), '/reauthenticate')).toMatchObject({
      status: 401,
      body: { code: 'no_authorization' },
    });
    expect((await auth.reauthenticate()).error).toBeNull();
    const nonce = codeOf((await latestMail(live().db, member.email, 'reauthentication')).textBody);
    const wrong = await auth.updateUser({
      password: 'Another-Castle-8',
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect((await auth.updateUser({ password: 'Another-Castle-8', nonce })).error).toBeNull();
    const reused = await auth.updateUser({ password: 'Third-Castle-9', nonce });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });

    const again = await call(live(), '/reauthenticate', undefined, token);
    expect(again).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } });
    await live()
      .db.update(authUsers)
      .set({ emailConfirmedAt: null })
      .where(eq(authUsers.email, member.email));
    expect(await call(live(), '/reauthenticate', undefined, token)).toMatchObject({
      status: 422,
      body: { code: 'email_not_confirmed', message: 'Please verify your email first.' },
    });
  });

  it('confirms an email change through the link sent to the new address', async () => {
    const { member } = await signedInMember(live());
    // auth-js drops the PKCE verifier when updateUser saves the session, so use the implicit flow.
    const { auth } = await createClient(live(), 'implicit');
    expect((await auth.signInWithPassword(member)).error).toBeNull();
    const next = newMember('moved').email;
    const asked = await auth.updateUser({ email: next }, { emailRedirectTo: REDIRECT });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.new_email).toBe(next);
    const mail = await latestMail(live().db, next, 'email_change');
    const { status, location } = await openLink(live(), mail.link!);
    expect(status).toBe(303);
    expect(fragmentOf(location!).get('type')).toBe('email_change');
    expect(fragmentOf(location!).get('access_token')).toBeTruthy();
    const [user] = await live().db.select().from(authUsers).where(eq(authUsers.email, next));
    expect(user!.emailChange).toBeNull();
    expect(user!.emailChangeToken).toBeNull();
    const moved = await auth.signInWithPassword({ email: next, password: member.password });
    expect(moved.error).toBeNull();
  });
});
