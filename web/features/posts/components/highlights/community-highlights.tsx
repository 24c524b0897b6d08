import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHighlights } from '../../api/get-highlights';
import { HIGHLIGHTS_DEFAULT } from '../../lib/post-limits';
import { LoadError } from '../load-error';
import { HighlightCardSkeleton } from './highlight-card-skeleton';
import { HIGHLIGHTS_GRID, HighlightList, HighlightsSection } from './highlights-section';

/**
 * 'Fresh from the community' on the visitors' home page in the app: recent public posts
 * (photos first, most liked and discussed), with a skeleton of the same shape, an empty state
 * that invites the first post, and a retryable error. Public and cached: no member code, no
 * token. (The server-rendered home shows the same section with the list read on the server.)
 */
export function CommunityHighlights({ headingId }: { headingId: string }) {
  const query = useHighlights();
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div role="status" aria-label="Loading community highlights" className={HIGHLIGHTS_GRID}>
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
  } else {
    content = <HighlightList items={query.data.items} LinkComponent={Link} />;
  }

  return (
    <HighlightsSection headingId={headingId} LinkComponent={Link}>
      {content}
    </HighlightsSection>
  );
}
