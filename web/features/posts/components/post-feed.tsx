import type { Author } from '../../../../common/features/posts/posts.contract';
import { hasFewPosts } from '../../profiles/lib/suggestion-state';
import { MembersToFollowCard, WelcomeFeed } from '../../profiles/components/welcome-feed';
import { useFeed } from '../api/get-feed';
import { flattenPosts } from '../lib/post-pages';
import { Composer } from './composer';
import { PostList } from './post-list';

/**
 * A member's feed: the composer, then posts of the people they follow and their own. An empty
 * feed welcomes the member with members to follow (`emptyTitle`, 'Welcome' unless the page
 * already says it); a short one shows 'Members to follow' above its posts.
 */
export function PostFeed({ viewer, emptyTitle }: { viewer: Author; emptyTitle?: string }) {
  const feed = useFeed(true);
  const postCount = flattenPosts(feed.data).length;
  const isShort = feed.isSuccess && postCount > 0 && hasFewPosts(postCount, feed.hasNextPage);
  return (
    <div className="grid gap-6">
      <Composer />
      {isShort && <MembersToFollowCard viewerId={viewer.id} />}
      <PostList
        query={feed}
        viewer={viewer}
        label="Feed"
        empty={<WelcomeFeed viewerId={viewer.id} title={emptyTitle} />}
      />
    </div>
  );
}
