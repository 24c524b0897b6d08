import { SearchX } from 'lucide-react';
import { CONTEST_NOT_FOUND_MESSAGE } from '../../../../common/features/contests/contest-limits';
import { LoadErrorState, NotFoundState } from '../../../components/ui/page-states';
import { Skeleton } from '../../../components/ui/skeleton';

/** An id that is no contest the viewer may see. */
export function ContestNotFound() {
  return (
    <NotFoundState
      icon={SearchX}
      showCode
      title={CONTEST_NOT_FOUND_MESSAGE}
      description="This contest does not exist or was deleted. The open contests and the gallery of past ones are on the contests page."
      action={{ to: '/contests', label: 'Browse contests' }}
    />
  );
}

/** A contest that could not be loaded for another reason: what happened and a retry. */
export function ContestLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorState title="This contest could not be loaded" message={message} onRetry={onRetry} />
  );
}

/** The page's shape while the contest loads. */
export function ContestPageSkeleton() {
  return (
    <div aria-hidden className="grid gap-6">
      <Skeleton className="aspect-[3/1] w-full rounded-xl sm:aspect-[4/1]" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="aspect-square w-full" />
        ))}
      </div>
    </div>
  );
}
