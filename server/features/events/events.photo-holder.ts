import { sql } from 'drizzle-orm';
import type { PhotoHolder } from '../../content/photo-holders';
import { eventAliasVisibleTo } from './events.policy';

/** An event's cover: seen by whoever may see the event. */
export const eventCoverPhotoHolder: PhotoHolder = {
  kind: 'event_cover',
  holds: sql`exists (select 1 from events photo_event where photo_event.cover_upload_id = photo.id)`,
  visibleTo: (viewerId) => sql`exists (select 1 from events photo_event
      where photo_event.cover_upload_id = photo.id
        and ${eventAliasVisibleTo(viewerId, 'photo_event')})`,
};
