import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../../common/features/activity/activity-dates';
import {
  ACTIVITY_FUTURE_DATE_MESSAGE,
  ACTIVITY_INVALID_DATE_MESSAGE,
  activitySummarySchema,
  type ActivitySummary,
} from '../../../common/features/activity/activity.contract';
import { ConfigError, loadConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  blocks,
  catalogueItems,
  follows,
  notifications,
  postLikes,
  posts,
  profiles,
  reviews,
} from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';

type Member = Awaited<ReturnType<typeof createMember>>;

async function insertPost(
  db: Database,
  authorId: string,
  createdAt: string,
  values: Partial<typeof posts.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(posts)
    .values({ authorId, body: `Posted at ${createdAt}`, createdAt: new Date(createdAt), ...values })
    .returning({ id: posts.id });
  return row!.id;
}

/** A review of the catalogue entry `slug`, written at `createdAt`; its id. */
async function insertReview(
  db: Database,
  authorId: string,
  slug: string,
  createdAt: string,
  values: Partial<typeof reviews.$inferInsert> = {},
): Promise<string> {
  const [item] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(eq(catalogueItems.slug, slug));
  const [row] = await db
    .insert(reviews)
    .values({
      itemId: item!.id,
      authorId,
      stars: 4,
      title: `Reviewed at ${createdAt}`,
      body: 'A review long enough to be one, written for the activity test.',
      visitMonth: '2025-01',
      partyType: 'couple',
      createdAt: new Date(createdAt),
      ...values,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

describeEachDatabase('activity API', (ctx) => {
  async function summary(path: string, member?: Member): Promise<ActivitySummary> {
    const res = await ctx().app.inject({ method: 'GET', url: path, headers: member?.headers });
    expect(res.statusCode, res.body).toBe(200);
    return activitySummarySchema.parse(res.json());
  }

  it('puts posts in the day of New York time, across midnight and a daylight-saving change', async () => {
    const author = await createMember(ctx().db);
    const lateSaturday = await insertPost(ctx().db, author.id, '2025-03-09T04:30:00Z'); // 23:30 EST, Mar 8
    const earlySunday = await insertPost(ctx().db, author.id, '2025-03-09T05:30:00Z'); // 00:30 EST, Mar 9
    const lateSunday = await insertPost(ctx().db, author.id, '2025-03-10T03:30:00Z'); // 23:30 EDT, Mar 9
    const earlyMonday = await insertPost(ctx().db, author.id, '2025-03-10T04:30:00Z'); // 00:30 EDT, Mar 10
    const ids = (day: ActivitySummary) => day.newPosts.items.map((item) => item.id);

    const saturday = await summary('/api/activity/2025-03-08');
    expect(saturday).toMatchObject({ date: '2025-03-08', timeZone: 'America/New_York' });
    expect(ids(saturday)).toEqual([lateSaturday]);
    expect(saturday.newPosts.total).toBe(1);
    expect(ids(await summary('/api/activity/2025-03-09'))).toEqual([lateSunday, earlySunday]);
    expect(ids(await summary('/api/activity/2025-03-10'))).toEqual([earlyMonday]);
    expect(saturday.newPosts.items[0]).toMatchObject({
      excerpt: 'Posted at 2025-03-09T04:30:00Z',
      createdAt: '2025-03-09T04:30:00.000Z',
      author: { id: author.id, username: author.username, avatar_url: null },
      photo: null,
      photoCount: 0,
    });
  });

  it('lists the most liked and discussed posts, leaves out deleted ones, counts every new post', async () => {
    const author = await createMember(ctx().db);
    const at = (hour: number) => `2025-04-02T${String(hour).padStart(2, '0')}:00:00Z`;
    const quiet = await insertPost(ctx().db, author.id, at(13));
    const liked = await insertPost(ctx().db, author.id, at(14), { likeCount: 5 });
    const discussed = await insertPost(ctx().db, author.id, at(15), {
      likeCount: 2,
      commentCount: 3,
    });
    await insertPost(ctx().db, author.id, at(16), { likeCount: 50, deletedAt: new Date() });
    const day = await summary('/api/activity/2025-04-02');
    expect(day.topPosts.map((post) => post.id)).toEqual([discussed, liked]);
    expect(day.newPosts.total).toBe(3);
    expect(day.newPosts.items.map((post) => post.id)).toEqual([discussed, liked, quiet]);
  });

  it("lists the day's new members, newest first", async () => {
    const first = await createMember(ctx().db, { username: 'joined_early' });
    const second = await createMember(ctx().db, { username: 'joined_late' });
    await ctx()
      .db.update(profiles)
      .set({ createdAt: new Date('2025-05-05T12:00:00Z') })
      .where(eq(profiles.id, first.id));
    await ctx()
      .db.update(profiles)
      .set({ createdAt: new Date('2025-05-06T03:59:00Z') }) // 23:59 EDT, May 5
      .where(eq(profiles.id, second.id));
    const day = await summary('/api/activity/2025-05-05');
    expect(day.newMembers).toEqual({
      total: 2,
      items: [
        {
          id: second.id,
          username: 'joined_late',
          avatar_url: null,
          at: '2025-05-06T03:59:00.000Z',
        },
        {
          id: first.id,
          username: 'joined_early',
          avatar_url: null,
          at: '2025-05-05T12:00:00.000Z',
        },
      ],
    });
  });

  it("adds a signed-in member's own day: posts, likes given and received, new followers", async () => {
    const me = await createMember(ctx().db, { username: 'daily_me' });
    const friend = await createMember(ctx().db, { username: 'daily_friend' });
    const stranger = await createMember(ctx().db);
    const inDay = new Date('2025-06-10T16:00:00Z');
    const otherDay = new Date('2025-06-12T16:00:00Z');
    const mine = await insertPost(ctx().db, me.id, '2025-06-10T15:00:00Z');
    const gone = await insertPost(ctx().db, me.id, '2025-06-10T15:30:00Z', { deletedAt: inDay });
    const theirs = await insertPost(ctx().db, friend.id, '2025-06-01T15:00:00Z');
    await ctx()
      .db.insert(postLikes)
      .values([
        { postId: theirs, userId: me.id, createdAt: inDay },
        { postId: mine, userId: friend.id, createdAt: inDay },
        { postId: mine, userId: stranger.id, createdAt: otherDay },
        { postId: gone, userId: stranger.id, createdAt: inDay },
      ]);
    await ctx()
      .db.insert(follows)
      .values([
        { followerId: friend.id, followeeId: me.id, createdAt: inDay },
        { followerId: stranger.id, followeeId: me.id, createdAt: otherDay },
      ]);

    const day = await summary('/api/activity/2025-06-10', me);
    expect(day.mine).toEqual({
      posts: { total: 1, items: [expect.objectContaining({ id: mine })] },
      reviews: { total: 0, items: [] },
      likesGiven: 1,
      likesReceived: 1,
      newFollowers: {
        total: 1,
        items: [
          { id: friend.id, username: 'daily_friend', avatar_url: null, at: inDay.toISOString() },
        ],
      },
      tripDigests: [],
    });
    expect((await summary('/api/activity/2025-06-10')).mine).toBeNull();
  });

  it("counts and lists the day's reviews as the viewer may see them, and the member's own", async () => {
    const me = await createMember(ctx().db, { username: 'reviewing_me' });
    const author = await createMember(ctx().db, { username: 'reviewing_author' });
    const blocker = await createMember(ctx().db);
    const inDay = '2025-07-04T';
    const earlier = await insertReview(ctx().db, author.id, 'space-mountain', `${inDay}14:00:00Z`);
    const later = await insertReview(ctx().db, author.id, 'haunted-mansion', `${inDay}18:00:00Z`, {
      stars: 5,
      title: 'Grim grinning ghosts',
      body: 'Best queue in the park. '.repeat(20),
    });
    const mine = await insertReview(ctx().db, me.id, 'space-mountain', `${inDay}15:00:00Z`);
    await insertReview(ctx().db, author.id, 'avatar-flight-of-passage', `${inDay}16:00:00Z`, {
      deletedAt: new Date(`${inDay}17:00:00Z`),
    });
    await insertReview(
      ctx().db,
      author.id,
      'star-wars-rise-of-the-resistance',
      '2025-07-05T16:00:00Z',
    );
    const ofBlocker = await insertReview(
      ctx().db,
      blocker.id,
      'space-mountain',
      `${inDay}19:00:00Z`,
    );
    await ctx().db.insert(blocks).values({ blockerId: blocker.id, blockedId: me.id });

    const visitor = await summary('/api/activity/2025-07-04');
    expect(visitor.newReviews.total).toBe(4);
    expect(visitor.newReviews.items.map((item) => item.id)).toEqual([
      ofBlocker,
      later,
      mine,
      earlier,
    ]);
    expect(visitor.newReviews.items[1]).toMatchObject({
      stars: 5,
      title: 'Grim grinning ghosts',
      subject: { slug: 'haunted-mansion', name: 'Haunted Mansion', kind: 'attraction' },
      path: '/reviews/haunted-mansion',
      author: { id: author.id, username: 'reviewing_author' },
      createdAt: '2025-07-04T18:00:00.000Z',
    });
    expect(visitor.newReviews.items[1]!.excerpt.endsWith('…')).toBe(true);
    expect(visitor.isBeforeFirstPost).toBe(false);

    // A block hides the blocker's reviews from the member they blocked.
    const day = await summary('/api/activity/2025-07-04', me);
    expect(day.newReviews).toMatchObject({ total: 3 });
    expect(day.newReviews.items.map((item) => item.id)).toEqual([later, mine, earlier]);
    expect(day.mine?.reviews).toEqual({ total: 1, items: [expect.objectContaining({ id: mine })] });
    expect((await summary('/api/activity/2025-07-04', blocker)).newReviews.total).toBe(3);
    expect((await summary('/api/activity/2025-07-05')).newReviews.total).toBe(1);
  });

  it('answers today at /api/activity, with no next day', async () => {
    const author = await createMember(ctx().db);
    const id = await insertPost(ctx().db, author.id, new Date().toISOString());
    const today = await summary('/api/activity');
    expect(today.date).toBe(dayIn('America/New_York', new Date()));
    expect(today.today).toBe(today.date);
    expect(today.nextDate).toBeNull();
    expect(today.previousDate).toBe(addDays(today.date, -1));
    expect(today.newPosts.items.map((post) => post.id)).toContain(id);
    expect((await summary(`/api/activity/${today.date}`)).date).toBe(today.date);
  });

  it('answers 404 with a clear message to a day that is not one, or has not come yet', async () => {
    const tomorrow = addDays(dayIn('America/New_York', new Date()), 2);
    const cases: [string, string][] = [
      ['2025-02-30', ACTIVITY_INVALID_DATE_MESSAGE],
      ['2025-13-01', ACTIVITY_INVALID_DATE_MESSAGE],
      ['0000-01-01', ACTIVITY_INVALID_DATE_MESSAGE],
      ['2025-3-1', ACTIVITY_INVALID_DATE_MESSAGE],
      ['yesterday', ACTIVITY_INVALID_DATE_MESSAGE],
      [tomorrow, ACTIVITY_FUTURE_DATE_MESSAGE],
    ];
    for (const [date, message] of cases) {
      const res = await ctx().app.inject({ method: 'GET', url: `/api/activity/${date}` });
      expect(res.statusCode, date).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message } });
    }
  });

  it("shows the evening digests of the member's trips sent that day, while they may see the trip", async () => {
    const owner = await createMember(ctx().db);
    const stranger = await createMember(ctx().db);
    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/trips',
      headers: owner.headers,
      payload: { name: 'Digest trip', arrivesOn: '2027-03-14', departsOn: '2027-03-16' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tripId = (created.json() as { id: string }).id;
    const digest = (userId: string, createdAt: string, body: string) => ({
      userId,
      actorId: owner.id,
      type: 'trip_digest' as const,
      entityId: tripId,
      body,
      createdAt: new Date(createdAt),
    });
    await ctx()
      .db.insert(notifications)
      .values([
        // 7:00 PM EDT on 20 June, and the evening after.
        digest(owner.id, '2025-06-20T23:00:00Z', 'Tomorrow, day 1 of 3: Magic Kingdom.'),
        digest(owner.id, '2025-06-21T23:00:00Z', 'Tomorrow, day 2 of 3: EPCOT.'),
        digest(stranger.id, '2025-06-20T23:00:00Z', 'Not yours to read.'),
      ]);

    expect((await summary('/api/activity/2025-06-20', owner)).mine?.tripDigests).toEqual([
      { tripId, body: 'Tomorrow, day 1 of 3: Magic Kingdom.', at: '2025-06-20T23:00:00.000Z' },
    ]);
    // A private trip the member does not plan is not shown, even from their own notifications.
    expect((await summary('/api/activity/2025-06-20', stranger)).mine?.tripDigests).toEqual([]);

    const removed = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/trips/${tripId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await summary('/api/activity/2025-06-21', owner)).mine?.tripDigests).toEqual([]);
  });
});

