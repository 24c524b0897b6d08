/**
 * Who may do what in a group (pure: the services load the facts, these decide). Staff have no
 * say in groups: a private group's content is for its members only, staff included.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GroupRole, GroupVisibility } from '../../../common/features/groups/group-limits';
import { groups } from '../../db/schema';
import { isNotHiddenFrom } from '../../content/hidden-items.sql';
import type { ViewerSql } from '../../content/viewer-sql';

/** What the rules read of a group and of the viewer's place in it. */
export interface GroupFacts {
  visibility: GroupVisibility;
  /** The viewer's role, or null when they are not a member (or are a visitor). */
  role: GroupRole | null;
}

/** Posts, comments, members and the about text: a public group's are public; a private one's for members. */
export function canSeeGroupContent(group: GroupFacts): boolean {
  return group.visibility === 'public' || group.role !== null;
}

/** Only members post in a group. */
export function canPostInGroup(group: GroupFacts): boolean {
  return group.role !== null;
}

/** Moderators and the owner: join requests, removing members, posts and comments. */
export function canModerateGroup(group: GroupFacts): boolean {
  return group.role === 'owner' || group.role === 'moderator';
}

/** The owner alone: edit, delete, roles, ownership, invites. */
export function canManageGroup(group: GroupFacts): boolean {
  return group.role === 'owner';
}

/**
 * Removing a member: moderators remove members, the owner removes moderators too; nobody
 * removes the owner (who transfers ownership and leaves instead).
 */
export function canRemoveMember(actor: GroupFacts, targetRole: GroupRole): boolean {
  if (targetRole === 'owner') return false;
  if (targetRole === 'moderator') return canManageGroup(actor);
  return canModerateGroup(actor);
}

/** Whether an invite can still be used at `now`. */
export function inviteStatus(
  invite: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): 'active' | 'expired' | 'revoked' {
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/**
 * The SQL condition of a group's header in lists and of its cover photo: a group hidden by
 * moderation is found only by its members and staff (issue 15). `groupId` is the query's own
 * column (by default `groups.id`); `viewerId` a bound value or null for a visitor.
 */
export function groupNotHiddenFrom(viewerId: ViewerSql, groupId: SQL = sql`${groups.id}`): SQL {
  return sql`(${isNotHiddenFrom('group', groupId, null, viewerId)}
    or exists (select 1 from group_members hidden_gm
      where hidden_gm.group_id = ${groupId} and hidden_gm.user_id = ${viewerId}::uuid))`;
}
