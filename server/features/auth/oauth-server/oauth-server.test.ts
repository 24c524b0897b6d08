import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { expect, it } from 'vitest';
import type { AppConfig } from '../../../config';
import { createAdminClient, serviceRoleToken } from '../../../test/auth-admin-support';
import {
  createAuthClient,
  rawFetch,
  relaxedIpLimits,
  uniqueMember,
  useAuthServer,
  type AuthServer,
  type TestAuthClient,
} from '../../../test/auth-test-client';
import { describeEachDatabase } from '../../../test/build-test-app';

const CALLBACK = 'https://trip-tool.example/callback';

function withOauthServer(changes: Partial<AppConfig['auth']['oauthServer']>): Partial<AppConfig> {
  const relaxed = relaxedIpLimits();
  const auth = relaxed.auth!;
  return { ...relaxed, auth: { ...auth, oauthServer: { ...auth.oauthServer, ...changes } } };
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function signedInMember(server: AuthServer): Promise<TestAuthClient> {
  const client = await createAuthClient(server);
  const member = uniqueMember('app');
  const { error } = await client.auth.signUp({ email: member.email, password: member.password });
  expect(error).toBeNull();
  return client;
}

/** `GET /oauth/authorize` as the app's link would open it: where the browser is sent. */
async function authorize(server: AuthServer, params: Record<string, string>) {
  const res = await fetch(`${server.authUrl}/oauth/authorize?${new URLSearchParams(params)}`, {
    redirect: 'manual',
  });
  return {
    status: res.status,
    location: res.headers.get('location') ?? '',
    body: await res.text(),
  };
}

/** `POST /oauth/token`, form-encoded with HTTP Basic as a confidential app sends it. */
async function tokenRequest(
  server: AuthServer,
  client: { client_id: string; client_secret?: string },
  fields: Record<string, string>,
) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (client.client_secret) {
    const basic = Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64');
    headers.authorization = `Basic ${basic}`;
  }
  const res = await fetch(`${server.authUrl}/oauth/token`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(
      client.client_secret ? fields : { ...fields, client_id: client.client_id },
    ),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

/**
 * GoTrue's OAuth 2.1 server ("Sign in with Magic Community"), driven by auth-js's own
 * `admin.oauth` and `auth.oauth` calls as the web app's consent screen makes them, and by plain
 * HTTP as a third-party app speaks it.
 */
describeEachDatabase('OAuth 2.1 server', (ctx) => {
  const server = useAuthServer(
    ctx,
    withOauthServer({ isEnabled: true, isDynamicRegistrationAllowed: true }),
  );
  const admin = async () => createAdminClient(server(), await serviceRoleToken());

  async function registerApp(extra: object = {}) {
    const { data, error } = await (
      await admin()
    ).oauth.createClient({
      client_name: 'Park Day Planner',
      redirect_uris: [CALLBACK],
      ...extra,
    });
    expect(error).toBeNull();
    return data!;
  }

  it('lets admins register, read, change, list, re-key and remove apps (auth-js admin.oauth)', async () => {
    const api = (await admin()).oauth;
    const created = await registerApp({ logo_uri: 'https://trip-tool.example/logo.png' });
    expect(created).toMatchObject({
      client_type: 'confidential',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      registration_type: 'manual',
      redirect_uris: [CALLBACK],
    });
    expect(created.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const read = await api.getClient(created.client_id);
    expect(read.data).toMatchObject({
      client_id: created.client_id,
      client_name: 'Park Day Planner',
    });
    expect(read.data).not.toHaveProperty('client_secret');

    const changed = await api.updateClient(created.client_id, {
      client_name: 'Park Day Planner 2',
    });
    expect(changed.data).toMatchObject({
      client_name: 'Park Day Planner 2',
      logo_uri: 'https://trip-tool.example/logo.png',
    });

    const rekeyed = await api.regenerateClientSecret(created.client_id);
    expect(rekeyed.data!.client_secret).toBeTruthy();
    expect(rekeyed.data!.client_secret).not.toBe(created.client_secret);

    const pageOne = await api.listClients({ page: 1, perPage: 1 });
    expect(pageOne.error).toBeNull();
    expect(pageOne.data.clients).toHaveLength(1);
    expect((pageOne.data as { total?: number }).total).toBeGreaterThanOrEqual(1);

    const invalid = await api.createClient({ client_name: 'No address', redirect_uris: [] });
    expect(invalid.error?.message).toBe('redirect_uris is required');
    const plainHttp = await api.createClient({
      client_name: 'x',
      redirect_uris: ['http://evil.example/cb'],
    });
    expect(plainHttp.error?.message).toContain('HTTP scheme only allowed for localhost');
    const publicApp = await api.createClient({
      client_name: 'Phone app',
      redirect_uris: ['com.example.trips://callback'],
      token_endpoint_auth_method: 'none',
    });
    expect(publicApp.data).toMatchObject({ client_type: 'public' });
    expect(publicApp.data).not.toHaveProperty('client_secret');

    expect((await api.deleteClient(created.client_id)).error).toBeNull();
    const gone = await api.getClient(created.client_id);
    expect([gone.data, gone.error?.status]).toEqual([null, 404]);

    // Members are not admins; apps register themselves only at the dynamic endpoint.
    const member = await signedInMember(server());
    const { data } = await member.auth.getSession();
    const refused = await rawFetch(server(), '/admin/oauth/clients', {
      body: { redirect_uris: [CALLBACK] },
      token: data.session!.access_token,
    });
    expect([refused.status, (refused.body as { code: string }).code]).toEqual([403, 'not_admin']);
    const dynamic = await rawFetch(server(), '/oauth/clients/register', {
      body: { client_name: 'Self registered', redirect_uris: [CALLBACK] },
    });
    expect(dynamic.status).toBe(201);
    expect(dynamic.body).toMatchObject({ registration_type: 'dynamic' });
  });

  it('signs a member in to an app: consent, code with PKCE, tokens for that app only, revoke', async () => {
    const app = await registerApp();
    const member = await signedInMember(server());
    const { verifier, challenge } = pkcePair();
    const request = {
      client_id: app.client_id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'trip-42',
      nonce: 'n-0S6',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    };
    const sent = await authorize(server(), request);
    expect(sent.status).toBe(302);
    const consentUrl = new URL(sent.location);
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(
      `${server().config.siteUrl.replace(/\/$/, '')}/oauth/consent`,
    );
    const authorizationId = consentUrl.searchParams.get('authorization_id')!;
    expect(authorizationId).toMatch(/^[A-Za-z0-9]{32}$/);

    const details = await member.auth.oauth.getAuthorizationDetails(authorizationId);
    expect(details.error).toBeNull();
    const { data: session } = await member.auth.getSession();
    expect(details.data).toMatchObject({
      authorization_id: authorizationId,
      redirect_uri: CALLBACK,
      client: { id: app.client_id, name: 'Park Day Planner' },
      user: { id: session.session!.user.id, email: session.session!.user.email },
      scope: 'openid email profile',
    });
    // Another member cannot read or answer it.
    const stranger = await signedInMember(server());
    const peek = await stranger.auth.oauth.getAuthorizationDetails(authorizationId);
    expect(peek.error).toMatchObject({ status: 404, code: 'oauth_authorization_not_found' });

    const approved = await member.auth.oauth.approveAuthorization(authorizationId, {
      skipBrowserRedirect: true,
    });
    const back = new URL(approved.data!.redirect_url);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe('trip-42');
    const code = back.searchParams.get('code')!;
    const again = await member.auth.oauth.approveAuthorization(authorizationId, {
      skipBrowserRedirect: true,
    });
    expect(again.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const wrongVerifier = await tokenRequest(server(), app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      code_verifier: pkcePair().verifier,
    });
    expect([wrongVerifier.status, wrongVerifier.body.error]).toEqual([400, 'invalid_grant']);
    const wrongSecret = await tokenRequest(
      server(),
      { client_id: app.client_id, client_secret: 'not-the-secret' },
      { grant_type: 'authorization_code', code, code_verifier: verifier },
    );
    expect([wrongSecret.status, (wrongSecret.body as { code?: string }).code]).toEqual([
      400,
      'invalid_credentials',
    ]);
    const tokens = await tokenRequest(server(), app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    });
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number) });
    expect(tokens.body).not.toHaveProperty('user');
    const replay = await tokenRequest(server(), app, {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
    });
    expect([replay.status, replay.body.error]).toEqual([400, 'invalid_grant']);

    const claims = decodeJwt(tokens.body.access_token!);
    expect(claims).toMatchObject({ client_id: app.client_id, sub: session.session!.user.id });
    const jwks = (await rawFetch(server(), '/.well-known/jwks.json')).body as JSONWebKeySet;
    const idToken = await jwtVerify(tokens.body.id_token!, createLocalJWKSet(jwks), {
      audience: app.client_id,
      issuer: `${server().config.siteUrl}/auth/v1`,
    });
    expect(idToken.payload).toMatchObject({ nonce: 'n-0S6', email: session.session!.user.email });

    // The app learns who the member is; it never acts for them on /api or changes the account.
    const appToken = tokens.body.access_token!;
    const userinfo = await rawFetch(server(), '/oauth/userinfo', { token: appToken });
    expect(userinfo.body).toMatchObject({
      sub: session.session!.user.id,
      email: session.session!.user.email,
      email_verified: true,
    });
    expect((await rawFetch(server(), '/user', { token: appToken })).status).toBe(200);
    const change = await rawFetch(server(), '/user', {
      method: 'PUT',
      body: { password: 'Taken-Over-123' },
      token: appToken,
    });
    expect(change.status).toBe(403);
    const grantsByApp = await rawFetch(server(), '/user/oauth/grants', { token: appToken });
    expect(grantsByApp.status).toBe(403);
    const apiCall = await server().app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: { authorization: `Bearer ${appToken}` },
    });
    expect(apiCall.statusCode).toBe(401);

    // Refresh: only this app, only at /oauth/token.
    const elsewhere = await rawFetch(server(), '/token?grant_type=refresh_token', {
      body: { refresh_token: tokens.body.refresh_token },
    });
    expect(elsewhere.status).toBe(400);
    const refreshed = await tokenRequest(server(), app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token!,
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(decodeJwt(refreshed.body.access_token!)).toMatchObject({ client_id: app.client_id });

    // Asked again for the same scopes: approved at once, the screen only forwards.
    const second = await authorize(server(), { ...request, state: 'trip-43' });
    const secondId = new URL(second.location).searchParams.get('authorization_id')!;
    const forwarded = await member.auth.oauth.getAuthorizationDetails(secondId);
    expect(Object.keys(forwarded.data!)).toEqual(['redirect_url']);
    expect(
      new URL((forwarded.data as { redirect_url: string }).redirect_url).searchParams.get('state'),
    ).toBe('trip-43');

    const grants = await member.auth.oauth.listGrants();
    expect(grants.data).toEqual([
      {
        client: { id: app.client_id, name: 'Park Day Planner' },
        scopes: ['openid', 'email', 'profile'],
        granted_at: expect.any(String),
      },
    ]);
    expect((await member.auth.oauth.revokeGrant({ clientId: app.client_id })).error).toBeNull();
    expect((await member.auth.oauth.listGrants()).data).toEqual([]);
    const afterRevoke = await tokenRequest(server(), app, {
      grant_type: 'refresh_token',
      refresh_token: refreshed.body.refresh_token!,
    });
    expect(afterRevoke.status).toBe(400);
    expect((await rawFetch(server(), '/user', { token: appToken })).status).toBe(403);
    const revokeAgain = await member.auth.oauth.revokeGrant({ clientId: app.client_id });
    expect(revokeAgain.error).toMatchObject({ status: 404, code: 'oauth_consent_not_found' });
  });

  it('keeps every scope the member allowed an app, and asks only for new ones', async () => {
    const app = await registerApp();
    const member = await signedInMember(server());
    const ask = async (scope: string) => {
      const sent = await authorize(server(), {
        client_id: app.client_id,
        redirect_uri: CALLBACK,
        scope,
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      });
      const id = new URL(sent.location).searchParams.get('authorization_id')!;
      return { id, details: (await member.auth.oauth.getAuthorizationDetails(id)).data! };
    };
    const first = await ask('email');
    await member.auth.oauth.approveAuthorization(first.id, { skipBrowserRedirect: true });
    const second = await ask('profile');
    expect(second.details).toMatchObject({ scope: 'profile' });
    await member.auth.oauth.approveAuthorization(second.id, { skipBrowserRedirect: true });
    const grants = await member.auth.oauth.listGrants();
    expect(grants.data![0]!.scopes).toEqual(['email', 'profile']);
    const third = await ask('profile email');
    expect(Object.keys(third.details)).toEqual(['redirect_url']);
  });

  it('refuses bad requests where the app cannot be trusted, and sends the rest back to it', async () => {
    const app = await registerApp();
    const { challenge } = pkcePair();
    const base = {
      client_id: app.client_id,
      redirect_uri: CALLBACK,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    };
    const unregistered = await authorize(server(), {
      ...base,
      redirect_uri: 'https://evil.example/cb',
    });
    expect([unregistered.status, unregistered.location]).toEqual([400, '']);
    expect(JSON.parse(unregistered.body)).toMatchObject({ msg: 'invalid redirect_uri' });
    const unknown = await authorize(server(), { ...base, client_id: 'not-a-client' });
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 'oauth_client_not_found' });

    const noPkce = await authorize(server(), {
      client_id: app.client_id,
      redirect_uri: CALLBACK,
      state: 's1',
    });
    const noPkceBack = new URL(noPkce.location);
    expect(noPkceBack.searchParams.get('error')).toBe('invalid_request');
    expect(noPkceBack.searchParams.get('state')).toBe('s1');
    const badScope = await authorize(server(), { ...base, scope: 'email admin' });
    expect(new URL(badScope.location).searchParams.get('error_description')).toBe(
      'unsupported scope: admin',
    );

    // The member says no: the app hears access_denied with its state.
    const member = await signedInMember(server());
    const asked = await authorize(server(), { ...base, state: 's2' });
    const id = new URL(asked.location).searchParams.get('authorization_id')!;
    await member.auth.oauth.getAuthorizationDetails(id);
    const denied = await member.auth.oauth.denyAuthorization(id, { skipBrowserRedirect: true });
    const deniedBack = new URL(denied.data!.redirect_url);
    expect(deniedBack.searchParams.get('error')).toBe('access_denied');
    expect(deniedBack.searchParams.get('state')).toBe('s2');
    expect((await member.auth.oauth.listGrants()).data).toEqual([]);

    // A request not answered within 10 minutes is gone.
    const late = await authorize(server(), base);
    const lateId = new URL(late.location).searchParams.get('authorization_id')!;
    server().clock.advance(11 * 60 * 1000);
    const expired = await member.auth.oauth.getAuthorizationDetails(lateId);
    expect(expired.error).toMatchObject({ status: 404, code: 'oauth_authorization_not_found' });

    // The consent calls answer only our own site's pages.
    const { data } = await member.auth.getSession();
    const fromElsewhere = await fetch(`${server().authUrl}/oauth/authorizations/${id}`, {
      headers: {
        authorization: `Bearer ${data.session!.access_token}`,
        origin: 'https://evil.example',
      },
    });
    expect(fromElsewhere.status).toBe(400);
  });
});

describeEachDatabase('OAuth 2.1 server switched off (the default)', (ctx) => {
  const server = useAuthServer(ctx, relaxedIpLimits());

  it('answers 404 feature_disabled on every OAuth server route', async () => {
    const token = await serviceRoleToken();
    for (const [path, method] of [
      ['/admin/oauth/clients', 'GET'],
      ['/oauth/authorize?client_id=x', 'GET'],
      ['/oauth/token', 'POST'],
      ['/user/oauth/grants', 'GET'],
      ['/.well-known/oauth-authorization-server', 'GET'],
    ] as const) {
      const res = await rawFetch(server(), path, {
        method,
        token,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect([path, res.status, (res.body as { code: string }).code]).toEqual([
        path,
        404,
        'feature_disabled',
      ]);
    }
  });
});
