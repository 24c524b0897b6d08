import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';

/**
 * A cached profile as the server answers it once the viewer blocked (`blocked`) or unblocked
 * the member: a block removes the viewer's follow (and its count) and any way to message them;
 * unblocking brings neither back.
 */
export function withBlocked(profile: PublicProfile, blocked: boolean): PublicProfile {
  if (!blocked) return { ...profile, blockedByMe: false };
  const followerCount = Math.max(0, profile.followerCount - (profile.isFollowing ? 1 : 0));
  return { ...profile, blockedByMe: true, isFollowing: false, canMessage: false, followerCount };
}
