import { useQuery } from '@tanstack/react-query';
import type { TripWindows } from '../../../../common/features/trips/trips.contract';
import { apiRequest } from '../../../lib/api-client';
import { tripQueryKeys } from './trip-query-keys';
import { tripApiPath } from './trips-api';

/** `GET /api/trips/{id}/windows`: the trip's booking windows, soonest first, and the rules' date. */
export function getTripWindows(tripId: string, signal?: AbortSignal): Promise<TripWindows> {
  return apiRequest<TripWindows>(tripApiPath(tripId, '/windows'), { signal });
}

/** The trip's calendar (`.ics`): its windows as events with reminders. */
export const tripCalendarPath = (tripId: string): string => tripApiPath(tripId, '/calendar.ics');

export function useTripWindows(tripId: string, viewerId: string | null) {
  return useQuery({
    queryKey: tripQueryKeys.windows(viewerId, tripId),
    queryFn: ({ signal }) => getTripWindows(tripId, signal),
  });
}
