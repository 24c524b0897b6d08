import { Lock, Users } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { tripPagePath, tripRidesPath } from '../../../../common/features/trips/trip-limits';
import type { TripRides } from '../../../../common/features/trips/trips.contract';
import { useNextTrip } from '../api/trips-api';
import { useTripRides } from '../api/trip-rides.api';
import { TripRideCard } from './trip-ride-card';

/** The attraction of `slug` among a trip's rides, or null when no park lists it. */
function findRide(rides: TripRides, slug: string) {
  for (const section of rides.parks) {
    const ride = section.attractions.find((attraction) => attraction.slug === slug);
    if (ride) return ride;
  }
  return null;
}

/**
 * On an attraction's review page (issue 29): who in the viewer's next trip's party can ride it,
 * who cannot yet and by how much, and the Rider Switch hint — for members who plan that trip
 * (heights are the planners' only). Nothing for anyone else, or while it loads.
 */
export function AttractionPartyFit({ slug, viewerId }: { slug: string; viewerId: string | null }) {
  const next = useNextTrip(viewerId);
  const trip = next.data?.trip ?? null;
  const plans = trip?.viewer.isPlanner ? trip : null;
  const rides = useTripRides(plans?.id ?? null, viewerId);
  const ride = useMemo(() => (rides.data ? findRide(rides.data, slug) : null), [rides.data, slug]);
  const party = useMemo(
    () => new Map((rides.data?.party ?? []).map((person) => [person.id, person])),
    [rides.data],
  );
  if (!plans || !rides.data || !ride || rides.data.party.length === 0) return null;
  return (
    <section
      aria-labelledby="attraction-party-fit-heading"
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="attraction-party-fit-heading"
          className="inline-flex items-center gap-2 text-lg font-semibold [overflow-wrap:anywhere]"
        >
          <Users aria-hidden className="size-5 text-primary" />
          <span>
            Your trip:{' '}
            <Link to={tripPagePath(plans.id)} className="underline-offset-4 hover:underline">
              {plans.name}
            </Link>
          </span>
        </h2>
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Lock aria-hidden className="size-3.5" />
          Only planners see this
        </span>
      </div>
      <TripRideCard
        ride={ride}
        party={party}
        riderSwitchHint={rides.data.riderSwitchHint}
        tripPath={tripPagePath(plans.id)}
      />
      <Link
        to={tripRidesPath(plans.id)}
        className="inline-flex min-h-11 items-center justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Who can ride what, park by park
      </Link>
    </section>
  );
}
