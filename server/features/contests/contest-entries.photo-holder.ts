import { sql } from 'drizzle-orm';
import type { PhotoHolder } from '../../content/photo-holders';
import { entryVisibleTo } from './contests.policy';

/** A contest entry's photo: seen by whoever may see the entry. */
export const contestEntryPhotoHolder: PhotoHolder = {
  kind: 'contest_entry',
  holds: sql`exists (select 1 from contest_entries photo_entry
      where photo_entry.upload_id = photo.id)`,
  visibleTo: (viewerId) => sql`exists (select 1 from contest_entries photo_entry
      where photo_entry.upload_id = photo.id
        and ${entryVisibleTo(viewerId, sql`photo_entry.user_id`, sql`photo_entry.id`)})`,
};
