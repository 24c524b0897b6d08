import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { LoadError } from '../../posts/components/load-error';
import { useLoadMoreOnScroll } from '../../posts/hooks/use-load-more-on-scroll';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Each item of every loaded page once, by key, in order. */
export function flattenPages<T>(
  data: InfiniteData<Page<T>> | undefined,
  keyOf: (item: T) => string,
): T[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.items.filter((item) => {
      const key = keyOf(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}

/**
 * A paged list: skeletons first, then the items; the next page loads when the end comes near
 * (`isInfinite`) and with 'Load more' for keyboards; an empty state and retryable errors.
 * `isStale` dims the items while new filters load.
 */
export function PagedList<T>({
  query,
  label,
  noun,
  keyOf,
  renderItem,
  skeleton,
  empty,
  listClassName,
  isInfinite = false,
  isStale = false,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  label: string;
  /** What the items are, for the messages ('reviews'). */
  noun: string;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  skeleton: ReactNode;
  empty: ReactNode;
  listClassName?: string;
  isInfinite?: boolean;
  isStale?: boolean;
}) {
  const sentinel = useLoadMoreOnScroll(query);
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${noun}`} className={listClassName}>
        {skeleton}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadError
        title={`We could not load these ${noun}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const items = flattenPages(query.data, keyOf);
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-4">
      <ul
        aria-label={label}
        aria-busy={isStale || undefined}
        className={cn(
          'transition-opacity duration-150 motion-reduce:transition-none',
          listClassName,
          isStale && 'opacity-60',
        )}
      >
        {items.map((item) => (
          <li key={keyOf(item)} className="min-w-0">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {query.isFetchingNextPage && (
        <div role="status" aria-label={`Loading more ${noun}`} className={listClassName}>
          {skeleton}
        </div>
      )}
      {query.isFetchNextPageError && (
        <LoadError
          title={`We could not load more ${noun}`}
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <>
          {isInfinite && (
            <div ref={sentinel} key={query.data.pages.length} aria-hidden className="h-px" />
          )}
          <Button
            type="button"
            variant="outline"
            className="justify-self-center"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
            Load more
          </Button>
        </>
      )}
    </div>
  );
}
