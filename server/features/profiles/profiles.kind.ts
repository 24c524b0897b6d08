import { eq } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { excerptOf, visibleThrough } from '../../content/item-facts';
import { profiles } from '../../db/schema';
import { getPublicProfile } from './profiles.service';

/** The `profile` content kind (issue 27). Profiles: reported and hidden (never deleted by moderation). */
export const profileKind: ContentKind = {
  name: 'profile',
  table: 'profiles',
  authorColumn: 'id',
  async load(db, id) {
    const [row] = await db
      .select({
        username: profiles.username,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        bio: profiles.bio,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(eq(profiles.id, id))
      .limit(1);
    if (!row) return null;
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
    return {
      authorId: id,
      title: name ? `${name} (@${row.username})` : `@${row.username}`,
      excerpt: excerptOf(row.bio),
      linkPath: `/profile/${id}`,
      createdAt: row.createdAt,
      contextLabel: 'Profile',
      deleted: false,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    await visibleThrough(() => getPublicProfile(db, id, viewerId));
  },
};
