import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CATALOGUE_SLUG_TAKEN_MESSAGE,
  CATALOGUE_STAFF_ONLY_MESSAGE,
  catalogueItemSchema,
  cataloguePageSchema,
  REVIEW_ALREADY_EXISTS_MESSAGE,
  REVIEW_AUTHOR_ONLY_MESSAGE,
  REVIEW_HELPFUL_OWN_MESSAGE,
  REVIEW_WAIT_ATTRACTIONS_ONLY_MESSAGE,
  REVIEWS_CREATE_LIMIT_MESSAGE,
  REVIEWS_CREATE_RATE_LIMIT,
  reviewHelpfulSchema,
  reviewPageSchema,
  reviewSchema,
  type CatalogueItem,
  type CreateReviewInput,
  type Review,
} from '../../../common/features/reviews/reviews.contract';
import { catalogueItems, uploads } from '../../db/schema';
import { serviceRoleToken } from '../../test/auth-admin-support';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { insertUpload } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';
import { callAs } from '../../test/groups-test-support';
import { catalogueFromGuides, seedCatalogue } from './catalogue.seed';

const reviewInput = (overrides: Partial<CreateReviewInput> = {}): CreateReviewInput => ({
  stars: 5,
  title: 'Worth the wait',
  body: 'We rode it twice in one evening and loved every second of it.',
  visitMonth: '2025-03',
  partyType: 'family_young',
  ...overrides,
});

