import type { FollowListItem } from '../../../common/features/follows/follows.contract';
import type { FollowListRow } from './follows.repository';

/** A member in a followers or following list (public columns only). */
export function presentFollowListItem(row: FollowListRow, isFollowing: boolean): FollowListItem {
  return {
    id: row.id,
    username: row.username,
    avatar_url: row.avatarUrl,
    first_name: row.firstName,
    last_name: row.lastName,
    followedAt: row.followedAt.toISOString(),
    isFollowing,
  };
}
