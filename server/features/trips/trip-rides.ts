import {
  RIDER_SWITCH_HINT,
  rideEligibility,
} from '../../../common/features/trips/ride-eligibility';
import { tripPlaceChoices } from '../../../common/features/trips/trip-catalogue';
import {
  TRIP_HEIGHTS_PLANNERS_ONLY_MESSAGE,
  tripParks,
} from '../../../common/features/trips/trip-limits';
import type { Trip, TripRides } from '../../../common/features/trips/trips.contract';
import type { Executor } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import { getTrip } from './trips.service';

/**
 * `GET /api/trips/{id}/rides` (issue 29): every park's attractions for the trip's party — who
 * can ride, who cannot yet and by how much, whose height is missing, and where Rider Switch
 * helps — the parks of the trip's days first. Only the trip's planners: the answer tells
 * heights apart, and heights never leave them. @throws AppError 404 hidden, 403 a reader.
 */
export async function getTripRides(
  db: Executor,
  viewerId: string | null,
  tripId: string,
): Promise<TripRides> {
  const trip = await getTrip(db, viewerId, tripId);
  if (!trip.viewer.isPlanner) throw forbidden(TRIP_HEIGHTS_PLANNERS_ONLY_MESSAGE);
  return ridesOf(trip);
}

/** The rides of a trip its planner reads (heights present). */
export function ridesOf(trip: Trip): TripRides {
  const party = trip.party.map((person) => ({
    ...person,
    name: person.name ?? '',
  }));
  const plannedParks = new Set(trip.days.map((day) => day.park).filter((park) => park !== null));
  const parks = [...tripParks].sort(
    (a, b) => Number(plannedParks.has(b)) - Number(plannedParks.has(a)),
  );
  return {
    tripId: trip.id,
    party: trip.party,
    riderSwitchHint: RIDER_SWITCH_HINT,
    parks: parks.map((park) => ({
      park,
      planned: plannedParks.has(park),
      attractions: tripPlaceChoices
        .filter((place) => place.kind === 'attraction' && place.park === park)
        .map((place) => {
          const fit = rideEligibility(party, {
            heightCm: place.heightCm,
            heightInches: place.heightInches,
          });
          return {
            slug: place.slug,
            name: place.name,
            land: place.location,
            heightCm: place.heightCm,
            heightInches: place.heightInches,
            canRide: fit.canRide.map((person) => person.id),
            tooShort: fit.tooShort.map((entry) => ({
              personId: entry.member.id,
              toGo: entry.toGo,
            })),
            noHeight: fit.noHeight.map((person) => person.id),
            riderSwitch: fit.riderSwitch,
          };
        }),
    })),
  };
}
