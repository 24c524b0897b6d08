import { ArrowLeft, Lock, SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  TRIP_NOT_FOUND_MESSAGE,
  tripPagePath,
  tripParks,
  tripParkShortNames,
  type TripPark,
} from '../../../common/features/trips/trip-limits';
import type { TripRides } from '../../../common/features/trips/trips.contract';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LabeledSelect } from '../../components/ui/labeled-select';
import { NotFoundState } from '../../components/ui/page-states';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../features/auth/hooks/use-session';
import { useTripRides } from '../../features/trips/api/trip-rides.api';
import { TripRideCard } from '../../features/trips/components/trip-ride-card';
import {
  filterRideParks,
  noRideFilters,
  type RideFilters,
} from '../../features/trips/lib/ride-filters';
import { ApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';

function BackToTrip({ tripId }: { tripId: string }) {
  return (
    <Link
      to={tripPagePath(tripId)}
      className="inline-flex min-h-11 items-center gap-1.5 justify-self-start text-sm font-medium text-muted-foreground hover:text-foreground hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back to the trip
    </Link>
  );
}

function RideFiltersBar({
  filters,
  parks,
  onChange,
}: {
  filters: RideFilters;
  parks: readonly TripPark[];
  onChange: (filters: RideFilters) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 sm:items-end">
      <LabeledSelect
        id={`${id}-park`}
        label="Park"
        value={(filters.park ?? '') as TripPark | ''}
        options={parks}
        labels={tripParkShortNames}
        anyLabel="Every park"
        onChange={(park) => onChange({ ...filters, park: park || null })}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={filters.limitedOnly}
          onChange={(event) => onChange({ ...filters, limitedOnly: event.target.checked })}
        />
        Only rides with a height limit
      </label>
    </div>
  );
}

function RidesList({ rides, tripId }: { rides: TripRides; tripId: string }) {
  const [filters, setFilters] = useState<RideFilters>(noRideFilters);
  const party = useMemo(() => new Map(rides.party.map((person) => [person.id, person])), [rides]);
  const parks = tripParks.filter((park) => rides.parks.some((section) => section.park === park));
  const shown = filterRideParks(rides.parks, filters);
  const tripPath = tripPagePath(tripId);

  if (rides.party.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="Nobody in the party yet"
        description="Add the people coming on this trip, with their heights, to see who can ride what."
        action={
          <Button asChild>
            <Link to={tripPath}>Add your party</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-6">
      <RideFiltersBar filters={filters} parks={parks} onChange={setFilters} />
      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No rides match"
          description="No attraction matches these filters. Try another park or show every ride."
          action={
            <Button variant="outline" onClick={() => setFilters(noRideFilters)}>
              Show every ride
            </Button>
          }
        />
      ) : (
        shown.map((section) => {
          const headingId = `rides-${section.park.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
          return (
            <section key={section.park} aria-labelledby={headingId} className="grid gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={headingId} className="text-xl font-semibold tracking-tight">
                  {section.park}
                </h2>
                {section.planned && <Badge variant="accent">On your plan</Badge>}
              </div>
              <ul className="grid gap-3">
                {section.attractions.map((ride) => (
                  <li
                    key={ride.slug}
                    className="rounded-xl border bg-card p-4 text-card-foreground"
                  >
                    <TripRideCard
                      ride={ride}
                      party={party}
                      riderSwitchHint={rides.riderSwitchHint}
                      tripPath={tripPath}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

function RidesSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span className="sr-only">Loading who can ride what…</span>
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-7 w-48" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-28 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * `/trip/{id}/rides` (issue 29, the trip's planners only): every park's attractions for the
 * party — the parks of the trip's days first — with who can ride, who cannot yet and by how
 * much, whose height is missing, and the Rider Switch hint where a child must sit out.
 */
export default function TripRidesPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const rides = useTripRides(session ? id : null, viewerId);
  const status = rides.error instanceof ApiError ? rides.error.status : null;
  usePageMeta({
    title: 'Who can ride what',
    description: "Each park's attractions with who in your party can ride them.",
    path: `/trip/${id}/rides`,
  });

  if (status === 404) {
    return (
      <NotFoundState
        icon={SearchX}
        title={TRIP_NOT_FOUND_MESSAGE}
        description="It may have been deleted, or it is private to the people planning it."
        action={{ to: '/trips', label: 'Your trips' }}
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:py-10">
      <BackToTrip tripId={id} />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Who can ride what</h1>
        <p className="text-muted-foreground">
          Every attraction with its height limit, and who in your party can ride it.
        </p>
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Lock aria-hidden className="size-4" />
          Only planners see this: heights stay private to the trip.
        </p>
      </div>
      {session === null ? (
        <EmptyState
          icon={Lock}
          title="Sign in to see your party's rides"
          description="Only the people planning a trip can see who can ride what."
          action={
            <Button asChild>
              <Link to={`/auth?tab=signin&next=${encodeURIComponent(`/trip/${id}/rides`)}`}>
                Sign in
              </Link>
            </Button>
          }
        />
      ) : rides.data ? (
        <RidesList rides={rides.data} tripId={id} />
      ) : status === 403 ? (
        <EmptyState icon={Lock} title="Planners only" description={rides.error!.message} />
      ) : rides.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center">
          <h2 className="text-lg font-semibold">The rides could not be loaded</h2>
          <p role="alert" className="max-w-md text-sm text-muted-foreground">
            {rides.error.message}
          </p>
          <Button variant="outline" onClick={() => void rides.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <RidesSkeleton />
      )}
    </div>
  );
}