async function reviewAs(
  ctx: TestContext,
  author: TestMember,
  slug: string,
  overrides: Partial<CreateReviewInput> = {},
): Promise<Review> {
  await ctx.app.rateLimiter.reset(`reviews:create:${author.id}`);
  const res = await callAs(ctx, 'POST', `/api/catalogue/${slug}/reviews`, author, {
    ...reviewInput(),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return reviewSchema.parse(res.json());
}

async function itemOf(ctx: TestContext, slug: string, viewer?: TestMember): Promise<CatalogueItem> {
  const res = await callAs(ctx, 'GET', `/api/catalogue/${slug}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return catalogueItemSchema.parse(res.json());
}

/** The aggregates recomputed from the live reviews, beside the stored ones. */
async function storedAndRecomputed(ctx: TestContext, slug: string) {
  const [stored] = await ctx.db.select().from(catalogueItems).where(eq(catalogueItems.slug, slug));
  const result = await ctx.db.execute(sql`select count(*)::int as count,
      coalesce(sum(stars), 0)::int as sum,
      count(*) filter (where stars = 1)::int as s1, count(*) filter (where stars = 2)::int as s2,
      count(*) filter (where stars = 3)::int as s3, count(*) filter (where stars = 4)::int as s4,
      count(*) filter (where stars = 5)::int as s5
    from reviews where item_id = ${stored!.id} and deleted_at is null`);
  const live = (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
  return {
    stored: [
      stored!.reviewCount,
      stored!.ratingSum,
      stored!.stars1,
      stored!.stars2,
      stored!.stars3,
      stored!.stars4,
      stored!.stars5,
    ],
    live: [live.count, live.sum, live.s1, live.s2, live.s3, live.s4, live.s5],
  };
}

describeEachDatabase('reviews', (context) => {
  it('seeds the catalogue from the guides at start-up, idempotently, with stable slugs', async () => {
    const ctx = context();
    const entries = catalogueFromGuides();
    const kinds = new Set(entries.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['attraction', 'hotel', 'park', 'restaurant']);
    expect(entries.filter((entry) => entry.kind === 'park')).toHaveLength(4);
    expect(await seedCatalogue(ctx.db)).toBe(0);
    const space = await itemOf(ctx, 'space-mountain');
    expect(space).toMatchObject({
      kind: 'attraction',
      name: 'Space Mountain',
      park: 'Magic Kingdom',
      path: '/reviews/space-mountain',
    });
    // The guide's entry carries the park list's facts too, in one order.
    expect(space.facts).toEqual([
      { label: 'Type', value: 'Roller coaster' },
      { label: 'Land', value: 'Tomorrowland' },
      { label: 'Height requirement', value: '44 in (112 cm)' },
      { label: 'Lightning Lane', value: 'Multi Pass' },
      { label: 'Typical wait', value: '45-70 min' },
    ]);
    expect(await itemOf(ctx, 'ohana')).toMatchObject({ kind: 'restaurant' });
    const parks = await callAs(ctx, 'GET', '/api/catalogue?kind=park&limit=50');
    expect(cataloguePageSchema.parse(parks.json()).items.map((item) => item.slug)).toContain(
      'magic-kingdom',
    );
    const found = await callAs(ctx, 'GET', '/api/catalogue?q=spase%20mountin');
    expect(cataloguePageSchema.parse(found.json()).items[0]?.slug).toBe('space-mountain');
    expect((await callAs(ctx, 'GET', '/api/catalogue/no-such-thing')).statusCode).toBe(404);
    expect((await callAs(ctx, 'GET', '/api/catalogue/%00')).statusCode).toBe(404);
    expect((await callAs(ctx, 'GET', '/api/catalogue/SPACE-MOUNTAIN')).statusCode).toBe(200);
  });

  it('writes one review per member, moves the aggregates, and edits and deletes them', async () => {
    const ctx = context();
    const [ann, bob, cat] = [
      await createMember(ctx.db),
      await createMember(ctx.db),
      await createMember(ctx.db),
    ];
    const first = await reviewAs(ctx, ann, 'haunted-mansion', { stars: 5, waitMinutes: 25 });
    expect(first).toMatchObject({
      stars: 5,
      waitMinutes: 25,
      subject: { slug: 'haunted-mansion', kind: 'attraction' },
      viewer: { isAuthor: true, canEdit: true, canDelete: true, canVoteHelpful: false },
      edited: false,
    });
    await reviewAs(ctx, bob, 'haunted-mansion', { stars: 2 });
    const again = await callAs(ctx, 'POST', '/api/catalogue/haunted-mansion/reviews', ann, {
      ...reviewInput(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_ALREADY_EXISTS_MESSAGE);
    let item = await itemOf(ctx, 'haunted-mansion', ann);
    expect(item).toMatchObject({ reviewCount: 2, averageRating: 3.5, myReviewId: first.id });
    expect(item.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 0 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ]);

    const notYours = await callAs(ctx, 'PATCH', `/api/reviews/${first.id}`, bob, { stars: 1 });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error.message).toBe(REVIEW_AUTHOR_ONLY_MESSAGE);
    const edit = await callAs(ctx, 'PATCH', `/api/reviews/${first.id}`, ann, { stars: 4 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(reviewSchema.parse(edit.json())).toMatchObject({ stars: 4, edited: true });
    item = await itemOf(ctx, 'haunted-mansion');
    expect(item).toMatchObject({ reviewCount: 2, averageRating: 3 });

    const restaurantWait = await callAs(ctx, 'POST', '/api/catalogue/ohana/reviews', cat, {
      ...reviewInput({ waitMinutes: 10 }),
    });
    expect(restaurantWait.statusCode).toBe(422);
    expect(restaurantWait.json().error.message).toBe(REVIEW_WAIT_ATTRACTIONS_ONLY_MESSAGE);
    const short = await callAs(ctx, 'POST', '/api/catalogue/ohana/reviews', cat, {
      ...reviewInput({ body: 'Too short' }),
    });
    expect(short.statusCode).toBe(400);
    const stars = await callAs(ctx, 'POST', '/api/catalogue/ohana/reviews', cat, {
      ...reviewInput({ stars: 6 }),
    });
    expect(stars.statusCode).toBe(400);
    const future = await callAs(ctx, 'POST', '/api/catalogue/ohana/reviews', cat, {
      ...reviewInput({ visitMonth: '2999-01' }),
    });
    expect(future.statusCode).toBe(400);

    expect((await callAs(ctx, 'DELETE', `/api/reviews/${first.id}`, bob)).statusCode).toBe(403);
    expect((await callAs(ctx, 'DELETE', `/api/reviews/${first.id}`, ann)).statusCode).toBe(204);
    expect((await callAs(ctx, 'GET', `/api/reviews/${first.id}`, ann)).statusCode).toBe(404);
    item = await itemOf(ctx, 'haunted-mansion', ann);
    expect(item).toMatchObject({ reviewCount: 1, averageRating: 2, myReviewId: null });
    // Deleting yours lets you write a new one.
    await reviewAs(ctx, ann, 'haunted-mansion', { stars: 3 });
    const staff = await createMember(ctx.db, { isAdmin: true });
    const bobs = reviewPageSchema.parse(
      (await callAs(ctx, 'GET', `/api/profiles/${bob.id}/reviews`)).json(),
    );
    expect(bobs.items).toHaveLength(1);
    expect(
      (await callAs(ctx, 'DELETE', `/api/reviews/${bobs.items[0]!.id}`, staff)).statusCode,
    ).toBe(204);
    const { stored, live } = await storedAndRecomputed(ctx, 'haunted-mansion');
    expect(stored).toEqual(live);
    expect(stored.slice(0, 2)).toEqual([1, 3]);
  });

  it('keeps the aggregates exact under parallel writes, edits and deletes', async () => {
    const ctx = context();
    const members = await Promise.all(Array.from({ length: 12 }, () => createMember(ctx.db)));
    const created = await Promise.all(
      members.map(async (member, index) => {
        await ctx.app.rateLimiter.reset(`reviews:create:${member.id}`);
        return callAs(ctx, 'POST', '/api/catalogue/test-track/reviews', member, {
          ...reviewInput({ stars: (index % 5) + 1 }),
        });
      }),
    );
    expect(created.map((res) => res.statusCode)).toEqual(members.map(() => 201));
    // A new member twice at once: one review, one 409; a member who already wrote one: 409.
    const twin = await createMember(ctx.db);
    const twice = await Promise.all(
      [twin, twin, members[0]!].map((member) =>
        callAs(ctx, 'POST', '/api/catalogue/test-track/reviews', member, {
          ...reviewInput({ stars: 2 }),
        }),
      ),
    );
    expect(twice.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    const twinReview = twice.find((res) => res.statusCode === 201)!.json() as { id: string };
    expect((await callAs(ctx, 'DELETE', `/api/reviews/${twinReview.id}`, twin)).statusCode).toBe(
      204,
    );
    const ids = created.map((res) => (res.json() as { id: string }).id);
    const writes = await Promise.all([
      ...ids
        .slice(0, 4)
        .map((id, index) => callAs(ctx, 'DELETE', `/api/reviews/${id}`, members[index])),
      ...ids.slice(4, 10).map((id, index) =>
        callAs(ctx, 'PATCH', `/api/reviews/${id}`, members[index + 4], {
          stars: 5 - (index % 3),
        }),
      ),
    ]);
    expect(writes.map((res) => res.statusCode)).toEqual([
      ...[0, 1, 2, 3].map(() => 204),
      ...[0, 1, 2, 3, 4, 5].map(() => 200),
    ]);
    const { stored, live } = await storedAndRecomputed(ctx, 'test-track');
    expect(stored).toEqual(live);
    expect(stored[0]).toBe(8);
    const item = await itemOf(ctx, 'test-track');
    expect(item.reviewCount).toBe(8);
    expect(item.averageRating).toBe(Math.round((live[1]! * 10) / 8) / 10);
  });

  it('counts helpful votes once per member, never on your own review', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const voters = await Promise.all([1, 2, 3].map(() => createMember(ctx.db)));
    const review = await reviewAs(ctx, author, 'kilimanjaro-safaris');
    const own = await callAs(ctx, 'PUT', `/api/reviews/${review.id}/helpful`, author);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(REVIEW_HELPFUL_OWN_MESSAGE);
    const votes = await Promise.all(
      [...voters, voters[0]!].map((voter) =>
        callAs(ctx, 'PUT', `/api/reviews/${review.id}/helpful`, voter),
      ),
    );
    expect(votes.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const read = reviewSchema.parse(
      (await callAs(ctx, 'GET', `/api/reviews/${review.id}`, voters[0])).json(),
    );
    expect(read).toMatchObject({ helpfulCount: 3, viewer: { votedHelpful: true } });
    const undo = await callAs(ctx, 'DELETE', `/api/reviews/${review.id}/helpful`, voters[1]);
    expect(reviewHelpfulSchema.parse(undo.json())).toEqual({
      reviewId: review.id,
      votedHelpful: false,
      helpfulCount: 2,
    });
    const again = await callAs(ctx, 'DELETE', `/api/reviews/${review.id}/helpful`, voters[1]);
    expect(reviewHelpfulSchema.parse(again.json()).helpfulCount).toBe(2);
    expect((await callAs(ctx, 'PUT', `/api/reviews/${review.id}/helpful`)).statusCode).toBe(401);
  });

  it('sorts and filters a subject’s reviews, page by page', async () => {
    const ctx = context();
    const authors = await Promise.all([1, 2, 3, 4, 5].map(() => createMember(ctx.db)));
    const written: Review[] = [];
    for (const [index, author] of authors.entries()) {
      written.push(
        await reviewAs(ctx, author, 'frozen-ever-after', {
          stars: [3, 5, 1, 5, 2][index]!,
          partyType: index % 2 === 0 ? 'couple' : 'solo',
        }),
      );
    }
    await callAs(ctx, 'PUT', `/api/reviews/${written[2]!.id}/helpful`, authors[0]);
    const collect = async (query: string) => {
      const seen: Review[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/catalogue/frozen-ever-after/reviews?${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = reviewPageSchema.parse((await callAs(ctx, 'GET', url)).json());
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    expect((await collect('sort=highest')).map((review) => review.stars)).toEqual([5, 5, 3, 2, 1]);
    expect((await collect('sort=lowest')).map((review) => review.stars)).toEqual([1, 2, 3, 5, 5]);
    expect((await collect('sort=helpful'))[0]!.id).toBe(written[2]!.id);
    expect((await collect('sort=newest')).map((review) => review.id)).toEqual(
      written.map((review) => review.id).reverse(),
    );
    expect((await collect('sort=newest&stars=5')).map((review) => review.stars)).toEqual([5, 5]);
    expect((await collect('sort=newest&party=couple')).map((review) => review.partyType)).toEqual([
      'couple',
      'couple',
      'couple',
    ]);
    const wrong = await callAs(ctx, 'GET', '/api/catalogue/frozen-ever-after/reviews?cursor=xyz');
    expect(wrong.statusCode).toBe(400);
    const best = cataloguePageSchema.parse(
      (await callAs(ctx, 'GET', '/api/catalogue?sort=newest_review&limit=50')).json(),
    );
    expect(best.items[0]).toMatchObject({
      slug: 'frozen-ever-after',
      reviewCount: 5,
      averageRating: 3.2,
      newestReview: { id: written[4]!.id },
    });
    const recent = reviewPageSchema.parse(
      (await callAs(ctx, 'GET', '/api/reviews?limit=1')).json(),
    );
    expect(recent.items[0]!.id).toBe(written[4]!.id);
  });

  it('hides the reviews of a member blocked either way', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const blocker = await createMember(ctx.db);
    const blocked = await createMember(ctx.db);
    const review = await reviewAs(ctx, author, 'slinky-dog-dash');
    expect(
      (await callAs(ctx, 'PUT', `/api/profiles/${author.id}/block`, blocker)).statusCode,
    ).toBeLessThan(300);
    expect(
      (await callAs(ctx, 'PUT', `/api/profiles/${blocked.id}/block`, author)).statusCode,
    ).toBeLessThan(300);
    for (const viewer of [blocker, blocked]) {
      expect((await callAs(ctx, 'GET', `/api/reviews/${review.id}`, viewer)).statusCode).toBe(404);
      const page = reviewPageSchema.parse(
        (await callAs(ctx, 'GET', '/api/catalogue/slinky-dog-dash/reviews', viewer)).json(),
      );
      expect(page.items).toEqual([]);
      const mine = reviewPageSchema.parse(
        (await callAs(ctx, 'GET', `/api/profiles/${author.id}/reviews`, viewer)).json(),
      );
      expect(mine.items).toEqual([]);
      expect((await itemOf(ctx, 'slinky-dog-dash', viewer)).newestReview).toBeNull();
      expect(
        (await callAs(ctx, 'PUT', `/api/reviews/${review.id}/helpful`, viewer)).statusCode,
      ).toBe(404);
    }
    expect((await callAs(ctx, 'GET', `/api/reviews/${review.id}`)).statusCode).toBe(200);
  });

  it('attaches up to four of the author’s own unused photos', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const mine = [await insertUpload(ctx.db, author.id), await insertUpload(ctx.db, author.id)];
    const theirs = await insertUpload(ctx.db, other.id);
    await ctx.app.rateLimiter.reset(`reviews:create:${author.id}`);
    const refused = await callAs(ctx, 'POST', '/api/catalogue/ohana/reviews', author, {
      ...reviewInput({ photoIds: [mine[0]!, theirs] }),
    });
    expect(refused.statusCode).toBe(422);
    const review = await reviewAs(ctx, author, 'ohana', { photoIds: mine });
    expect(review.photos.map((photo) => photo.id)).toEqual(mine);
    const edit = await callAs(ctx, 'PATCH', `/api/reviews/${review.id}`, author, {
      photoIds: [mine[1]],
    });
    expect(reviewSchema.parse(edit.json()).photos.map((photo) => photo.id)).toEqual([mine[1]]);
    const [dropped] = await ctx.db.select().from(uploads).where(eq(uploads.id, mine[0]!));
    expect(dropped).toMatchObject({ reviewId: null, usedAt: null });
  });

  it('limits reviews to 20 a day per member', async () => {
    const ctx = context();
    const member = await createMember(ctx.db);
    const page = cataloguePageSchema.parse(
      (await callAs(ctx, 'GET', '/api/catalogue?limit=50')).json(),
    );
    const slugs = page.items.map((item) => item.slug);
    expect(slugs.length).toBeGreaterThan(REVIEWS_CREATE_RATE_LIMIT.max);
    for (const slug of slugs.slice(0, REVIEWS_CREATE_RATE_LIMIT.max)) {
      const res = await callAs(ctx, 'POST', `/api/catalogue/${slug}/reviews`, member, {
        ...reviewInput(),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await callAs(
      ctx,
      'POST',
      `/api/catalogue/${slugs[REVIEWS_CREATE_RATE_LIMIT.max]}/reviews`,
      member,
      { ...reviewInput() },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(REVIEWS_CREATE_LIMIT_MESSAGE);
  });

  it('takes a deleted account’s reviews and helpful votes out of the figures', async () => {
    const ctx = context();
    const leaving = await createMember(ctx.db);
    const staying = await createMember(ctx.db);
    await reviewAs(ctx, leaving, 'expedition-everest', { stars: 1 });
    const kept = await reviewAs(ctx, staying, 'expedition-everest', { stars: 5 });
    await callAs(ctx, 'PUT', `/api/reviews/${kept.id}/helpful`, leaving);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/auth/v1/admin/users/${leaving.id}`,
      headers: { authorization: `Bearer ${await serviceRoleToken()}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await itemOf(ctx, 'expedition-everest')).toMatchObject({
      reviewCount: 1,
      averageRating: 5,
    });
    const { stored, live } = await storedAndRecomputed(ctx, 'expedition-everest');
    expect(stored).toEqual(live);
    const read = reviewSchema.parse((await callAs(ctx, 'GET', `/api/reviews/${kept.id}`)).json());
    expect(read.helpfulCount).toBe(0);
  });

  it('lets staff add catalogue entries', async () => {
    const ctx = context();
    const member = await createMember(ctx.db);
    const staff = await createMember(ctx.db, { isAdmin: true });
    const entry = { name: 'Test Parade Ride', kind: 'attraction', park: 'Magic Kingdom' };
    const refused = await callAs(ctx, 'POST', '/api/catalogue', member, entry);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CATALOGUE_STAFF_ONLY_MESSAGE);
    const made = await callAs(ctx, 'POST', '/api/catalogue', staff, {
      ...entry,
      facts: [{ label: 'Type', value: 'Parade' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(catalogueItemSchema.parse(made.json())).toMatchObject({
      slug: 'test-parade-ride',
      reviewCount: 0,
      averageRating: null,
      facts: [{ label: 'Type', value: 'Parade' }],
    });
    const twice = await callAs(ctx, 'POST', '/api/catalogue', staff, entry);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(CATALOGUE_SLUG_TAKEN_MESSAGE);
    // A restart's seeding leaves staff entries alone.
    await seedCatalogue(ctx.db);
    expect((await itemOf(ctx, 'test-parade-ride')).facts).toHaveLength(1);
  });
});
