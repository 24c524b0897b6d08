import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { PostListSkeleton } from '../../features/posts/components/post-card-skeleton';
import { PostFeed } from '../../features/posts/components/post-feed';
import { usePageMeta } from '../../lib/page-meta';
import { useViewer } from './use-viewer';

const description = 'Photos and moments from the members you follow, newest first.';

/** `/feed`: the composer and the member's feed; visitors are invited to sign in. */
export default function FeedPage() {
  usePageMeta({ title: 'Your Feed', description });
  const session = useSession();
  const viewer = useViewer(session);

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeader title="Your Feed" description={description} />
      {session === undefined ? (
        <PostListSkeleton label="Loading your feed" />
      ) : session === null ? (
        <EmptyState
          icon={LogIn}
          title="Sign in to see your feed"
          description="Your feed gathers park photos and moments from the members you follow. Sign in or create a free account to join in."
          action={
            <Button asChild>
              <Link to="/auth?tab=signin">Sign In</Link>
            </Button>
          }
        />
      ) : (
        viewer && <PostFeed viewer={viewer} />
      )}
    </div>
  );
}
