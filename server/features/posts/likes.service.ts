import type { LikeState } from '../../../common/features/posts/posts.contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { notify } from '../notifications/notifications.service';
import { isUuid } from '../../lib/cursor';
import { adjustPostCounts, deleteLike, findPostById, insertLike } from './posts.repository';

const postNotFound = () => notFound('This post does not exist or was deleted.');

/** The live post a like is about, read in the like's transaction. */
async function findLivePost(db: Parameters<typeof findPostById>[0], postId: string) {
  const post = isUuid(postId) ? await findPostById(db, postId) : null;
  if (!post || post.deletedAt) throw postNotFound();
  return post;
}

/**
 * `PUT /api/posts/{id}/like`: idempotent. The like row, the post's `like_count` and the author's
 * notification (once per member and post, never for your own post) change in one transaction,
 * and only when the like is new. @throws AppError 404 for an unknown or deleted post.
 */
export async function likePost(db: Database, userId: string, postId: string): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const post = await findLivePost(tx, postId);
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
    const post = await findLivePost(tx, postId);
    if (!(await deleteLike(tx, post.id, userId))) {
      return { liked: false, likeCount: post.likeCount };
    }
    const { likeCount } = await adjustPostCounts(tx, post.id, { likes: -1 });
    return { liked: false, likeCount };
  });
}