describeEachDatabase('activity before the first post', (ctx) => {
  async function summary(path: string): Promise<ActivitySummary> {
    const res = await ctx().app.inject({ method: 'GET', url: path });
    expect(res.statusCode, res.body).toBe(200);
    return activitySummarySchema.parse(res.json());
  }

  it('says when nothing has been posted yet, and browses only from the first post on', async () => {
    expect(await summary('/api/activity/2021-06-15')).toMatchObject({
      firstPostDate: null,
      isBeforeFirstPost: true,
      previousDate: null,
      nextDate: '2021-06-16',
      newPosts: { total: 0, items: [] },
      topPosts: [],
    });
    const author = await createMember(ctx().db);
    await insertPost(ctx().db, author.id, '2021-06-15T16:00:00Z');
    expect(await summary('/api/activity/2021-06-14')).toMatchObject({
      firstPostDate: '2021-06-15',
      isBeforeFirstPost: true,
      previousDate: null,
    });
    expect(await summary('/api/activity/2021-06-15')).toMatchObject({
      isBeforeFirstPost: false,
      previousDate: null,
      nextDate: '2021-06-16',
      newPosts: { total: 1 },
    });
    expect((await summary('/api/activity/2021-06-16')).previousDate).toBe('2021-06-15');
  });
});

