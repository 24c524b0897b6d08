import { LOADING_SKELETON_CARDS } from '../../../common/limits';
import { Skeleton } from '../../components/ui/skeleton';

/** The loading placeholder of lazy pages: six cards (spec §2, §9). */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="mx-auto max-w-7xl px-4 py-8">
      <Skeleton className="mb-6 h-9 w-64" />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: LOADING_SKELETON_CARDS }, (_, index) => (
          <div
            key={index}
            data-testid="skeleton-card"
            className="overflow-hidden rounded-xl border"
          >
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
