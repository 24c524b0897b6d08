import type { PostSummaryFields } from '../../../common/features/posts/posts.contract';
import type { PostImage } from '../../../common/features/uploads/uploads.contract';

/** The columns a short listing of a post is made from: the post's and its author's. */
export interface PostSummaryRow {
  park: string | null;
  createdAt: Date;
  likeCount: number;
  commentCount: number;
  authorId: string;
  authorUsername: string;
  authorAvatarUrl: string | null;
}

/**
 * A post row and its photos → what every short listing of a post shows besides its text
 * (highlights, activity days, search results): park, time, author, first photo and counts.
 */
export function presentPostSummaryFields(
  row: PostSummaryRow,
  images: readonly PostImage[],
): PostSummaryFields {
  return {
    park: row.park,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, username: row.authorUsername, avatar_url: row.authorAvatarUrl },
    photo: images[0] ?? null,
    photoCount: images.length,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
  };
}