describeEachDatabase('activity before the first review', (ctx) => {
  it('counts a review written before any post as the first day', async () => {
    const author = await createMember(ctx().db);
    await insertReview(ctx().db, author.id, 'space-mountain', '2021-08-10T16:00:00Z');
    const res = await ctx().app.inject({ method: 'GET', url: '/api/activity/2021-08-10' });
    expect(res.statusCode, res.body).toBe(200);
    expect(activitySummarySchema.parse(res.json())).toMatchObject({
      firstPostDate: '2021-08-10',
      isBeforeFirstPost: false,
      newPosts: { total: 0 },
      newReviews: { total: 1 },
    });
  });
});

describeEachDatabase(
  'activity in another site time zone',
  (ctx) => {
    it('cuts days where SITE_TIME_ZONE says', async () => {
      const author = await createMember(ctx().db);
      const id = await insertPost(ctx().db, author.id, '2025-03-09T04:30:00Z'); // 13:30 in Tokyo
      const res = await ctx().app.inject({ method: 'GET', url: '/api/activity/2025-03-09' });
      const day = activitySummarySchema.parse(res.json());
      expect(day.timeZone).toBe('Asia/Tokyo');
      expect(day.newPosts.items.map((post) => post.id)).toEqual([id]);
    });
  },
  { siteTimeZone: 'Asia/Tokyo' },
);

describe('SITE_TIME_ZONE', () => {
  it("defaults to Walt Disney World's zone and refuses unknown zones", () => {
    expect(loadConfig({}).siteTimeZone).toBe('America/New_York');
    expect(loadConfig({ SITE_TIME_ZONE: ' Europe/Paris ' }).siteTimeZone).toBe('Europe/Paris');
    expect(loadConfig({ SITE_TIME_ZONE: '' }).siteTimeZone).toBe('America/New_York');
    expect(() => loadConfig({ SITE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(/SITE_TIME_ZONE/);
  });
});
