import type { Author } from '../../../../common/features/posts/posts.contract';
import { hasFewPosts } from '../../profiles/lib/suggestion-state';
import { MembersToFollowCard, WelcomeFeed } from '../../profiles/components/welcome-feed';
import { isConnectionError, useIsOnline } from '../../../lib/online-status';
import { useFeed } from '../api/get-feed';
import { flattenPosts } from '../lib/post-pages';
import { Composer } from './composer';
import { FeedOfflineBanner, FeedOfflineState } from './feed-offline';
import { PostList } from './post-list';

/**
 * A member's feed: the composer, then posts of the people they follow and their own. An empty
 * feed welcomes the member with members to follow (`emptyTitle`, 'Welcome' unless the page
 * already says it); a short one shows 'Members to follow' above its posts. Without a connection
 * the feed as last seen (the service worker's copy, or the one in memory) shows under a banner;
 * with none kept, an offline state rather than an error.
 */
export function PostFeed({ viewer, emptyTitle }: { viewer: Author; emptyTitle?: string }) {
  const feed = useFeed(true);
  const postCount = flattenPosts(feed.data).length;
  const isOnline = useIsOnline();
  const isCutOff = !isOnline || isConnectionError(feed.error);
  // Offline, a first read that found nothing kept waits (paused) or fails for want of a network.
  const hasNothingKept =
    !feed.data && (isConnectionError(feed.error) || feed.fetchStatus === 'paused');
  const isShort =
    isOnline && feed.isSuccess && postCount > 0 && hasFewPosts(postCount, feed.hasNextPage);
  return (
    <div className="grid gap-6">
      <Composer />
      {isCutOff && feed.data && <FeedOfflineBanner />}
      {isShort && <MembersToFollowCard viewerId={viewer.id} />}
      {hasNothingKept ? (
        <FeedOfflineState />
      ) : (
        <PostList
          query={feed}
          viewer={viewer}
          label="Feed"
          empty={<WelcomeFeed viewerId={viewer.id} title={emptyTitle} />}
        />
      )}
    </div>
  );
}
