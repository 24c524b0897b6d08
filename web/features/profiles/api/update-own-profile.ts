import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OwnProfile,
  UpdateOwnProfileInput,
} from '../../../../common/features/profiles/profiles.contract';
import { apiRequest } from '../../../lib/api-client';
import { ownProfileQueryKey } from './get-own-profile';
import { profileQueryKeys } from './profile-query-keys';

/** `PATCH /api/profiles/me`: changes the signed-in member's own profile; answers it. */
export function updateOwnProfile(input: UpdateOwnProfileInput): Promise<OwnProfile> {
  return apiRequest<OwnProfile>('/api/profiles/me', { method: 'PATCH', body: input });
}

/**
 * Saves the member's profile, then refreshes every view of it: the header's avatar (the
 * own-profile query), the profile page and the lists that show their name and avatar.
 */
export function useUpdateOwnProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(ownProfileQueryKey(userId), profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKeys.details }),
        queryClient.invalidateQueries({ queryKey: profileQueryKeys.followLists }),
      ]);
    },
  });
}
