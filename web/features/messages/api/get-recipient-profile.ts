import { useQuery } from '@tanstack/react-query';
import { getProfile } from '../../profiles/api/get-profile';
import { profileQueryKeys } from '../../profiles/api/profile-query-keys';

/**
 * The profile of a member the viewer has no conversation with yet: its name and photo head the
 * empty thread, and `canMessage` says whether the first message may be written.
 */
export function useRecipientProfile(memberId: string, viewerId: string, isNeeded: boolean) {
  return useQuery({
    queryKey: profileQueryKeys.detail(memberId, viewerId),
    queryFn: ({ signal }) => getProfile(memberId, signal),
    enabled: isNeeded,
  });
}
