import type { TripRides } from '../../../../common/features/trips/trips.contract';

export interface RideFilters {
  /** Only attractions with a minimum height. */
  limitedOnly: boolean;
  /** One park, or null for every park. */
  park: string | null;
}

export const noRideFilters: RideFilters = { limitedOnly: false, park: null };

/** The parks and attractions the filters keep, in the server's order; empty parks are dropped. */
export function filterRideParks(
  parks: TripRides['parks'],
  filters: RideFilters,
): TripRides['parks'] {
  return parks
    .filter((section) => filters.park === null || section.park === filters.park)
    .map((section) => ({
      ...section,
      attractions: filters.limitedOnly
        ? section.attractions.filter((ride) => ride.heightCm !== null)
        : section.attractions,
    }))
    .filter((section) => section.attractions.length > 0);
}
