import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKeys } from './profile-query-keys';

/** `GET /api/profiles/{id}`: a member's public profile with counts, as the viewer sees it. */
export function getProfile(id: string, signal?: AbortSignal): Promise<PublicProfile> {
  return apiRequest<PublicProfile>(`/api/profiles/${encodeURIComponent(id)}`, { signal });
}

/**
 * A member's profile; `viewerId` is the signed-in member (null for a visitor). While a sign-in
 * or sign-out reloads it, the profile seen before stays on screen.
 */
export function useProfile(id: string, viewerId: string | null) {
  return useQuery({
    queryKey: profileQueryKeys.detail(id, viewerId),
    queryFn: ({ signal }) => getProfile(id, signal),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}
