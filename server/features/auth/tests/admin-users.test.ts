import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { findUsernameProblem } from '../../../../common/features/auth/username-rules';
import { authIdentities, authSessions, authUsers, profiles } from '../../../db/schema';
import { createAdminClient, serviceRoleToken } from '../../../test/auth-admin-support';
import {
  createAuthClient,
  rawFetch,
  signUpRaw,
  uniqueMember,
  useAuthServer,
  type RawAnswer,
} from '../../../test/auth-test-client';
import { describeEachDatabase } from '../../../test/build-test-app';

/**
 * GoTrue's admin user API (`/auth/v1/admin/users`) through the official `GoTrueAdminApi`:
 * create, list, get, update, delete (hard and soft), with the member's profile kept in step.
 */
describeEachDatabase('auth admin API: users', (ctx) => {
  const server = useAuthServer(ctx);
  let token = '';
  const admin = () => createAdminClient(server(), token);
  beforeAll(async () => {
    token = await serviceRoleToken();
  });

  const profileOf = async (id: string) =>
    (await ctx().db.select().from(profiles).where(eq(profiles.id, id)))[0];
  const userRow = async (id: string) =>
    (await ctx().db.select().from(authUsers).where(eq(authUsers.id, id)))[0];
  const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
    rawFetch(server(), path, { ...init, token });

  function expectError(answer: RawAnswer, status: number, code: string) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toMatchObject({ code, error_code: code, msg: expect.any(String) });
  }

  async function signIn(email: string, password: string) {
    const client = await createAuthClient(server());
    return client.auth.signInWithPassword({ email, password });
  }

  it('creates a confirmed member with metadata and a profile named from user_metadata', async () => {
    const member = uniqueMember('admin');
    const { data, error } = await admin().createUser({
      email: member.email.toUpperCase(),
      password: member.password,
      email_confirm: true,
      user_metadata: { username: member.username, first_name: 'Tiana', last_name: 'Maldonia' },
      app_metadata: { roles: ['editor'] },
    });
    expect(error).toBeNull();
    const user = data.user!;
    expect(user).toMatchObject({
      email: member.email,
      aud: 'authenticated',
      role: 'authenticated',
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'], roles: ['editor'] },
      user_metadata: { username: member.username, first_name: 'Tiana', email_verified: true },
      is_anonymous: false,
    });
    expect(user.identities).toHaveLength(1);
    expect(await profileOf(user.id)).toMatchObject({
      username: member.username,
      firstName: 'Tiana',
      lastName: 'Maldonia',
    });
    expect((await signIn(member.email, member.password)).error).toBeNull();
  });

  it('derives a free, valid username when the metadata has none', async () => {
    const first = await admin().createUser({ email: 'admin@castle.example', password: 'x' });
    const second = await admin().createUser({ email: 'admin@palace.example' });
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    const a = (await profileOf(first.data.user!.id))!.username;
    const b = (await profileOf(second.data.user!.id))!.username;
    // "admin" is reserved: both get a valid name, and not the same one.
    expect(findUsernameProblem(a)).toBeNull();
    expect(findUsernameProblem(b)).toBeNull();
    expect(a.toLowerCase()).not.toBe(b.toLowerCase());
    // Without email_confirm the account waits for confirmation and cannot sign in.
    expect(first.data.user!.email_confirmed_at).toBeUndefined();
    expect((await signIn('admin@castle.example', 'x')).error).toMatchObject({ status: 400 });
  });

  it('refuses a username breaking the rule or already taken, and leaves nothing behind', async () => {
    const { member } = await signUpRaw(server());
    const email = uniqueMember('taken').email;
    const taken = await admin().createUser({ email, user_metadata: { username: member.username } });
    expect(taken.error).toMatchObject({ status: 422, code: 'username_exists' });
    const reserved = await admin().createUser({ email, user_metadata: { username: 'root' } });
    expect(reserved.error).toMatchObject({ status: 422, code: 'validation_failed' });
    const rows = await ctx().db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(rows).toHaveLength(0);
  });

  it('takes a chosen id, role, audience and ban', async () => {
    const id = randomUUID();
    const member = uniqueMember('chosen');
    const { data, error } = await admin().createUser({
      id,
      email: member.email,
      password: member.password,
      email_confirm: true,
      role: 'editor',
      ban_duration: '1h30m',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, role: 'editor', banned_until: expect.any(String) });
    const bannedFor = new Date(data.user!.banned_until!).getTime() - Date.now();
    expect(bannedFor).toBeGreaterThan(89 * 60_000);
    expect(bannedFor).toBeLessThan(91 * 60_000);
    const again = await admin().createUser({ id, email: uniqueMember().email });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  it('answers GoTrue errors for bad creations', async () => {
    const { member } = await signUpRaw(server());
    const duplicate = await admin().createUser({ email: member.email, password: 'whatever' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect(duplicate.data.user).toBeNull();

    const invalid = await admin().createUser({ email: 'xx:;x@x.x', password: 'password123' });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');

    const cases: [unknown, string][] = [
      [{}, 'Cannot create a user without either an email or phone'],
      [{ email: uniqueMember().email, id: 'not-a-uuid' }, 'ID must conform to the uuid v4 format'],
      [
        { email: uniqueMember().email, id: '00000000-0000-0000-0000-000000000000' },
        'ID cannot be a nil uuid',
      ],
      [
        { email: uniqueMember().email, password: 'a', password_hash: 'b' },
        'Only a password or a password hash should be provided',
      ],
      [
        { email: uniqueMember().email, ban_duration: 'forever' },
        'invalid format for ban duration: time: invalid duration "forever"',
      ],
      [
        { email: uniqueMember().email, ban_duration: '3' },
        'invalid format for ban duration: time: missing unit in duration "3"',
      ],
      [
        { email: uniqueMember().email, ban_duration: '2d' },
        'invalid format for ban duration: time: unknown unit "d" in duration "2d"',
      ],
      [{ email: uniqueMember().email, password_hash: '$2a$10$abc' }, 'Unsupported password hash'],
    ];
    for (const [body, message] of cases) {
      const res = await call('/admin/users', { body });
      expectError(res, 400, 'validation_failed');
      expect((res.body as { msg: string }).msg).toContain(message);
    }
    for (const body of [
      { email: 42 },
      { email: uniqueMember().email, email_confirm: 'yes' },
      { email: uniqueMember().email, user_metadata: 'x' },
      [1, 2],
    ]) {
      expectError(await call('/admin/users', { body }), 400, 'validation_failed');
    }
    expectError(
      await call('/admin/users', { body: { phone: '+15555550100' } }),
      400,
      'phone_provider_disabled',
    );
  });

  it('imports a password hash of this server', async () => {
    const member = uniqueMember('import');
    const { session } = await signUpRaw(server(), member);
    const hash = (await userRow(session.user.id))!.encryptedPassword!;
    const copy = uniqueMember('copy');
    const { error } = await admin().createUser({
      email: copy.email,
      password_hash: hash,
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect((await signIn(copy.email, member.password)).error).toBeNull();
  });

  it('lists users in pages with GoTrue headers, newest first, and filters them', async () => {
    const tag = `pager${Date.now().toString(36)}`;
    const created: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const { data } = await admin().createUser({ email: `${tag}.${n}@example.com` });
      created.push(data.user!.id);
    }
    const filtered = await call(`/admin/users?filter=${tag}&per_page=2&page=1`);
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get('x-total-count')).toBe('5');
    expect(filtered.headers.get('link')).toBe(
      `</auth/v1/admin/users?filter=${tag}&page=2&per_page=2>; rel="next", ` +
        `</auth/v1/admin/users?filter=${tag}&page=3&per_page=2>; rel="last"`,
    );
    const body = filtered.body as { users: { id: string; identities: unknown[] }[]; aud: string };
    expect(body.aud).toBe('authenticated');
    expect(body.users.map((u) => u.id)).toEqual([created[4], created[3]]);
    expect(body.users[0]!.identities).toHaveLength(1);

    const last = await call(`/admin/users?filter=${tag}&per_page=2&page=3&sort=created_at%20asc`);
    expect((last.body as { users: { id: string }[] }).users.map((u) => u.id)).toEqual([created[4]]);
    expect(last.headers.get('link')).not.toContain('rel="next"');

    // auth-js reads the headers into nextPage, lastPage and total.
    const { data, error } = await admin().listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data).toMatchObject({ aud: 'authenticated', nextPage: 2 });
    expect(data.users).toHaveLength(1);
    expect((data as unknown as { total: number }).total).toBeGreaterThanOrEqual(5);
  });

  it('refuses bad pagination and sort parameters', async () => {
    const cases: [string, string][] = [
      ['page=-1', 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax'],
      ['per_page=0', 'Bad Pagination Parameters: per_page must be greater than 0'],
      ['per_page=ten', 'Bad Pagination Parameters'],
      ['sort=email%20asc', 'Bad Sort Parameters: email is not a valid sort field'],
      ['sort=created_at%20sideways', 'Bad Sort Parameters: sideways is not a valid sort direction'],
    ];
    for (const [query, message] of cases) {
      const res = await call(`/admin/users?${query}`);
      expectError(res, 400, 'validation_failed');
      expect((res.body as { msg: string }).msg).toContain(message);
    }
    const { data, error } = await admin().listUsers({ page: -1, perPage: 10 });
    expect(error).not.toBeNull();
    expect(data.users).toEqual([]);
  });

  it('gets a user by id, and answers 404 for unknown and malformed ids', async () => {
    const { session, member } = await signUpRaw(server());
    const { data, error } = await admin().getUserById(session.user.id);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: session.user.id, email: member.email });

    const unknown = await admin().getUserById(randomUUID());
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect(unknown.data.user).toBeNull();
    const malformed = await call('/admin/users/not-a-uuid');
    expectError(malformed, 404, 'validation_failed');
    expect((malformed.body as { msg: string }).msg).toBe('user_id must be an UUID');
  });

  it('updates email, metadata, role and confirmation', async () => {
    const { data: created } = await admin().createUser({
      email: uniqueMember('upd').email,
      user_metadata: { favorite: 'Dole Whip', keep: 1 },
      app_metadata: { plan: 'basic' },
    });
    const id = created.user!.id;
    const newEmail = uniqueMember('new').email;
    const { data, error } = await admin().updateUserById(id, {
      email: newEmail,
      email_confirm: true,
      user_metadata: { favorite: 'Churro', keep: null },
      app_metadata: { plan: 'premium' },
      role: 'moderator',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: newEmail,
      role: 'moderator',
      email_confirmed_at: expect.any(String),
      user_metadata: { favorite: 'Churro', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'premium' },
    });
    expect(data.user!.user_metadata).not.toHaveProperty('keep');
    const [identity] = await ctx()
      .db.select()
      .from(authIdentities)
      .where(eq(authIdentities.userId, id));
    expect(identity).toMatchObject({
      email: newEmail,
      identityData: expect.objectContaining({ email: newEmail, email_verified: true }),
    });

    const unknown = await admin().updateUserById(randomUUID(), { email: 'new@email.com' });
    expect(unknown.error).toMatchObject({ status: 404 });
    expect(unknown.data.user).toBeNull();
  });

  it('sets a new password (checked for strength) and ends every session', async () => {
    const { member, session } = await signUpRaw(server());
    const weak = await admin().updateUserById(session.user.id, { password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(weak.error?.message).toBe('Password should be at least 8 characters.');

    const taken = await signUpRaw(server());
    const clash = await admin().updateUserById(session.user.id, { email: taken.member.email });
    expect(clash.error).toMatchObject({ status: 422, code: 'email_exists' });

    const { error } = await admin().updateUserById(session.user.id, {
      password: 'Monorail-Blue-77',
    });
    expect(error).toBeNull();
    const sessions = await ctx()
      .db.select()
      .from(authSessions)
      .where(eq(authSessions.userId, session.user.id));
    expect(sessions).toHaveLength(0);
    expect((await signIn(member.email, member.password)).error).toMatchObject({ status: 400 });
    expect((await signIn(member.email, 'Monorail-Blue-77')).error).toBeNull();
  });

  it('deletes a user with their profile, and answers 404 for an unknown one', async () => {
    const { member, session } = await signUpRaw(server());
    const { data, error } = await admin().deleteUser(session.user.id);
    expect(error).toBeNull();
    expect(data.user).toEqual({});
    expect(await userRow(session.user.id)).toBeUndefined();
    expect(await profileOf(session.user.id)).toBeUndefined();
    expect((await signIn(member.email, member.password)).error).toMatchObject({
      code: 'invalid_credentials',
    });
    const refreshed = await rawFetch(server(), '/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.body).toMatchObject({ code: 'refresh_token_not_found' });

    const { data: list } = await admin().listUsers({ perPage: 1000 });
    expect(list.users.map((u) => u.email)).not.toContain(member.email);

    const unknown = await admin().deleteUser(randomUUID());
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect(unknown.data.user).toBeNull();
  });

  it('soft-deletes a user: row kept with deleted_at, addresses and sessions gone', async () => {
    const { member, session } = await signUpRaw(server());
    const { error } = await admin().deleteUser(session.user.id, true);
    expect(error).toBeNull();
    const { data } = await admin().getUserById(session.user.id);
    expect(data.user).toMatchObject({
      deleted_at: expect.any(String),
      user_metadata: {},
      app_metadata: {},
    });
    expect(data.user!.email).not.toContain('@');
    expect(data.user!.identities![0]!.identity_data).toEqual({});
    // The profile and the member's content stay; signing in does not work any more.
    expect(await profileOf(session.user.id)).toMatchObject({ username: member.username });
    expect((await signIn(member.email, member.password)).error).toMatchObject({
      code: 'invalid_credentials',
    });
    const me = await rawFetch(server(), '/user', { token: session.access_token });
    expect(me.body).toMatchObject({ code: 'session_not_found' });
    // The address is free again, and a second soft delete changes nothing.
    expect((await admin().createUser({ email: member.email })).error).toBeNull();
    const deletedAt = data.user!.deleted_at;
    expect((await admin().deleteUser(session.user.id, true)).error).toBeNull();
    expect((await admin().getUserById(session.user.id)).data.user!.deleted_at).toBe(deletedAt);
  });

  it('reads the delete body only when there is one, and validates it', async () => {
    const { session } = await signUpRaw(server());
    expectError(
      await call(`/admin/users/${session.user.id}`, {
        method: 'DELETE',
        body: { should_soft_delete: 'yes' },
      }),
      400,
      'validation_failed',
    );
    const res = await fetch(`${server().authUrl}/admin/users/${session.user.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });
});
