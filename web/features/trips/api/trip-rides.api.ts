import { useQuery } from '@tanstack/react-query';
import type { TripRides } from '../../../../common/features/trips/trips.contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { tripQueryKeys } from './trip-query-keys';
import { tripApiPath } from './trips-api';

/**
 * `GET /api/trips/{id}/rides` (the trip's planners only): every park's attractions for the party,
 * the parks of the trip's days first.
 */
export function getTripRides(tripId: string, signal?: AbortSignal): Promise<TripRides> {
  return apiRequest<TripRides>(tripApiPath(tripId, '/rides'), { signal });
}

/** A refusal (403) or an unknown trip (404) is the answer: asking again changes nothing. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

export function useTripRides(tripId: string | null, viewerId: string | null) {
  return useQuery({
    queryKey: tripQueryKeys.rides(viewerId, tripId ?? ''),
    queryFn: ({ signal }) => getTripRides(tripId!, signal),
    enabled: tripId !== null && tripId !== '',
    retry: (count, error) => !isFinal(error) && count < 2,
  });
}
