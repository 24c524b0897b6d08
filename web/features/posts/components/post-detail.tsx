import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { POST_NOT_FOUND_TEXT } from '../../../../common/features/pages/member-page-text';
import type { Author } from '../../../../common/features/posts/posts.contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { usePost } from '../api/get-post';
import { CommentThread } from './comment-thread';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';
import { LoadError } from './load-error';

/**
 * `/post/:id`: the post with its photos full size and its comments; a not-found message for an
 * unknown or deleted post. `onDeleted` runs after its author deletes it.
 */
export function PostDetail({
  postId,
  viewer,
  onDeleted,
}: {
  postId: string;
  viewer: Author | null;
  onDeleted: () => void;
}) {
  const query = usePost(postId);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading post" className="grid gap-6">
        <Skeleton className="h-9 w-56" />
        <PostCardSkeleton />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <>
          <h1 className="sr-only">{POST_NOT_FOUND_TEXT.title}</h1>
          <EmptyState
            icon={SearchX}
            title={POST_NOT_FOUND_TEXT.title}
            description={POST_NOT_FOUND_TEXT.description}
            action={
              <Button asChild>
                <Link to="/">Go to the home page</Link>
              </Button>
            }
          />
        </>
      );
    }
    return (
      <>
        <h1 className="sr-only">Post</h1>
        <LoadError
          title="We could not load this post"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </>
    );
  }

  const post = query.data;
  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        Post by {post.author.username}
      </h1>
      <PostCard post={post} viewer={viewer} isFullSize onDeleted={onDeleted} />
      <CommentThread post={post} viewer={viewer} />
    </div>
  );
}
