import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/build-test-app';
import {
  createAuthClient,
  rawFetch,
  relaxedIpLimits,
  uniqueMember,
  useAuthServer,
  type TestAuthClient,
} from '../../../test/auth-test-client';

const withAnonymousSignIns = (isAnonymousSignInEnabled: boolean) => {
  const relaxed = relaxedIpLimits();
  return { ...relaxed, auth: { ...relaxed.auth!, isAnonymousSignInEnabled } };
};

async function accessToken(client: TestAuthClient) {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

/**
 * Anonymous sign-ins (auth-js's `signInAnonymously`, GoTrue's `is_anonymous` rules): off by
 * default; when on, a member without an address who reads as a member, publishes nothing on
 * `/api` (403 `email_required`), may not add factors or passkeys, and becomes an ordinary
 * member by adding an email.
 */
describeEachDatabase('anonymous sign-ins (AUTH_ANONYMOUS_ENABLED)', (ctx) => {
  const server = useAuthServer(ctx, withAnonymousSignIns(true));

  const api = async (client: TestAuthClient, method: 'GET' | 'POST', url: string, body?: object) =>
    server().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await accessToken(client)}` },
      ...(body ? { payload: body } : {}),
    });

  it('signs in a member without an address who reads but cannot publish', async () => {
    const client = await createAuthClient(server());
    const { data, error } = await client.auth.signInAnonymously({
      options: { data: { first_name: 'Ana' } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      is_anonymous: true,
      email: '',
      app_metadata: {},
      user_metadata: { first_name: 'Ana' },
      identities: [],
    });
    const { data: claims } = await client.auth.getClaims();
    expect(claims!.claims).toMatchObject({ is_anonymous: true, aal: 'aal1' });
    expect(claims!.claims.amr?.[0]).toMatchObject({ method: 'anonymous' });

    const profile = await api(client, 'GET', '/api/profiles/me');
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ username: expect.stringMatching(/^fan_[0-9a-f]{10}$/) });
    const post = await api(client, 'POST', '/api/posts', { body: 'Hello from the castle' });
    expect([post.statusCode, post.json().error.code]).toEqual([403, 'email_required']);

    // GoTrue's requireNotAnonymous: no second factor, no passkey.
    const token = await accessToken(client);
    for (const path of ['/factors', '/passkeys/registration/options']) {
      const res = await rawFetch(server(), path, { body: { factor_type: 'totp' }, token });
      expect([path, res.status, (res.body as { code: string }).code]).toEqual([
        path,
        403,
        'no_authorization',
      ]);
    }
    const password = await client.auth.updateUser({ password: 'Castle-Dreams-42' });
    expect(password.error).toMatchObject({
      status: 422,
      message: 'Updating password of an anonymous user without an email or phone is not allowed',
    });
  });

  it('becomes an ordinary member by adding an email (and may then publish)', async () => {
    const client = await createAuthClient(server());
    await client.auth.signInAnonymously();
    const { email, password } = uniqueMember('anon');
    const linked = await client.auth.updateUser({ email, password });
    expect(linked.error).toBeNull();
    expect(linked.data.user).toMatchObject({
      is_anonymous: false,
      email,
      app_metadata: { provider: 'email', providers: ['email'] },
      identities: [expect.objectContaining({ provider: 'email', email })],
    });
    expect(linked.data.user!.email_confirmed_at).toBeTruthy();

    const post = await api(client, 'POST', '/api/posts', { body: 'Now I can post' });
    expect(post.statusCode, post.body).toBe(201);
    const { data: refreshed } = await client.auth.refreshSession();
    expect((await client.auth.getClaims()).data!.claims.is_anonymous).toBe(false);
    expect(refreshed.session).not.toBeNull();

    // The address and password now sign in like any member's.
    const again = await createAuthClient(server());
    expect((await again.auth.signInWithPassword({ email, password })).error).toBeNull();
  });
});

describeEachDatabase('anonymous sign-ins switched off (the default)', (ctx) => {
  const server = useAuthServer(ctx, withAnonymousSignIns(false));

  it("answers GoTrue's refusal", async () => {
    const client = await createAuthClient(server());
    const { data, error } = await client.auth.signInAnonymously();
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    expect(error?.message).toContain('Anonymous sign-ins are disabled');
  });
});
