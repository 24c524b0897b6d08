import { LogIn, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { Author, Comment, Post } from '../../../../common/features/posts/posts.contract';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { notifyError, notifySuccess } from '../lib/notify';
import { flattenComments } from '../lib/post-pages';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { LoadError } from './load-error';
import { formatCount } from '../../../../common/count-format';

/**
 * A post's comments, oldest first ('Show more comments' for the next page), the form to add one
 * (members) or 'Sign In to comment' (visitors). Members delete their own comments, and any
 * comment on their own post; a group's moderators any comment in the group. `page` is the post page's thread (`#comments`, with a heading);
 * `inline` is the compact one opened under a card in a list (one per card, no page anchor).
 */
export function CommentThread({
  post,
  viewer,
  variant = 'page',
  canModerate = false,
}: {
  post: Post;
  viewer: Author | null;
  variant?: 'page' | 'inline';
  /** The viewer moderates the post's group: they delete any comment in it. */
  canModerate?: boolean;
}) {
  const isPage = variant === 'page';
  const comments = useComments(post.id);
  const deletion = useDeleteComment(post.id);
  const items = flattenComments(comments.data);
  const isPostAuthor = viewer !== null && viewer.id === post.author.id;
  const remove = (comment: Comment) =>
    deletion.mutate(comment, {
      onSuccess: () => notifySuccess('Comment deleted'),
      onError: notifyError,
    });

  return (
    <section
      id={isPage ? 'comments' : undefined}
      aria-labelledby={isPage ? 'comments-heading' : undefined}
      aria-label={isPage ? undefined : `Comments on the post by ${post.author.username}`}
      className={cn('grid gap-4', isPage ? 'scroll-mt-24' : 'gap-3')}
    >
      {isPage && (
        <h2 id="comments-heading" className="text-xl font-semibold">
          Comments <span className="text-muted-foreground">({formatCount(post.commentCount)})</span>
        </h2>
      )}

      {comments.isPending ? (
        <div role="status" aria-label="Loading comments" className="grid gap-2">
          {Array.from({ length: Math.min(Math.max(post.commentCount, 1), 3) }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full rounded-lg" />
          ))}
        </div>
      ) : comments.isError && !comments.data ? (
        <LoadError
          title="We could not load the comments"
          error={comments.error}
          onRetry={() => void comments.refetch()}
          isRetrying={comments.isRefetching}
        />
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessageCircle aria-hidden className="size-4" />
          No comments yet.{viewer ? ' Start the conversation.' : ''}
        </p>
      ) : (
        <ol className="grid gap-2" aria-label="Comments, oldest first">
          {items.map((comment) => (
            <li key={comment.id}>
              <CommentItem
                comment={comment}
                isOwn={comment.author.id === viewer?.id}
                canDelete={
                  isPostAuthor ||
                  comment.author.id === viewer?.id ||
                  (viewer !== null && canModerate)
                }
                onDelete={remove}
              />
            </li>
          ))}
        </ol>
      )}

      {comments.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? 'Loading comments…' : 'Show more comments'}
        </Button>
      )}
      {comments.isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          {comments.error?.message}
        </p>
      )}

      {viewer ? (
        <CommentForm postId={post.id} viewer={viewer} />
      ) : (
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/auth?tab=signin">
            <LogIn aria-hidden />
            Sign In to comment
          </Link>
        </Button>
      )}
    </section>
  );
}
