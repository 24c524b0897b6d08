import { Skeleton } from '../../../components/ui/skeleton';
import { ProfileBanner } from './profile-header';

/** The header's shape while the profile loads (same sizes, so nothing moves when it arrives). */
export function ProfileHeaderSkeleton() {
  return (
    <div
      aria-hidden
      className="overflow-hidden rounded-2xl border bg-card shadow-sm"
      data-testid="profile-header-skeleton"
    >
      <ProfileBanner />
      <div className="grid gap-4 px-4 pb-5 sm:px-6">
        <div className="-mt-12 flex items-end justify-between gap-3 sm:-mt-14">
          <Skeleton className="size-24 rounded-full ring-4 ring-card sm:size-28" />
          <Skeleton className="h-11 w-32" />
        </div>
        <div className="grid gap-2">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-40" />
        </div>
        <div className="grid gap-2">
          <Skeleton className="h-4 w-full max-w-prose" />
          <Skeleton className="h-4 w-2/3 max-w-prose" />
        </div>
        <div className="flex gap-6 border-t pt-3">
          <Skeleton className="my-3 h-5 w-16" />
          <Skeleton className="my-3 h-5 w-24" />
          <Skeleton className="my-3 h-5 w-24" />
        </div>
      </div>
    </div>
  );
}
