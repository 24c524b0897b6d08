import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Group, GroupMembership } from '../../../../common/features/groups/groups.contract';
import { apiRequest } from '../../../lib/api-client';
import { postKeys } from '../../posts/api/post-query-keys';
import { updateGroupInPages, withMembership, type GroupPages } from '../lib/group-cache';
import { groupApiPath, groupKeys } from './group-query-keys';

/** `PUT /api/groups/{id}/membership` joins (or asks to join a private group); `DELETE` leaves. */
export function setMembership(groupId: string, join: boolean): Promise<GroupMembership> {
  return apiRequest<GroupMembership>(groupApiPath(groupId, '/membership'), {
    method: join ? 'PUT' : 'DELETE',
  });
}

/**
 * After the viewer's standing in a group changed: the group's page and every list showing it
 * take the new standing at once; 'Your groups', the members, the group's posts (a private
 * group opens or closes) and the feed (it shows your groups' posts) load again.
 */
export function applyMembershipChange(
  queryClient: QueryClient,
  groupId: string,
  viewerId: string,
  membership: GroupMembership,
): void {
  queryClient.setQueryData<Group>(
    groupKeys.detail(groupId, viewerId),
    (group) => group && withMembership(group, membership),
  );
  queryClient.setQueriesData<GroupPages>({ queryKey: groupKeys.browseAll }, (data) =>
    updateGroupInPages(data, groupId, (group) => withMembership(group, membership)),
  );
  void queryClient.invalidateQueries({ queryKey: groupKeys.mineAll });
  // Once out (or only asking), a private group's posts and members answer 404: the tabs still
  // on screen until the page re-renders must not ask again, they load when next shown.
  const refetchType = membership.membership === 'member' ? 'active' : 'none';
  void queryClient.invalidateQueries({ queryKey: groupKeys.membersOf(groupId), refetchType });
  void queryClient.invalidateQueries({ queryKey: groupKeys.posts(groupId), refetchType });
  void queryClient.invalidateQueries({ queryKey: postKeys.feed });
}

/** Join, ask to join, withdraw a request or leave (the server answers the new standing). */
export function useSetMembership(groupId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) => setMembership(groupId, join),
    onSuccess: (membership) => applyMembershipChange(queryClient, groupId, viewerId, membership),
  });
}

/** `POST /api/group-invites/{token}/accept`: joins through an invite link (even a private group). */
export function useAcceptInvite(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<Group>(`/api/group-invites/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
      }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id, viewerId), group);
      applyMembershipChange(queryClient, group.id, viewerId, {
        membership: group.viewer.membership,
        role: group.viewer.role,
        memberCount: group.memberCount,
      });
    },
  });
}
