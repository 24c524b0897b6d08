import { Skeleton } from '../../../components/ui/skeleton';

/** The look of the cards a tab will show: posts, member rows, or titled content cards. */
export type SearchSkeletonShape = 'post' | 'person' | 'content';

/** The shape of a page of results while it loads, announced once. */
export function SearchResultsSkeleton({ shape = 'post' }: { shape?: SearchSkeletonShape }) {
  return (
    <div role="status" aria-label="Loading results" className="grid gap-3">
      {Array.from({ length: 4 }, (_, index) =>
        shape === 'person' ? (
          <div key={index} className="flex items-center gap-3 rounded-xl border bg-card p-4">
            <Skeleton className="size-12 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
        ) : shape === 'content' ? (
          <div key={index} className="flex gap-4 rounded-xl border bg-card p-4">
            <div className="grid min-w-0 flex-1 gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-3 w-40" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/4" />
              <div className="flex items-center gap-2">
                <Skeleton className="size-6 rounded-full" />
                <Skeleton className="h-3 w-24" />
              </div>
            </div>
            <Skeleton className="size-20 shrink-0 rounded-lg sm:size-24" />
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
