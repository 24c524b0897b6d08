import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { excerptOf } from '../../content/item-facts';
import type { TripReportSource } from '../../content/trip-report-sources';
import { catalogueItems, reviews } from '../../db/schema';
import { uploadThumbnailUrl } from '../uploads/uploads.presenter';
import { reviewVisibleTo } from './reviews.policy';

/**
 * A trip report's reviews (issue 29): the owner's live reviews written during the trip that the
 * report's viewer may see (`reviewVisibleTo`: none across a block, not hidden from them, no
 * suspended author's), oldest first, each linking to its subject's reviews with its first photo.
 */
export const reviewsTripReportSource: TripReportSource = {
  name: 'reviews',
  async itemsFor(db, { viewerId, authorId, from, to, limit }) {
    const rows = await db
      .select({
        id: reviews.id,
        title: reviews.title,
        body: reviews.body,
        createdAt: reviews.createdAt,
        slug: catalogueItems.slug,
        imageId: sql<string | null>`(select u.id from uploads u where u.review_id = ${reviews.id}
          order by u.position, u.created_at limit 1)`,
      })
      .from(reviews)
      .innerJoin(catalogueItems, eq(catalogueItems.id, reviews.itemId))
      .where(
        and(
          eq(reviews.authorId, authorId),
          gte(reviews.createdAt, from),
          lt(reviews.createdAt, to),
          reviewVisibleTo(viewerId),
        ),
      )
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'review' as const,
      id: row.id,
      title: row.title,
      excerpt: excerptOf(row.body),
      path: `/reviews/${row.slug}`,
      createdAt: row.createdAt,
      imageUrl: row.imageId ? uploadThumbnailUrl(row.imageId) : null,
    }));
  },
};
