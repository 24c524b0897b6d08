import { sql, type SQL } from 'drizzle-orm';
import { isNotHiddenFrom } from './hidden-items.sql';
import { viewerUuid, type ViewerSql } from './viewer-sql';

/**
 * Items that belong to a group (a group's posts and events) follow the group: seen by anyone when
 * the group is public (and not hidden by moderation), otherwise by its members only; everyone else
 * finds nothing. One rule for every kind that lives in groups (issue 12; moved out of the posts
 * feature in issue 27 so that events and posts compose it without importing each other).
 */

/**
 * True when the post whose group id is `groupId` may be seen by the viewer as far as groups
 * go: no group, a public group, or a group the viewer is a member of. Issue 26: a public group
 * that moderation hid (`hidden_items` kind 'group') counts as public only for staff, so its
 * posts (and events) follow the group itself: seen by its members and staff, found by nobody
 * else (404, never its name on `/post/{id}`).
 */
export function groupItemVisibleTo(viewerId: ViewerSql, groupId: SQL): SQL {
  return sql`(${groupId} is null
    or exists (select 1 from groups visible_group
      where visible_group.id = ${groupId} and ${publicGroupFor(viewerId, 'visible_group')})
    or exists (select 1 from group_members visible_member
      where visible_member.group_id = ${groupId}
        and visible_member.user_id = ${viewerUuid(viewerId)}))`;
}

/**
 * The "public group" half of {@link groupItemVisibleTo}, for the group row under `alias`: its
 * visibility is public and moderation has not hidden it from the viewer (issue 26). One
 * condition both variants of the group rule compose.
 */
function publicGroupFor(viewerId: ViewerSql, alias: string): SQL {
  const group = sql.identifier(alias);
  return sql`${group}.visibility = 'public'
        and ${isNotHiddenFrom('group', sql`${group}.id`, null, viewerId)}`;
}

/**
 * The groups the viewer belongs to, as an uncorrelated subquery: PostgreSQL reads it once per
 * statement (`group_members_user_idx`) and hashes it, whatever number of rows it checks.
 */
function viewerGroupIds(viewerId: ViewerSql): SQL {
  return sql`select viewer_group.group_id from group_members viewer_group
      where viewer_group.user_id = ${viewerUuid(viewerId)}`;
}

/**
 * {@link groupItemVisibleTo} for statements that check many candidate posts: the viewer's groups
 * are read once per statement, and the public-group check is a primary-key probe made only for
 * a post that has a group and is not in one of the viewer's groups (never a pass over every
 * group). The same answer for every post.
 */
export function groupItemVisibleToOnce(viewerId: ViewerSql, groupId: SQL): SQL {
  return sql`(${groupId} is null
    or coalesce(${groupId} in (${viewerGroupIds(viewerId)}), false)
    or coalesce((select ${publicGroupFor(viewerId, 'visible_group')}
      from groups visible_group where visible_group.id = ${groupId}), false))`;
}
