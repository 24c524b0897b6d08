import { SearchX } from 'lucide-react';
import { TRIP_NOT_FOUND_MESSAGE } from '../../../../common/features/trips/trip-limits';
import { LoadErrorState, NotFoundState } from '../../../components/ui/page-states';
import { Skeleton } from '../../../components/ui/skeleton';

/** An id that is no trip the viewer may see. */
export function TripNotFound() {
  return (
    <NotFoundState
      icon={SearchX}
      showCode
      title={TRIP_NOT_FOUND_MESSAGE}
      description="It may have been deleted, or the people planning it keep it private. Public trip reports are open to everyone."
      action={{ to: '/trips', label: 'Go to trips' }}
    />
  );
}

/** A trip that could not be loaded for another reason: what happened and a retry. */
export function TripLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorState title="This trip could not be loaded" message={message} onRetry={onRetry} />
  );
}

/** The trip page's shape while the trip loads. */
export function TripPageSkeleton() {
  return (
    <div aria-hidden className="grid gap-6">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
