import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { countLabel, formatCount } from '../../../../common/count-format';
import type { Post } from '../../../../common/features/posts/posts.contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSetPostLike } from '../api/set-post-like';
import { notifyError } from '../lib/notify';

const likes = (count: number) => countLabel(count, 'like', 'likes');

/**
 * The like toggle (`aria-pressed`): the heart and count change at once and go back with an
 * 'Error' toast if the server refuses. Visitors get a link to sign in instead.
 */
export function LikeButton({ post, isSignedIn }: { post: Post; isSignedIn: boolean }) {
  const setLike = useSetPostLike(post.id);
  const liked = post.likedByMe;

  if (!isSignedIn) {
    return (
      <Button asChild variant="ghost" size="sm" className="h-11 min-w-11">
        <Link to="/auth?tab=signin" aria-label={`Sign in to like (${likes(post.likeCount)})`}>
          <Heart aria-hidden />
          <span aria-hidden>{formatCount(post.likeCount)}</span>
        </Link>
      </Button>
    );
  }

  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-11 min-w-11"
      aria-pressed={liked}
      aria-label={`Like (${likes(post.likeCount)})`}
      onClick={() => setLike.mutate(!liked, { onError: notifyError })}
    >
      <Heart
        aria-hidden
        className={cn(
          'transition-transform duration-150 motion-reduce:transition-none',
          liked && 'scale-110 fill-primary text-primary',
        )}
      />
      <span aria-hidden className="tabular-nums">
        {formatCount(post.likeCount)}
      </span>
    </Button>
  );
}
