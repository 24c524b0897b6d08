import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { tripReportSchema } from '../../../common/features/trips/trip-report.contract';
import { TRIP_NOT_FOUND_MESSAGE } from '../../../common/features/trips/trips.contract';
import type { Database } from '../../db/client';
import { blocks, posts, reviews, tripDays, tripPlanners, trips } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { callAs, createGroupAs, groupPostAs, joinAs } from '../../test/groups-test-support';
import { createMember, type TestMember } from '../../test/sign-in';

/** A trip of `owner` from Fri 12 to Sun 14 March 2027 (clocks go forward on the 14th). */
async function insertTrip(
  db: Database,
  owner: TestMember,
  visibility: 'private' | 'unlisted' | 'public',
): Promise<string> {
  const [row] = await db
    .insert(trips)
    .values({
      ownerId: owner.id,
      name: 'Spring break',
      arrivesOn: '2027-03-12',
      departsOn: '2027-03-14',
      resortSlug: null,
      hasParkTickets: true,
      visibility,
    })
    .returning({ id: trips.id });
  await db.insert(tripDays).values([
    { tripId: row!.id, dayNumber: 1, park: 'Magic Kingdom' },
    { tripId: row!.id, dayNumber: 2, park: 'EPCOT' },
    { tripId: row!.id, dayNumber: 3, park: null },
  ]);
  return row!.id;
}

/** A post by `author` through the API, dated `at` (its row's `created_at` set after). */
async function postAt(
  ctx: TestContext,
  author: TestMember,
  at: string,
  body: string,
  groupId?: string,
): Promise<string> {
  let id: string;
  if (groupId) {
    id = await groupPostAs(ctx, author, groupId, body);
  } else {
    await ctx.app.rateLimiter.reset(`posts:${author.id}`);
    const res = await callAs(ctx, 'POST', '/api/posts', author, { body });
    expect(res.statusCode, res.body).toBe(201);
    id = (res.json() as { id: string }).id;
  }
  await ctx.db
    .update(posts)
    .set({ createdAt: new Date(at) })
    .where(eq(posts.id, id));
  return id;
}

/** A review by `author` of `slug` through the API, dated `at`. */
async function reviewAt(
  ctx: TestContext,
  author: TestMember,
  slug: string,
  at: string,
): Promise<string> {
  await ctx.app.rateLimiter.reset(`reviews:create:${author.id}`);
  const res = await callAs(ctx, 'POST', `/api/catalogue/${slug}/reviews`, author, {
    stars: 5,
    title: 'Worth the wait',
    body: 'We rode it twice in one evening and loved every second of it.',
    visitMonth: '2025-03',
    partyType: 'family_young',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: string }).id;
  await ctx.db
    .update(reviews)
    .set({ createdAt: new Date(at) })
    .where(eq(reviews.id, id));
  return id;
}

describeEachDatabase('trip reports', (context) => {
  let owner: TestMember;
  let coPlanner: TestMember;
  let groupMember: TestMember;
  let stranger: TestMember;
  let blocked: TestMember;
  let publicTrip: string;
  let privateTrip: string;
  const ids: Record<string, string> = {};

  async function reportOf(tripId: string, viewer: TestMember | null) {
    const res = await callAs(context(), 'GET', `/api/trips/${tripId}/report`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return tripReportSchema.parse(res.json()).items;
  }

  beforeAll(async () => {
    const ctx = context();
    [owner, coPlanner, groupMember, stranger, blocked] = [
      await createMember(ctx.db),
      await createMember(ctx.db),
      await createMember(ctx.db),
      await createMember(ctx.db),
      await createMember(ctx.db),
    ];
    publicTrip = await insertTrip(ctx.db, owner, 'public');
    privateTrip = await insertTrip(ctx.db, owner, 'private');
    await ctx.db.insert(tripPlanners).values([
      { tripId: publicTrip, memberId: coPlanner.id, role: 'planner' },
      { tripId: privateTrip, memberId: coPlanner.id, role: 'planner' },
    ]);
    await ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: blocked.id });
    const group = await createGroupAs(ctx, owner, { visibility: 'private' });
    await joinAs(ctx, group, groupMember, owner);

    // 00:00 EST on the 12th is 05:00Z; 24:00 EDT on the 14th (clocks forward that day) is 04:00Z.
    ids.before = await postAt(ctx, owner, '2027-03-12T04:59:59Z', 'Packing the night before');
    ids.first = await postAt(ctx, owner, '2027-03-12T05:00:00Z', 'Off to the parks at midnight');
    ids.review = await reviewAt(ctx, owner, 'space-mountain', '2027-03-13T15:00:00Z');
    ids.grouped = await postAt(ctx, owner, '2027-03-13T18:00:00Z', 'Meet at the hub', group.id);
    ids.deleted = await postAt(ctx, owner, '2027-03-14T12:00:00Z', 'Oops, wrong photo');
    ids.last = await postAt(ctx, owner, '2027-03-15T03:59:00Z', 'Last fireworks');
    ids.after = await postAt(ctx, owner, '2027-03-15T04:00:00Z', 'Home again');
    ids.coPlanner = await postAt(ctx, coPlanner, '2027-03-13T12:00:00Z', 'Great day, all');
    const removed = await callAs(ctx, 'DELETE', `/api/posts/${ids.deleted}`, owner);
    expect(removed.statusCode, removed.body).toBe(204);
  });

  it("lists the owner's public posts and reviews of the trip's days, oldest first", async () => {
    for (const viewer of [null, stranger, coPlanner]) {
      const items = await reportOf(publicTrip, viewer);
      expect(items.map((item) => item.id)).toEqual([ids.first, ids.review, ids.last]);
    }
    const items = await reportOf(publicTrip, null);
    expect(items[0]).toMatchObject({
      kind: 'post',
      title: null,
      excerpt: 'Off to the parks at midnight',
      path: `/post/${ids.first}`,
      createdAt: '2027-03-12T05:00:00.000Z',
      imageUrl: null,
    });
    expect(items[1]).toMatchObject({
      kind: 'review',
      title: 'Worth the wait',
      path: '/reviews/space-mountain',
    });
  });

  it("shows a private group's post only to the group's members (the owner included)", async () => {
    for (const viewer of [groupMember, owner]) {
      const items = await reportOf(publicTrip, viewer);
      expect(items.map((item) => item.id)).toEqual([ids.first, ids.review, ids.grouped, ids.last]);
    }
  });

  it('shows nothing across a block, and a private trip to nobody but its planners', async () => {
    const blockedRes = await callAs(context(), 'GET', `/api/trips/${publicTrip}/report`, blocked);
    expect(blockedRes.statusCode).toBe(404);
    for (const viewer of [stranger, null]) {
      const res = await callAs(context(), 'GET', `/api/trips/${privateTrip}/report`, viewer);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe(TRIP_NOT_FOUND_MESSAGE);
    }
    const items = await reportOf(privateTrip, coPlanner);
    expect(items.map((item) => item.id)).toEqual([ids.first, ids.review, ids.last]);
    const nonsense = await callAs(context(), 'GET', '/api/trips/not-a-trip/report', owner);
    expect(nonsense.statusCode).toBe(404);
  });
});
