import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { uploads } from '../../db/schema';

/**
 * Every photo the member uploaded and used, for "Download my data" (issue 27): whatever holds
 * it (a post, a message they sent, a review, their avatar, a contest entry, their portfolio, a
 * cover), so the archive has each of their photos once even when no other section names it.
 * Photos uploaded but never used are removed within a day and left out.
 */
export const photosMemberData: MemberDataSection = {
  name: 'photos',
  description:
    'Every photo you uploaded and used: its id (the file photos/<id>.webp), size, alt text, what it was attached to, and when you uploaded it.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        id: uploads.id,
        width: uploads.width,
        height: uploads.height,
        altText: uploads.altText,
        postId: uploads.postId,
        messageId: uploads.messageId,
        reviewId: uploads.reviewId,
        createdAt: uploads.createdAt,
      })
      .from(uploads)
      .where(and(eq(uploads.ownerId, memberId), isNotNull(uploads.usedAt)))
      .orderBy(asc(uploads.createdAt), asc(uploads.id));
    return {
      items: rows.map(({ postId, messageId, reviewId, ...row }) => ({
        ...row,
        file: `photos/${row.id}.webp`,
        attachedTo: postId
          ? { kind: 'post', id: postId }
          : messageId
            ? { kind: 'message', id: messageId }
            : reviewId
              ? { kind: 'review', id: reviewId }
              : null,
      })),
      photoIds: rows.map((row) => row.id),
    };
  },
};
