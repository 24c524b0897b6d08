import { Camera } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useHighlights } from '../../api/get-highlights';
import { HIGHLIGHTS_DEFAULT } from '../../lib/post-limits';
import { LoadError } from '../load-error';
import { HighlightCard } from './highlight-card';
import { HighlightCardSkeleton } from './highlight-card-skeleton';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * 'Fresh from the community' on the visitors' home page: recent public posts (photos first,
 * most liked and discussed), with a skeleton of the same shape, an empty state that invites the
 * first post, and a retryable error. Public and cached: no member code, no token.
 */
export function CommunityHighlights({ headingId }: { headingId: string }) {
  const query = useHighlights();
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div role="status" aria-label="Loading community highlights" className={GRID}>
        {Array.from({ length: HIGHLIGHTS_DEFAULT }, (_, index) => (
          <HighlightCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (query.isError) {
    content = (
      <LoadError
        title="We could not load the latest moments"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState
        icon={Camera}
        title="No moments shared yet"
        description="The community is just getting started. Join and share the first photo from the parks."
        action={
          <Button asChild>
            <Link to="/auth?tab=signup">Share the first moment</Link>
          </Button>
        }
      />
    );
  } else {
    content = (
      <ul className={GRID}>
        {query.data.items.map((highlight) => (
          <li key={highlight.id}>
            <HighlightCard highlight={highlight} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-col gap-3 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h2 id={headingId} className="text-2xl font-bold">
            Fresh from the community
          </h2>
          <p className="text-muted-foreground">
            Recent photos and moments shared by members, most loved first.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/auth?tab=signup">Join to share yours</Link>
        </Button>
      </div>
      {content}
    </section>
  );
}
