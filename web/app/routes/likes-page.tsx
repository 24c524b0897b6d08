import { Compass, Heart, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { useLikedPosts } from '../../features/posts/api/get-liked-posts';
import { PostListSkeleton } from '../../features/posts/components/post-card-skeleton';
import { PostList } from '../../features/posts/components/post-list';
import type { Author } from '../../../common/features/posts/posts.contract';
import { usePageMeta } from '../../lib/page-meta';
import { useViewer } from './use-viewer';

const description = 'The posts you liked, newest like first.';

/** `/likes`: the posts the member liked (the navigation's 'Likes'); visitors are asked to sign in. */
export default function LikesPage() {
  usePageMeta({ title: 'Likes', description });
  const session = useSession();
  const viewer = useViewer(session);

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeader title="Likes" description={description} />
      {session === undefined ? (
        <PostListSkeleton label="Loading your likes" />
      ) : session === null ? (
        <EmptyState
          icon={LogIn}
          title="Sign in to see your likes"
          description="The posts you like are kept here for you. Sign in or create a free account to join in."
          action={
            <Button asChild>
              <Link to="/auth?tab=signin">Sign In</Link>
            </Button>
          }
        />
      ) : (
        viewer && <LikedPosts viewer={viewer} />
      )}
    </div>
  );
}

function LikedPosts({ viewer }: { viewer: Author }) {
  const likes = useLikedPosts(true);
  return (
    <PostList
      query={likes}
      viewer={viewer}
      label="Liked posts"
      empty={
        <EmptyState
          icon={Heart}
          title="No liked posts yet"
          description="Tap the heart on a post you love and it will wait for you here."
          action={
            <Button asChild>
              <Link to="/activity">
                <Compass aria-hidden />
                Explore the community
              </Link>
            </Button>
          }
        />
      }
    />
  );
}
