import { sql, type SQL } from 'drizzle-orm';
import { viewerUuid, type ViewerSql } from './viewer-sql';

/**
 * Blocks, the part of every kind's visibility rule that works both ways: neither member sees the
 * other's posts, comments, reviews, tips, events, checklists or entries. Every kind's policy
 * composes one of these two forms (issue 12; moved here from the posts feature in issue 27 so the
 * policies of other kinds need no import of posts).
 */

/** True unless the viewer and the member `otherId` have blocked each other (either way). */
export function notBlockedBetween(viewerId: ViewerSql, otherId: SQL): SQL {
  return sql`not exists (select 1 from blocks visible_block
    where (visible_block.blocker_id = ${viewerUuid(viewerId)} and visible_block.blocked_id = ${otherId})
       or (visible_block.blocker_id = ${otherId} and visible_block.blocked_id = ${viewerUuid(viewerId)}))`;
}

/**
 * The members the viewer blocked or was blocked by, as an uncorrelated subquery read once per
 * statement (`blocks` primary key and `blocks_blocked_idx`) and hashed.
 */
function viewerBlockIds(viewerId: ViewerSql): SQL {
  return sql`select viewer_block.blocked_id from blocks viewer_block
      where viewer_block.blocker_id = ${viewerUuid(viewerId)}
    union all select viewer_block.blocker_id from blocks viewer_block
      where viewer_block.blocked_id = ${viewerUuid(viewerId)}`;
}

/**
 * {@link notBlockedBetween} for statements that check many candidate rows: the viewer's blocks,
 * both ways, are read once per statement. The same answer for every row (a null `otherId`
 * counts as not blocked, as there).
 */
export function notBlockedBetweenOnce(viewerId: ViewerSql, otherId: SQL): SQL {
  return sql`not coalesce(${otherId} in (${viewerBlockIds(viewerId)}), false)`;
}
