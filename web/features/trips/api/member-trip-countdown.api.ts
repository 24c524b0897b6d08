import { useQuery } from '@tanstack/react-query';
import type { TripCountdown } from '../../../../common/features/trips/trips.contract';
import { apiRequest } from '../../../lib/api-client';
import { tripQueryKeys } from './trip-query-keys';

/** `GET /api/members/{username}/trip-countdown`: a member's countdown, when they show it. */
export function getMemberTripCountdown(
  username: string,
  signal?: AbortSignal,
): Promise<TripCountdown> {
  return apiRequest<TripCountdown>(`/api/members/${encodeURIComponent(username)}/trip-countdown`, {
    signal,
  });
}

/**
 * Under the viewer's trips key, so a change to a trip they plan (realtime) refreshes it too;
 * another member's countdown only changes by the day.
 */
export function useMemberTripCountdown(username: string, viewerId: string | null) {
  return useQuery({
    queryKey: [...tripQueryKeys.all(viewerId), 'countdown', username.toLowerCase()] as const,
    queryFn: ({ signal }) => getMemberTripCountdown(username, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
