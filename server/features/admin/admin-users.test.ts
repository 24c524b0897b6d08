import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserPage,
} from '../../../common/features/admin/admin-users.contract';
import { MEMBER_DELETION_GRACE_DAYS } from '../../../common/limits';
import {
  auditLog,
  authUsers,
  comments,
  jobs,
  outbox,
  posts,
  profiles,
  uploads,
} from '../../db/schema';
import { serviceRoleToken } from '../../test/auth-admin-support';
import { describeEachDatabase } from '../../test/build-test-app';
import { insertUpload } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';
import { MEMBER_DELETION_JOB } from './admin-users.service';

const PASSWORD = 'Castle-Dreams-42';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('admin users', (ctx) => {
  let admin: TestMember;
  let moderator: TestMember;
  let service: { headers: Record<string, string> };

  const call = (
    who: { headers: Record<string, string> } | null,
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

  /** An account with a password made through GoTrue's admin API, and its own signed-in token. */
  async function accountWithPassword(prefix: string) {
    const email = `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await call(service, 'POST', '/auth/v1/admin/users', {
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: string }).id;
    const signIn = await signInAs(email);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = (signIn.json() as { access_token: string }).access_token;
    return { id, email, headers: { authorization: `Bearer ${token}` } };
  }

  const signInAs = (email: string) =>
    call(null, 'POST', '/auth/v1/token?grant_type=password', { email, password: PASSWORD });

  const auditOf = (targetUserId: string, action: string) =>
    ctx()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, targetUserId), eq(auditLog.action, action)));

  beforeAll(async () => {
    admin = await createMember(ctx().db, { isAdmin: true });
    moderator = await createMember(ctx().db, { isModerator: true });
    service = { headers: { authorization: `Bearer ${await serviceRoleToken()}` } };
  });

  it('searches by username, name or email (any case), for staff only', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const fan = await createMember(ctx().db, { username: `Dole_${tag}` });
    await ctx()
      .db.update(profiles)
      .set({ firstName: 'Minnie', lastName: `Whip${tag}` })
      .where(eq(profiles.id, fan.id));
    await ctx()
      .db.update(authUsers)
      .set({ email: `pineapple.${tag}@Example.com` })
      .where(eq(authUsers.id, fan.id));

    for (const q of [`dole_${tag}`, `WHIP${tag}`, `PINEAPPLE.${tag}`]) {
      const res = await call(moderator, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as AdminUserPage;
      expect(page.items.map((item) => item.id)).toEqual([fan.id]);
      expect(page.items[0]).toMatchObject({
        username: `Dole_${tag}`,
        name: `Minnie Whip${tag}`,
        email: `pineapple.${tag}@Example.com`,
        role: 'member',
        status: 'active',
        postCount: 0,
        reports: { open: 0, total: 0 },
      });
    }
    expect((await call(fan, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/users')).statusCode).toBe(401);
    for (const query of [
      'sort=karma',
      'q=%00',
      `q=${'x'.repeat(101)}`,
      'status=gone',
      'cursor=%%',
    ]) {
      const bad = await call(admin, 'GET', `/api/admin/users?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('sorts by join date or last sign-in (never signed in last) and pages with a cursor', async () => {
    const tag = `sortme${crypto.randomUUID().slice(0, 6)}`;
    const members: TestMember[] = [];
    for (let i = 0; i < 4; i += 1) {
      const m = await createMember(ctx().db, { username: `${tag}_${i}` });
      await ctx()
        .db.update(profiles)
        .set({ createdAt: new Date(Date.UTC(2024, 0, 1 + i)) })
        .where(eq(profiles.id, m.id));
      members.push(m);
    }
    // Signed in: member 0 most recently, then member 2; 1 and 3 never.
    await ctx()
      .db.update(authUsers)
      .set({ lastSignInAt: new Date(Date.UTC(2025, 5, 2)) })
      .where(eq(authUsers.id, members[0]!.id));
    await ctx()
      .db.update(authUsers)
      .set({ lastSignInAt: new Date(Date.UTC(2025, 5, 1)) })
      .where(eq(authUsers.id, members[2]!.id));

    const all = async (sort: string) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const url = `/api/admin/users?q=${tag}&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await call(admin, 'GET', url);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as AdminUserPage;
        ids.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      return ids;
    };
    const [m0, m1, m2, m3] = members.map((m) => m.id);
    expect(await all('joined')).toEqual([m3, m2, m1, m0]);
    const bySignIn = await all('last_sign_in');
    expect(bySignIn.slice(0, 2)).toEqual([m0, m2]);
    expect(new Set(bySignIn.slice(2))).toEqual(new Set([m1, m3]));

    const joinedPage = (
      await call(admin, 'GET', `/api/admin/users?q=${tag}&limit=1`)
    ).json() as AdminUserPage;
    const mixed = await call(
      admin,
      'GET',
      `/api/admin/users?q=${tag}&sort=last_sign_in&cursor=${joinedPage.nextCursor}`,
    );
    expect(mixed.statusCode).toBe(400);
  });

  it('filters by status and role, and counts posts and reports against a member', async () => {
    const tag = `filt${crypto.randomUUID().slice(0, 6)}`;
    const plain = await createMember(ctx().db, { username: `${tag}_plain` });
    const mod = await createMember(ctx().db, { username: `${tag}_mod`, isModerator: true });
    const banned = await createMember(ctx().db, { username: `${tag}_banned` });
    await ctx()
      .db.update(authUsers)
      .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(authUsers.id, banned.id));
    await ctx()
      .db.insert(posts)
      .values([
        { authorId: plain.id, body: 'One' },
        { authorId: plain.id, body: 'Two' },
      ]);
    await ctx()
      .db.insert(posts)
      .values({ authorId: plain.id, body: 'Gone', deletedAt: new Date() });

    const ids = async (query: string) =>
      (
        (await call(admin, 'GET', `/api/admin/users?q=${tag}&${query}`)).json() as AdminUserPage
      ).items.map((i) => i.id);
    expect(await ids('status=suspended')).toEqual([banned.id]);
    expect(new Set(await ids('status=active'))).toEqual(new Set([plain.id, mod.id]));
    expect(await ids('role=moderator')).toEqual([mod.id]);
    expect(new Set(await ids('role=member'))).toEqual(new Set([plain.id, banned.id]));
    const page = (
      await call(admin, 'GET', `/api/admin/users?q=${tag}_plain`)
    ).json() as AdminUserPage;
    expect(page.items[0]!.postCount).toBe(2);
    const suspended = (
      await call(admin, 'GET', `/api/admin/users?q=${tag}_banned`)
    ).json() as AdminUserPage;
    expect(suspended.items[0]).toMatchObject({
      status: 'suspended',
      isSuspendedPermanently: false,
    });
  });

  it('suspends a member: their token stops working at once, sign-in is refused; unsuspend lets them back', async () => {
    const fan = await accountWithPassword('suspend');
    expect((await call(fan, 'GET', '/api/profiles/me')).statusCode).toBe(200);

    const res = await call(moderator, 'POST', `/api/admin/users/${fan.id}/suspension`, {
      duration: '3d',
      reason: 'Spamming the feed',
    });
    expect(res.statusCode, res.body).toBe(200);
    const suspended = res.json() as AdminUser;
    expect(suspended.status).toBe('suspended');
    const days = (new Date(suspended.suspendedUntil!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.1);

    expect((await call(fan, 'GET', '/api/profiles/me')).statusCode).toBe(401);
    const refused = await signInAs(fan.email);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error_code: 'user_banned' });

    const [entry] = await auditOf(fan.id, 'member.suspend');
    expect(entry).toMatchObject({ actorId: moderator.id, reason: 'Spamming the feed' });

    const lifted = await call(moderator, 'DELETE', `/api/admin/users/${fan.id}/suspension`, {
      reason: 'Appeal',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((lifted.json() as AdminUser).status).toBe('active');
    expect((await signInAs(fan.email)).statusCode).toBe(200);
    const [unsuspend] = await auditOf(fan.id, 'member.unsuspend');
    expect(unsuspend).toMatchObject({ actorId: moderator.id, reason: 'Appeal' });

    const detail = await call(admin, 'GET', `/api/admin/users/${fan.id}`);
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as AdminUserDetail).audit.map((a) => a.action)).toEqual([
      'member.unsuspend',
      'member.suspend',
      'auth_admin.create_user',
    ]);
  });

  it('a permanent suspension shows as permanent; bad input is refused', async () => {
    const fan = await createMember(ctx().db);
    const res = await call(admin, 'POST', `/api/admin/users/${fan.id}/suspension`, {
      duration: 'permanent',
      reason: 'Harassment',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'suspended', isSuspendedPermanently: true });
    for (const body of [
      { duration: '2d', reason: 'x' },
      { duration: '1d', reason: '  ' },
      { duration: '1d' },
    ]) {
      expect(
        (await call(admin, 'POST', `/api/admin/users/${fan.id}/suspension`, body)).statusCode,
      ).toBe(400);
    }
    const missing = await call(
      admin,
      'POST',
      `/api/admin/users/${crypto.randomUUID()}/suspension`,
      {
        duration: '1d',
        reason: 'Who?',
      },
    );
    expect(missing.statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/admin/users/not-a-uuid')).statusCode).toBe(404);
  });

  it('moderators cannot suspend staff; nobody suspends themselves; members cannot suspend', async () => {
    const otherMod = await createMember(ctx().db, { isModerator: true });
    const body = { duration: '1d', reason: 'Testing' };
    const staffRefusal = await call(
      moderator,
      'POST',
      `/api/admin/users/${otherMod.id}/suspension`,
      body,
    );
    expect(staffRefusal.statusCode).toBe(403);
    expect(
      (await call(moderator, 'POST', `/api/admin/users/${admin.id}/suspension`, body)).statusCode,
    ).toBe(403);
    const self = await call(admin, 'POST', `/api/admin/users/${admin.id}/suspension`, body);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ error: { message: 'You cannot suspend yourself.' } });
    const fan = await createMember(ctx().db);
    const member = await call(fan, 'POST', `/api/admin/users/${otherMod.id}/suspension`, body);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({
      error: { message: "You don't have permission to perform this action." },
    });
    // An admin may suspend a moderator.
    expect(
      (await call(admin, 'POST', `/api/admin/users/${otherMod.id}/suspension`, body)).statusCode,
    ).toBe(200);
  });

  it('admins set roles (profile and app_metadata.role agree); no self-change; moderators cannot', async () => {
    const fan = await createMember(ctx().db);
    const made = await call(admin, 'PUT', `/api/admin/users/${fan.id}/role`, {
      role: 'moderator',
      reason: '  Runs the rope drop group  ',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((made.json() as AdminUser).role).toBe('moderator');
    const [profile] = await ctx().db.select().from(profiles).where(eq(profiles.id, fan.id));
    expect(profile).toMatchObject({ isModerator: true, isAdmin: false });
    const gotrue = await call(service, 'GET', `/auth/v1/admin/users/${fan.id}`);
    expect((gotrue.json() as { app_metadata: Record<string, unknown> }).app_metadata.role).toBe(
      'moderator',
    );
    const [entry] = await auditOf(fan.id, 'member.role');
    expect(entry).toMatchObject({
      actorId: admin.id,
      reason: 'Runs the rope drop group',
      before: { role: 'member' },
      after: { role: 'moderator' },
    });

    // The reason is required, 1 to 500 characters; nothing changes without one.
    for (const [body, message] of [
      [{ role: 'admin' }, 'body.reason: A reason is required'],
      [{ role: 'admin', reason: '   ' }, 'body.reason: A reason is required'],
      [{ role: 'admin', reason: 'x'.repeat(501) }, 'at most 500 characters'],
    ] as const) {
      const refused = await call(admin, 'PUT', `/api/admin/users/${fan.id}/role`, body);
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { error: { message: string } }).error.message).toContain(message);
    }

    const byModerator = await call(moderator, 'PUT', `/api/admin/users/${fan.id}/role`, {
      role: 'admin',
      reason: 'Promotion',
    });
    expect(byModerator.statusCode).toBe(403);
    const self = await call(admin, 'PUT', `/api/admin/users/${admin.id}/role`, {
      role: 'member',
      reason: 'Stepping down',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ error: { message: "You can't change your own role." } });
    expect(
      (
        await call(admin, 'PUT', `/api/admin/users/${fan.id}/role`, {
          role: 'owner',
          reason: 'Promotion',
        })
      ).statusCode,
    ).toBe(400);

    const back = await call(admin, 'PUT', `/api/admin/users/${fan.id}/role`, {
      role: 'member',
      reason: 'Stepped back from moderating',
    });
    expect((back.json() as AdminUser).role).toBe('member');
    expect(await auditOf(fan.id, 'member.role')).toHaveLength(2);
  });

  it("GoTrue's admin API sets the staff role with app_metadata.role, and is audited", async () => {
    const fan = await createMember(ctx().db);
    const res = await call(service, 'PUT', `/auth/v1/admin/users/${fan.id}`, {
      app_metadata: { role: 'admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [profile] = await ctx().db.select().from(profiles).where(eq(profiles.id, fan.id));
    expect(profile).toMatchObject({ isAdmin: true, isModerator: false });
    const [entry] = await auditOf(fan.id, 'auth_admin.update_user');
    expect(entry).toMatchObject({
      actorId: null,
      actorRole: 'service_role',
      before: { role: 'member' },
    });
    expect(entry!.after).toMatchObject({ role: 'admin' });

    await call(service, 'PUT', `/auth/v1/admin/users/${fan.id}`, {
      app_metadata: { role: 'moderator' },
    });
    const [again] = await ctx().db.select().from(profiles).where(eq(profiles.id, fan.id));
    expect(again).toMatchObject({ isAdmin: false, isModerator: true });

    const created = await call(service, 'POST', '/auth/v1/admin/users', {
      email: `mod.${crypto.randomUUID().slice(0, 8)}@example.com`,
      app_metadata: { role: 'moderator' },
    });
    const createdId = (created.json() as { id: string }).id;
    const [createdProfile] = await ctx()
      .db.select()
      .from(profiles)
      .where(eq(profiles.id, createdId));
    expect(createdProfile!.isModerator).toBe(true);
    expect(await auditOf(createdId, 'auth_admin.create_user')).toHaveLength(1);

    const link = await call(service, 'POST', '/auth/v1/admin/generate_link', {
      type: 'recovery',
      email: (created.json() as { email: string }).email,
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(await auditOf(createdId, 'auth_admin.generate_link')).toHaveLength(1);
    const removed = await call(service, 'DELETE', `/auth/v1/admin/users/${createdId}`);
    expect(removed.statusCode).toBe(200);
    expect(await auditOf(createdId, 'auth_admin.delete_user')).toHaveLength(1);
  });

  it('sends a password reset link through the recovery mail, and audits it', async () => {
    const fan = await accountWithPassword('reset');
    const res = await call(moderator, 'POST', `/api/admin/users/${fan.id}/password-reset`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ sentTo: fan.email });
    const mails = await ctx().db.select().from(outbox).where(eq(outbox.toAddress, fan.email));
    expect(mails.map((m) => m.kind)).toContain('recovery');
    const [account] = await ctx().db.select().from(authUsers).where(eq(authUsers.id, fan.id));
    expect(account!.recoveryToken).toBeTruthy();
    expect(await auditOf(fan.id, 'member.password_reset')).toHaveLength(1);
    const member = await createMember(ctx().db);
    expect(
      (await call(member, 'POST', `/api/admin/users/${fan.id}/password-reset`)).statusCode,
    ).toBe(403);
  });

  it('deletes a member: account closed, content soft-deleted, uploads removed after the grace period', async () => {
    const fan = await accountWithPassword('gone');
    const other = await createMember(ctx().db);
    const [own] = await ctx()
      .db.insert(posts)
      .values({ authorId: fan.id, body: 'My post' })
      .returning();
    const [theirs] = await ctx()
      .db.insert(posts)
      .values({ authorId: other.id, body: 'Their post', commentCount: 1 })
      .returning();
    await ctx().db.insert(comments).values({ postId: theirs!.id, authorId: fan.id, body: 'Nice' });
    const uploadId = await insertUpload(ctx().db, fan.id);

    expect(
      (await call(moderator, 'DELETE', `/api/admin/users/${fan.id}`, { reason: 'Spam' }))
        .statusCode,
    ).toBe(403);
    expect((await call(admin, 'DELETE', `/api/admin/users/${fan.id}`, {})).statusCode).toBe(400);
    const res = await call(admin, 'DELETE', `/api/admin/users/${fan.id}`, {
      reason: 'Spam account',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminUser).status).toBe('deleted');

    expect((await call(fan, 'GET', '/api/profiles/me')).statusCode).toBe(401);
    expect((await signInAs(fan.email)).statusCode).toBe(400);
    // The profile is gone for members and visitors; staff still find it.
    expect((await call(other, 'GET', `/api/profiles/${fan.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/profiles/${fan.id}`)).statusCode).toBe(404);
    expect((await call(moderator, 'GET', `/api/profiles/${fan.id}`)).statusCode).toBe(200);
    const [ownAfter] = await ctx().db.select().from(posts).where(eq(posts.id, own!.id));
    expect(ownAfter!.deletedAt).not.toBeNull();
    // Their comment keeps its row, deleted at the same moment as their posts.
    const fanComments = await ctx().db.select().from(comments).where(eq(comments.authorId, fan.id));
    expect(fanComments.map((row) => row.deletedAt)).toEqual([ownAfter!.deletedAt]);
    const [theirsAfter] = await ctx().db.select().from(posts).where(eq(posts.id, theirs!.id));
    expect(theirsAfter!.commentCount).toBe(0);
    // The address stays taken during the grace period.
    const reuse = await call(service, 'POST', '/auth/v1/admin/users', {
      email: fan.email,
      password: PASSWORD,
    });
    expect(reuse.statusCode).toBe(422);
    const [entry] = await auditOf(fan.id, 'member.delete');
    expect(entry).toMatchObject({ actorId: admin.id, reason: 'Spam account' });
    expect(
      (await call(admin, 'DELETE', `/api/admin/users/${fan.id}`, { reason: 'Again' })).statusCode,
    ).toBe(409);

    const key = `${MEMBER_DELETION_JOB}:${fan.id}`;
    const [job] = await ctx().db.select().from(jobs).where(eq(jobs.key, key));
    const graceDays = (job!.runAt.getTime() - Date.now()) / 86_400_000;
    expect(Math.round(graceDays)).toBe(MEMBER_DELETION_GRACE_DAYS);
    // The grace period passes: the job runs.
    await ctx()
      .db.update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, key));
    await ctx().app.jobs.start({ pollIntervalMs: 25, retryBaseMs: 5, retryMaxMs: 20 });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [state] = await ctx().db.select().from(jobs).where(eq(jobs.key, key));
      if (state!.state === 'done') break;
      if (Date.now() > deadline) throw new Error(`job still ${state!.state}`);
      await sleep(50);
    }
    await ctx().app.jobs.stop();
    expect(await ctx().db.select().from(uploads).where(eq(uploads.id, uploadId))).toHaveLength(0);
    const [account] = await ctx().db.select().from(authUsers).where(eq(authUsers.id, fan.id));
    expect(account!.email).not.toContain('@');
  });

  it('admins cannot delete themselves or another admin', async () => {
    const otherAdmin = await createMember(ctx().db, { isAdmin: true });
    const self = await call(admin, 'DELETE', `/api/admin/users/${admin.id}`, { reason: 'Bye' });
    expect(self.statusCode).toBe(403);
    expect(
      (await call(admin, 'DELETE', `/api/admin/users/${otherAdmin.id}`, { reason: 'Bye' }))
        .statusCode,
    ).toBe(403);
  });
});
