import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { LoadError } from '../../posts/components/load-error';
import { useLoadMoreOnScroll } from '../../posts/hooks/use-load-more-on-scroll';
import { flattenGroups, type GroupPages } from '../lib/group-cache';
import { GroupCard, GroupCardSkeleton, GroupGridSkeleton } from './group-card';

/**
 * A paged grid of group cards: skeletons first, then the cards; the next page loads when the
 * end comes near (`isInfinite`) and with 'Load more' for keyboards; an empty state and
 * retryable errors. `isStale` dims the cards while new filters load.
 */
export function GroupGrid({
  query,
  label,
  empty,
  isInfinite = false,
  isStale = false,
}: {
  query: UseInfiniteQueryResult<GroupPages>;
  label: string;
  empty: ReactNode;
  isInfinite?: boolean;
  isStale?: boolean;
}) {
  const sentinel = useLoadMoreOnScroll(query);
  if (query.isPending) return <GroupGridSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError && !query.data) {
    return (
      <LoadError
        title="We could not load these groups"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const groups = flattenGroups(query.data);
  if (groups.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-4">
      <ul
        aria-label={label}
        aria-busy={isStale || undefined}
        className={cn(
          'grid gap-4 transition-opacity duration-150 sm:grid-cols-2 motion-reduce:transition-none',
          isStale && 'opacity-60',
        )}
      >
        {groups.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} />
          </li>
        ))}
      </ul>
      {query.isFetchingNextPage && (
        <div role="status" aria-label="Loading more groups" className="grid gap-4 sm:grid-cols-2">
          <GroupCardSkeleton />
        </div>
      )}
      {query.isFetchNextPageError && (
        <LoadError
          title="We could not load more groups"
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
