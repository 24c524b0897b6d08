import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppConfig } from '../../../config';
import { authIdentities, profiles } from '../../../db/schema';
import { describeEachDatabase, testConfig } from '../../../test/build-test-app';
import {
  createAuthClient,
  rawFetch,
  relaxedIpLimits,
  uniqueMember,
  useAuthServer,
  type AuthServer,
} from '../../../test/auth-test-client';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  startFakeOAuthProvider,
  type FakeAccount,
  type FakeOAuthProvider,
} from '../../../test/fake-oauth-provider';

const SITE = 'http://localhost:3000';

/**
 * OAuth sign-in with providers switched on by configuration, against a real HTTP provider
 * double (GitHub's code exchange and user API, Google's ID-token keys), through the official
 * auth-js client: PKCE and implicit flows, account linking by verified email, manual linking
 * and unlinking, the id_token grant, and every refusal redirected with GoTrue's parameters.
 */
describeEachDatabase('auth: OAuth providers', (ctx) => {
  let provider: FakeOAuthProvider;
  const overrides: Partial<AppConfig> = relaxedIpLimits();
  beforeAll(async () => {
    provider = await startFakeOAuthProvider();
    const base = testConfig(overrides);
    const client = { clientId: FAKE_CLIENT_ID, secret: FAKE_CLIENT_SECRET, url: provider.url };
    overrides.auth = {
      ...base.auth,
      isManualLinkingEnabled: true,
      oauthProviders: {
        github: { ...client, redirectUri: `${SITE}/auth/v1/callback` },
        google: { ...client, redirectUri: `${SITE}/auth/v1/callback` },
      },
    };
  });
  afterAll(() => provider.close());
  const server = useAuthServer(ctx, overrides);

  let accountSequence = 1000;
  function account(overrides: Partial<FakeAccount> = {}): FakeAccount {
    accountSequence += 1;
    const member = uniqueMember('oauth');
    return {
      id: String(accountSequence + Math.floor(Math.random() * 1e6)),
      login: member.username,
      name: 'Ariel Triton',
      email: member.email,
      isEmailVerified: true,
      ...overrides,
    };
  }

  /** Follows `/authorize` to the provider and returns what it was asked for. */
  async function authorize(url: string) {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    return { location, state: location.searchParams.get('state')! };
  }

  /** Plays the provider sending the browser back; returns where the service sends it next. */
  async function callback(srv: AuthServer, query: Record<string, string>) {
    const res = await fetch(`${srv.authUrl}/callback?${new URLSearchParams(query)}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location')!);
  }

  it('lists the enabled providers in /settings', async () => {
    const res = await rawFetch(server(), '/settings');
    expect(res.body).toMatchObject({ external: { github: true, google: true, discord: false } });
  });

  it('signs a new member in with GitHub through the PKCE flow', async () => {
    const client = await createAuthClient(server(), 'pkce');
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: `${SITE}/auth/callback?next=/feed`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const { location, state } = await authorize(data.url!);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/login/oauth/authorize`);
    expect(location.searchParams.get('client_id')).toBe(FAKE_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/auth/v1/callback`);
    expect(location.searchParams.get('scope')).toBe('user:email');

    const person = account();
    const back = await callback(server(), { code: provider.issueCode(person), state });
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/auth/callback`);
    expect(back.searchParams.get('next')).toBe('/feed');
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();
    expect(provider.tokenRequests.at(-1)?.get('redirect_uri')).toBe(`${SITE}/auth/v1/callback`);

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    const user = exchanged.data.user!;
    expect(user.email).toBe(person.email);
    expect(user.app_metadata).toMatchObject({ provider: 'github', providers: ['github'] });
    expect(user.identities?.map((i) => [i.provider, i.id])).toEqual([['github', person.id]]);
    expect(user.user_metadata).toMatchObject({
      user_name: person.login,
      full_name: 'Ariel Triton',
    });
    expect(exchanged.data.session?.user.email_confirmed_at).toBeTruthy();

    const [profile] = await ctx().db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ firstName: 'Ariel', lastName: 'Triton' });

    // The code is single use.
    const again = await client.auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it('answers the implicit flow with the session in the fragment', async () => {
    const client = await createAuthClient(server(), 'implicit');
    const { data } = await client.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: `${SITE}/`, skipBrowserRedirect: true },
    });
    const { state } = await authorize(data.url!);
    const person = account();
    const back = await callback(server(), { code: provider.issueCode(person), state });
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('provider_token')).toMatch(/^gho_/);
    const { data: signedIn } = await client.auth.getUser(fragment.get('access_token')!);
    expect(signedIn.user?.email).toBe(person.email);
    const refreshed = await client.auth.refreshSession({
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(refreshed.error).toBeNull();
  });

  it('links a provider account to the member who owns its verified email', async () => {
    const member = uniqueMember('linked');
    const emailClient = await createAuthClient(server());
    const signUp = await emailClient.auth.signUp({
      email: member.email,
      password: member.password,
    });
    const userId = signUp.data.user!.id;

    const client = await createAuthClient(server());
    const { data } = await client.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: `${SITE}/auth/callback`, skipBrowserRedirect: true },
    });
    const { state } = await authorize(data.url!);
    const person = account({ email: member.email.toUpperCase() });
    const back = await callback(server(), { code: provider.issueCode(person), state });
    const session = await client.auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(session.data.user?.id).toBe(userId);
    expect(session.data.user?.app_metadata.providers).toEqual(['email', 'github']);
    // The password still works: the address was already confirmed by its owner.
    const password = await emailClient.auth.signInWithPassword(member);
    expect(password.error).toBeNull();
  });

  it('refuses an unverified provider email, a denial and a forged state, with GoTrue redirects', async () => {
    const client = await createAuthClient(server());
    const start = () =>
      client.auth
        .signInWithOAuth({
          provider: 'github',
          options: { redirectTo: `${SITE}/auth/callback`, skipBrowserRedirect: true },
        })
        .then(({ data }) => authorize(data.url!));

    const unverified = account({ isEmailVerified: false });
    const first = await start();
    const refused = await callback(server(), {
      code: provider.issueCode(unverified),
      state: first.state,
    });
    expect(refused.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(refused.searchParams.get('code')).toBeNull();

    const second = await start();
    const denied = await callback(server(), {
      error: 'access_denied',
      error_description: 'The user has denied your application access.',
      state: second.state,
    });
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('error_description')).toBe(
      'The user has denied your application access.',
    );

    const third = await start();
    const badCode = await callback(server(), { code: 'not-a-code', state: third.state });
    expect(badCode.searchParams.get('error_code')).toBe('bad_oauth_callback');

    const forged = await callback(server(), { code: 'x', state: `${third.state}x` });
    expect(`${forged.origin}${forged.pathname}`).toBe(
      `${new URL(server().config.siteUrl).origin}/`,
    );
    expect(new URLSearchParams(forged.hash.slice(1)).get('error_code')).toBe('bad_oauth_state');
  });

  it('refuses providers that are not switched on', async () => {
    const res = await rawFetch(server(), '/authorize?provider=discord');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'validation_failed' });
    const unknown = await rawFetch(server(), '/authorize?provider=myspace');
    expect(unknown.status).toBe(400);
  });

  it('links and unlinks an identity for a signed-in member', async () => {
    const member = uniqueMember('manual');
    const client = await createAuthClient(server());
    await client.auth.signUp({ email: member.email, password: member.password });

    const { data, error } = await client.auth.linkIdentity({
      provider: 'github',
      options: { redirectTo: `${SITE}/profile`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    // auth-js asked /user/identities/authorize for the provider's URL: it is already there.
    const location = new URL(data.url!);
    expect(location.origin).toBe(provider.url);
    const state = location.searchParams.get('state')!;
    const person = account({ email: 'a.different.address@example.com' });
    const back = await callback(server(), { code: provider.issueCode(person), state });
    await client.auth.exchangeCodeForSession(back.searchParams.get('code')!);

    const { data: identities } = await client.auth.getUserIdentities();
    const github = identities!.identities.find((i) => i.provider === 'github')!;
    expect(github.identity_data?.email).toBe('a.different.address@example.com');

    // With two identities, an id that is not one of them is 422 identity_not_found (GoTrue),
    // also when it is another member's.
    const unknown = await client.auth.unlinkIdentity({ ...github, identity_id: randomUUID() });
    expect(unknown.error).toMatchObject({ status: 422, code: 'identity_not_found' });
    expect(unknown.error?.message).toBe("Identity doesn't exist");
    const stranger = await createAuthClient(server());
    const other = uniqueMember('stranger');
    const { data: strangerData } = await stranger.auth.signUp({
      email: other.email,
      password: other.password,
    });
    const strangersIdentity = strangerData.user!.identities![0]!;
    const foreign = await client.auth.unlinkIdentity(strangersIdentity);
    expect(foreign.error).toMatchObject({ status: 422, code: 'identity_not_found' });

    const unlinked = await client.auth.unlinkIdentity(github);
    expect(unlinked.error).toBeNull();
    const rows = await ctx()
      .db.select()
      .from(authIdentities)
      .where(eq(authIdentities.providerId, person.id));
    expect(rows).toHaveLength(0);

    const { data: left } = await client.auth.getUserIdentities();
    const last = await client.auth.unlinkIdentity(left!.identities[0]!);
    expect(last.error).toMatchObject({ status: 422, code: 'single_identity_not_deletable' });
  });

  it('signs in with a Google ID token and checks audience and nonce', async () => {
    const client = await createAuthClient(server());
    const person = account();
    const nonce = 'castle-nonce-123';
    const claims = {
      sub: `google-${person.id}`,
      email: person.email,
      email_verified: true,
      name: 'Belle Bookworm',
      nonce: createHash('sha256').update(nonce).digest('hex'),
    };
    const { data, error } = await client.auth.signInWithIdToken({
      provider: 'google',
      token: await provider.signIdToken(claims),
      nonce,
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata.provider).toBe('google');

    const wrongAudience = await client.auth.signInWithIdToken({
      provider: 'google',
      token: await provider.signIdToken({ ...claims, aud: 'someone-else' }),
      nonce,
    });
    expect(wrongAudience.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const wrongNonce = await client.auth.signInWithIdToken({
      provider: 'google',
      token: await provider.signIdToken(claims),
      nonce: 'another',
    });
    expect(wrongNonce.error?.message).toBe('Nonces mismatch');

    const disabled = await client.auth.signInWithIdToken({ provider: 'apple', token: 'x.y.z' });
    expect(disabled.error).toMatchObject({ status: 400, code: 'provider_disabled' });
    expect(disabled.error?.message).toBe(
      'Provider (issuer "https://appleid.apple.com") is not enabled',
    );
  });
});
