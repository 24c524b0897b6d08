import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Group,
  GroupJoinRequestPage,
  GroupMemberPage,
  GroupRequestDecision,
} from '../../../../common/features/groups/groups.contract';
import type { GroupRole } from '../../../../common/features/groups/group-limits';
import { apiRequest } from '../../../lib/api-client';
import { withPendingRequests } from '../lib/group-cache';
import { groupApiPath, groupKeys } from './group-query-keys';

const cursorQuery = (cursor: string | null) =>
  cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';

/** `GET /api/groups/{id}/members`: owner first, then moderators, then members by join date. */
export function useGroupMembers(groupId: string, viewerId: string | null, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.members(groupId, viewerId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<GroupMemberPage>(groupApiPath(groupId, `/members${cursorQuery(pageParam)}`), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isEnabled,
  });
}

/** Everything a change of members touches: the list and the group's header (its count). */
function useRefreshMembers(groupId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: groupKeys.membersOf(groupId) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.detailsOf(groupId) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.mineAll });
  };
}

/** `PATCH /api/groups/{id}/members/{userId}` (owner): make a moderator, or a member again. */
export function useSetMemberRole(groupId: string) {
  const refresh = useRefreshMembers(groupId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Exclude<GroupRole, 'owner'> }) =>
      apiRequest(groupApiPath(groupId, `/members/${encodeURIComponent(userId)}`), {
        method: 'PATCH',
        body: { role },
      }),
    onSuccess: refresh,
  });
}

/** `POST /api/groups/{id}/transfer` (owner): the member becomes the owner, you a moderator. */
export function useTransferOwnership(groupId: string) {
  const refresh = useRefreshMembers(groupId);
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(groupApiPath(groupId, '/transfer'), { method: 'POST', body: { userId } }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/groups/{id}/members/{userId}` (owner, moderators): removes a member. */
export function useRemoveMember(groupId: string) {
  const refresh = useRefreshMembers(groupId);
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<null>(groupApiPath(groupId, `/members/${encodeURIComponent(userId)}`), {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
}

/** `GET /api/groups/{id}/requests` (moderators): join requests, oldest first. */
export function useJoinRequests(groupId: string, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.requests(groupId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<GroupJoinRequestPage>(
        groupApiPath(groupId, `/requests${cursorQuery(pageParam)}`),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isEnabled,
  });
}

/** Approves or declines a join request; the list, the counts and the members follow. */
export function useDecideRequest(groupId: string, viewerId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMembers(groupId);
  return useMutation({
    mutationFn: ({ userId, approve }: { userId: string; approve: boolean }) =>
      apiRequest<GroupRequestDecision>(
        groupApiPath(
          groupId,
          `/requests/${encodeURIComponent(userId)}/${approve ? 'approve' : 'decline'}`,
        ),
        { method: 'POST' },
      ),
    onSuccess: (decision) => {
      queryClient.setQueryData<Group>(
        groupKeys.detail(groupId, viewerId),
        (group) =>
          group && { ...withPendingRequests(group, -1), memberCount: decision.memberCount },
      );
      void queryClient.invalidateQueries({ queryKey: groupKeys.requests(groupId) });
      refresh();
    },
  });
}
