import { AlertCircle, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { CONTEST_NOT_FOUND_MESSAGE } from '../../../../common/features/contests/contest-limits';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/** An id that is no contest's (never was, or deleted). */
export function ContestNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX aria-hidden className="size-8" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold">{CONTEST_NOT_FOUND_MESSAGE}</h1>
      <p className="text-muted-foreground">
        This contest does not exist or was deleted. The open contests and the gallery of past ones
        are on the contests page.
      </p>
      <Button asChild>
        <Link to="/contests">Browse contests</Link>
      </Button>
    </div>
  );
}

/** A contest that could not be loaded for another reason: what happened and a retry. */
export function ContestLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-center">
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <h1 className="text-xl font-semibold">This contest could not be loaded</h1>
      <p role="alert" className="max-w-md text-sm text-muted-foreground">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
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
