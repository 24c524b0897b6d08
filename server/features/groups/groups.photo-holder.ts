import { sql } from 'drizzle-orm';
import type { PhotoHolder } from '../../content/photo-holders';
import { groupNotHiddenFrom } from './groups.policy';

/**
 * A group's cover: its header (the cover included) is public, a private group's too; only a group
 * hidden by moderation keeps it for its members and staff.
 */
export const groupCoverPhotoHolder: PhotoHolder = {
  kind: 'group_cover',
  holds: sql`exists (select 1 from groups photo_group where photo_group.cover_upload_id = photo.id)`,
  visibleTo: (viewerId) => sql`exists (select 1 from groups photo_group
      where photo_group.cover_upload_id = photo.id
        and ${groupNotHiddenFrom(viewerId, sql`photo_group.id`)})`,
};
