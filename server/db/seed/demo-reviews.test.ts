import { count, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  REVIEW_BODY_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
} from '../../../common/features/reviews/review-limits';
import { cataloguePageSchema } from '../../../common/features/reviews/reviews.contract';
import { catalogueFromGuides } from '../../features/reviews/catalogue.seed';
import { describeEachDatabase } from '../../test/build-test-app';
import { catalogueItems } from '../schema';
import { demoMembers } from './demo-data';
import { seedDemoReviews } from './demo-reviews';
import { demoReviews } from './demo-reviews-data';
import { seedDemo } from './demo-seed';

it('writes demo reviews that fit the rules about entries of the guides', () => {
  const slugs = new Set(catalogueFromGuides().map((entry) => entry.slug));
  const usernames = new Set(demoMembers.map((member) => member.username));
  const pairs = new Set<string>();
  for (const review of demoReviews) {
    expect(slugs.has(review.slug), review.slug).toBe(true);
    expect(usernames.has(review.author), review.author).toBe(true);
    for (const voter of review.helpfulBy ?? []) expect(usernames.has(voter), voter).toBe(true);
    expect(review.title.length).toBeGreaterThanOrEqual(REVIEW_TITLE_MIN);
    expect(review.title.length).toBeLessThanOrEqual(REVIEW_TITLE_MAX);
    expect(review.body.length).toBeGreaterThanOrEqual(REVIEW_BODY_MIN);
    const pair = `${review.author} ${review.slug}`;
    expect(pairs.has(pair), pair).toBe(false);
    pairs.add(pair);
  }
  expect(demoReviews.length).toBeGreaterThanOrEqual(30);
});

describeEachDatabase('demo community: reviews', (ctx) => {
  it('adds the demo reviews once, with exact aggregates and helpful counts', async () => {
    const { db, app } = ctx();
    await seedDemo(db);
    const first = await seedDemoReviews(db);
    expect(first.reviews).toBe(demoReviews.length);
    expect(first.helpfulVotes).toBeGreaterThan(20);
    const [mismatch] = await db
      .select({ n: count() })
      .from(catalogueItems)
      .where(
        sql`${catalogueItems.reviewCount} <> (select count(*) from reviews r where r.item_id = catalogue_items.id and r.deleted_at is null)
          or ${catalogueItems.ratingSum} <> (select coalesce(sum(r.stars), 0) from reviews r where r.item_id = catalogue_items.id and r.deleted_at is null)`,
      );
    expect(mismatch?.n).toBe(0);
    expect(await seedDemoReviews(db)).toEqual({ reviews: 0, helpfulVotes: 0 });
    const top = cataloguePageSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/catalogue?sort=most_reviewed&limit=1' })
      ).json(),
    );
    expect(top.items[0]).toMatchObject({
      slug: 'star-wars-rise-of-the-resistance',
      reviewCount: 3,
    });
  }, 120_000);
});
