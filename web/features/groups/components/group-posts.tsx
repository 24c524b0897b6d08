import { Camera } from 'lucide-react';
import { GROUP_JOIN_TO_POST_MESSAGE } from '../../../../common/features/groups/group-limits';
import type { Group } from '../../../../common/features/groups/groups.contract';
import type { Author } from '../../../../common/features/posts/posts.contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { Composer } from '../../posts/components/composer';
import { PostList } from '../../posts/components/post-list';
import { useGroupPosts } from '../api/get-group-posts';
import { isGroupMember, isGroupModerator } from '../lib/membership-action';

/**
 * The group's posts, newest first, as the feed shows posts; members write into the group with
 * the feed's composer, others are told to join first.
 */
export function GroupPosts({ group, viewer }: { group: Group; viewer: Author | null }) {
  const posts = useGroupPosts(group.id, true);
  const isMember = isGroupMember(group.viewer);
  return (
    <div className="grid gap-6">
      {isMember ? (
        <Composer groupId={group.id} />
      ) : (
        viewer && (
          <p className="rounded-xl border border-dashed px-4 py-3 text-sm text-muted-foreground">
            {GROUP_JOIN_TO_POST_MESSAGE}
          </p>
        )
      )}
      <PostList
        query={posts}
        viewer={viewer}
        label={`Posts in ${group.name}`}
        canModerate={isGroupModerator(group.viewer)}
        empty={
          <EmptyState
            icon={Camera}
            title="No posts yet"
            description={
              isMember
                ? 'Be the first to share a photo, a tip or a question with the group.'
                : 'When members share photos and moments here, they will show up.'
            }
          />
        }
      />
    </div>
  );
}
