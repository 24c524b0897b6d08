import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { seedCatalogue } from '../../features/reviews/catalogue.seed';
import { catalogueItems, profiles, reviewHelpfulVotes, reviews } from '../schema';
import { demoReviews } from './demo-reviews-data';
import { demoMemberId } from './demo-seed';
import { stableUuid } from './stable-id';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows the reviews part of a demo run added. */
export interface DemoReviewsResult {
  reviews: number;
  helpfulVotes: number;
}

/** The fixed id of a demo review. */
export function demoReviewId(key: string): string {
  return stableUuid(`demo:review:${key}`);
}

/**
 * Adds the demo reviews and their helpful votes, then sets the reviewed entries' aggregates and
 * the reviews' helpful counts from the rows. Idempotent: fixed ids, existing rows left alone (a
 * member who already reviewed the entry keeps their own review); demo members or catalogue
 * entries missing from the database are skipped.
 */
export async function seedDemoReviews(db: Database, now = new Date()): Promise<DemoReviewsResult> {
  const result: DemoReviewsResult = { reviews: 0, helpfulVotes: 0 };
  // The catalogue is seeded at the server's start; a database seeded before any start has none.
  await seedCatalogue(db);
  const usernames = demoReviews.flatMap((review) => [review.author, ...(review.helpfulBy ?? [])]);
  const present = new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(usernames.map(demoMemberId))]))
    ).map((row) => row.id),
  );
  const items = new Map(
    (
      await db
        .select({ id: catalogueItems.id, slug: catalogueItems.slug })
        .from(catalogueItems)
        .where(inArray(catalogueItems.slug, [...new Set(demoReviews.map((r) => r.slug))]))
    ).map((row) => [row.slug, row.id]),
  );

  await db.transaction(async (tx) => {
    const touched = new Set<string>();
    const reviewIds: string[] = [];
    for (const review of demoReviews) {
      const authorId = demoMemberId(review.author);
      const itemId = items.get(review.slug);
      if (!present.has(authorId) || !itemId) continue;
      const id = demoReviewId(review.key);
      const createdAt = new Date(now.getTime() - review.daysAgo * DAY_MS);
      const inserted = await tx
        .insert(reviews)
        .values({
          id,
          itemId,
          authorId,
          stars: review.stars,
          title: review.title,
          body: review.body,
          visitMonth: review.visitMonth,
          partyType: review.party,
          waitMinutes: review.waitMinutes ?? null,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      result.reviews += inserted.length;
      touched.add(itemId);
      reviewIds.push(id);
      const voters = (review.helpfulBy ?? [])
        .map(demoMemberId)
        .filter((voter) => present.has(voter) && voter !== authorId);
      if (voters.length > 0 && inserted.length > 0) {
        const votes = await tx
          .insert(reviewHelpfulVotes)
          .values(voters.map((userId) => ({ reviewId: id, userId, createdAt })))
          .onConflictDoNothing()
          .returning({ userId: reviewHelpfulVotes.userId });
        result.helpfulVotes += votes.length;
      }
    }
    if (reviewIds.length > 0) {
      await tx
        .update(reviews)
        .set({
          helpfulCount: sql`(select count(*)::int from review_helpful_votes v where v.review_id = ${reviews.id})`,
        })
        .where(inArray(reviews.id, reviewIds));
    }
    if (touched.size > 0) {
      const live = (stars: number) =>
        sql`(select count(*)::int from reviews r where r.item_id = ${catalogueItems.id} and r.deleted_at is null and r.stars = ${stars}::integer)`;
      await tx
        .update(catalogueItems)
        .set({
          stars1: live(1),
          stars2: live(2),
          stars3: live(3),
          stars4: live(4),
          stars5: live(5),
          reviewCount: sql`(select count(*)::int from reviews r where r.item_id = ${catalogueItems.id} and r.deleted_at is null)`,
          ratingSum: sql`(select coalesce(sum(r.stars), 0)::int from reviews r where r.item_id = ${catalogueItems.id} and r.deleted_at is null)`,
          lastReviewAt: sql`(select max(r.created_at) from reviews r where r.item_id = ${catalogueItems.id} and r.deleted_at is null)`,
        })
        .where(inArray(catalogueItems.id, [...touched]));
    }
  });
  return result;
}
