import { AlertCircle, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { EVENT_NOT_FOUND_MESSAGE } from '../../../../common/features/events/event-limits';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/** An id that is no event's (deleted, or a private group's event the viewer may not see). */
export function EventNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX aria-hidden className="size-8" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold">{EVENT_NOT_FOUND_MESSAGE}</h1>
      <p className="text-muted-foreground">
        This event does not exist, it was deleted, or it belongs to a private group. Browse the
        community’s events to find another one.
      </p>
      <Button asChild>
        <Link to="/events">Browse events</Link>
      </Button>
    </div>
  );
}

/** An event that could not be loaded for another reason: what happened and a retry. */
export function EventLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-center">
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <h1 className="text-xl font-semibold">This event could not be loaded</h1>
      <p role="alert" className="max-w-md text-sm text-muted-foreground">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
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
