import { eq, like } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import type { AccountDeletion } from '../../../common/features/account-deletion/account-deletion.contract';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../common/limits';
import {
  accountClosures,
  authMfaFactors,
  authSessions,
  authUsers,
  jobs,
  posts,
  profiles,
} from '../../db/schema';
import { ACCESS_TOKEN_AUDIENCE } from '../auth/access-token-check';
import { serviceRoleToken } from '../../test/auth-admin-support';
import { describeEachDatabase, TEST_JWT_SECRET } from '../../test/build-test-app';
import { createPostAs } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';

const PASSWORD = 'Castle-Dreams-42';
const WORD = 'quokkaclosing';
const DAY_MS = 86_400_000;

type Who = { headers: Record<string, string> } | null;

describeEachDatabase('delete my account', (ctx) => {
  let staff: TestMember;
  let follower: TestMember;
  let service: { headers: Record<string, string> };

  const call = (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx().app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });

  const signIn = async (email: string) => {
    const res = await call(null, 'POST', '/auth/v1/token?grant_type=password', {
      email,
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = (res.json() as { access_token: string }).access_token;
    return { headers: { authorization: `Bearer ${token}` } };
  };

  /** An account with a password (GoTrue's admin API makes its profile too), signed in. */
  async function accountWithPassword(prefix: string) {
    const email = `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await call(service, 'POST', '/auth/v1/admin/users', {
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: string }).id;
    // Old enough that the trust rules let them post.
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    await ctx().db.update(authUsers).set({ createdAt: longAgo }).where(eq(authUsers.id, id));
    await ctx().db.update(profiles).set({ createdAt: longAgo }).where(eq(profiles.id, id));
    return { id, email, ...(await signIn(email)) };
  }

  beforeAll(async () => {
    staff = await createMember(ctx().db, { isModerator: true });
    follower = await createMember(ctx().db, { isEstablished: true });
    service = { headers: { authorization: `Bearer ${await serviceRoleToken()}` } };
  });

  it('asks for the password (or an aal2 session) before closing anything', async () => {
    const fan = await accountWithPassword('careful');
    const path = '/api/me/account-deletion';
    const missing = await call(fan, 'POST', path, {});
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json()).toMatchObject({
      error: { message: 'Enter your password to delete your account.' },
    });
    const wrong = await call(fan, 'POST', path, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: { message: 'That password is not right.' } });
    expect((await call(fan, 'POST', path, { password: 42 })).statusCode).toBe(400);
    expect((await call(null, 'POST', path, { password: PASSWORD })).statusCode).toBe(401);
    const none = await call(fan, 'GET', path);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    expect(
      await ctx().db.select().from(accountClosures).where(eq(accountClosures.userId, fan.id)),
    ).toEqual([]);
    // Still signed in: nothing happened.
    expect((await call(fan, 'GET', `/api/profiles/${fan.id}`)).statusCode).toBe(200);
  });

  it('closes the account at once: signed out everywhere, profile and posts gone but for staff; sign-in and cancel bring them back', async () => {
    const fan = await accountWithPassword('closing');
    const secondDevice = await signIn(fan.email);
    const post = await createPostAs(ctx(), fan as unknown as TestMember, {
      body: `Fireworks ${WORD}`,
    });
    const follow = await call(follower, 'PUT', `/api/profiles/${fan.id}/follow`);
    expect(follow.statusCode, follow.body).toBe(200);

    const probes = {
      profile: async (who: Who) =>
        (await call(who, 'GET', `/api/profiles/${fan.id}`)).statusCode === 200,
      post: async (who: Who) =>
        (await call(who, 'GET', `/api/posts/${post.id}`)).statusCode === 200,
      search: async (who: Who) =>
        (await call(who, 'GET', `/api/search?q=${WORD}`)).body.includes(post.id),
      feed: async (who: Who) => (await call(who, 'GET', '/api/feed')).body.includes(post.id),
    };
    const seen = async (who: Who) => ({
      profile: await probes.profile(who),
      post: await probes.post(who),
      search: await probes.search(who),
      feed: who ? await probes.feed(who) : false,
    });
    expect(await seen(follower)).toEqual({ profile: true, post: true, search: true, feed: true });
    expect(await seen(null)).toMatchObject({ profile: true, post: true, search: true });

    const before = Date.now();
    const res = await call(fan, 'POST', '/api/me/account-deletion', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(201);
    const closure = res.json() as AccountDeletion;
    const requestedAt = Date.parse(closure.requestedAt);
    expect(requestedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(closure.eraseAt) - requestedAt).toBe(ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);

    // Signed out everywhere.
    expect((await call(fan, 'GET', '/api/me/account-deletion')).statusCode).toBe(401);
    expect((await call(secondDevice, 'GET', '/api/me/account-deletion')).statusCode).toBe(401);
    const sessions = await ctx()
      .db.select()
      .from(authSessions)
      .where(eq(authSessions.userId, fan.id));
    expect(sessions).toEqual([]);

    // Gone for a visitor and another member, on every read path; staff still see them.
    expect(await seen(follower)).toEqual({
      profile: false,
      post: false,
      search: false,
      feed: false,
    });
    expect(await seen(null)).toEqual({ profile: false, post: false, search: false, feed: false });
    expect(await probes.profile(staff)).toBe(true);
    expect(await probes.post(staff)).toBe(true);
    // The username stays taken: the profile row is still there.
    const [profile] = await ctx().db.select().from(profiles).where(eq(profiles.id, fan.id));
    expect(profile).toBeDefined();

    // Not banned: they sign in again, read when it will be erased, and may not close it twice.
    const back = await signIn(fan.email);
    const pending = await call(back, 'GET', '/api/me/account-deletion');
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toEqual(closure);
    expect(pending.headers['cache-control']).toBe('private, no-store');
    const twice = await call(back, 'POST', '/api/me/account-deletion', { password: PASSWORD });
    expect(twice.statusCode).toBe(409);

    // Cancel: everything is back at once.
    const cancel = await call(back, 'DELETE', '/api/me/account-deletion');
    expect(cancel.statusCode, cancel.body).toBe(204);
    const after = await call(back, 'GET', '/api/me/account-deletion');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toBeNull();
    expect((await call(back, 'DELETE', '/api/me/account-deletion')).statusCode).toBe(404);
    expect(await seen(follower)).toEqual({ profile: true, post: true, search: true, feed: true });
    expect(await seen(null)).toMatchObject({ profile: true, post: true, search: true });

    // Closing again after a cancel starts a new grace period.
    const again = await call(back, 'POST', '/api/me/account-deletion', { password: PASSWORD });
    expect(again.statusCode, again.body).toBe(201);
    expect(await probes.profile(null)).toBe(false);
  });

  it('lets a member with a verified second factor close it from an aal2 session', async () => {
    const fan = await createMember(ctx().db);
    await ctx().db.insert(authMfaFactors).values({
      userId: fan.id,
      status: 'verified',
      secret: 'JBSWY3DPEHPK3PXP',
      friendlyName: 'Phone',
    });
    const aal1 = await call(fan, 'POST', '/api/me/account-deletion', {});
    expect(aal1.statusCode).toBe(403);
    const token = await new SignJWT({
      role: 'authenticated',
      session_id: fan.sessionId,
      aal: 'aal2',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(fan.id)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const aal2 = { headers: { authorization: `Bearer ${token}` } };
    const res = await call(aal2, 'POST', '/api/me/account-deletion', {});
    expect(res.statusCode, res.body).toBe(201);
    expect((await call(aal2, 'GET', '/api/me/account-deletion')).statusCode).toBe(401);
  });

  it('deletes the account when its 30 days are over, unless the member cancelled', async () => {
    const leaving = await accountWithPassword('leaving');
    const staying = await accountWithPassword('staying');
    const post = await createPostAs(ctx(), leaving as unknown as TestMember, {
      body: `Last ${WORD} post`,
    });
    const path = '/api/me/account-deletion';
    for (const member of [leaving, staying]) {
      const res = await call(member, 'POST', path, { password: PASSWORD });
      expect(res.statusCode, res.body).toBe(201);
    }
    const again = await signIn(staying.email);
    expect((await call(again, 'DELETE', path)).statusCode).toBe(204);
    // The 30 days pass: both closures' jobs come due.
    const past = new Date(Date.now() - 1000);
    for (const id of [leaving.id, staying.id]) {
      await ctx()
        .db.update(accountClosures)
        .set({ eraseAt: past })
        .where(eq(accountClosures.userId, id));
    }
    await ctx()
      .db.update(jobs)
      .set({ runAt: past })
      .where(like(jobs.key, 'account-deletion.erase:%'));
    await ctx().app.jobs.start({ pollIntervalMs: 25, retryBaseMs: 5, retryMaxMs: 20 });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const due = await ctx()
        .db.select({ state: jobs.state })
        .from(jobs)
        .where(like(jobs.key, 'account-deletion.erase:%'));
      if (due.every((job) => job.state === 'done')) break;
      if (Date.now() > deadline) throw new Error(`jobs still ${due.map((job) => job.state)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await ctx().app.jobs.stop();

    const denied = await call(null, 'POST', '/auth/v1/token?grant_type=password', {
      email: leaving.email,
      password: PASSWORD,
    });
    expect(denied.statusCode).toBe(400);
    const [account] = await ctx().db.select().from(authUsers).where(eq(authUsers.id, leaving.id));
    expect(account!.deletedAt).toBeInstanceOf(Date);
    expect(account!.email).not.toContain('@');
    const [gone] = await ctx().db.select().from(posts).where(eq(posts.id, post.id));
    expect(gone!.deletedAt).toBeInstanceOf(Date);
    // The one who cancelled signs in as ever.
    await signIn(staying.email);
  });
});
