import { eq } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { isHiddenFrom } from '../../content/hidden-items.sql';
import { excerptOf, itemNotVisible } from '../../content/item-facts';
import { comments, posts } from '../../db/schema';
import { isBlockedBetween } from '../blocks/blocks.repository';
import { postKind } from './posts.kind';
import { adjustPostCounts, deleteComment } from './posts.repository';
import { commentBulkRemoval } from './posts.bulk';
import { lowerParentCounts, softDeleteMemberRows } from '../../content/member-items.sql';

/** The `comment` content kind (issue 27). Comments on posts: seen by whoever may see the post, unless blocked or hidden. */
export const commentKind: ContentKind = {
  name: 'comment',
  table: 'comments',
  authorColumn: 'author_id',
  bulk: commentBulkRemoval,
  async load(db, id) {
    const [row] = await db
      .select({
        authorId: comments.authorId,
        body: comments.body,
        createdAt: comments.createdAt,
        postId: comments.postId,
        postBody: posts.body,
        deletedAt: comments.deletedAt,
        postDeletedAt: posts.deletedAt,
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(comments.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: null,
      excerpt: excerptOf(row.body),
      linkPath: `/post/${row.postId}`,
      createdAt: row.createdAt,
      contextLabel: `Comment on: ${excerptOf(row.postBody, 120) || 'a photo post'}`,
      deleted: row.deletedAt !== null || row.postDeletedAt !== null,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    const [comment] = await db
      .select({
        postId: comments.postId,
        authorId: comments.authorId,
        deletedAt: comments.deletedAt,
      })
      .from(comments)
      .where(eq(comments.id, id))
      .limit(1);
    if (
      !comment ||
      comment.deletedAt !== null ||
      (await isBlockedBetween(db, viewerId, comment.authorId)) ||
      (await isHiddenFrom(db, 'comment', id, comment.authorId, viewerId))
    ) {
      throw itemNotVisible();
    }
    await postKind.assertVisibleTo(db, viewerId, comment.postId, new Date());
  },
  async remove(tx, id) {
    const [comment] = await tx
      .select({ postId: comments.postId })
      .from(comments)
      .where(eq(comments.id, id))
      .limit(1);
    if (!comment) return false;
    const removed = await deleteComment(tx, id);
    if (removed) await adjustPostCounts(tx, comment.postId, { comments: -1 });
    return removed;
  },
  async withdrawMember(tx, memberId, now) {
    const deleted = await softDeleteMemberRows(
      tx,
      { table: 'comments', authorColumn: 'author_id', parentColumn: 'post_id' },
      memberId,
      now,
    );
    const counts = { table: 'posts', countColumn: 'comment_count' };
    await lowerParentCounts(
      tx,
      counts,
      deleted.map((row) => row.parentId),
    );
    return deleted.length;
  },
};
