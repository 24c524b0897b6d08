import { sql } from 'drizzle-orm';
import type { PhotoHolder } from '../../content/photo-holders';
import { creatorListedTo } from './creators.policy';

/** A creator's portfolio photo: seen by whoever may see the listing. */
export const portfolioPhotoHolder: PhotoHolder = {
  kind: 'portfolio',
  holds: sql`exists (select 1 from creator_portfolio_photos photo_portfolio
      where photo_portfolio.upload_id = photo.id)`,
  visibleTo: (viewerId) => sql`exists (select 1 from creator_portfolio_photos photo_portfolio
      where photo_portfolio.upload_id = photo.id
        and ${creatorListedTo(viewerId, sql`photo_portfolio.user_id`)})`,
};
