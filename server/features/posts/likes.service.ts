import type { LikeState } from '../../../common/features/posts/posts.contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { notify } from '../notifications/notifications.service';
import { isUuid } from '../../lib/cursor';
import { assertMayLike } from '../trust/trust.service';
import {
  adjustPostCounts,
  deleteLike,
  findPostWithVisibility,
  insertLike,
  type PostWithVisibilityRow,
} from './posts.repository';

const postNotFound = () => notFound('This post does not exist or was deleted.');

/**
 * The live post a like is about, read in the like's transaction: one the member may see
 * (`postVisibleTo`: a private group's post or a post across a block is 404, as it is to read).
 */
async function findLivePost(
  db: Parameters<typeof findPostWithVisibility>[0],
  postId: string,
  userId: string,
): Promise<PostWithVisibilityRow> {
  const post = isUuid(postId) ? await findPostWithVisibility(db, postId, userId) : null;
  if (!post || post.deletedAt || !post.visibleToViewer) throw postNotFound();
  return post;
}

/**
 * `PUT /api/posts/{id}/like`: idempotent. The like row, the post's `like_count` and the author's
 * notification (once per member and post, never for your own post) change in one transaction,
 * and only when the like is new. @throws AppError 404 for an unknown or deleted post, or one the
 * member may not see (a private group's, or across a block); 429 over the likes a day (trust
 * rules; a like of a post already liked always passes).
 */
export async function likePost(db: Database, userId: string, postId: string): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const post = await findLivePost(tx, postId, userId);
    await assertMayLike(tx, userId, post.id);
    if (!(await insertLike(tx, post.id, userId))) return { liked: true, likeCount: post.likeCount };
    const { likeCount } = await adjustPostCounts(tx, post.id, { likes: 1 });
    await notify(tx, { userId: post.authorId, actorId: userId, type: 'like', entityId: post.id });
    return { liked: true, likeCount };
  });
}

/**
 * `DELETE /api/posts/{id}/like`: idempotent; `like_count` goes down only when a like was removed.
 * @throws AppError 404 for an unknown or deleted post.
 */
export async function unlikePost(db: Database, userId: string, postId: string): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const post = await findLivePost(tx, postId, userId);
    if (!(await deleteLike(tx, post.id, userId))) {
      return { liked: false, likeCount: post.likeCount };
    }
    const { likeCount } = await adjustPostCounts(tx, post.id, { likes: -1 });
    return { liked: false, likeCount };
  });
}
