import { Skeleton } from '../../../../components/ui/skeleton';
import { oauthCopy } from '../../lib/oauth-copy';

/** The consent card's shape while the app's request loads (logo, heading, scopes, buttons). */
export function ConsentSkeleton() {
  return (
    <div role="status" className="grid gap-6 rounded-xl border p-5 sm:p-8">
      <span className="sr-only">{oauthCopy.loading}</span>
      <div aria-hidden className="flex flex-col items-center gap-4">
        <Skeleton className="size-16 rounded-xl" />
        <Skeleton className="h-7 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div aria-hidden className="grid gap-3">
        <Skeleton className="h-5 w-2/5" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-3/4" />
      </div>
      <Skeleton aria-hidden className="h-16 w-full" />
      <div aria-hidden className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Skeleton className="h-11 w-full sm:w-24" />
        <Skeleton className="h-11 w-full sm:w-24" />
      </div>
    </div>
  );
}
