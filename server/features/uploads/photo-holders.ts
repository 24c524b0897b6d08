import { sql, type SQL } from 'drizzle-orm';
import { entryVisibleTo } from '../contests/contests.policy';
import { creatorListedTo } from '../creators/creators.policy';
import { eventAliasVisibleTo } from '../events/events.policy';
import { groupNotHiddenFrom } from '../groups/groups.policy';
import { postAliasVisibleTo } from '../posts/post-visibility';
import { type ViewerSql } from '../../content/viewer-sql';
import { reviewVisibleTo } from '../reviews/reviews.policy';

/**
 * Photos follow their item (issue 26): the one list of the kinds of item a photo can belong
 * to, each with how to find the items holding an upload and who may see them — the kind's own
 * visibility rule, imported from its feature's policy (never its repository), so a photo is
 * served exactly to whoever may see one of its items. Each entry reads the upload row under
 * the alias `photo`. A kind added later that shows photos hooks in here.
 *
 * Direct messages' photos are apart: never served at `/uploads`, only to the conversation's
 * participants through `/api/messages/photos/{id}`. A photo no item holds (an avatar, a
 * contest's cover, one just uploaded) is public, as an avatar is.
 */
export interface PhotoHolderKind {
  kind: 'post' | 'review' | 'event_cover' | 'group_cover' | 'contest_entry' | 'portfolio';
  /** True when an item of this kind holds the upload `photo`. */
  holds: SQL;
  /** True when an item of this kind holding `photo` may be seen by the viewer (null: visitor). */
  visibleTo(viewerId: string | null): SQL;
}

/** An admin (a deleted post is shown by id to admins only, as `GET /api/posts/{id}` does). */
const isAdmin = (viewerId: ViewerSql) =>
  viewerId === null
    ? sql`false`
    : sql`exists (select 1 from profiles photo_admin
        where photo_admin.id = ${viewerId}::uuid and photo_admin.is_admin)`;

export const photoHolderKinds: readonly PhotoHolderKind[] = [
  {
    kind: 'post',
    holds: sql`photo.post_id is not null`,
    visibleTo: (viewerId) => sql`exists (select 1 from posts photo_post
      where photo_post.id = photo.post_id
        and (photo_post.deleted_at is null or ${isAdmin(viewerId)})
        and ${postAliasVisibleTo(viewerId, 'photo_post')})`,
  },
  {
    kind: 'review',
    holds: sql`photo.review_id is not null`,
    visibleTo: (viewerId) => sql`exists (select 1 from reviews
      where reviews.id = photo.review_id and ${reviewVisibleTo(viewerId)})`,
  },
  {
    kind: 'event_cover',
    holds: sql`exists (select 1 from events photo_event where photo_event.cover_upload_id = photo.id)`,
    visibleTo: (viewerId) => sql`exists (select 1 from events photo_event
      where photo_event.cover_upload_id = photo.id
        and ${eventAliasVisibleTo(viewerId, 'photo_event')})`,
  },
  {
    // A group's header (its cover included) is public, a private group's too; only a group
    // hidden by moderation keeps it for its members and staff.
    kind: 'group_cover',
    holds: sql`exists (select 1 from groups photo_group where photo_group.cover_upload_id = photo.id)`,
    visibleTo: (viewerId) => sql`exists (select 1 from groups photo_group
      where photo_group.cover_upload_id = photo.id
        and ${groupNotHiddenFrom(viewerId, sql`photo_group.id`)})`,
  },
  {
    kind: 'contest_entry',
    holds: sql`exists (select 1 from contest_entries photo_entry
      where photo_entry.upload_id = photo.id)`,
    visibleTo: (viewerId) => sql`exists (select 1 from contest_entries photo_entry
      where photo_entry.upload_id = photo.id
        and ${entryVisibleTo(viewerId, sql`photo_entry.user_id`, sql`photo_entry.id`)})`,
  },
  {
    kind: 'portfolio',
    holds: sql`exists (select 1 from creator_portfolio_photos photo_portfolio
      where photo_portfolio.upload_id = photo.id)`,
    visibleTo: (viewerId) => sql`exists (select 1 from creator_portfolio_photos photo_portfolio
      where photo_portfolio.upload_id = photo.id
        and ${creatorListedTo(viewerId, sql`photo_portfolio.user_id`)})`,
  },
];

/**
 * The SQL condition "the upload `photo` may be shown to the viewer" (null: a visitor, i.e.
 * to everyone): not a message's photo, and either held by no item or by one the viewer may see.
 */
export function photoVisibleTo(viewerId: string | null): SQL {
  const held = sql.join(
    photoHolderKinds.map((holder) => holder.holds),
    sql` or `,
  );
  const visible = sql.join(
    photoHolderKinds.map((holder) => holder.visibleTo(viewerId)),
    sql` or `,
  );
  return sql`(photo.message_id is null and (not (${held}) or ${visible}))`;
}
