import { Luggage, Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { LoadError } from '../../features/posts/components/load-error';
import { PagedList } from '../../features/reviews/components/paged-list';
import { useMyTrips, usePublicTrips } from '../../features/trips/api/trips-api';
import { NewTripForm } from '../../features/trips/components/new-trip-form';
import { TripCard, TripCardSkeleton } from '../../features/trips/components/trip-card';
import { usePageMeta } from '../../lib/page-meta';

const description =
  'Plan a Walt Disney World trip with your party: the countdown, park days, who can ride what and when bookings open. Read the trip reports members share.';

const skeleton = (
  <>
    <TripCardSkeleton />
    <TripCardSkeleton />
  </>
);

/** The member's trips (owned and co-planned, upcoming first) and the form to plan one. */
function YourTrips({ viewerId }: { viewerId: string }) {
  const mine = useMyTrips(viewerId);
  return (
    <section aria-labelledby="your-trips-heading" className="grid gap-4">
      <h2 id="your-trips-heading" className="text-xl font-semibold tracking-tight">
        Your trips
      </h2>
      {mine.isPending ? (
        <div role="status" aria-label="Loading your trips" className="grid gap-4 sm:grid-cols-2">
          {skeleton}
        </div>
      ) : mine.isError ? (
        <LoadError
          title="We could not load your trips"
          error={mine.error}
          onRetry={() => void mine.refetch()}
          isRetrying={mine.isRefetching}
        />
      ) : mine.data.items.length === 0 ? (
        <EmptyState
          icon={Luggage}
          title="Your next trip starts here"
          description="No trips yet. Plan your first Disney trip: dates, party and park days in one place."
        />
      ) : (
        <ul aria-label="Your trips" className="grid gap-4 sm:grid-cols-2">
          {mine.data.items.map((trip) => (
            <li key={trip.id} className="grid">
              <TripCard trip={trip} />
            </li>
          ))}
        </ul>
      )}
      <div className="rounded-xl border bg-card p-4 text-card-foreground">
        <NewTripForm viewerId={viewerId} />
      </div>
    </section>
  );
}

/**
 * `/trips` (issue 29): a member's own trips above the form to plan one; everyone reads the
 * public trip reports, page by page. Visitors are asked to sign in to plan.
 */
export default function TripsPage() {
  usePageMeta({ title: 'Trips', description, path: '/trips' });
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const reports = usePublicTrips(viewerId);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <PageHeader title="Trips" description={description} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
        {viewerId ? (
          <YourTrips viewerId={viewerId} />
        ) : (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground">
            <p className="text-sm text-muted-foreground">
              Sign in to plan a trip with your party: dates, park days and who can ride what.
            </p>
            <Button asChild>
              <Link to={`/auth?tab=signin&next=${encodeURIComponent('/trips')}`}>Sign In</Link>
            </Button>
          </div>
        )}
        <section aria-labelledby="trip-reports-heading" className="grid gap-4">
          <h2 id="trip-reports-heading" className="text-xl font-semibold tracking-tight">
            Trip reports
          </h2>
          <PagedList
            query={reports}
            label="Trip reports"
            noun="trip reports"
            keyOf={(trip) => trip.id}
            renderItem={(trip) => <TripCard trip={trip} showAuthor />}
            skeleton={skeleton}
            listClassName="grid gap-4 sm:grid-cols-2"
            empty={
              <EmptyState
                icon={MapIcon}
                title="No trip reports yet"
                description="When members make a trip public, its report shows here."
              />
            }
          />
        </section>
      </div>
    </div>
  );
}
