import { isAuthWeakPasswordError, type UserIdentity } from '@supabase/auth-js';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MISSING_CREDENTIALS_MESSAGE } from '../../../../common/features/auth/auth-messages';
import { usernameMessages } from '../../../../common/features/auth/username-rules';
import { authIdentities, authUsers, profiles } from '../../../db/schema';
import { describeEachDatabase } from '../../../test/build-test-app';
import {
  createAuthClient,
  rawFetch,
  signUpRaw,
  uniqueMember,
  useAuthServer,
  type RawAnswer,
} from '../../../test/auth-test-client';

/**
 * Sign-up rules (spec §5, reference §7 POST /signup) and the features this server answers as
 * switched off (OIDC, SAML, OAuth providers, identity linking), through the real auth-js client.
 */
describeEachDatabase('auth-js conformance: sign-up rules and disabled features', (ctx) => {
  const server = useAuthServer(ctx);

  async function signUp(email: string, password: string, username: string) {
    const client = await createAuthClient(server());
    return client.auth.signUp({
      email,
      password,
      options: { data: { first_name: 'Minnie', last_name: 'Mouse', username } },
    });
  }

  /** Rows any attempt could have left: the user, its identity, its profile. */
  async function leftovers(email: string, username: string) {
    const { db } = ctx();
    const users = await db
      .select()
      .from(authUsers)
      .where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`);
    const identities = await db
      .select()
      .from(authIdentities)
      .where(sql`lower(${authIdentities.email}) = ${email.toLowerCase()}`);
    const profileRows = await db
      .select()
      .from(profiles)
      .where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`);
    return { users: users.length, identities: identities.length, profiles: profileRows.length };
  }

  function expectError(answer: RawAnswer, status: number, code: string) {
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code, error_code: code, msg: expect.any(String) });
    expect(answer.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  }

  it.each([
    ['a reserved name', 'admin', usernameMessages.reserved],
    ['a reserved name in capitals', 'Moderator', usernameMessages.reserved],
    ['a name that is too short', 'ab', usernameMessages.length],
    ['a name that is too long', 'a'.repeat(31), usernameMessages.length],
    ['bad characters', 'mickey mouse!', usernameMessages.characters],
    ['spaces around the name', '  Mickey_x  ', usernameMessages.characters],
  ])('refuses %s with 422 and leaves nothing behind', async (_label, username, message) => {
    const member = uniqueMember();
    const { data, error } = await signUp(member.email, member.password, username);
    expect(error).toMatchObject({ status: 422, message });
    expect(error?.code).toEqual(expect.any(String));
    expect(data.session).toBeNull();
    expect(await leftovers(member.email, username)).toEqual({
      users: 0,
      identities: 0,
      profiles: 0,
    });
  });

  it('refuses a username that is not text', async () => {
    const member = uniqueMember();
    const client = await createAuthClient(server());
    const { error } = await client.auth.signUp({
      email: member.email,
      password: member.password,
      options: { data: { username: 12345 } },
    });
    expect(error).toMatchObject({ status: 422, message: 'Username must be text' });
    expect(await leftovers(member.email, '12345')).toEqual({
      users: 0,
      identities: 0,
      profiles: 0,
    });
  });

  it('refuses a username taken in another case, in one transaction', async () => {
    const first = uniqueMember();
    const taken = `Tink_${first.username.slice(-8)}`;
    expect((await signUp(first.email, first.password, taken)).error).toBeNull();

    const second = uniqueMember();
    const { error } = await signUp(second.email, second.password, taken.toLowerCase());
    expect(error).toMatchObject({ status: 422, message: usernameMessages.taken });
    expect(await leftovers(second.email, 'none')).toEqual({
      users: 0,
      identities: 0,
      profiles: 0,
    });
    // The address is still free: the same person can join with another name.
    expect((await signUp(second.email, second.password, second.username)).error).toBeNull();
    expect(await leftovers(second.email, second.username)).toEqual({
      users: 1,
      identities: 1,
      profiles: 1,
    });
  });

  it('refuses a weak password with AuthWeakPasswordError and reasons ["length"]', async () => {
    const member = uniqueMember();
    const { error } = await signUp(member.email, 'short', member.username);
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(await leftovers(member.email, member.username)).toEqual({
      users: 0,
      identities: 0,
      profiles: 0,
    });

    const raw = await rawFetch(server(), '/signup', {
      body: { email: member.email, password: 'short' },
    });
    expectError(raw, 422, 'weak_password');
    expect(raw.body).toMatchObject({ weak_password: { reasons: ['length'] } });
  });

  it('refuses an address already registered, in any case, with user_already_exists', async () => {
    const { member } = await signUpRaw(server());
    const again = await signUp(member.email, member.password, uniqueMember().username);
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    const upper = await signUp(member.email.toUpperCase(), 'Other-Pass-123', 'someone_else_1');
    expect(upper.error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  it('needs an email or a phone number (spec §5)', async () => {
    const client = await createAuthClient(server());
    const local = await client.auth.signUp({ password: 'Castle-Dreams-42' } as never);
    expect(local.error?.message).toBe(MISSING_CREDENTIALS_MESSAGE);

    const viaServer = await client.auth.signUp({ email: '', password: 'Castle-Dreams-42' });
    expect(viaServer.error?.message).toBe(MISSING_CREDENTIALS_MESSAGE);
    expect(viaServer.error?.status).toBeGreaterThanOrEqual(400);
    expect(viaServer.error?.status).toBeLessThan(500);

    const raw = await rawFetch(server(), '/signup', { body: { password: 'Castle-Dreams-42' } });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
    expect(raw.body).toMatchObject({ msg: MISSING_CREDENTIALS_MESSAGE });
  });

  it('GET /settings describes an email-only server with passkeys', async () => {
    const res = await rawFetch(server(), '/settings');
    expect(res.status).toBe(200);
    const external = Object.fromEntries(
      [
        'anonymous_users',
        'apple',
        'azure',
        'bitbucket',
        'discord',
        'facebook',
        'snapchat',
        'figma',
        'fly',
        'github',
        'gitlab',
        'google',
        'keycloak',
        'kakao',
        'linkedin',
        'linkedin_oidc',
        'notion',
        'spotify',
        'slack',
        'slack_oidc',
        'workos',
        'twitch',
        'twitter',
        'zoom',
        'phone',
      ].map((name) => [name, false]),
    );
    expect(res.body).toEqual({
      external: { ...external, email: true },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: true,
      oauth_server_enabled: false,
    });
  });

  it('GET /health names the service', async () => {
    const res = await rawFetch(server(), '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      version: expect.any(String),
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    });
  });

  it('answers the id_token grant with provider_disabled', async () => {
    const client = await createAuthClient(server());
    const { error } = await client.auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' });
    expect(error).toMatchObject({ status: 400, code: 'provider_disabled' });
    const raw = await rawFetch(server(), '/token?grant_type=id_token', {
      body: { provider: 'google', id_token: 'x.y.z' },
    });
    expectError(raw, 400, 'provider_disabled');
  });

  it('answers the web3 grant with web3_provider_disabled', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=web3',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      payload: { chain: 'ethereum', message: 'hi', signature: '0x00' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'web3_provider_disabled',
      msg: 'Web3 provider is disabled',
    });
  });

  it('answers SSO with 404 saml_provider_disabled', async () => {
    const client = await createAuthClient(server());
    const { error } = await client.auth.signInWithSSO({ domain: 'example.com' });
    expect(error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });
    expectError(await rawFetch(server(), '/sso', { body: {} }), 404, 'saml_provider_disabled');
  });

  it('answers /authorize for an OAuth provider with 400 validation_failed', async () => {
    const res = await rawFetch(server(), '/authorize?provider=github&redirect_to=http://x.test');
    expectError(res, 400, 'validation_failed');
    expect((res.body as { msg: string }).msg).toContain('Unsupported provider');
  });

  it('refuses identity linking and unlinking', async () => {
    const member = uniqueMember();
    const client = await createAuthClient(server());
    const { data } = await client.auth.signUp({ email: member.email, password: member.password });
    const identity = data.user!.identities![0]!;

    const link = await client.auth.linkIdentity({ provider: 'github' });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });

    // GoTrue checks manual linking before the id (identity.go, api.go).
    const notUuid = await client.auth.unlinkIdentity({
      ...identity,
      identity_id: 'not-a-uuid',
    } as UserIdentity);
    expect(notUuid.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });

    const token = data.session!.access_token;
    const raw = await rawFetch(server(), '/user/identities/not-a-uuid', {
      method: 'DELETE',
      token,
    });
    expectError(raw, 404, 'manual_linking_disabled');

    // The only identity stays.
    const real = await client.auth.unlinkIdentity(identity);
    expect(real.error?.status).toBeGreaterThanOrEqual(400);
    const rows = await ctx()
      .db.select()
      .from(authIdentities)
      .where(eq(authIdentities.userId, data.user!.id));
    expect(rows).toHaveLength(1);
  });
});
