import { eq } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { excerptOf, visibleThrough } from '../../content/item-facts';
import { catalogueItems, reviews } from '../../db/schema';
import { invalidateReviewFigures } from './review-figures';
import {
  detachUploadsFromReview,
  lockCatalogueItem,
  lockReview,
  shiftAggregates,
  updateReviewRow,
} from './reviews.repository';
import { getReview, withdrawMemberReviews } from './reviews.service';

/** The `review` content kind (issue 27). Reviews: deleted with the catalogue item's aggregates shifted and photos let go. */
export const reviewKind: ContentKind = {
  name: 'review',
  table: 'reviews',
  authorColumn: 'author_id',
  async load(db, id) {
    const [row] = await db
      .select({
        authorId: reviews.authorId,
        title: reviews.title,
        body: reviews.body,
        createdAt: reviews.createdAt,
        deletedAt: reviews.deletedAt,
        itemName: catalogueItems.name,
        slug: catalogueItems.slug,
      })
      .from(reviews)
      .innerJoin(catalogueItems, eq(catalogueItems.id, reviews.itemId))
      .where(eq(reviews.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: row.title,
      excerpt: excerptOf(row.body),
      linkPath: `/reviews/${row.slug}`,
      createdAt: row.createdAt,
      contextLabel: `Review of: ${row.itemName}`,
      deleted: row.deletedAt !== null,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    await visibleThrough(() => getReview(db, viewerId, id));
  },
  async remove(tx, id, now) {
    const [found] = await tx
      .select({ itemId: reviews.itemId })
      .from(reviews)
      .where(eq(reviews.id, id))
      .limit(1);
    if (!found) return false;
    const item = await lockCatalogueItem(tx, found.itemId);
    const row = await lockReview(tx, id);
    if (!item || !row || row.deletedAt !== null) return false;
    await updateReviewRow(tx, row.id, { deletedAt: now });
    await detachUploadsFromReview(tx, row.id, []);
    await shiftAggregates(tx, item.id, { add: null, remove: row.stars });
    return true;
  },
  afterRemove: () => invalidateReviewFigures(),
  withdrawMember: (tx, memberId, now) => withdrawMemberReviews(tx, memberId, now),
};
