import type { GroupSort } from '../../../../common/features/groups/group-limits';
import { postKeys } from '../../posts/api/post-query-keys';

/** What the browse list is filtered and ordered by (empty strings: no filter). */
export interface GroupBrowseFilters {
  q: string;
  park: string;
  topic: string;
  sort: GroupSort;
}

/**
 * Query keys of the groups feature. What a viewer sees (their standing in a group, private
 * groups' parts) is keyed by the viewer too (null for a visitor), so a sign-in or sign-out
 * never shows another viewer's answer. A group's posts live under the posts' lists
 * (`['posts', 'list', 'group', id]`) so likes, comments, edits and deletions of posts update
 * them like every other list of posts.
 */
export const groupKeys = {
  all: ['groups'] as const,
  browse: (viewerId: string | null, filters: GroupBrowseFilters) =>
    ['groups', 'browse', viewerId, filters] as const,
  browseAll: ['groups', 'browse'] as const,
  mine: (viewerId: string) => ['groups', 'mine', viewerId] as const,
  mineAll: ['groups', 'mine'] as const,
  detail: (groupId: string, viewerId: string | null) =>
    ['groups', 'detail', groupId, viewerId] as const,
  detailsOf: (groupId: string) => ['groups', 'detail', groupId] as const,
  members: (groupId: string, viewerId: string | null) =>
    ['groups', 'members', groupId, viewerId] as const,
  membersOf: (groupId: string) => ['groups', 'members', groupId] as const,
  requests: (groupId: string) => ['groups', 'requests', groupId] as const,
  invites: (groupId: string) => ['groups', 'invites', groupId] as const,
  invite: (token: string, viewerId: string | null) =>
    ['groups', 'invite', token, viewerId] as const,
  /** A group's posts, with the posts' other lists. */
  posts: postKeys.group,
};

/** The path of a group's API (`/api/groups/{id}` and below). */
export function groupApiPath(groupId: string, rest = ''): string {
  return `/api/groups/${encodeURIComponent(groupId)}${rest}`;
}
