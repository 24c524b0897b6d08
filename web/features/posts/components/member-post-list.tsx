import { Camera } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMemberPosts } from '../api/get-member-posts';
import { PostList } from './post-list';

/**
 * The posts of one member, newest first (`GET /api/profiles/{id}/posts`), as post cards with
 * infinite scroll. Pass the signed-in member's id as `viewerId` so they can like posts and
 * edit or delete their own (visitors: null or left out).
 */
export function MemberPostList({
  userId,
  viewerId = null,
}: {
  userId: string;
  viewerId?: string | null;
}) {
  const query = useMemberPosts(userId);
  const isOwn = viewerId !== null && viewerId === userId;
  return (
    <PostList
      query={query}
      viewerId={viewerId}
      label="Member posts"
      empty={
        <EmptyState
          icon={Camera}
          title={isOwn ? 'You have not shared a post yet' : 'No posts yet'}
          description={
            isOwn
              ? 'Share a photo or a moment from the parks from your feed: it will show up here.'
              : 'When this member shares photos and moments from the parks, they will show up here.'
          }
          action={
            isOwn && (
              <Button asChild>
                <Link to="/feed">Share your first post</Link>
              </Button>
            )
          }
        />
      }
    />
  );
}
