import { sql, type SQL } from 'drizzle-orm';
import { authorNotSuspendedFor } from '../../content/suspended-authors.sql';
import { notBlockedBetween } from '../../content/blocks.sql';
import { isNotHiddenFrom } from '../../content/hidden-items.sql';
import { type ViewerSql } from '../../content/viewer-sql';

/**
 * Who sees which creator, and who may change what: the one place that decides it for the
 * directories, a creator's own listing, the server-rendered directory pages and the sitemap.
 *
 * A creator is listed while their creator profile holds at least one kind (opting out deletes
 * the profile, so the listing is gone from every read at once), their account stands (not
 * deleted; not suspended, the shared rule of `suspended-authors.sql.ts`: staff still see a
 * suspended member's listing), moderation has not hidden it (the `creator_listing` kind: a hidden
 * listing is seen by its member and staff only), and no block stands between them and the
 * viewer, either way.
 */

/**
 * The SQL condition "the creator whose member id is `userId` is listed for `viewerId`" (a
 * visitor when null).
 */
export function creatorListedTo(viewerId: ViewerSql, userId: SQL): SQL {
  return sql`(exists (select 1 from creator_kinds listed_kind where listed_kind.user_id = ${userId})
    and not exists (select 1 from auth_users listed_account
      where listed_account.id = ${userId} and listed_account.deleted_at is not null)
    and ${authorNotSuspendedFor(userId, viewerId)}
    and ${isNotHiddenFrom('creator_listing', userId, userId, viewerId)}
    and ${notBlockedBetween(viewerId, userId)})`;
}

/** The listing as a visitor reads it (server-rendered pages, the sitemap). */
export function creatorPublicCondition(userId: SQL): SQL {
  return creatorListedTo(null, userId);
}

/** Only admins (`profiles.is_admin`) grant and revoke the verified badge. */
export function canVerifyCreators(viewer: { isAdmin: boolean } | null): boolean {
  return viewer?.isAdmin === true;
}

/** A member changes only their own creator profile and portfolio (the routes use the viewer's id). */
export function canEditCreatorProfile(viewerId: string | null, ownerId: string): boolean {
  return viewerId !== null && viewerId === ownerId;
}
