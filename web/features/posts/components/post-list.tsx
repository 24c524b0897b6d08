import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { AlertCircle, Loader2, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { flattenPosts, type PostPages } from '../lib/post-pages';
import { PostCard } from './post-card';
import { PostCardSkeleton, PostListSkeleton } from './post-card-skeleton';

/** A failed load: what happened and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  isRetrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-8 text-center"
    >
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {error instanceof Error ? error.message : 'An unexpected error occurred. Please try again.'}
      </p>
      <Button type="button" variant="outline" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Loader2 aria-hidden className="animate-spin" /> : <RotateCw aria-hidden />}
        Try again
      </Button>
    </div>
  );
}

/**
 * An infinite list of post cards: skeletons first, then the cards; the next page loads when the
 * end comes near (and with 'Load more' for keyboards); an empty state and retryable errors.
 */
export function PostList({
  query,
  viewerId,
  empty,
  label = 'Posts',
}: {
  query: UseInfiniteQueryResult<PostPages>;
  viewerId: string | null;
  empty: ReactNode;
  label?: string;
}) {
  const sentinel = useLoadMoreOnScroll(query);
  if (query.isPending) return <PostListSkeleton />;
  if (query.isError && !query.data) {
    return (
      <LoadError
        title="We could not load these posts"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const posts = flattenPosts(query.data);
  if (posts.length === 0) return <>{empty}</>;

  return (
    <section aria-label={label} className="grid gap-4">
      <ul className="grid gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} viewerId={viewerId} />
          </li>
        ))}
      </ul>
      {query.isFetchingNextPage && (
        <div role="status" aria-label="Loading more posts">
          <PostCardSkeleton />
        </div>
      )}
      {query.isFetchNextPageError && (
        <LoadError
          title="We could not load more posts"
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <>
          <div ref={sentinel} key={query.data.pages.length} aria-hidden className="h-px" />
          <Button
            type="button"
            variant="outline"
            className="justify-self-center"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            Load more
          </Button>
        </>
      )}
      {!query.hasNextPage && posts.length > 3 && (
        <p className="text-center text-sm text-muted-foreground">You’re all caught up.</p>
      )}
    </section>
  );
}
