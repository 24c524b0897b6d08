import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../common/features/admin/dashboard.contract';
import {
  authUsers,
  clientErrors,
  clientLogs,
  comments,
  posts,
  profiles,
  reports,
  supportMessages,
} from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describeEachDatabase('admin dashboard', (ctx) => {
  let admin: TestMember;
  let moderator: TestMember;
  let member: TestMember;

  const get = (url: string, who: TestMember | null) =>
    ctx().app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const dashboard = async () => {
    const res = await get('/api/admin/dashboard', moderator);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Dashboard;
  };

  beforeAll(async () => {
    admin = await createMember(ctx().db, { isAdmin: true });
    moderator = await createMember(ctx().db, { isModerator: true });
    member = await createMember(ctx().db);
  });

  describe('counts and the 30-day series', () => {
    it('counts members, new members, live posts, comments, open reports and suspensions', async () => {
      const start = await dashboard();
      const now = Date.now();
      const oldie = await createMember(ctx().db);
      await ctx()
        .db.update(profiles)
        .set({ createdAt: new Date(now - 40 * DAY_MS) })
        .where(eq(profiles.id, oldie.id));
      const fresh = await createMember(ctx().db);
      const [live] = await ctx()
        .db.insert(posts)
        .values({ authorId: fresh.id, body: 'Rope drop at Magic Kingdom' })
        .returning({ id: posts.id });
      await ctx()
        .db.insert(posts)
        .values({ authorId: fresh.id, body: 'Gone', deletedAt: new Date() });
      await ctx()
        .db.insert(comments)
        .values([
          { postId: live!.id, authorId: oldie.id, body: 'Enjoy!' },
          { postId: live!.id, authorId: oldie.id, body: 'Deleted', deletedAt: new Date() },
        ]);
      await ctx()
        .db.insert(reports)
        .values([
          { itemKind: 'post', itemId: live!.id, reporterId: oldie.id, reason: 'spam' },
          {
            itemKind: 'post',
            itemId: live!.id,
            reporterId: member.id,
            reason: 'spam',
            status: 'closed',
          },
        ]);
      await ctx()
        .db.update(authUsers)
        .set({ bannedUntil: new Date(now + DAY_MS) })
        .where(eq(authUsers.id, fresh.id));
      await ctx()
        .db.update(authUsers)
        .set({ bannedUntil: new Date(now - DAY_MS) })
        .where(eq(authUsers.id, oldie.id));

      const end = await dashboard();
      expect(end.counts).toEqual({
        members: start.counts.members + 2,
        newMembersThisWeek: start.counts.newMembersThisWeek + 1,
        posts: start.counts.posts + 1,
        comments: start.counts.comments + 1,
        openReports: start.counts.openReports + 1,
        suspendedMembers: start.counts.suspendedMembers + 1,
      });
    });

    it('has one row per UTC day for 30 days, zeros included, with sign-ups and posts', async () => {
      const now = new Date();
      const threeDaysAgo = new Date(now.getTime() - 3 * DAY_MS);
      const start = await dashboard();
      const writer = await createMember(ctx().db);
      await ctx()
        .db.update(profiles)
        .set({ createdAt: threeDaysAgo })
        .where(eq(profiles.id, writer.id));
      await ctx()
        .db.insert(posts)
        .values([
          { authorId: writer.id, body: 'One', createdAt: threeDaysAgo },
          { authorId: writer.id, body: 'Two', createdAt: threeDaysAgo },
          // Outside the 30 days: not in the series.
          { authorId: writer.id, body: 'Old', createdAt: new Date(now.getTime() - 31 * DAY_MS) },
        ]);
      const end = await dashboard();
      expect(end.series).toHaveLength(30);
      expect(end.series[29]!.date).toBe(dayOf(now));
      expect(end.series[0]!.date).toBe(dayOf(new Date(now.getTime() - 29 * DAY_MS)));
      const dates = end.series.map((row) => row.date);
      expect(new Set(dates).size).toBe(30);
      expect([...dates].sort()).toEqual(dates);
      const before = start.series.find((row) => row.date === dayOf(threeDaysAgo))!;
      const after = end.series.find((row) => row.date === dayOf(threeDaysAgo))!;
      expect(after.posts - before.posts).toBe(2);
      expect(after.signups - before.signups).toBe(1);
      const total = (series: Dashboard['series']) =>
        series.reduce((sum, row) => sum + row.posts, 0);
      expect(total(end.series) - total(start.series)).toBe(2);
    });

    it('is for staff: 401 for visitors, 403 with the permission message for members', async () => {
      expect((await get('/api/admin/dashboard', null)).statusCode).toBe(401);
      const res = await get('/api/admin/dashboard', member);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { code: 'forbidden', message: "You don't have permission to perform this action." },
      });
      expect((await get('/api/admin/dashboard', admin)).statusCode).toBe(200);
    });
  });

  describe('client errors and logs', () => {
    it('lists the 10 most recent errors by default, then the next page', async () => {
      const base = Date.now() - 60_000;
      await ctx()
        .db.insert(clientErrors)
        .values(
          Array.from({ length: 12 }, (_, index) => ({
            message: `Boom ${index}`,
            severity: index % 2 ? 'critical' : 'low',
            category: 'network',
            context: { url: '/feed' },
            createdAt: new Date(base + index * 1000),
          })),
        );
      const res = await get('/api/admin/client-errors', admin);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as {
        items: { message: string; severity: string; category: string; url: string }[];
        nextCursor: string | null;
      };
      expect(page.items).toHaveLength(10);
      expect(page.items[0]).toMatchObject({
        message: 'Boom 11',
        severity: 'critical',
        category: 'network',
        url: '/feed',
      });
      expect(page.nextCursor).not.toBeNull();
      const next = await get(`/api/admin/client-errors?cursor=${page.nextCursor}`, admin);
      expect((next.json() as { items: { message: string }[] }).items.map((e) => e.message)).toEqual(
        ['Boom 1', 'Boom 0'],
      );
      const three = await get('/api/admin/client-errors?limit=3', admin);
      expect((three.json() as { items: unknown[] }).items).toHaveLength(3);
      expect((await get('/api/admin/client-errors?limit=101', admin)).statusCode).toBe(400);
      expect((await get('/api/admin/client-errors?cursor=nonsense!', admin)).statusCode).toBe(400);
    });

    it('filters logs by level', async () => {
      await ctx()
        .db.insert(clientLogs)
        .values([
          { level: 'warn', message: 'Slow feed', context: { component: 'Feed' } },
          { level: 'error', message: 'Upload failed' },
          { level: 'info', message: 'Hello' },
        ]);
      const res = await get('/api/admin/client-logs?level=warn', admin);
      expect(res.statusCode, res.body).toBe(200);
      const items = (res.json() as { items: { level: string; component: string | null }[] }).items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.level === 'warn')).toBe(true);
      expect(items[0]!.component).toBe('Feed');
      const all = (await get('/api/admin/client-logs', admin)).json() as { items: unknown[] };
      expect(all.items.length).toBeGreaterThanOrEqual(3);
      expect((await get('/api/admin/client-logs?level=loud', admin)).statusCode).toBe(400);
    });

    it('keeps errors, logs and support messages from moderators (403)', async () => {
      for (const url of [
        '/api/admin/client-errors',
        '/api/admin/client-logs',
        '/api/admin/support-messages',
      ]) {
        expect((await get(url, moderator)).statusCode).toBe(403);
        expect((await get(url, member)).statusCode).toBe(403);
      }
    });
  });

  describe('support messages', () => {
    it('lists open messages and marks one handled, and open again', async () => {
      const [message] = await ctx()
        .db.insert(supportMessages)
        .values({
          name: 'Minnie',
          email: 'minnie@example.com',
          topic: 'bug',
          subject: 'Checklist',
          message: 'My checklist does not save.',
        })
        .returning({ id: supportMessages.id });
      const open = (await get('/api/admin/support-messages?status=open', admin)).json() as {
        items: { id: string; status: string }[];
      };
      expect(open.items.map((item) => item.id)).toContain(message!.id);
      const put = (handled: unknown, id = message!.id, who = admin) =>
        ctx().app.inject({
          method: 'PUT',
          url: `/api/admin/support-messages/${id}/handled`,
          headers: who.headers,
          payload: { handled },
        });
      const done = await put(true);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ id: message!.id, status: 'handled' });
      const handled = (await get('/api/admin/support-messages?status=handled', admin)).json() as {
        items: { id: string }[];
      };
      expect(handled.items.map((item) => item.id)).toContain(message!.id);
      const stillOpen = (await get('/api/admin/support-messages?status=open', admin)).json() as {
        items: { id: string }[];
      };
      expect(stillOpen.items.map((item) => item.id)).not.toContain(message!.id);
      expect((await put(false)).json()).toMatchObject({ status: 'open' });
      expect((await put('yes')).statusCode).toBe(400);
      expect((await put(true, crypto.randomUUID())).statusCode).toBe(404);
      expect((await put(true, 'not-an-id')).statusCode).toBe(404);
      expect((await put(true, message!.id, moderator)).statusCode).toBe(403);
    });
  });
});
