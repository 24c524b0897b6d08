import { eq } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { profiles } from '../../db/schema';

/** The upload id of an avatar URL of ours (`/uploads/<id>.webp`), else null. */
function avatarPhotoId(avatarUrl: string | null): string | null {
  const match = /^\/uploads\/([0-9a-f-]{36})\.webp$/.exec(avatarUrl ?? '');
  return match ? match[1]! : null;
}

/** The member's own profile for "Download my data" (issue 27). */
export const profileMemberData: MemberDataSection = {
  name: 'profile',
  description:
    'Your profile: username, name, bio, home park, favourite attractions, avatar (file in photos/), your role, and when you joined.',
  async exportFor(db, memberId) {
    const [row] = await db
      .select({
        id: profiles.id,
        username: profiles.username,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        bio: profiles.bio,
        homePark: profiles.homePark,
        favoriteAttractions: profiles.favoriteAttractions,
        avatarUrl: profiles.avatarUrl,
        isAdmin: profiles.isAdmin,
        isModerator: profiles.isModerator,
        createdAt: profiles.createdAt,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .where(eq(profiles.id, memberId));
    if (!row) return { items: [] };
    const avatarId = avatarPhotoId(row.avatarUrl);
    return {
      items: [{ ...row, avatarPhotoId: avatarId }],
      photoIds: avatarId ? [avatarId] : [],
    };
  },
};

/**
 * The member's settings for "Download my data" (issue 27). The app keeps no per-kind
 * notification preferences: who may start a conversation with the member is the one setting.
 */
export const settingsMemberData: MemberDataSection = {
  name: 'settings',
  description:
    'Your settings: who may start a conversation with you (everyone, members you follow, or nobody).',
  async exportFor(db, memberId) {
    const rows = await db
      .select({ messagePrivacy: profiles.messagePrivacy })
      .from(profiles)
      .where(eq(profiles.id, memberId));
    return { items: rows };
  },
};
