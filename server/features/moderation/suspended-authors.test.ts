import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { authUsers, follows } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createPostAs } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';
import { checklistOf } from '../../test/checklists-test-support';
import { createEventAs } from '../../test/events-test-support';
import { callAs } from '../../test/groups-test-support';

/**
 * The suspension hook of issue 26 (`suspended-authors.sql.ts`) over every read path of every
 * kind a member writes: while a member is suspended, their post, comment, review, tip, event,
 * event comment, checklist and profile are gone for a visitor and for another member (by id,
 * in lists, the feed, search, activity, sitemaps, server-rendered pages and share images);
 * staff still read them; lifting the suspension brings everything back.
 */

type Viewer = 'visitor' | 'member';

/** One place the suspended member's content shows: whether it shows there to the viewer. */
interface Probe {
  name: string;
  viewers: Viewer[];
  shows(viewer: TestMember | undefined): Promise<boolean>;
}

const WORD = 'quokkasuspenders';

describeEachDatabase("a suspended member's content, on every read path", (context) => {
  let ctx: TestContext;
  let author: TestMember;
  let member: TestMember;
  let staff: TestMember;
  const made = {} as Record<
    'post' | 'otherPost' | 'comment' | 'review' | 'tip' | 'event' | 'otherEvent' | 'eventComment',
    string
  > & { checklist: string };

  const get = (url: string, viewer?: TestMember) => callAs(ctx, 'GET', url, viewer);
  const statusIs = (status: number) => async (url: string, viewer?: TestMember) =>
    (await get(url, viewer)).statusCode === status;
  const isFound = statusIs(200);
  async function contains(url: string, id: string, viewer?: TestMember): Promise<boolean> {
    const res = await get(url, viewer);
    if (res.statusCode === 404) return false;
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.body.includes(id);
  }

  const both: Viewer[] = ['visitor', 'member'];
  const probes: Probe[] = [
    { name: 'post by id', viewers: both, shows: (v) => isFound(`/api/posts/${made.post}`, v) },
    {
      name: "the member's posts",
      viewers: both,
      shows: (v) => contains(`/api/profiles/${author.id}/posts`, made.post, v),
    },
    { name: 'feed', viewers: ['member'], shows: (v) => contains('/api/feed', made.post, v) },
    {
      name: 'search',
      viewers: both,
      shows: (v) => contains(`/api/search?q=${WORD}`, made.post, v),
    },
    {
      name: 'comments',
      viewers: both,
      shows: (v) => contains(`/api/posts/${made.otherPost}/comments`, made.comment, v),
    },
    {
      name: 'activity: posts',
      viewers: both,
      shows: (v) => contains('/api/activity', made.post, v),
    },
    {
      name: 'activity: reviews and members',
      viewers: both,
      shows: async (v) =>
        (await contains('/api/activity', made.review, v)) &&
        (await contains('/api/activity', author.id, v)),
    },
    {
      name: 'review by id',
      viewers: both,
      shows: (v) => isFound(`/api/reviews/${made.review}`, v),
    },
    { name: 'reviews list', viewers: both, shows: (v) => contains('/api/reviews', made.review, v) },
    { name: 'tip by id', viewers: both, shows: (v) => isFound(`/api/tips/${made.tip}`, v) },
    { name: 'tips list', viewers: both, shows: (v) => contains('/api/tips?sort=new', made.tip, v) },
    { name: 'event by id', viewers: both, shows: (v) => isFound(`/api/events/${made.event}`, v) },
    { name: 'events list', viewers: both, shows: (v) => contains('/api/events', made.event, v) },
    {
      name: 'event comments',
      viewers: both,
      shows: (v) => contains(`/api/events/${made.otherEvent}/comments`, made.eventComment, v),
    },
    {
      name: 'checklist by id',
      viewers: both,
      shows: (v) => isFound(`/api/checklists/${made.checklist}`, v),
    },
    {
      name: 'public checklists',
      viewers: both,
      shows: (v) => contains('/api/checklists', made.checklist, v),
    },
    { name: 'profile', viewers: both, shows: (v) => isFound(`/api/profiles/${author.id}`, v) },
    {
      name: 'people search',
      viewers: both,
      shows: (v) => contains(`/api/search?type=people&q=${author.username}`, author.id, v),
    },
    // Read as a visitor by the server (pages, share cards, sitemaps).
    { name: '/post page', viewers: ['visitor'], shows: () => isFound(`/post/${made.post}`) },
    { name: '/profile page', viewers: ['visitor'], shows: () => isFound(`/profile/${author.id}`) },
    { name: '/event page', viewers: ['visitor'], shows: () => isFound(`/event/${made.event}`) },
    {
      name: '/checklist page',
      viewers: ['visitor'],
      shows: () => isFound(`/checklist/${made.checklist}`),
    },
    { name: 'share card', viewers: ['visitor'], shows: () => isFound(`/og/post/${made.post}.png`) },
    {
      name: 'sitemaps',
      viewers: ['visitor'],
      shows: async () =>
        (await contains('/sitemaps/posts-1.xml', made.post)) &&
        (await contains('/sitemaps/profiles-1.xml', author.id)) &&
        (await contains('/sitemaps/events.xml', made.event)) &&
        (await contains('/sitemaps/checklists.xml', made.checklist)),
    },
  ];

  /** Every probe for every one of its viewers: `name (viewer)` → whether it shows. */
  async function survey(): Promise<Record<string, boolean>> {
    const seen: Record<string, boolean> = {};
    for (const probe of probes) {
      for (const viewer of probe.viewers) {
        seen[`${probe.name} (${viewer})`] = await probe.shows(
          viewer === 'member' ? member : undefined,
        );
      }
    }
    return seen;
  }
  const everywhere = (shown: boolean) =>
    Object.fromEntries(
      probes.flatMap((probe) => probe.viewers.map((v) => [`${probe.name} (${v})`, shown])),
    );

  async function suspend(until: Date | null) {
    await ctx.db.update(authUsers).set({ bannedUntil: until }).where(eq(authUsers.id, author.id));
  }

  beforeAll(async () => {
    ctx = context();
    author = await createMember(ctx.db, { username: 'suspendable_sam', isEstablished: true });
    member = await createMember(ctx.db, { isEstablished: true });
    staff = await createMember(ctx.db, { isModerator: true });
    await ctx.db.insert(follows).values({ followerId: member.id, followeeId: author.id });

    made.post = (await createPostAs(ctx, author, { body: `Rope drop ${WORD} at dawn` })).id;
    made.otherPost = (await createPostAs(ctx, member, { body: 'Churros by the castle' })).id;
    const comment = await callAs(ctx, 'POST', `/api/posts/${made.otherPost}/comments`, author, {
      body: 'Best churros in the park',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    made.comment = comment.json().id;

    await ctx.app.rateLimiter.reset(`reviews:create:${author.id}`);
    const review = await callAs(ctx, 'POST', '/api/catalogue/haunted-mansion/reviews', author, {
      stars: 4,
      title: 'Spooky and fun',
      body: 'Nine hundred and ninety-nine happy haunts, and room for one more of us.',
      visitMonth: '2025-03',
      partyType: 'family_young',
    });
    expect(review.statusCode, review.body).toBe(201);
    made.review = review.json().id;

    await ctx.app.rateLimiter.reset(`tips:create:${author.id}`);
    const tip = await callAs(ctx, 'POST', '/api/tips', author, {
      category: 'money',
      park: null,
      body: 'Ask for a free cup of ice water at any quick-service counter.',
    });
    expect(tip.statusCode, tip.body).toBe(201);
    made.tip = tip.json().id;

    made.event = (await createEventAs(ctx, author)).id;
    made.otherEvent = (await createEventAs(ctx, member)).id;
    const eventComment = await callAs(
      ctx,
      'POST',
      `/api/events/${made.otherEvent}/comments`,
      author,
      { body: 'Count me in' },
    );
    expect(eventComment.statusCode, eventComment.body).toBe(201);
    made.eventComment = eventComment.json().id;

    made.checklist = (await checklistOf(ctx, author, { visibility: 'public' })).id;
  });

  it('shows everything before, nothing to others while suspended, everything once lifted', async () => {
    expect(await survey()).toEqual(everywhere(true));

    await suspend(new Date(Date.now() + 86_400_000));
    expect(await survey()).toEqual(everywhere(false));

    // Staff still read it all, to moderate.
    for (const url of [
      `/api/posts/${made.post}`,
      `/api/reviews/${made.review}`,
      `/api/tips/${made.tip}`,
      `/api/events/${made.event}`,
      `/api/checklists/${made.checklist}`,
      `/api/profiles/${author.id}`,
    ]) {
      expect((await get(url, staff)).statusCode, url).toBe(200);
    }
    expect(await contains(`/api/posts/${made.otherPost}/comments`, made.comment, staff)).toBe(true);
    // The pages say why, without the content.
    const page = await get(`/post/${made.post}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).not.toContain(WORD);

    // A ban that has run out is no suspension; lifting one brings everything back.
    await suspend(new Date(Date.now() - 1_000));
    expect(await survey()).toEqual(everywhere(true));
    await suspend(new Date(Date.now() + 86_400_000));
    await suspend(null);
    expect(await survey()).toEqual(everywhere(true));
  });
});
