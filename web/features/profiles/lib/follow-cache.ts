import type { InfiniteData } from '@tanstack/react-query';
import type { FollowList } from '../../../../common/features/follows/follows.contract';
import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';

/**
 * A profile as it looks once the viewer follows (or stops following) it: the flag flips and
 * the follower count moves by one. No change when it already is in that state.
 */
export function withFollowing(profile: PublicProfile, following: boolean): PublicProfile {
  if (profile.isFollowing === following) return profile;
  return {
    ...profile,
    isFollowing: following,
    followerCount: Math.max(0, profile.followerCount + (following ? 1 : -1)),
  };
}

/** A profile with the server's answer to a follow change. */
export function withFollowState(
  profile: PublicProfile,
  state: { following: boolean; followerCount: number },
): PublicProfile {
  return { ...profile, isFollowing: state.following, followerCount: state.followerCount };
}

/**
 * The viewer's own profile after they follow or unfollow someone else: their following
 * count moves by one (only when the follow state really changed).
 */
export function withFollowingCountChange(profile: PublicProfile, delta: number): PublicProfile {
  return { ...profile, followingCount: Math.max(0, profile.followingCount + delta) };
}

/** A loaded followers/following list with `memberId`'s follow flag set. */
export function withListFollowing(
  data: InfiniteData<FollowList> | undefined,
  memberId: string,
  following: boolean,
): InfiniteData<FollowList> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((item) => {
      if (item.id !== memberId || item.isFollowing === following) return item;
      changed = true;
      return { ...item, isFollowing: following };
    }),
  }));
  return changed ? { ...data, pages } : data;
}
