import { useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '../../../../common/features/profiles/profiles.contract';
import { apiRequest } from '../../../lib/api-client';

export const ownProfileQueryKey = (userId: string | undefined) =>
  ['profiles', 'me', userId] as const;

export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return apiRequest<OwnProfile>('/api/profiles/me', { signal });
}

/** The signed-in member's profile (avatar, admin flag); idle when nobody is signed in. */
export function useOwnProfile(userId: string | undefined) {
  return useQuery({
    queryKey: ownProfileQueryKey(userId),
    queryFn: ({ signal }) => getOwnProfile(signal),
    enabled: !!userId,
  });
}
