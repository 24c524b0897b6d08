import { Skeleton } from '../../../components/ui/skeleton';

/** The summary's shape while it loads: the day bar, then a few post rows. */
export function ActivitySkeleton() {
  return (
    <div role="status" aria-label="Loading the day’s activity" className="grid gap-4">
      <div className="flex items-center justify-between">
        <Skeleton className="h-11 w-32" />
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-11 w-32" />
      </div>
      <Skeleton className="h-5 w-56" />
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex gap-3 rounded-xl border bg-card p-3">
          <Skeleton className="size-16 rounded-lg sm:size-20" />
          <div className="grid flex-1 content-start gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
