import type { OwnProfile } from '../../../common/features/profiles/profiles.contract';
import type { ProfileRow } from '../../db/schema';

/** The signed-in member's own profile, including the admin flag the header needs. */
export function presentOwnProfile(row: ProfileRow): OwnProfile {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar_url: row.avatarUrl,
    bio: row.bio,
    is_admin: row.isAdmin,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
