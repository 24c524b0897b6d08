import { Skeleton } from '../../../components/ui/skeleton';

/** The shape of a page of results while it loads (post cards, or member rows), announced once. */
export function SearchResultsSkeleton({ isPeople = false }: { isPeople?: boolean }) {
  return (
    <div role="status" aria-label="Loading results" className="grid gap-3">
      {Array.from({ length: 4 }, (_, index) =>
        isPeople ? (
          <div key={index} className="flex items-center gap-3 rounded-xl border bg-card p-4">
            <Skeleton className="size-12 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
        ) : (
          <div key={index} className="grid gap-3 rounded-xl border bg-card p-4">
            <div className="flex items-center gap-2">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-20" />
            </div>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-24" />
          </div>
        ),
      )}
    </div>
  );
}
