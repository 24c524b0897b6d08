import type { Session } from '@supabase/auth-js';
import { PageHeader } from '../../../components/ui/page-header';
import { useFeed } from '../../../features/posts/api/get-feed';
import { PostFeed } from '../../../features/posts/components/post-feed';
import { flattenPosts } from '../../../features/posts/lib/post-pages';
import { NextTripCard } from '../../../features/trips/components/next-trip-card';
import { useViewer } from '../use-viewer';

/**
 * The home page for members: the composer and their feed (its own lazy chunk). A member whose
 * feed is empty (a new member) is greeted with 'Welcome', everyone else with 'Welcome back'.
 */
export default function MemberHome({ session }: { session: Session }) {
  const viewer = useViewer(session)!;
  const feed = useFeed(true);
  const isNew = feed.isSuccess && flattenPosts(feed.data).length === 0;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeader
        title={isNew ? 'Welcome' : 'Welcome back'}
        description="Moments from the members you follow, and your own."
      />
      <div className="mb-6 empty:hidden">
        <NextTripCard viewerId={viewer.id} />
      </div>
      <PostFeed viewer={viewer} emptyTitle="Your feed starts here" />
    </div>
  );
}
