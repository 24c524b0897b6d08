import { Heart, MessageCircle } from 'lucide-react';
import { formatCount } from '../../common/count-format';

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
        <span className="tabular-nums">{formatCount(likeCount)}</span>
        <span className="sr-only">{likeCount === 1 ? ' like' : ' likes'}</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <MessageCircle aria-hidden className="size-4" />
        <span className="tabular-nums">{formatCount(commentCount)}</span>
        <span className="sr-only">{commentCount === 1 ? ' comment' : ' comments'}</span>
      </span>
    </>
  );
}
