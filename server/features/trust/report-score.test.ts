import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { moderationQueuePageSchema } from '../../../common/features/moderation/moderation.contract';
import type { ReportItemKind } from '../../../common/features/moderation/reports.contract';
import { hiddenItems, notifications } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createPostAs } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';
import { createTrustedMember } from '../../test/trust-signals';

describeEachDatabase('trust: reports weigh by trust level and accuracy', (ctx) => {
  const report = (reporter: TestMember, itemKind: ReportItemKind, itemId: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: reporter.headers,
      payload: { itemKind, itemId, reason: 'spam' },
    });

  /** Every reporter reports the item (each answered 201). */
  async function reportAll(reporters: TestMember[], kind: ReportItemKind, itemId: string) {
    for (const reporter of reporters) {
      const res = await report(reporter, kind, itemId);
      expect(res.statusCode, res.body).toBe(201);
    }
  }

  const isHidden = async (itemId: string) =>
    (await ctx().db.select().from(hiddenItems).where(eq(hiddenItems.itemId, itemId))).length > 0;

  /** The open reports the review queue shows for the item (0 when it is not in the queue). */
  async function queuedReports(staff: TestMember, itemId: string): Promise<number> {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/moderation/queue?sort=newest&limit=50',
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = moderationQueuePageSchema.parse(res.json());
    return page.items.find((entry) => entry.itemId === itemId)?.reportCount ?? 0;
  }

  it("three accounts made a moment ago hide nothing (an admin's post, a member's post and comment); their reports reach the queue", async () => {
    const admin = await createMember(ctx().db, { isAdmin: true });
    const author = await createMember(ctx().db, { isEstablished: true });
    const adminPost = await createPostAs(ctx(), admin, { body: 'Park hours this week' });
    const memberPost = await createPostAs(ctx(), author, { body: 'My favourite churro stand' });
    const comment = await ctx().app.inject({
      method: 'POST',
      url: `/api/posts/${adminPost.id}/comments`,
      headers: author.headers,
      payload: { body: 'Thanks for the hours!' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = (comment.json() as { id: string }).id;

    const throwaways = await Promise.all([1, 2, 3].map(() => createMember(ctx().db)));
    await reportAll(throwaways, 'post', adminPost.id);
    await reportAll(throwaways, 'post', memberPost.id);
    await reportAll(throwaways, 'comment', commentId);

    for (const id of [adminPost.id, memberPost.id, commentId])
      expect(await isHidden(id)).toBe(false);
    const visitor = await ctx().app.inject({ method: 'GET', url: `/api/posts/${memberPost.id}` });
    expect(visitor.statusCode).toBe(200);
    expect(await queuedReports(admin, adminPost.id)).toBe(3);
    expect(await queuedReports(admin, memberPost.id)).toBe(3);
  });

  it("three trusted members hide a member's post and its author is told; a staff member's post is never hidden", async () => {
    const author = await createMember(ctx().db, { isEstablished: true });
    const moderator = await createMember(ctx().db, { isModerator: true });
    const post = await createPostAs(ctx(), author, { body: 'Cheap tickets at tix.example.com' });
    const staffPost = await createPostAs(ctx(), moderator, { body: 'Read the rules' });
    const trusted = await Promise.all([1, 2, 3].map(() => createTrustedMember(ctx().db)));

    await reportAll(trusted.slice(0, 2), 'post', post.id);
    expect(await isHidden(post.id)).toBe(false);
    await reportAll(trusted.slice(2), 'post', post.id);
    const [hold] = await ctx().db.select().from(hiddenItems).where(eq(hiddenItems.itemId, post.id));
    expect(hold).toMatchObject({
      cause: 'reports',
      reason: 'Reported by 3 members (weight 3.00 of 3.00)',
    });
    expect(
      (await ctx().app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).statusCode,
    ).toBe(404);
    const told = await ctx()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 'content_hidden')));
    expect(told).toHaveLength(1);

    const more = await Promise.all([1, 2].map(() => createTrustedMember(ctx().db)));
    await reportAll([...trusted, ...more], 'post', staffPost.id);
    expect(await isHidden(staffPost.id)).toBe(false);
    expect(await queuedReports(moderator, staffPost.id)).toBe(5);
  });

  it('weighs a reporter whose reports were dismissed less: three such reports no longer hide', async () => {
    const moderator = await createMember(ctx().db, { isModerator: true });
    const author = await createMember(ctx().db, { isEstablished: true });
    const [eager, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map(() => createTrustedMember(ctx().db)),
    );
    // Three reports of `eager` that a moderator found to break no rule.
    for (let i = 0; i < 3; i++) {
      const fine = await createPostAs(ctx(), author, { body: `A fine post ${i}` });
      await reportAll([eager!], 'post', fine.id);
      const dismissed = await ctx().app.inject({
        method: 'POST',
        url: `/api/admin/moderation/items/post/${fine.id}/decision`,
        headers: moderator.headers,
        payload: { action: 'dismiss', reason: 'Breaks no rule' },
      });
      expect(dismissed.statusCode, dismissed.body).toBe(200);
    }

    const post = await createPostAs(ctx(), author, { body: 'Another post' });
    await reportAll([eager!, b!, c!], 'post', post.id);
    expect(await isHidden(post.id)).toBe(false);
    await reportAll([d!], 'post', post.id);
    expect(await isHidden(post.id)).toBe(true);
  });
});
