import { Camera, Star } from 'lucide-react';
import { Link } from 'react-router';
import { parkLocalDate } from '../../../../common/features/events/park-time';
import type { TripReportItem } from '../../../../common/features/trips/trip-report.contract';
import type { Trip } from '../../../../common/features/trips/trips.contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTripReport } from '../api/trip-report.api';
import { calendarDayText } from '../lib/trip-display-text';

function ReportCard({ item }: { item: TripReportItem }) {
  const label = item.title ?? (item.excerpt || 'A photo post');
  return (
    <li>
      <Link
        to={item.path}
        className="grid h-full grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-lg border bg-card p-4 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <div className="grid content-start gap-1.5">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={item.kind === 'review' ? 'secondary' : 'outline'}>
              {item.kind === 'review' ? (
                <Star aria-hidden className="mr-1 size-3.5" />
              ) : (
                <Camera aria-hidden className="mr-1 size-3.5" />
              )}
              {item.kind === 'review' ? 'Review' : 'Post'}
            </Badge>
            <time dateTime={item.createdAt}>{calendarDayText(parkLocalDate(item.createdAt))}</time>
          </div>
          {item.title && (
            <h3 className="font-semibold leading-tight [overflow-wrap:anywhere]">{item.title}</h3>
          )}
          <p className="line-clamp-3 text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {item.excerpt}
          </p>
          <span className="sr-only">Open: {label}</span>
        </div>
        {item.imageUrl && (
          <img
            src={item.imageUrl}
            alt=""
            loading="lazy"
            className="size-16 rounded-md object-cover sm:size-20"
          />
        )}
      </Link>
    </li>
  );
}

function ReportSkeleton() {
  return (
    <div aria-hidden className="grid gap-3 sm:grid-cols-2">
      {[0, 1].map((row) => (
        <div key={row} className="grid gap-2 rounded-lg border p-4">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}

/** What the report says while empty: the owner and co-planners learn how it fills. */
function emptyText(trip: Trip): string | null {
  if (trip.viewer.role === 'owner')
    return 'Posts and reviews you share during the trip appear here.';
  if (trip.viewer.isPlanner) {
    return `Posts and reviews @${trip.owner.username} shares during the trip appear here.`;
  }
  return null;
}

/**
 * 'Shared during the trip' (issue 29): the posts and reviews the trip's owner shared from its
 * first day to its last, oldest first, as the viewer may see each; every card links to the post or
 * the review. Readers see it only once it has something to show.
 */
export function TripReport({ trip, viewerId }: { trip: Trip; viewerId: string | null }) {
  const report = useTripReport(trip, viewerId);
  const items = report.data?.items ?? [];
  const empty = emptyText(trip);
  // Readers see the section only once it has something in it (no skeleton, no error, no empty).
  if (!empty && items.length === 0) return null;

  return (
    <section aria-labelledby="trip-report-heading" className="grid gap-4">
      <h2 id="trip-report-heading" className="text-xl font-semibold tracking-tight">
        Shared during the trip
      </h2>
      {report.data ? (
        items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            {empty}
          </p>
        ) : (
          <ol
            aria-label="Shared during the trip, oldest first"
            className="grid gap-3 sm:grid-cols-2"
          >
            {items.map((item) => (
              <ReportCard key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </ol>
        )
      ) : report.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4">
          <p role="alert" className="text-sm text-muted-foreground">
            What was shared during the trip could not be loaded. {report.error.message}
          </p>
          <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div aria-busy="true">
          <span className="sr-only">Loading what was shared during the trip…</span>
          <ReportSkeleton />
        </div>
      )}
    </section>
  );
}
