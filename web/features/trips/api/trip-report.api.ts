import { useQuery } from '@tanstack/react-query';
import type { TripReport } from '../../../../common/features/trips/trip-report.contract';
import type { Trip } from '../../../../common/features/trips/trips.contract';
import { apiRequest } from '../../../lib/api-client';
import { tripQueryKeys } from './trip-query-keys';
import { tripApiPath } from './trips-api';

/** `GET /api/trips/{id}/report`: what the trip's owner shared during it, oldest first. */
export function getTripReport(tripId: string, signal?: AbortSignal): Promise<TripReport> {
  return apiRequest<TripReport>(tripApiPath(tripId, '/report'), { signal });
}

/** The trip's report, read again when its dates change. */
export function useTripReport(trip: Trip, viewerId: string | null) {
  return useQuery({
    queryKey: tripQueryKeys.report(viewerId, trip.id, `${trip.arrivesOn}/${trip.departsOn}`),
    queryFn: ({ signal }) => getTripReport(trip.id, signal),
  });
}
