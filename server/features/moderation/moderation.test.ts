import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  moderationCountsSchema,
  moderationDecisionResultSchema,
  moderationQueuePageSchema,
  reportPageSchema,
  reportSchema,
  type ReportItemKind,
} from '../../../common/features/moderation/moderation.contract';
import { realtimeCloseCodes } from '../../../common/features/realtime/realtime-constants';
import { auditLog, authUsers, hiddenItems, notifications, posts, reports } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { sendDirectMessage } from '../../test/conversations';
import { createPostAs, requestAs } from '../../test/factories';
import { joinRealtime, tokenOf } from '../../test/realtime-socket';
import { createMember, type TestMember } from '../../test/sign-in';
import { createTrustedMember } from '../../test/trust-signals';

async function report(
  ctx: TestContext,
  reporter: TestMember,
  itemKind: ReportItemKind,
  itemId: string,
  extra: object = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: reporter.headers,
    payload: { itemKind, itemId, reason: 'spam', ...extra },
  });
}

async function decideAs(
  ctx: TestContext,
  staff: TestMember,
  kind: ReportItemKind,
  id: string,
  body: object,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/moderation/items/${kind}/${id}/decision`,
    headers: staff.headers,
    payload: body,
  });
}

async function notificationsOf(ctx: TestContext, userId: string) {
  return ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function auditOf(ctx: TestContext, itemId: string) {
  return ctx.db.select().from(auditLog).where(eq(auditLog.itemId, itemId));
}

describeEachDatabase('moderation: reports, queue and decisions', (context) => {
  const call = requestAs(context);
  let origin = '';
  let moderator: TestMember;
  let admin: TestMember;
  beforeAll(async () => {
    const ctx = context();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    moderator = await createMember(ctx.db, { isModerator: true });
    admin = await createMember(ctx.db, { isAdmin: true });
  });

  it('hides an item after reports from three trusted members and tells its author', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createTrustedMember(ctx.db)));
    const post = await createPostAs(ctx, author, { body: 'Buy cheap tickets at my site!' });

    const first = await report(ctx, a!, 'post', post.id, { note: 'Selling tickets' });
    expect(first.statusCode, first.body).toBe(201);
    expect(reportSchema.parse(first.json())).toMatchObject({
      itemKind: 'post',
      itemId: post.id,
      reason: 'spam',
      note: 'Selling tickets',
      status: 'open',
      decision: null,
    });
    const again = await report(ctx, a!, 'post', post.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'You have already reported this post. A moderator will review it.',
    );
    expect((await report(ctx, b!, 'post', post.id, { reason: 'harassment' })).statusCode).toBe(201);
    // Two members: still visible to everyone.
    expect((await call('GET', `/api/posts/${post.id}`)).statusCode).toBe(200);
    expect(await ctx.db.select().from(hiddenItems).where(eq(hiddenItems.itemId, post.id))).toEqual(
      [],
    );

    expect((await report(ctx, c!, 'post', post.id)).statusCode).toBe(201);
    const [hold] = await ctx.db.select().from(hiddenItems).where(eq(hiddenItems.itemId, post.id));
    expect(hold).toMatchObject({ itemKind: 'post', cause: 'reports', itemAuthorId: author.id });
    expect((await call('GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${post.id}`, a)).statusCode).toBe(404);
    const own = await call('GET', `/api/posts/${post.id}`, author);
    expect(own.statusCode).toBe(200);
    expect(own.json().hidden).toBe(true);
    expect((await call('GET', `/api/posts/${post.id}`, moderator)).json().hidden).toBe(true);
    const told = (await notificationsOf(ctx, author.id)).filter((n) => n.type === 'content_hidden');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ entityId: post.id, actorId: null });
    expect(told[0]!.body).toContain('Your post was hidden after several members reported it');

    // The queue shows the item with its three reports; counts for the badge.
    const queue = await call('GET', '/api/admin/moderation/queue?sort=most_reported', moderator);
    expect(queue.statusCode, queue.body).toBe(200);
    const entry = moderationQueuePageSchema
      .parse(queue.json())
      .items.find((item) => item.itemId === post.id);
    expect(entry).toMatchObject({
      itemKind: 'post',
      reportCount: 3,
      item: { excerpt: 'Buy cheap tickets at my site!', linkPath: `/post/${post.id}` },
      author: { id: author.id, username: author.username, role: 'member' },
      hidden: { cause: 'reports' },
    });
    expect(entry!.reports.map((r) => r.reporter?.id).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    expect(entry!.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'spam', count: 2 },
        { reason: 'harassment', count: 1 },
      ]),
    );
    const counts = moderationCountsSchema.parse(
      (await call('GET', '/api/admin/moderation/counts', moderator)).json(),
    );
    expect(counts.openItems).toBeGreaterThanOrEqual(1);
    expect(counts.openReports).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/api/admin/moderation/queue', a)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/moderation/queue')).statusCode).toBe(401);

    // Dismiss: the hold of the reports goes, every reporter hears once, audit written.
    const dismissed = await decideAs(ctx, moderator, 'post', post.id, {
      action: 'dismiss',
      reason: 'A travel agent post, allowed',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(moderationDecisionResultSchema.parse(dismissed.json())).toMatchObject({
      decision: 'dismissed',
      closedReports: 3,
      hidden: false,
    });
    expect((await call('GET', `/api/posts/${post.id}`, a)).statusCode).toBe(200);
    for (const reporter of [a!, b!, c!]) {
      const outcome = (await notificationsOf(ctx, reporter.id)).filter(
        (n) => n.type === 'report_outcome',
      );
      expect(outcome).toHaveLength(1);
      expect(outcome[0]!.body).toContain('Thanks for your report.');
    }
    const closed = await ctx.db.select().from(reports).where(eq(reports.itemId, post.id));
    expect(closed.every((r) => r.status === 'closed' && r.decision === 'dismissed')).toBe(true);
    expect((await auditOf(ctx, post.id)).map((e) => e.action)).toEqual(['report.dismiss']);
    // A second decision finds no open reports: nobody is told twice.
    const second = await decideAs(ctx, moderator, 'post', post.id, {
      action: 'dismiss',
      reason: 'again',
    });
    expect(second.json().closedReports).toBe(0);
    expect(
      (await notificationsOf(ctx, a!.id)).filter((n) => n.type === 'report_outcome'),
    ).toHaveLength(1);
    // Once closed, the member may report it again.
    expect((await report(ctx, a!, 'post', post.id)).statusCode).toBe(201);
  });

  it('refuses reports of your own items, of items you cannot see, and bad input', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const post = await createPostAs(ctx, author);
    const own = await report(ctx, author, 'post', post.id);
    expect(own.statusCode).toBe(422);
    expect(own.json().error.message).toBe('You cannot report your own post.');
    expect((await report(ctx, author, 'profile', author.id)).statusCode).toBe(422);
    expect((await report(ctx, other, 'post', crypto.randomUUID())).statusCode).toBe(404);
    expect((await report(ctx, other, 'tip', 'not-a-uuid')).statusCode).toBe(404);
    expect((await report(ctx, other, 'post', post.id, { reason: 'boring' })).statusCode).toBe(400);
    expect((await report(ctx, other, 'post', post.id, { note: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('POST', '/api/reports', undefined, {
          itemKind: 'post',
          itemId: post.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(401);
    // A message only by a participant of its conversation.
    const outsider = await createMember(ctx.db);
    const sent = await sendDirectMessage(ctx.app, author, other, 'Hello there');
    expect((await report(ctx, outsider, 'message', sent.message.id)).statusCode).toBe(404);
    expect((await report(ctx, other, 'message', sent.message.id)).statusCode).toBe(201);
    const mine = await call('GET', '/api/reports/mine', other);
    expect(reportPageSchema.parse(mine.json()).items[0]).toMatchObject({
      itemKind: 'message',
      itemId: sent.message.id,
    });
    // The queue shows the conversation around a reported message.
    const queue = moderationQueuePageSchema.parse(
      (await call('GET', '/api/admin/moderation/queue?kind=message', moderator)).json(),
    );
    const entry = queue.items.find((item) => item.itemId === sent.message.id);
    expect(entry?.item.conversation?.find((line) => line.isReported)?.body).toBe('Hello there');
  });

  it('limits a member to 20 reports a day with 429 and Retry-After', async () => {
    const ctx = context();
    const reporter = await createMember(ctx.db);
    const author = await createMember(ctx.db);
    const rows = await ctx.db
      .insert(posts)
      .values(Array.from({ length: 21 }, (_, i) => ({ authorId: author.id, body: `Post ${i}` })))
      .returning({ id: posts.id });
    for (const row of rows.slice(0, 20)) {
      expect((await report(ctx, reporter, 'post', row.id)).statusCode).toBe(201);
    }
    const limited = await report(ctx, reporter, 'post', rows[20]!.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(
      'You can report at most 20 items a day. Please try again later.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('hides, deletes and warns with notifications and audit entries', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const reporter = await createMember(ctx.db);
    const post = await createPostAs(ctx, author, { body: 'Rude words' });
    expect((await report(ctx, reporter, 'post', post.id)).statusCode).toBe(201);

    expect(
      (await decideAs(ctx, moderator, 'post', post.id, { action: 'warn', reason: 'rude' }))
        .statusCode,
    ).toBe(400);
    const warned = await decideAs(ctx, moderator, 'post', post.id, {
      action: 'warn',
      reason: 'Rude language',
      message: 'Please keep it friendly: no insults.',
    });
    expect(warned.statusCode, warned.body).toBe(200);
    const warning = (await notificationsOf(ctx, author.id)).find(
      (n) => n.type === 'moderation_warning',
    );
    expect(warning).toMatchObject({
      body: 'Please keep it friendly: no insults.',
      entityId: post.id,
    });
    const listed = await call('GET', '/api/notifications', author);
    expect(JSON.stringify(listed.json())).toContain('Please keep it friendly: no insults.');
    const outcome = (await notificationsOf(ctx, reporter.id)).find(
      (n) => n.type === 'report_outcome',
    );
    expect(outcome?.body).toBe(
      'Thanks for your report. A moderator warned the member who posted the post.',
    );

    const hidden = await decideAs(ctx, moderator, 'post', post.id, {
      action: 'hide',
      reason: 'Insults',
    });
    expect(hidden.json()).toMatchObject({ hidden: true, closedReports: 0 });
    expect((await call('GET', `/api/posts/${post.id}`, reporter)).statusCode).toBe(404);
    const unhidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/items/post/${post.id}/unhide`,
      headers: moderator.headers,
      payload: { reason: 'On second look it is fine' },
    });
    expect(unhidden.json()).toMatchObject({ wasHidden: true, hidden: false });
    expect((await call('GET', `/api/posts/${post.id}`, reporter)).statusCode).toBe(200);

    const deleted = await decideAs(ctx, admin, 'post', post.id, {
      action: 'delete',
      reason: 'Repeated insults',
    });
    expect(deleted.json()).toMatchObject({ deleted: true });
    expect((await call('GET', `/api/posts/${post.id}`, author)).statusCode).toBe(404);
    expect((await auditOf(ctx, post.id)).map((e) => e.action).sort()).toEqual(
      ['item.delete', 'item.hide', 'item.unhide', 'member.warn'].sort(),
    );
    const [deleteEntry] = (await auditOf(ctx, post.id)).filter((e) => e.action === 'item.delete');
    expect(deleteEntry).toMatchObject({
      actorId: admin.id,
      itemKind: 'post',
      targetUserId: author.id,
      reason: 'Repeated insults',
    });
    // Members cannot decide.
    expect(
      (await decideAs(ctx, reporter, 'post', post.id, { action: 'hide', reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('suspends the author: sessions end at once, the socket closes, the item is hidden', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const reporter = await createMember(ctx.db);
    const post = await createPostAs(ctx, author, { body: 'Spam spam spam' });
    expect((await report(ctx, reporter, 'post', post.id)).statusCode).toBe(201);
    const socket = await joinRealtime(origin, tokenOf(author));
    expect((await call('GET', '/api/profiles/me', author)).statusCode).toBe(200);

    const suspended = await decideAs(ctx, moderator, 'post', post.id, {
      action: 'suspend',
      reason: 'Spam account',
      duration: '1w',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ decision: 'suspended', hidden: true });
    expect((await call('GET', '/api/profiles/me', author)).statusCode).toBe(401);
    const closed = await Promise.race([
      socket.closed,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still open')), 3000)),
    ]);
    expect(closed.code).toBe(realtimeCloseCodes.sessionEnded);
    const [user] = await ctx.db
      .select({ bannedUntil: authUsers.bannedUntil })
      .from(authUsers)
      .where(eq(authUsers.id, author.id));
    const days = (user!.bannedUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect((await call('GET', `/api/posts/${post.id}`, reporter)).statusCode).toBe(404);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, post.id), eq(auditLog.action, 'member.suspend')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: moderator.id, targetUserId: author.id });
  });

  it('shows each item of a queue page with its own reports, hold and author history', async () => {
    const ctx = context();
    const warnedAuthor = await createMember(ctx.db);
    const otherAuthor = await createMember(ctx.db);
    const reporters = await Promise.all([1, 2, 3].map(() => createTrustedMember(ctx.db)));
    // The first author was warned once before, about an earlier post.
    const earlier = await createPostAs(ctx, warnedAuthor, { body: 'An earlier reported post.' });
    expect((await report(ctx, reporters[0]!, 'post', earlier.id)).statusCode).toBe(201);
    const warned = await decideAs(ctx, moderator, 'post', earlier.id, {
      action: 'warn',
      reason: 'First warning',
      message: 'Please keep posts about the parks.',
    });
    expect(warned.statusCode, warned.body).toBe(200);
    const held = await createPostAs(ctx, warnedAuthor, { body: 'A post three members report.' });
    for (const reporter of reporters) {
      expect((await report(ctx, reporter, 'post', held.id)).statusCode).toBe(201);
    }
    const single = await createPostAs(ctx, otherAuthor, { body: 'A post one member reports.' });
    expect(
      (await report(ctx, reporters[1]!, 'post', single.id, { reason: 'harassment' })).statusCode,
    ).toBe(201);

    const queue = moderationQueuePageSchema.parse(
      (await call('GET', '/api/admin/moderation/queue?kind=post&limit=50', moderator)).json(),
    );
    const heldEntry = queue.items.find((item) => item.itemId === held.id);
    const singleEntry = queue.items.find((item) => item.itemId === single.id);
    expect(heldEntry).toMatchObject({
      reportCount: 3,
      hidden: { cause: 'reports' },
      author: { id: warnedAuthor.id, history: { closedReports: 1, warned: 1, hidden: 0 } },
    });
    expect(heldEntry!.reports.map((r) => r.reporter?.id).sort()).toEqual(
      reporters.map((r) => r.id).sort(),
    );
    expect(singleEntry).toMatchObject({
      reportCount: 1,
      hidden: null,
      reasons: [{ reason: 'harassment', count: 1 }],
      author: { id: otherAuthor.id, history: { closedReports: 0, warned: 0 } },
    });
    expect(singleEntry!.reports).toHaveLength(1);
    expect(queue.items.some((item) => item.itemId === earlier.id)).toBe(false);
  });

  it('pages through the queue with cursors in both orders, and reads one item state', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const reporters = await Promise.all([1, 2, 3].map(() => createTrustedMember(ctx.db)));
    const tips: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await ctx.app.rateLimiter.reset(`tips:create:${author.id}`);
      const tip = await call('POST', '/api/tips', author, {
        category: 'time',
        park: null,
        body: `Tip number ${i} about arriving before the parks open.`,
      });
      expect(tip.statusCode, tip.body).toBe(201);
      tips.push(tip.json().id as string);
      // Tip i is reported by i + 1 members (the third one is hidden by three).
      for (const reporter of reporters.slice(0, i + 1)) {
        expect((await report(ctx, reporter, 'tip', tip.json().id as string)).statusCode).toBe(201);
      }
    }
    for (const sort of ['newest', 'most_reported'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url = `/api/admin/moderation/queue?kind=tip&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
        const page = moderationQueuePageSchema.parse((await call('GET', url, moderator)).json());
        seen.push(...page.items.map((item) => item.itemId));
        cursor = page.nextCursor;
      } while (cursor && seen.length < 10);
      const ours = seen.filter((id) => tips.includes(id));
      expect(ours, sort).toEqual([tips[2], tips[1], tips[0]]);
      expect(new Set(seen).size).toBe(seen.length);
    }
    expect(
      (await call('GET', '/api/admin/moderation/queue?cursor=nonsense', moderator)).statusCode,
    ).toBe(400);
    const state = await call('GET', `/api/admin/moderation/items/tip/${tips[2]}`, moderator);
    expect(state.json()).toMatchObject({
      itemKind: 'tip',
      authorId: author.id,
      openReports: 3,
      hidden: { cause: 'reports' },
    });
    expect(
      (await call('GET', `/api/admin/moderation/items/tip/${crypto.randomUUID()}`, moderator))
        .statusCode,
    ).toBe(404);
  });

  it('two decisions at once close the reports once: each reporter is told once', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const reporters = await Promise.all([1, 2].map(() => createMember(ctx.db)));
    const post = await createPostAs(ctx, author, { body: 'Twice decided' });
    for (const reporter of reporters) {
      expect((await report(ctx, reporter, 'post', post.id)).statusCode).toBe(201);
    }
    const answers = await Promise.all([
      decideAs(ctx, moderator, 'post', post.id, { action: 'hide', reason: 'Spam' }),
      decideAs(ctx, admin, 'post', post.id, { action: 'dismiss', reason: 'Fine' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json().closedReports as number).sort()).toEqual([0, 2]);
    for (const reporter of reporters) {
      const outcomes = (await notificationsOf(ctx, reporter.id)).filter(
        (n) => n.type === 'report_outcome',
      );
      expect(outcomes).toHaveLength(1);
    }
  });

  it('refuses a moderator suspending staff (403), an admin may', async () => {
    const ctx = context();
    const otherAdmin = await createMember(ctx.db, { isAdmin: true });
    const otherModerator = await createMember(ctx.db, { isModerator: true });
    const member = await createMember(ctx.db);
    for (const target of [otherAdmin, otherModerator]) {
      const post = await createPostAs(ctx, target, { body: 'Staff post' });
      const refused = await decideAs(ctx, moderator, 'post', post.id, {
        action: 'suspend',
        reason: 'no',
        duration: '1d',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(
        "You don't have permission to perform this action.",
      );
    }
    const byAdmin = await decideAs(ctx, admin, 'profile', otherModerator.id, {
      action: 'suspend',
      reason: 'Abuse of the role',
      duration: 'permanent',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(new Date(byAdmin.json().suspendedUntil).getFullYear()).toBeGreaterThan(2100);
    // Groups and profiles are hidden, not deleted.
    const refused = await decideAs(ctx, admin, 'profile', member.id, {
      action: 'delete',
      reason: 'x',
    });
    expect(refused.statusCode).toBe(422);
  });
});
