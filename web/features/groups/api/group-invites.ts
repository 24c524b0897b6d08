import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  GroupInvite,
  GroupInvitePage,
} from '../../../../common/features/groups/groups.contract';
import type { GroupInviteExpiryDays } from '../../../../common/features/groups/group-limits';
import { apiRequest } from '../../../lib/api-client';
import { groupApiPath, groupKeys } from './group-query-keys';

/** `GET /api/groups/{id}/invites` (owner): newest first, expired and revoked ones too. */
export function useGroupInvites(groupId: string, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.invites(groupId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<GroupInvitePage>(
        groupApiPath(
          groupId,
          `/invites${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        ),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isEnabled,
  });
}

/** `POST /api/groups/{id}/invites`: a new link valid for the days chosen. */
export function useCreateInvite(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: GroupInviteExpiryDays) =>
      apiRequest<GroupInvite>(groupApiPath(groupId, '/invites'), {
        method: 'POST',
        body: { expiresInDays },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.invites(groupId) }),
  });
}

/** `DELETE /api/groups/{id}/invites/{inviteId}`: the link stops working. */
export function useRevokeInvite(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiRequest<null>(groupApiPath(groupId, `/invites/${encodeURIComponent(inviteId)}`), {
        method: 'DELETE',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.invites(groupId) }),
  });
}
