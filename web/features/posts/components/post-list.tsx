import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Author } from '../../../../common/features/posts/posts.contract';
import { Button } from '../../../components/ui/button';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { flattenPosts, type PostPages } from '../lib/post-pages';
import { LoadError } from './load-error';
import { PostCard } from './post-card';
import { PostCardSkeleton, PostListSkeleton } from './post-card-skeleton';

/**
 * An infinite list of post cards: skeletons first, then the cards; the next page loads when the
 * end comes near (and with 'Load more' for keyboards); an empty state and retryable errors.
 */
export function PostList({
  query,
  viewer,
  empty,
  label = 'Posts',
  canModerate = false,
}: {
  query: UseInfiniteQueryResult<PostPages>;
  /** The signed-in member (null for a visitor). */
  viewer: Author | null;
  empty: ReactNode;
  label?: string;
  /** The viewer moderates these posts' group (delete any post or comment). */
  canModerate?: boolean;
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
            <PostCard post={post} viewer={viewer} canModerate={canModerate} />
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
