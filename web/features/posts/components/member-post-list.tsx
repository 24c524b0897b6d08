import { Camera } from 'lucide-react';
import { Link } from 'react-router';
import type { Author } from '../../../../common/features/posts/posts.contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMemberPosts } from '../api/get-member-posts';
import { PostList } from './post-list';

/**
 * The posts of one member, newest first (`GET /api/profiles/{id}/posts`), as post cards with
 * infinite scroll. Pass the signed-in member as `viewer` so they can like and comment on posts
 * and edit or delete their own (visitors: null or left out).
 */
export function MemberPostList({
  userId,
  viewer = null,
}: {
  userId: string;
  viewer?: Author | null;
}) {
  const query = useMemberPosts(userId);
  const isOwn = viewer !== null && viewer.id === userId;
  return (
    <PostList
      query={query}
      viewer={viewer}
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
