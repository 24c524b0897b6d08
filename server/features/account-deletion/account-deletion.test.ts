import { eq, like, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import type { AccountDeletion } from '../../../common/features/account-deletion/account-deletion.contract';
import { usernameMessages } from '../../../common/features/auth/username-rules';
import type { MessagePage } from '../../../common/features/messages/messages.contract';
import type { ModerationQueueEntry } from '../../../common/features/moderation/moderation.contract';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../common/limits';
import {
  accountClosures,
  authMfaFactors,
  authRefreshTokens,
  authSessions,
  authUsers,
  catalogueItems,
  clientErrors,
  clientLogs,
  contests,
  jobs,
  posts,
  profiles,
  reports,
  supportMessages,
} from '../../db/schema';
import { ACCESS_TOKEN_AUDIENCE } from '../auth/access-token-check';
import { scheduleJob } from '../jobs/jobs.service';
import { serviceRoleToken } from '../../test/auth-admin-support';
import { describeEachDatabase, TEST_JWT_SECRET } from '../../test/build-test-app';
import { sendDirectMessage } from '../../test/conversations';
import { createEventAs } from '../../test/events-test-support';
import { createPostAs, insertUpload } from '../../test/factories';
import { callAs, createGroupAs, groupPostAs, joinAs } from '../../test/groups-test-support';
import { createMember, type TestMember } from '../../test/sign-in';
import { ACCOUNT_ERASURE_JOB, erasureJobKey } from './account-deletion.job';

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
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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
    // Erased: the account, the profile and their post are gone (the next test looks closer).
    expect(await ctx().db.select().from(authUsers).where(eq(authUsers.id, leaving.id))).toEqual([]);
    expect(await ctx().db.select().from(profiles).where(eq(profiles.id, leaving.id))).toEqual([]);
    expect(await ctx().db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    // The one who cancelled signs in as ever.
    await signIn(staying.email);
  });

  it('erases the rows: nothing keeps their id but audit entries and anonymous reports; messages stay as from a deleted member; the username stays taken', async () => {
    const db = ctx().db;
    const leaving = await createMember(db, { isEstablished: true });
    const other = await createMember(db, { isEstablished: true });
    const as = (member: TestMember, method: 'POST' | 'PUT' | 'PATCH', url: string, body?: object) =>
      callAs(ctx(), method, url, member, body);
    const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 201) => {
      const answer = await res;
      expect(answer.statusCode, answer.body).toBe(status);
      return JSON.parse(answer.body || 'null') as { id: string };
    };

    // Something of every kind, and their part in the other member's.
    const theirPost = await createPostAs(ctx(), other, { body: 'Their post' });
    await createPostAs(ctx(), leaving, { body: 'My post' });
    await ctx().app.rateLimiter.reset(`comments:${leaving.id}`);
    await ok(as(leaving, 'POST', `/api/posts/${theirPost.id}/comments`, { body: 'Mine' }));
    await ok(as(leaving, 'PUT', `/api/posts/${theirPost.id}/like`), 200);
    await ok(as(leaving, 'PUT', `/api/profiles/${other.id}/follow`), 200);
    await ok(as(other, 'PUT', `/api/profiles/${leaving.id}/follow`), 200);
    const { conversation } = await sendDirectMessage(ctx().app, leaving, other, 'Hello from me');
    await sendDirectMessage(ctx().app, other, leaving, 'Hello back');
    const theirGroup = await createGroupAs(ctx(), other);
    await joinAs(ctx(), theirGroup, leaving, other);
    await groupPostAs(ctx(), leaving, theirGroup.id, 'My group post');
    await createGroupAs(ctx(), leaving);
    const theirEvent = await createEventAs(ctx(), other);
    await ok(as(leaving, 'PUT', `/api/events/${theirEvent.id}/rsvp`, { status: 'going' }), 200);
    await ctx().app.rateLimiter.reset(`event-comments:${leaving.id}`);
    await ok(as(leaving, 'POST', `/api/events/${theirEvent.id}/comments`, { body: 'See you' }));
    await createEventAs(ctx(), leaving);
    await ctx().app.rateLimiter.reset(`tips:create:${leaving.id}`);
    await ok(
      as(leaving, 'POST', '/api/tips', { category: 'time', body: 'Ride at dusk for the view' }),
    );
    await ctx().app.rateLimiter.reset(`tips:create:${other.id}`);
    const theirTip = await ok(
      as(other, 'POST', '/api/tips', { category: 'time', body: 'Arrive before rope drop' }),
    );
    await ok(as(leaving, 'PUT', `/api/tips/${theirTip.id}/helpful`), 200);
    const [item] = await db
      .select({ slug: catalogueItems.slug })
      .from(catalogueItems)
      .where(eq(catalogueItems.kind, 'restaurant'))
      .limit(1);
    await ctx().app.rateLimiter.reset(`reviews:${leaving.id}`);
    await ok(
      as(leaving, 'POST', `/api/catalogue/${item!.slug}/reviews`, {
        stars: 4,
        title: 'Lovely dinner',
        body: 'Lovely dinner with a view of the fireworks, book early for a window table.',
        visitMonth: '2025-01',
        partyType: 'couple',
      }),
    );
    await ok(as(leaving, 'POST', '/api/checklists', { title: 'My packing list' }));
    await ok(
      as(leaving, 'PUT', '/api/creators/me', { kinds: ['photographer'], headline: 'Photos' }),
      200,
    );
    const [contest] = await db
      .insert(contests)
      .values({
        title: 'Castles',
        theme: 'Castles',
        entriesOpenAt: new Date(Date.now() - DAY_MS),
        entriesCloseAt: new Date(Date.now() + 2 * DAY_MS),
        votingEndsAt: new Date(Date.now() + 4 * DAY_MS),
      })
      .returning({ id: contests.id });
    const entryPhoto = await insertUpload(db, leaving.id);
    await ok(
      as(leaving, 'PUT', `/api/contests/${contest!.id}/entry`, { uploadId: entryPhoto }),
      201,
    );
    // A report they filed (kept, without them), and staff's action on their post (audited).
    const report = await ok(
      as(leaving, 'POST', '/api/reports', {
        itemKind: 'post',
        itemId: theirPost.id,
        reason: 'spam',
      }),
    );
    const reportedPost = await createPostAs(ctx(), leaving, { body: 'Reported post' });
    const hide = await call(
      staff,
      'POST',
      `/api/admin/moderation/items/post/${reportedPost.id}/decision`,
      { action: 'hide', reason: 'Off topic' },
    );
    expect(hide.statusCode, hide.body).toBe(200);
    // A hold on their creator listing: its id is theirs, with no foreign key.
    const hideListing = await call(
      staff,
      'POST',
      `/api/admin/moderation/items/creator_listing/${leaving.id}/decision`,
      { action: 'hide', reason: 'Spam links' },
    );
    expect(hideListing.statusCode, hideListing.body).toBe(200);
    // Rows that name them without a foreign key.
    const [session] = await db
      .insert(authSessions)
      .values({ userId: leaving.id })
      .returning({ id: authSessions.id });
    await db.insert(authRefreshTokens).values({
      tokenHash: `hash-${leaving.id}`,
      sessionId: session!.id,
      userId: leaving.id,
    });
    await db.insert(clientErrors).values({
      message: 'Boom',
      severity: 'error',
      category: 'runtime',
      userId: leaving.id,
    });
    await db.insert(clientLogs).values({ level: 'warn', message: 'Slow', userId: leaving.id });
    await db.insert(supportMessages).values({
      name: 'Me',
      email: `${leaving.id}@example.test`,
      topic: 'account',
      subject: 'Hello',
      message: 'A question',
      userId: leaving.id,
    });

    // Closed, and the 30 days are over.
    const past = new Date(Date.now() - 1000);
    await db.insert(accountClosures).values({
      userId: leaving.id,
      requestedAt: new Date(past.getTime() - ACCOUNT_DELETION_GRACE_DAYS * DAY_MS),
      eraseAt: past,
    });
    const key = erasureJobKey(leaving.id, past);
    await scheduleJob(db, {
      kind: ACCOUNT_ERASURE_JOB,
      key,
      runAt: past,
      payload: { userId: leaving.id },
    });
    const [scheduled] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.key, key));
    await ctx().app.jobs.start({ pollIntervalMs: 25, retryBaseMs: 5, retryMaxMs: 20 });
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [job] = await db
        .select({ state: jobs.state, lastError: jobs.lastError })
        .from(jobs)
        .where(eq(jobs.id, scheduled!.id));
      if (job?.state === 'done') break;
      if (Date.now() > deadline) throw new Error(`erasure not done: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await ctx().app.jobs.stop();

    // Every uuid, text and json column of every table: their id only in audit_log and reports.
    const columns = (await db.execute(sql`select table_name, column_name, data_type
      from information_schema.columns c
      where table_schema = 'public'
        and data_type in ('uuid', 'text', 'character varying', 'jsonb', 'json')
        and exists (select 1 from information_schema.tables t where t.table_schema = 'public'
          and t.table_name = c.table_name and t.table_type = 'BASE TABLE')
      order by table_name, column_name`)) as unknown as {
      rows: { table_name: string; column_name: string; data_type: string }[];
    };
    const probes = columns.rows.map(
      ({ table_name: table, column_name: column, data_type: type }) => {
        const cell = sql.identifier(column);
        const holds =
          type === 'uuid'
            ? sql`${cell} = ${leaving.id}::uuid`
            : sql`strpos(${cell}::text, ${leaving.id}) > 0`;
        return sql`select ${`${table}.${column}`}::text as place from ${sql.identifier(table)} where ${holds}`;
      },
    );
    const found = (await db.execute(sql.join(probes, sql` union all `))) as unknown as {
      rows: { place: string }[];
    };
    const places = [...new Set(found.rows.map((row) => row.place))].sort();
    expect(places.filter((place) => !/^(audit_log|reports)\./.test(place))).toEqual([]);
    expect(places).toContain('audit_log.target_user_id');
    const [kept] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(kept).toMatchObject({ reporterId: null, itemId: theirPost.id, status: 'open' });
    expect(await db.select().from(authUsers).where(eq(authUsers.id, leaving.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.id, leaving.id))).toEqual([]);
    const [liked] = await db.select().from(posts).where(eq(posts.id, theirPost.id));
    expect(liked!.likeCount).toBe(0);

    // The other member keeps the conversation: their message and the deleted member's.
    const thread = await call(other, 'GET', `/api/conversations/${conversation.id}/messages`);
    expect(thread.statusCode, thread.body).toBe(200);
    const shown = (thread.json() as MessagePage).items.map(({ senderId, body }) => ({
      senderId,
      body,
    }));
    expect(shown).toEqual([
      { senderId: other.id, body: 'Hello back' },
      { senderId: null, body: 'Hello from me' },
    ]);
    const list = await call(other, 'GET', '/api/conversations');
    expect(list.json()).toMatchObject({
      items: [{ id: conversation.id, participants: [], canSend: false }],
    });
    // Staff still see the report, without its reporter.
    const queue = await call(staff, 'GET', '/api/admin/moderation/queue?kind=post');
    expect(queue.statusCode, queue.body).toBe(200);
    const entry = (queue.json() as { items: ModerationQueueEntry[] }).items.find(
      (candidate) => candidate.itemId === theirPost.id,
    );
    expect(entry?.reports).toEqual([expect.objectContaining({ id: report.id, reporter: null })]);

    // Nobody may take the username again, in any case: the answer a taken name gets.
    const signUp = (username: string) =>
      call(null, 'POST', '/auth/v1/signup', {
        email: `${crypto.randomUUID().slice(0, 8)}@example.com`,
        password: PASSWORD,
        data: { username },
      });
    const reserved = await signUp(leaving.username.toUpperCase());
    const taken = await signUp(other.username);
    expect(reserved.statusCode, reserved.body).toBe(taken.statusCode);
    expect(reserved.json()).toEqual(taken.json());
    const rename = await call(other, 'PATCH', '/api/profiles/me', { username: leaving.username });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ error: { message: usernameMessages.taken } });
  });
});
