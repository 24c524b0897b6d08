import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  Group,
  GroupPage,
  GroupInvitePreview,
} from '../../../../common/features/groups/groups.contract';
import { apiRequest } from '../../../lib/api-client';
import { groupListApiQuery } from '../lib/group-filters';
import { groupApiPath, groupKeys, type GroupBrowseFilters } from './group-query-keys';

/** `GET /api/groups`: one page of groups, filtered and ordered (best match first with `q`). */
export function getGroupPage(
  filters: GroupBrowseFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<GroupPage> {
  return apiRequest<GroupPage>(`/api/groups?${groupListApiQuery(filters, cursor)}`, { signal });
}

/**
 * The browse list, page by page. While new filters load, the previous list stays on screen
 * (dimmed by the page) instead of a skeleton.
 */
export function useGroups(viewerId: string | null, filters: GroupBrowseFilters) {
  return useInfiniteQuery({
    queryKey: groupKeys.browse(viewerId, filters),
    queryFn: ({ pageParam, signal }) => getGroupPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/groups/mine`: the viewer's groups, newest activity first. */
export function getMyGroupPage(cursor: string | null, signal?: AbortSignal): Promise<GroupPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<GroupPage>(`/api/groups/mine${query}`, { signal });
}

/** The signed-in member's groups, page by page; off for visitors. */
export function useMyGroups(viewerId: string | null) {
  return useInfiniteQuery({
    queryKey: groupKeys.mine(viewerId ?? ''),
    queryFn: ({ pageParam, signal }) => getMyGroupPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: viewerId !== null,
  });
}

/** `GET /api/groups/{id}`: the group as the viewer sees it (about null for a private outsider). */
export function getGroup(groupId: string, signal?: AbortSignal): Promise<Group> {
  return apiRequest<Group>(groupApiPath(groupId), { signal });
}

/** One group; while a sign-in or sign-out reloads it, the group seen before stays on screen. */
export function useGroup(groupId: string, viewerId: string | null) {
  return useQuery({
    queryKey: groupKeys.detail(groupId, viewerId),
    queryFn: ({ signal }) => getGroup(groupId, signal),
    placeholderData: (previous) => (previous?.id === groupId ? previous : undefined),
  });
}

/** `GET /api/group-invites/{token}`: the group an invite link is for, while it is valid. */
export function useGroupInvitePreview(token: string | null, viewerId: string | null) {
  return useQuery({
    queryKey: groupKeys.invite(token ?? '', viewerId),
    queryFn: ({ signal }) =>
      apiRequest<GroupInvitePreview>(`/api/group-invites/${encodeURIComponent(token!)}`, {
        signal,
      }),
    enabled: token !== null,
  });
}
