import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import { isNotHiddenFrom } from '../../content/hidden-items.sql';
import { authorNotSuspendedFor } from '../../content/suspended-authors.sql';
import { notBlockedBetween } from '../../content/blocks.sql';

/**
 * Who may see a review: the one rule every read of reviews composes (by id, a subject's list,
 * the newest, a member's, search, activity, the review pages and the review's photos). Live
 * reviews only; none by a member blocked either way; a review hidden by moderation only for its
 * author and staff (issue 15); a suspended member's only for staff (issue 26). Reads `reviews`
 * under its own name.
 */
export function reviewVisibleTo(viewerId: string | null): SQL {
  return and(
    isNull(reviews.deletedAt),
    notBlockedBetween(viewerId, sql`${reviews.authorId}`),
    isNotHiddenFrom('review', sql`${reviews.id}`, sql`${reviews.authorId}`, viewerId),
    authorNotSuspendedFor(sql`${reviews.authorId}`, viewerId),
  )!;
}
