import { isAuthSessionMissingError, type Session } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { expect, it } from 'vitest';
import { profiles } from '../../../db/schema';
import { describeEachDatabase } from '../../../test/build-test-app';
import {
  createAuthClient,
  rawFetch,
  uniqueMember,
  useAuthServer,
  type AuthServer,
  type TestAuthClient,
} from '../../../test/auth-test-client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The official auth-js GoTrueClient against our `/auth/v1` over real HTTP: the session
 * lifecycle of reference §3–§5 and §7 (sign-up, sign-in, refresh, user updates, sign-out).
 */
describeEachDatabase('auth-js conformance: session lifecycle', (ctx) => {
  const server = useAuthServer(ctx);

  async function signedUpClient(member = uniqueMember()) {
    const client = await createAuthClient(server());
    const { data, error } = await client.auth.signUp({
      email: member.email,
      password: member.password,
      options: { data: { first_name: 'Mickey', last_name: 'Mouse', username: member.username } },
    });
    expect(error).toBeNull();
    return { client, member, session: data.session!, user: data.user! };
  }

  async function signedInClient(email: string, password: string): Promise<TestAuthClient> {
    const client = await createAuthClient(server());
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return client;
  }

  async function currentSession(client: TestAuthClient): Promise<Session | null> {
    return (await client.auth.getSession()).data.session;
  }

  /** The server's answer to GET /user with a client's (possibly ended) access token. */
  async function serverUser(srv: AuthServer, accessToken: string) {
    return rawFetch(srv, '/user', { token: accessToken });
  }

  it('signUp returns a session, the metadata, an email identity and a profile row', async () => {
    const { client, member, session, user } = await signedUpClient();
    expect(session.access_token).toBeTruthy();
    expect(session.refresh_token).toBeTruthy();
    expect(user.email).toBe(member.email);
    expect(user.user_metadata).toMatchObject({
      first_name: 'Mickey',
      last_name: 'Mouse',
      username: member.username,
    });
    expect(user.identities?.[0]).toMatchObject({ provider: 'email', user_id: user.id });
    expect(user.identities?.[0]?.identity_id).toMatch(UUID);
    expect(user.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
    expect(client.events).toContain('SIGNED_IN');
    expect((await currentSession(client))?.user.id).toBe(user.id);

    const rows = await ctx().db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.username).toBe(member.username);
  });

  it('signInWithPassword emits SIGNED_IN and getUser returns the same user', async () => {
    const { member, user } = await signedUpClient();
    const client = await createAuthClient(server());
    const { data, error } = await client.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
    expect(client.events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);

    const fetched = await client.auth.getUser();
    expect(fetched.error).toBeNull();
    expect(fetched.data.user).toMatchObject({ id: user.id, email: member.email });
    expect(fetched.data.user?.last_sign_in_at).toBeTruthy();
  });

  it('refreshSession emits TOKEN_REFRESHED with a new refresh token that works', async () => {
    const { client, session } = await signedUpClient();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(client.events.at(-1)).toBe('TOKEN_REFRESHED');
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect((await currentSession(client))?.refresh_token).toBe(data.session?.refresh_token);
    expect((await client.auth.getUser()).error).toBeNull();

    const again = await client.auth.refreshSession();
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).not.toBe(data.session?.refresh_token);
  });

  it('updateUser({data}) emits USER_UPDATED and merges metadata; null deletes a key', async () => {
    const { client } = await signedUpClient();
    const added = await client.auth.updateUser({ data: { favorite_park: 'Epcot' } });
    expect(added.error).toBeNull();
    expect(client.events.at(-1)).toBe('USER_UPDATED');
    expect(added.data.user?.user_metadata).toMatchObject({
      first_name: 'Mickey',
      last_name: 'Mouse',
      favorite_park: 'Epcot',
    });

    const removed = await client.auth.updateUser({ data: { last_name: null } });
    expect(removed.error).toBeNull();
    const metadata = removed.data.user?.user_metadata ?? {};
    expect(metadata).not.toHaveProperty('last_name');
    expect(metadata).toMatchObject({ first_name: 'Mickey', favorite_park: 'Epcot' });

    // Stored on the server and in the client's saved session.
    const fetched = await client.auth.getUser();
    expect(fetched.data.user?.user_metadata).toEqual(metadata);
    expect((await currentSession(client))?.user.user_metadata).toEqual(metadata);
  });

  it('updateUser({password}) ends the other sessions and the new password works', async () => {
    const { client, member } = await signedUpClient();
    const other = await signedInClient(member.email, member.password);
    const newPassword = 'Brand-New-Castle-7';

    const updated = await client.auth.updateUser({ password: newPassword });
    expect(updated.error).toBeNull();
    expect(client.events.at(-1)).toBe('USER_UPDATED');
    expect((await client.auth.getUser()).error).toBeNull();

    // The other device: its session is gone on the server, so auth-js signs it out locally.
    const otherUser = await other.auth.getUser();
    expect(isAuthSessionMissingError(otherUser.error)).toBe(true);
    expect(otherUser.data.user).toBeNull();
    expect(other.events.at(-1)).toBe('SIGNED_OUT');
    expect(await currentSession(other)).toBeNull();

    const third = await createAuthClient(server());
    const old = await third.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const fresh = await third.auth.signInWithPassword({
      email: member.email,
      password: newPassword,
    });
    expect(fresh.error).toBeNull();
  }, 60_000);

  it("signOut({scope:'local'}) ends only this session", async () => {
    const { client, member } = await signedUpClient();
    const other = await signedInClient(member.email, member.password);
    const token = (await currentSession(client))!.access_token;

    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(client.events.at(-1)).toBe('SIGNED_OUT');
    expect(await currentSession(client)).toBeNull();
    const ended = await serverUser(server(), token);
    expect(ended.status).toBe(403);
    expect(ended.body).toMatchObject({ code: 'session_not_found' });

    expect((await other.auth.getUser()).error).toBeNull();
  });

  it("signOut({scope:'others'}) ends every other session and keeps this one", async () => {
    const { client, member } = await signedUpClient();
    const second = await signedInClient(member.email, member.password);
    const third = await signedInClient(member.email, member.password);

    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(client.events.at(-1)).not.toBe('SIGNED_OUT');
    expect(await currentSession(client)).not.toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();

    for (const ended of [second, third]) {
      const answer = await ended.auth.getUser();
      expect(isAuthSessionMissingError(answer.error)).toBe(true);
      expect(await currentSession(ended)).toBeNull();
    }
  });

  it("signOut({scope:'global'}) ends every session of the user", async () => {
    const { client, member } = await signedUpClient();
    const second = await signedInClient(member.email, member.password);
    const sessions = [(await currentSession(client))!, (await currentSession(second))!];

    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(client.events.at(-1)).toBe('SIGNED_OUT');
    expect(await currentSession(client)).toBeNull();
    expect((await serverUser(server(), sessions[0]!.access_token)).status).toBe(403);
    expect(isAuthSessionMissingError((await second.auth.getUser()).error)).toBe(true);

    // Neither session can be refreshed any more.
    for (const { refresh_token } of sessions) {
      const refreshed = await rawFetch(server(), '/token?grant_type=refresh_token', {
        body: { refresh_token },
      });
      expect(refreshed.status).toBe(400);
      expect(refreshed.body).toMatchObject({ code: expect.stringMatching(/not_found$/) });
    }
  });

  it.each([
    ['without a content type', {}],
    // auth-js sends this: JSON content type, no body (reference §1, §7 POST /logout).
    ['with a JSON content type and no body', { 'content-type': 'application/json;charset=UTF-8' }],
  ])('POST /logout %s answers 204 with an empty body', async (_label, headers) => {
    const { session } = await signedUpClient();
    const res = await fetch(`${server().authUrl}/logout?scope=local`, {
      method: 'POST',
      headers: {
        ...headers,
        authorization: `Bearer ${session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await serverUser(server(), session.access_token)).status).toBe(403);
  });

  it('issues GoTrue access tokens and session fields (reference §3, §4)', async () => {
    const { member, user } = await signedUpClient();
    const client = await createAuthClient(server());
    const { data } = await client.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);

    expect(session.access_token).not.toContain('=');
    // Signed with the ES256 key that the JWKS publishes (issue 30), named by its kid.
    expect(decodeProtectedHeader(session.access_token)).toEqual({
      alg: 'ES256',
      typ: 'JWT',
      kid: expect.any(String),
    });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${server().config.siteUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: member.email,
      phone: '',
      is_anonymous: false,
    });
    expect(claims.session_id).toMatch(UUID);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
    expect(Math.abs(claims.iat! - Math.floor(server().clock.now().getTime() / 1000))).toBeLessThan(
      5,
    );

    // A refresh keeps the session and its amr, and adds no entry.
    const refreshed = (await client.auth.refreshSession()).data.session!;
    const next = decodeJwt(refreshed.access_token);
    expect(next.session_id).toBe(claims.session_id);
    expect(next.amr).toEqual(claims.amr);
    expect(next.exp! - next.iat!).toBe(3600);
  });

  it('answers successes with JSON and the API version header', async () => {
    const member = uniqueMember();
    const res = await rawFetch(server(), '/signup', {
      body: { email: member.email, password: member.password, data: { username: member.username } },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: member.email, aud: 'authenticated', role: 'authenticated' },
    });
  });
});
