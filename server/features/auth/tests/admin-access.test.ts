import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  anonKey,
  createAdminClient,
  mintRoleToken,
  serviceRoleToken,
} from '../../../test/auth-admin-support';
import { rawFetch, signUpRaw, useAuthServer, type RawAnswer } from '../../../test/auth-test-client';
import { describeEachDatabase } from '../../../test/build-test-app';

/**
 * Who may call the admin API: tokens signed with the JWT secret whose role is `service_role` or
 * `supabase_admin` (GoTrue's default admin roles), with or without `exp`. Everyone else gets
 * GoTrue's 401/403 before anything is read or written.
 */
describeEachDatabase('auth admin API: who may call it', (ctx) => {
  const server = useAuthServer(ctx);
  let memberToken = '';
  let memberId = '';
  beforeAll(async () => {
    const { session } = await signUpRaw(server());
    memberToken = session.access_token;
    memberId = session.user.id;
  });

  /** Every admin endpoint, with a body where it takes one. */
  const endpoints = (): [string, string, unknown][] => [
    ['GET', '/admin/users', undefined],
    ['POST', '/admin/users', { email: 'intruder@example.com', email_confirm: true }],
    ['GET', `/admin/users/${memberId}`, undefined],
    ['PUT', `/admin/users/${memberId}`, { role: 'service_role' }],
    ['DELETE', `/admin/users/${memberId}`, { should_soft_delete: false }],
    ['GET', `/admin/users/${memberId}/factors`, undefined],
    ['DELETE', `/admin/users/${memberId}/factors/${randomUUID()}`, undefined],
    ['PUT', `/admin/users/${memberId}/factors/${randomUUID()}`, { friendly_name: 'x' }],
    ['POST', '/admin/generate_link', { type: 'recovery', email: 'someone@example.com' }],
    ['POST', '/invite', { email: 'intruder@example.com' }],
  ];

  async function callAll(authorization: string | null) {
    const answers: [string, RawAnswer][] = [];
    for (const [method, path, body] of endpoints()) {
      const headers: Record<string, string> = { 'x-supabase-api-version': '2024-01-01' };
      if (authorization) headers.authorization = authorization;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${server().authUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      answers.push([
        `${method} ${path}`,
        { status: res.status, headers: res.headers, body: JSON.parse(text) },
      ]);
    }
    return answers;
  }

  async function expectAllRefused(authorization: string | null, status: number, code: string) {
    for (const [name, answer] of await callAll(authorization)) {
      expect([name, answer.status, (answer.body as { code?: string }).code]).toEqual([
        name,
        status,
        code,
      ]);
    }
  }

  it("refuses a member's own access token with 403 not_admin", async () => {
    await expectAllRefused(`Bearer ${memberToken}`, 403, 'not_admin');
    const answer = await rawFetch(server(), '/admin/users', { token: memberToken });
    expect((answer.body as { msg: string }).msg).toBe('User not allowed');
  });

  it('refuses the anon key and other roles with 403 not_admin', async () => {
    await expectAllRefused(`Bearer ${await anonKey()}`, 403, 'not_admin');
    await expectAllRefused(
      `Bearer ${await mintRoleToken({ role: 'authenticated' })}`,
      403,
      'not_admin',
    );
    await expectAllRefused(`Bearer ${await mintRoleToken({ sub: memberId })}`, 403, 'not_admin');
  });

  it('refuses forged, expired and missing tokens', async () => {
    const forged = await mintRoleToken({ role: 'service_role' }, { secret: 'x'.repeat(40) });
    await expectAllRefused(`Bearer ${forged}`, 403, 'bad_jwt');
    const expired = await mintRoleToken({ role: 'service_role' }, { expiresInSeconds: -60 });
    await expectAllRefused(`Bearer ${expired}`, 403, 'bad_jwt');
    const [header, payload] = (await serviceRoleToken()).split('.');
    await expectAllRefused(`Bearer ${header}.${payload}.`, 403, 'bad_jwt');
    await expectAllRefused(null, 401, 'no_authorization');
    await expectAllRefused('Basic c2VydmljZTpyb2xl', 401, 'no_authorization');
  });

  it('changed nothing while refusing', async () => {
    const admin = createAdminClient(server(), await serviceRoleToken());
    const { data } = await admin.getUserById(memberId);
    expect(data.user).toMatchObject({ id: memberId, role: 'authenticated' });
    const { data: list } = await admin.listUsers({ perPage: 1000 });
    expect(list.users.map((u) => u.email)).not.toContain('intruder@example.com');
  });

  it('accepts service_role and supabase_admin tokens, with or without exp', async () => {
    const tokens = [
      await serviceRoleToken(),
      await mintRoleToken({ sub: '1234567890', role: 'supabase_admin' }),
      await mintRoleToken({ role: 'service_role' }, { expiresInSeconds: 600 }),
    ];
    for (const token of tokens) {
      const { data, error } = await createAdminClient(server(), token).getUserById(memberId);
      expect(error).toBeNull();
      expect(data.user?.id).toBe(memberId);
    }
  });

  it("answers GoTrue's feature_disabled for the OAuth server's admin API, to admins only", async () => {
    const admin = createAdminClient(server(), await serviceRoleToken());
    const { data, error } = await admin.oauth.createClient({
      client_name: 'Castle app',
      redirect_uris: ['https://castle.example/callback'],
    });
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 404, code: 'feature_disabled' });
    expect(error?.message).toBe('OAuth server is disabled');
    const listed = await admin.oauth.listClients();
    expect(listed.error).toMatchObject({ status: 404, code: 'feature_disabled' });
    const asMember = await rawFetch(server(), '/admin/oauth/clients', { token: memberToken });
    expect(asMember.body).toMatchObject({ code: 'not_admin' });
  });

  it('signs a member out with their own token (admin signOut)', async () => {
    const admin = createAdminClient(server(), await serviceRoleToken());
    const { session } = await signUpRaw(server());
    expect((await admin.signOut(session.access_token)).error).toBeNull();
    const me = await rawFetch(server(), '/user', { token: session.access_token });
    expect(me.body).toMatchObject({ code: 'session_not_found' });
    const bad = await admin.signOut('this-is-a-bad-token');
    expect(bad.error?.message).toMatch(/^invalid JWT/);
  });
});
