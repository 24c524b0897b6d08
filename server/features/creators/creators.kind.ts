import { sql } from 'drizzle-orm';
import {
  creatorKindInfo,
  type CreatorKind,
} from '../../../common/features/creators/creator-limits';
import type { ContentKind } from '../../content/content-kind';
import { excerptOf, visibleThrough } from '../../content/item-facts';
import { deleteCreatorProfile, findListedCreator } from './creators.repository';

interface ListingRow extends Record<string, unknown> {
  headline: string;
  bio: string;
  created_at: Date | string;
  kinds: string[] | string;
  first_photo: string | null;
}

/** A text[] as node-postgres (an array) or PGlite's raw literal (`{a,b}`) gives it. */
function kindList(value: string[] | string): CreatorKind[] {
  const list = Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',');
  return list.filter((kind): kind is CreatorKind => kind in creatorKindInfo);
}

/**
 * The `creator_listing` content kind: a member's listing in the creator directories
 * (`creator_profiles`, one per member who opted in), named by the member's id. Hidden, it leaves
 * every directory, the server-rendered pages, the sitemap and its portfolio photos for all but
 * its member and staff (`creatorListedTo`). Removed by staff, it goes as when the member opts out
 * (`DELETE /api/creators/me`): the row is deleted, its kinds and portfolio with it; the member's
 * photos stay theirs. There is no soft delete: a member may list again.
 */
export const creatorListingKind: ContentKind = {
  name: 'creator_listing',
  table: 'creator_profiles',
  authorColumn: 'user_id',
  async load(db, id) {
    const result = (await db.execute<ListingRow>(
      sql`select cp.headline, cp.bio, cp.created_at,
          array(select ck.kind from creator_kinds ck where ck.user_id = cp.user_id
            order by ck.kind) as kinds,
          (select photo.upload_id from creator_portfolio_photos photo
            where photo.user_id = cp.user_id order by photo.position limit 1) as first_photo
        from creator_profiles cp where cp.user_id = ${id}::uuid`,
    )) as unknown as { rows: ListingRow[] };
    const row = result.rows[0];
    if (!row) return null;
    const kinds = kindList(row.kinds).map((kind) => creatorKindInfo[kind].label);
    return {
      authorId: id,
      title: row.headline,
      excerpt: excerptOf(row.bio),
      linkPath: `/profile/${id}`,
      createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
      contextLabel: kinds.length > 0 ? `Creator listing (${kinds.join(', ')})` : 'Creator listing',
      deleted: false,
      imageId: row.first_photo,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    await visibleThrough(() => findListedCreator(db, viewerId, id));
  },
  async remove(tx, id) {
    return deleteCreatorProfile(tx, id);
  },
  /** A deleted member's listing leaves the directories (the row, with its kinds and portfolio). */
  async withdrawMember(tx, memberId) {
    return (await deleteCreatorProfile(tx, memberId)) ? 1 : 0;
  },
};
