import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TripSuggestions } from '../../../../common/features/trips/trip-suggestions.contract';
import type { Trip } from '../../../../common/features/trips/trips.contract';
import { apiRequest } from '../../../lib/api-client';
import { tripQueryKeys } from './trip-query-keys';
import { tripApiPath } from './trips-api';

/** `GET /api/trips/{id}/suggestions`: events during the trip, those in its planned parks first. */
export function getTripSuggestions(tripId: string, signal?: AbortSignal): Promise<TripSuggestions> {
  return apiRequest<TripSuggestions>(tripApiPath(tripId, '/suggestions'), { signal });
}

/** What the suggestions depend on: the trip's dates and the parks of its days. */
function suggestionBasis(trip: Trip): string {
  const parks = trip.days.map((day) => day.park ?? '').join(',');
  return `${trip.arrivesOn}/${trip.departsOn}/${parks}`;
}

/**
 * The trip's suggestions, read again when its dates or park days change (the previous ones stay
 * shown meanwhile).
 */
export function useTripSuggestions(trip: Trip, viewerId: string | null) {
  return useQuery({
    queryKey: tripQueryKeys.suggestions(viewerId, trip.id, suggestionBasis(trip)),
    queryFn: ({ signal }) => getTripSuggestions(trip.id, signal),
    placeholderData: keepPreviousData,
  });
}
