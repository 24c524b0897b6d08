import { useQuery } from '@tanstack/react-query';
import type { NextTrip } from '../../../../common/features/trips/trips.contract';
import { apiRequest } from '../../../lib/api-client';
import { tripQueryKeys } from './trip-query-keys';

/** `GET /api/trips/next` (members): the trip under way or next, with its countdown text. */
export function getNextTrip(signal?: AbortSignal): Promise<NextTrip> {
  return apiRequest<NextTrip>('/api/trips/next', { signal });
}

/** The signed-in member's next trip; nothing is asked for a visitor (`viewerId` null). */
export function useNextTrip(viewerId: string | null) {
  return useQuery({
    queryKey: tripQueryKeys.next(viewerId),
    queryFn: ({ signal }) => getNextTrip(signal),
    enabled: viewerId !== null,
    staleTime: 5 * 60_000,
  });
}
