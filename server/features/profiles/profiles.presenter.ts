import {
  homeParks,
  type HomePark,
  type OwnProfile,
  type PublicProfile,
} from '../../../common/features/profiles/profiles.contract';
import type { ProfileRow } from '../../db/schema';
import type { ProfileWithCounts } from './profiles.repository';

function presentHomePark(value: string | null): HomePark | null {
  return homeParks.find((park) => park === value) ?? null;
}

/** The signed-in member's own profile, including the admin flag the header needs. */
export function presentOwnProfile(row: ProfileRow): OwnProfile {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar_url: row.avatarUrl,
    bio: row.bio,
    home_park: presentHomePark(row.homePark),
    favorite_attractions: row.favoriteAttractions,
    is_admin: row.isAdmin,
    role: row.isAdmin ? 'admin' : row.isModerator ? 'moderator' : 'member',
    message_privacy: row.messagePrivacy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A member's public profile as anyone sees it (no admin flag, no private columns); `canMessage`
 * says whether the viewer may write to them, `blockedByMe` whether the viewer blocked them.
 */
export function presentPublicProfile(
  { profile, followerCount, followingCount, postCount, isFollowing }: ProfileWithCounts,
  viewerId: string | null,
  canMessage: boolean,
  blockedByMe = false,
): PublicProfile {
  const isMe = viewerId === profile.id;
  return {
    id: profile.id,
    username: profile.username,
    first_name: profile.firstName,
    last_name: profile.lastName,
    avatar_url: profile.avatarUrl,
    bio: profile.bio,
    home_park: presentHomePark(profile.homePark),
    favorite_attractions: profile.favoriteAttractions,
    created_at: profile.createdAt.toISOString(),
    followerCount,
    followingCount,
    postCount,
    isFollowing: isFollowing && !isMe,
    isMe,
    canMessage: canMessage && !isMe,
    blockedByMe: blockedByMe && !isMe,
  };
}
