import { sql, type SQL } from 'drizzle-orm';
import { isNotHidden, isNotHiddenFrom } from '../../content/hidden-items.sql';
import { authorNotSuspended, authorNotSuspendedFor } from '../../content/suspended-authors.sql';

import { notBlockedBetween, notBlockedBetweenOnce } from '../../content/blocks.sql';
import { groupItemVisibleTo, groupItemVisibleToOnce } from '../../content/group-items.sql';
import type { ViewerSql } from '../../content/viewer-sql';

/**
 * Who may see a post or a comment: the one rule every read path composes (by id, feed,
 * profile posts, group posts, likes, search, activity, highlights, comments, sitemap,
 * server-rendered pages and share images). Issue 12 adds two things to "live posts are public":
 *
 * - a post that belongs to a private group is seen only by that group's members (everyone
 *   else, staff included, finds nothing: 404, never a hint that it exists);
 * - a block works both ways: neither member sees the other's posts and comments.
 *
 * Both are SQL conditions over the query's own columns, so lists filter in the database and
 * pages keep their size. `viewerId` is SQL (a bound value or a prepared statement's
 * placeholder) that may be null for a visitor, who sees public content only.
 */

/**
 * How a statement checks the viewer's groups and blocks: correlated per row (any statement), or
 * from facts about the viewer read once per statement (statements that check many candidate
 * rows, the feed). Both give the same answer for every row.
 */
interface ViewerChecks {
  group(viewerId: ViewerSql, groupId: SQL): SQL;
  notBlocked(viewerId: ViewerSql, otherId: SQL): SQL;
}

const checkedPerRow: ViewerChecks = { group: groupItemVisibleTo, notBlocked: notBlockedBetween };

/**
 * The rule for posts itself, composed by {@link postVisibleTo} and {@link postVisibleToOnce}:
 * add a rule here (or in {@link postNotHiddenFrom}) and both, hence every read path and the
 * feed, apply it.
 */
function postRule(
  viewerId: ViewerSql,
  post: { id: SQL; authorId: SQL; groupId: SQL },
  checks: ViewerChecks,
): SQL {
  return sql`(${checks.group(viewerId, post.groupId)}
    and ${checks.notBlocked(viewerId, post.authorId)}
    and ${postNotHiddenFrom(viewerId, post)})`;
}

/**
 * The rule for posts: the post `id` with author `authorId` and group `groupId` (columns or
 * qualified names of the query) may be seen by the viewer. Whether it is live is each query's
 * own condition (a deleted post is shown to staff by id only). Issue 15: a hidden post
 * (`hidden_items`) is seen only by its author and staff. Issue 26: a suspended member's post
 * only by staff (`suspended-authors.sql.ts`).
 */
export function postVisibleTo(
  viewerId: ViewerSql,
  post: { id: SQL; authorId: SQL; groupId: SQL },
): SQL {
  return postRule(viewerId, post, checkedPerRow);
}

const checkedOnce: ViewerChecks = {
  group: groupItemVisibleToOnce,
  notBlocked: notBlockedBetweenOnce,
};

/**
 * {@link postVisibleTo} for a statement that checks many candidate posts for one viewer (the
 * feed, issue 26): the same rule, with the facts about the viewer (their groups, their blocks
 * both ways; staff and suspensions are already read once) computed once per statement instead of
 * subplans per candidate, and a post's group looked up only when it has one.
 */
export function postVisibleToOnce(
  viewerId: ViewerSql,
  post: { id: SQL; authorId: SQL; groupId: SQL },
): SQL {
  return postRule(viewerId, post, checkedOnce);
}

/** `postVisibleTo` for a query that reads posts under the alias `alias` (`p.author_id`…). */
export function postAliasVisibleTo(viewerId: ViewerSql, alias: string): SQL {
  const table = sql.identifier(alias);
  return postVisibleTo(viewerId, {
    id: sql`${table}.id`,
    authorId: sql`${table}.author_id`,
    groupId: sql`${table}.group_id`,
  });
}

/**
 * The rule for what a visitor (no viewer) may see: posts outside private groups that are not
 * hidden (issue 15) and whose author is not suspended (issue 26). The sitemap, share images and
 * server-rendered pages read as a visitor would.
 */
export function postPublicCondition(groupId: SQL, postId: SQL, authorId: SQL): SQL {
  return sql`(${groupItemVisibleTo(null, groupId)} and ${isNotHidden('post', postId)}
    and ${authorNotSuspended(authorId)})`;
}

/**
 * Moderation's part of the rule, for the queries that check groups and blocks on their own (a
 * group's posts, the feed's group posts): issue 15, a post's author (and staff) still see their
 * hidden post; issue 26, a suspended member's post is seen only by staff.
 */
export function postNotHiddenFrom(viewerId: ViewerSql, post: { id: SQL; authorId: SQL }): SQL {
  return sql`(${isNotHiddenFrom('post', post.id, post.authorId, viewerId)}
    and ${authorNotSuspendedFor(post.authorId, viewerId)})`;
}

/**
 * A comment on a post: hidden ones are seen only by their author and staff (issue 15), a
 * suspended member's only by staff (issue 26).
 */
export function commentNotHiddenFrom(
  viewerId: ViewerSql,
  comment: { id: SQL; authorId: SQL },
): SQL {
  return sql`(${isNotHiddenFrom('comment', comment.id, comment.authorId, viewerId)}
    and ${authorNotSuspendedFor(comment.authorId, viewerId)})`;
}

/**
 * Issue 27, one way to count: how many comments of the post `postId` the viewer is shown (live,
 * not hidden from them, no suspended author's, none across a block: the comments list's own
 * rule), counted at read from `comments_post_created_idx`. Every place a post is shown with its
 * comment count reads it here rather than the stored `comment_count`, which cannot know of a
 * hide, a suspension or a block. The viewer's blocks are read once per statement
 * (`notBlockedBetweenOnce`): per comment, a feed page's counts cost as much as the rest of it.
 */
export function commentCountShownTo(viewerId: ViewerSql, postId: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from comments counted_comment
    where counted_comment.post_id = ${postId} and counted_comment.deleted_at is null
      and ${notBlockedBetweenOnce(viewerId, sql`counted_comment.author_id`)}
      and ${commentNotHiddenFrom(viewerId, {
        id: sql`counted_comment.id`,
        authorId: sql`counted_comment.author_id`,
      })})`;
}
