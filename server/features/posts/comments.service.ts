import type { z } from 'zod';
import type {
  Comment,
  CommentPage,
  createCommentInputSchema,
  pageQuerySchema,
} from '../../../common/features/posts/posts.contract';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { notify } from '../notifications/notifications.service';
import { decodeCursor, isUuid, nextCursorOf } from '../../lib/cursor';
import { canDeleteComment, canViewPost } from './posts.policy';
import { presentComment } from './posts.presenter';
import {
  adjustPostCounts,
  deleteComment,
  findCommentById,
  findPostWithVisibility,
  insertComment,
  listCommentsPage,
} from './posts.repository';
import { findAuthorsByIds, isStaffMember } from '../members/members.repository';
import { findVisiblePost } from './posts.service';
import { isGroupModerator } from '../groups/group-posts.service';
import { assertMayCreate } from '../trust/trust.service';

type PageQuery = z.output<typeof pageQuerySchema>;
type CreateCommentInput = z.output<typeof createCommentInputSchema>;

const commentNotFound = () => notFound('This comment does not exist or was deleted.');

/**
 * `GET /api/posts/{id}/comments`: oldest first, keyset-paginated, two queries per page (comments,
 * then their authors). @throws AppError 404 when the post is unknown or deleted (except for staff).
 */
export async function listComments(
  db: Database,
  viewerId: string | null,
  postId: string,
  query: PageQuery,
): Promise<CommentPage> {
  const cursor = decodeCursor(query.cursor);
  const post = await findVisiblePost(db, viewerId, postId);
  const rows = await listCommentsPage(db, post.id, viewerId, cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const authors = await findAuthorsByIds(
    db,
    page.map((row) => row.authorId),
  );
  return {
    items: page.map((row) => presentComment(row, authors.get(row.authorId), row.hidden)),
    nextCursor: nextCursorOf(
      rows.map((row) => ({ createdAt: row.cursorCreatedAt, id: row.id })),
      query.limit,
    ),
  };
}

/**
 * Adds a comment to a live post; `comment_count` and the post author's notification change in
 * the same transaction. A new member writes only so many comments a day (trust rules).
 * @throws AppError 404 for an unknown or deleted post, 422 more links than the member's trust
 *   level allows, 429 over a new member's comments a day.
 */
export async function addComment(
  db: Database,
  authorId: string,
  postId: string,
  input: CreateCommentInput,
): Promise<Comment> {
  return db.transaction(async (tx) => {
    const post = isUuid(postId) ? await findPostWithVisibility(tx, postId, authorId) : null;
    if (!post || post.deletedAt || !post.visibleToViewer) {
      throw notFound('This post does not exist or was deleted.');
    }
    await assertMayCreate(tx, authorId, { kind: 'comment', texts: [input.body] });
    const row = await insertComment(tx, { postId: post.id, authorId, body: input.body });
    await adjustPostCounts(tx, post.id, { comments: 1 });
    await notify(tx, {
      userId: post.authorId,
      actorId: authorId,
      type: 'comment',
      entityId: post.id,
    });
    const authors = await findAuthorsByIds(tx, [authorId]);
    return presentComment(row, authors.get(authorId));
  });
}

/**
 * Deletes a comment (soft: the row keeps `deleted_at`): by its author, the post's author, staff
 * or a moderator of the post's group; `comment_count` goes down once, in the same transaction.
 * @throws AppError 404 unknown, already deleted, not visible to the viewer (the comment or its
 *   post), or on a deleted post (for non-staff); 403 visible but not theirs to delete.
 */
export async function removeComment(
  db: Database,
  viewerId: string,
  commentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const comment = isUuid(commentId) ? await findCommentById(tx, commentId, viewerId) : null;
    // Issue 26: a comment the viewer cannot see (blocked, hidden) is not found, like its post.
    if (!comment?.visibleToViewer) throw commentNotFound();
    const post = await findPostWithVisibility(tx, comment.postId, viewerId);
    if (!post) throw commentNotFound();
    const isOwner = comment.authorId === viewerId || post.authorId === viewerId;
    const actor = {
      userId: viewerId,
      isStaff: (!isOwner || post.deletedAt !== null) && (await isStaffMember(tx, viewerId)),
      isGroupModerator: !isOwner && (await isGroupModerator(tx, post.groupId, viewerId)),
    };
    if (!canViewPost(actor, post)) throw commentNotFound();
    if (!canDeleteComment(actor, comment, post)) {
      throw forbidden('Only the comment author or the post author can delete this comment.');
    }
    if (await deleteComment(tx, comment.id)) {
      await adjustPostCounts(tx, post.id, { comments: -1 });
    }
  });
}
