import { Heart, MessageCircle } from 'lucide-react';

/**
 * A post's like and comment counts as two icon-and-number items (read as '3 likes',
 * '1 comment'), for a row of the caller's.
 */
export function PostCounts({
  likeCount,
  commentCount,
}: {
  likeCount: number;
  commentCount: number;
}) {
  return (
    <>
      <span className="inline-flex items-center gap-1">
        <Heart aria-hidden className="size-4" />
        <span className="tabular-nums">{likeCount}</span>
        <span className="sr-only">{likeCount === 1 ? ' like' : ' likes'}</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <MessageCircle aria-hidden className="size-4" />
        <span className="tabular-nums">{commentCount}</span>
        <span className="sr-only">{commentCount === 1 ? ' comment' : ' comments'}</span>
      </span>
    </>
  );
}
