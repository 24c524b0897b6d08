import { and, asc, eq, isNull } from 'drizzle-orm';
import { groupRows, type MemberDataSection } from '../../content/member-data';
import { catalogueItems, reviews, uploads } from '../../db/schema';

/** The member's live reviews for "Download my data" (issue 27), with what they review. */
export const reviewsMemberData: MemberDataSection = {
  name: 'reviews',
  description:
    'Your reviews: what you reviewed, the stars, title and text, your visit, and their photos (files in photos/).',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        id: reviews.id,
        subject: {
          slug: catalogueItems.slug,
          name: catalogueItems.name,
          kind: catalogueItems.kind,
        },
        stars: reviews.stars,
        title: reviews.title,
        body: reviews.body,
        visitMonth: reviews.visitMonth,
        partyType: reviews.partyType,
        waitMinutes: reviews.waitMinutes,
        helpfulCount: reviews.helpfulCount,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
        editedAt: reviews.editedAt,
      })
      .from(reviews)
      .innerJoin(catalogueItems, eq(catalogueItems.id, reviews.itemId))
      .where(and(eq(reviews.authorId, memberId), isNull(reviews.deletedAt)))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    const photos = await db
      .select({ id: uploads.id, reviewId: uploads.reviewId, altText: uploads.altText })
      .from(uploads)
      .innerJoin(reviews, eq(reviews.id, uploads.reviewId))
      .where(
        and(
          eq(reviews.authorId, memberId),
          isNull(reviews.deletedAt),
          eq(uploads.ownerId, memberId),
        ),
      )
      .orderBy(asc(uploads.position), asc(uploads.id));
    const photosOf = groupRows(photos, (photo) => photo.reviewId);
    return {
      items: rows.map((row) => ({
        ...row,
        photos: (photosOf.get(row.id) ?? []).map(({ id, altText }) => ({ id, altText })),
      })),
      photoIds: photos.map((photo) => photo.id),
    };
  },
};
