import { groupInvitePath, type GroupRole } from '../../../common/features/groups/group-limits';
import type {
  Group,
  GroupInvite,
  GroupJoinRequest,
  GroupMember,
  GroupSummary,
  GroupViewer,
} from '../../../common/features/groups/groups.contract';
import type { GroupInviteRow } from '../../db/schema';
import type { AuthorRow } from '../members/members.repository';
import { presentImage } from '../uploads/uploads.presenter';
import { canModerateGroup, canSeeGroupContent, inviteStatus } from './groups.policy';
import type { GroupWithCoverRow } from './groups.repository';

/** The viewer's standing: a member (with their role), waiting on a request, or neither. */
export function presentViewer(role: GroupRole | null, requested: boolean): GroupViewer {
  if (role) return { membership: 'member', role };
  return { membership: requested ? 'requested' : 'none', role: null };
}

export function presentAuthor(row: AuthorRow) {
  return { id: row.id, username: row.username, avatar_url: row.avatarUrl };
}

/** What anyone may see of a group, and the viewer's standing. */
export function presentGroupSummary(
  row: GroupWithCoverRow,
  viewer: { role: GroupRole | null; requested: boolean },
): GroupSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cover: row.cover ? presentImage(row.cover) : null,
    park: row.park,
    topic: row.topic,
    visibility: row.visibility,
    memberCount: row.memberCount,
    postCount: row.postCount,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    viewer: presentViewer(viewer.role, viewer.requested),
  };
}

/** The group page's header: the summary, the about text when the viewer may read it. */
export function presentGroup(
  row: GroupWithCoverRow,
  viewer: { role: GroupRole | null; requested: boolean; pendingRequestCount: number | null },
): Group {
  const facts = { visibility: row.visibility, role: viewer.role };
  return {
    ...presentGroupSummary(row, viewer),
    about: canSeeGroupContent(facts) ? row.about : null,
    pendingRequestCount: canModerateGroup(facts) ? viewer.pendingRequestCount : null,
  };
}

export function presentMember(row: {
  user: AuthorRow;
  role: GroupRole;
  joinedAt: Date;
}): GroupMember {
  return { user: presentAuthor(row.user), role: row.role, joinedAt: row.joinedAt.toISOString() };
}

export function presentJoinRequest(row: { user: AuthorRow; createdAt: Date }): GroupJoinRequest {
  return { user: presentAuthor(row.user), createdAt: row.createdAt.toISOString() };
}

export function presentInvite(
  row: GroupInviteRow & { creator: AuthorRow | null },
  now: Date,
): GroupInvite {
  return {
    id: row.id,
    groupId: row.groupId,
    token: row.token,
    path: groupInvitePath(row.groupId, row.token),
    status: inviteStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creator ? presentAuthor(row.creator) : null,
  };
}
