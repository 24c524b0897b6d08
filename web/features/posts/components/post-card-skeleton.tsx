import { Skeleton } from '../../../components/ui/skeleton';

/** A post card's shape while it loads: author line, two lines of text, a photo box, actions. */
export function PostCardSkeleton() {
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4" data-testid="post-skeleton">
      <div className="flex items-center gap-2">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid gap-1.5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="aspect-[4/3] w-full rounded-lg" />
      <div className="flex gap-1">
        <Skeleton className="h-11 w-16" />
        <Skeleton className="h-11 w-16" />
      </div>
    </div>
  );
}

/** Several card skeletons, announced once as loading. */
export function PostListSkeleton({ count = 3, label = 'Loading posts' }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: count }, (_, index) => (
        <PostCardSkeleton key={index} />
      ))}
    </div>
  );
}
