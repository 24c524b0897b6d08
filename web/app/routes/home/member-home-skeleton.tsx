import { Skeleton } from '../../../components/ui/skeleton';
import { PostListSkeleton } from '../../../features/posts/components/post-card-skeleton';

/** The member home's shape while the session or the feed's code loads. */
export function MemberHomeSkeleton() {
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <Skeleton className="h-10 w-56" />
      <Skeleton className="h-44 w-full rounded-xl" />
      <PostListSkeleton label="Loading your feed" />
    </div>
  );
}
