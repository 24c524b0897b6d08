import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateGroupInput,
  Group,
  UpdateGroupInput,
} from '../../../../common/features/groups/groups.contract';
import { apiRequest } from '../../../lib/api-client';
import { postKeys } from '../../posts/api/post-query-keys';
import { removeGroupFromPages, type GroupPages } from '../lib/group-cache';
import { groupApiPath, groupKeys } from './group-query-keys';

/** `POST /api/groups`: a new group, its creator the owner. */
export function createGroup(input: CreateGroupInput): Promise<Group> {
  return apiRequest<Group>('/api/groups', { method: 'POST', body: input });
}

/** Creates a group; its page is ready at once and the lists load again. */
export function useCreateGroup(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id, viewerId), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.mineAll });
      void queryClient.invalidateQueries({ queryKey: groupKeys.browseAll });
    },
  });
}

/** `PATCH /api/groups/{id}` (owner): only the fields given change. */
export function useUpdateGroup(groupId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateGroupInput) =>
      apiRequest<Group>(groupApiPath(groupId), { method: 'PATCH', body: patch }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(groupId, viewerId), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.mineAll });
      void queryClient.invalidateQueries({ queryKey: groupKeys.browseAll });
      // Posts name their group on their cards.
      void queryClient.invalidateQueries({ queryKey: postKeys.lists });
    },
  });
}

/**
 * `DELETE /api/groups/{id}` (owner): the group, its memberships and its posts go. The lists
 * drop it; its page's caches are forgotten by {@link forgetGroup} once the page is left (a
 * page still showing it would ask for it again and get a 404).
 */
export function useDeleteGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<null>(groupApiPath(groupId), { method: 'DELETE' }).then(() => undefined),
    onSuccess: () => {
      for (const queryKey of [groupKeys.mineAll, groupKeys.browseAll]) {
        queryClient.setQueriesData<GroupPages>({ queryKey }, (data) =>
          removeGroupFromPages(data, groupId),
        );
      }
      void queryClient.invalidateQueries({ queryKey: postKeys.feed });
    },
  });
}

/** Forgets everything cached about a deleted group. */
export function forgetGroup(queryClient: QueryClient, groupId: string): void {
  for (const queryKey of [
    groupKeys.detailsOf(groupId),
    groupKeys.membersOf(groupId),
    groupKeys.requests(groupId),
    groupKeys.invites(groupId),
    groupKeys.posts(groupId),
  ]) {
    queryClient.removeQueries({ queryKey });
  }
}
