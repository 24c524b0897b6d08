import { sql } from 'drizzle-orm';
import type { PhotoHolder } from '../../content/photo-holders';
import { reviewVisibleTo } from './reviews.policy';

/** A review's photos: seen by whoever may see the review. */
export const reviewPhotoHolder: PhotoHolder = {
  kind: 'review',
  holds: sql`photo.review_id is not null`,
  visibleTo: (viewerId) => sql`exists (select 1 from reviews
      where reviews.id = photo.review_id and ${reviewVisibleTo(viewerId)})`,
};
