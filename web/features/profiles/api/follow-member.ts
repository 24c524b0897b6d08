import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { FollowList, FollowState } from '../../../../common/features/follows/follows.contract';
import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api-client';
import {
  withFollowing,
  withFollowingCountChange,
  withFollowState,
  withListFollowing,
} from '../lib/follow-cache';
import { profileQueryKeys } from './profile-query-keys';

/** `PUT /api/profiles/{id}/follow` to follow, `DELETE` to stop (both idempotent). */
export function setFollowing(memberId: string, follow: boolean): Promise<FollowState> {
  return apiRequest<FollowState>(`/api/profiles/${encodeURIComponent(memberId)}/follow`, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

/** The follow mutation's key, so pages can react when someone is followed or unfollowed. */
export const followMutationKey = ['profiles', 'follow'] as const;

interface FollowChange {
  memberId: string;
  follow: boolean;
}

type Snapshot = [QueryKey, unknown][];

/**
 * Follows or unfollows a member with an optimistic update of every cached view of them (their
 * profile's button and follower count, their row in any open list, the viewer's following
 * count); on failure the caches roll back and a destructive 'Error' toast shows the server's
 * message (spec §8).
 */
export function useFollowMember(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: followMutationKey,
    mutationFn: ({ memberId, follow }: FollowChange) => setFollowing(memberId, follow),
    onMutate: async ({ memberId, follow }) => {
      const touched = [
        profileQueryKeys.detailsOf(memberId),
        profileQueryKeys.detailsOf(viewerId),
        profileQueryKeys.followLists,
      ];
      await Promise.all(touched.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const snapshot: Snapshot = touched.flatMap((queryKey) =>
        queryClient.getQueriesData({ queryKey }),
      );
      const member = queryClient.getQueryData<PublicProfile>(
        profileQueryKeys.detail(memberId, viewerId),
      );
      queryClient.setQueryData<PublicProfile>(
        profileQueryKeys.detail(memberId, viewerId),
        (profile) => profile && withFollowing(profile, follow),
      );
      queryClient.setQueriesData<InfiniteData<FollowList>>(
        { queryKey: profileQueryKeys.followLists },
        (data) => withListFollowing(data, memberId, follow),
      );
      if (member && member.isFollowing !== follow) {
        queryClient.setQueryData<PublicProfile>(
          profileQueryKeys.detail(viewerId, viewerId),
          (own) => own && withFollowingCountChange(own, follow ? 1 : -1),
        );
      }
      return { snapshot };
    },
    onError: (error, _change, context) => {
      context?.snapshot.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data));
      toast({ variant: 'destructive', title: 'Error', description: error.message });
    },
    onSuccess: (state, { memberId }) => {
      queryClient.setQueryData<PublicProfile>(
        profileQueryKeys.detail(memberId, viewerId),
        (profile) => profile && withFollowState(profile, state),
      );
    },
    onSettled: (_state, _error, { memberId }) => {
      // Lists gain or lose a row: reloaded when next opened, so an open one keeps its rows
      // in place. The viewer's own counts come from the server again.
      for (const queryKey of [
        profileQueryKeys.followListsOf(memberId),
        profileQueryKeys.followListsOf(viewerId),
      ]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.detailsOf(viewerId) });
    },
  });
}
