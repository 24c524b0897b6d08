import { SearchX } from 'lucide-react';
import { EVENT_NOT_FOUND_MESSAGE } from '../../../../common/features/events/event-limits';
import { LoadErrorState, NotFoundState } from '../../../components/ui/page-states';
import { Skeleton } from '../../../components/ui/skeleton';

/** An id that is no event's (deleted, or a private group's event the viewer may not see). */
export function EventNotFound() {
  return (
    <NotFoundState
      icon={SearchX}
      showCode
      title={EVENT_NOT_FOUND_MESSAGE}
      description="This event does not exist, it was deleted, or it belongs to a private group. Browse the community’s events to find another one."
      action={{ to: '/events', label: 'Browse events' }}
    />
  );
}

/** An event that could not be loaded for another reason: what happened and a retry. */
export function EventLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorState title="This event could not be loaded" message={message} onRetry={onRetry} />
  );
}

/** The page's shape while the event loads. */
export function EventPageSkeleton() {
  return (
    <div aria-hidden className="grid gap-6">
      <Skeleton className="aspect-[3/1] w-full rounded-xl sm:aspect-[4/1]" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-11 w-64" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
