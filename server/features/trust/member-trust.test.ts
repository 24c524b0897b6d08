import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  adminUserPageSchema,
  adminUserSchema,
} from '../../../common/features/admin/admin-users.contract';
import { auditLog, hiddenItems, memberVisits, reports } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createPostAs } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';
import { giveVisits } from '../../test/trust-signals';

const DAY_MS = 86_400_000;

describeEachDatabase('trust levels: signals, staff view and levels set by hand', (ctx) => {
  const call = (method: 'GET' | 'PUT', url: string, who?: TestMember, payload?: object) =>
    ctx().app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });

  /** The member's trust as staff see it on `/api/admin/users/{id}`. */
  async function trustOf(staff: TestMember, memberId: string) {
    const res = await call('GET', `/api/admin/users/${memberId}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    return adminUserSchema.parse(res.json()).trust;
  }

  it('records the days a member visits and the items they read, in steps', async () => {
    const author = await createMember(ctx().db, { isEstablished: true });
    const post = await createPostAs(ctx(), author, { body: 'Rope drop tips' });
    const reader = await createMember(ctx().db);
    const today = new Date().toISOString().slice(0, 10);
    const visitOf = async () =>
      ctx().db.select().from(memberVisits).where(eq(memberVisits.userId, reader.id));

    expect((await call('GET', '/api/profiles/me', reader)).statusCode).toBe(200);
    expect(await visitOf()).toEqual([{ userId: reader.id, day: today, itemsRead: 0 }]);
    for (let i = 0; i < 3; i++) {
      expect((await call('GET', `/api/posts/${post.id}`, reader)).statusCode).toBe(200);
    }
    expect((await visitOf())[0]?.itemsRead).toBe(3);
    // The fourth read is counted in this process and written at the next step (10).
    await call('GET', `/api/posts/${post.id}`, reader);
    expect((await visitOf())[0]?.itemsRead).toBe(3);
  });

  it('computes the level from account age, visits, reading and recent moderation; staff see it, nobody else', async () => {
    const moderator = await createMember(ctx().db, { isModerator: true });
    const member = await createMember(ctx().db);
    expect(await trustOf(moderator, member.id)).toEqual({ level: 'new', isLocked: false });

    await ctx().db.execute(
      sql`update profiles set created_at = ${new Date(Date.now() - 40 * DAY_MS).toISOString()}
        where id = ${member.id}`,
    );
    expect(await trustOf(moderator, member.id)).toEqual({ level: 'basic', isLocked: false });

    await giveVisits(ctx().db, member.id, { days: 10, itemsPerDay: 5 });
    expect((await trustOf(moderator, member.id)).level).toBe('member');

    // A report against their content that a moderator upheld a week ago: back to basic.
    const reporter = await createMember(ctx().db);
    await ctx()
      .db.insert(reports)
      .values({
        itemKind: 'post',
        itemId: crypto.randomUUID(),
        itemAuthorId: member.id,
        reporterId: reporter.id,
        reason: 'spam',
        status: 'closed',
        decision: 'hidden',
        decidedAt: new Date(Date.now() - 7 * DAY_MS),
      });
    expect((await trustOf(moderator, member.id)).level).toBe('basic');

    const page = await call('GET', `/api/admin/users?q=${member.username}`, moderator);
    expect(adminUserPageSchema.parse(page.json()).items[0]?.trust.level).toBe('basic');
    for (const viewer of [member, reporter, undefined]) {
      const profile = await call('GET', `/api/profiles/${member.id}`, viewer);
      expect(profile.statusCode).toBe(200);
      expect(JSON.stringify(profile.json())).not.toMatch(/trust/i);
    }
  });

  it('lets staff keep a member at a level until they clear it, recorded in the audit log; the level counts at once', async () => {
    const moderator = await createMember(ctx().db, { isModerator: true });
    const [first, second] = await Promise.all([1, 2].map(() => createMember(ctx().db)));
    const url = (member: TestMember) => `/api/admin/users/${member.id}/trust-level`;

    const set = await call('PUT', url(first!), moderator, { level: 'regular' });
    expect(set.statusCode, set.body).toBe(200);
    expect(adminUserSchema.parse(set.json()).trust).toEqual({ level: 'regular', isLocked: true });
    expect(await trustOf(moderator, first!.id)).toEqual({ level: 'regular', isLocked: true });
    const [entry] = await ctx()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, first!.id), eq(auditLog.action, 'member.trust_level')));
    expect(entry).toMatchObject({
      actorId: moderator.id,
      before: { level: 'computed' },
      after: { level: 'regular' },
    });

    // Two regulars (1.5 each) hide a post; the same two accounts left new would not.
    expect((await call('PUT', url(second!), moderator, { level: 'regular' })).statusCode).toBe(200);
    const author = await createMember(ctx().db, { isEstablished: true });
    const post = await createPostAs(ctx(), author, { body: 'Suspicious deals' });
    for (const reporter of [first!, second!]) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: reporter.headers,
        payload: { itemKind: 'post', itemId: post.id, reason: 'spam' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const held = await ctx().db.select().from(hiddenItems).where(eq(hiddenItems.itemId, post.id));
    expect(held).toHaveLength(1);

    const cleared = await call('PUT', url(first!), moderator, { level: null });
    expect(adminUserSchema.parse(cleared.json()).trust).toEqual({ level: 'new', isLocked: false });

    expect((await call('PUT', url(second!), first!, { level: 'new' })).statusCode).toBe(403);
    const bad = await call('PUT', url(second!), moderator, { level: 'leader' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('new, basic, member, regular');
  });
});
