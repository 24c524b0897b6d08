import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Author } from '../../../../common/features/posts/posts.contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useFeed } from '../api/get-feed';
import { Composer } from './composer';
import { PostList } from './post-list';

/** A member's feed: the composer, then posts of the people they follow and their own. */
export function PostFeed({ viewer }: { viewer: Author }) {
  const feed = useFeed(true);
  return (
    <div className="grid gap-6">
      <Composer />
      <PostList
        query={feed}
        viewer={viewer}
        label="Feed"
        empty={
          <EmptyState
            icon={Users}
            title="Your feed is waiting for its first moment"
            description="Follow members to see their park photos and moments here, or share your first post above."
            action={
              <Button asChild>
                <Link to="/search">Find people to follow</Link>
              </Button>
            }
          />
        }
      />
    </div>
  );
}
