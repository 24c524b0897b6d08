import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { instantToParkLocal } from '../../../../common/features/events/park-time';
import type { TripSuggestion } from '../../../../common/features/trips/trip-suggestions.contract';
import type { Trip } from '../../../../common/features/trips/trips.contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  clockText,
  dayText,
  eventTimeText,
  PARK_ZONE_ABBREVIATION,
  readWallClock,
  viewerTimeZone,
} from '../../events/lib/event-time';
import { useTripSuggestions } from '../api/trip-suggestions.api';

/** When it happens, in park time ('Sat, Mar 14, 2027 · 7:00 PM – 10:00 PM ET'). */
function whenText(item: TripSuggestion): string {
  const startsAtLocal = instantToParkLocal(item.startsAt);
  if (!item.endsAt) {
    const start = readWallClock(startsAtLocal);
    return `${dayText(start, true)} · ${clockText(start)} ${PARK_ZONE_ABBREVIATION}`;
  }
  const timed = {
    startsAt: item.startsAt,
    endsAt: item.endsAt,
    startsAtLocal,
    endsAtLocal: instantToParkLocal(item.endsAt),
  };
  return eventTimeText(timed, viewerTimeZone()).park;
}

function SuggestionRow({ item }: { item: TripSuggestion }) {
  return (
    <li className="grid gap-1.5 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold leading-tight [overflow-wrap:anywhere]">
          <Link to={item.path} className="rounded-sm underline-offset-4 hover:underline">
            {item.title}
          </Link>
        </h3>
        {item.reason === 'park' && <Badge variant="secondary">In a planned park</Badge>}
      </div>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        {whenText(item)}
      </p>
      {item.park && (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {item.park}
        </p>
      )}
    </li>
  );
}

function SuggestionsSkeleton() {
  return (
    <div aria-hidden className="grid gap-3">
      {[0, 1].map((row) => (
        <div key={row} className="grid gap-2 rounded-lg border p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/**
 * 'Happening during your trip' (issue 29): the events during the trip's dates the viewer may
 * see, those in its planned parks first, each with its time in park time, its park and a link to
 * its page. Read again when the trip's dates or park days change.
 */
export function TripSuggestions({ trip, viewerId }: { trip: Trip; viewerId: string | null }) {
  const suggestions = useTripSuggestions(trip, viewerId);
  const items = suggestions.data?.items ?? [];
  const heading = trip.viewer.isPlanner
    ? 'Happening during your trip'
    : 'Happening during this trip';

  return (
    <section aria-labelledby="trip-suggestions-heading" className="grid gap-4">
      <h2 id="trip-suggestions-heading" className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      {suggestions.data ? (
        items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            No events during these dates yet.
          </p>
        ) : (
          <ul aria-label="Events during the trip" className="grid gap-3">
            {items.map((item) => (
              <SuggestionRow key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </ul>
        )
      ) : suggestions.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4">
          <p role="alert" className="text-sm text-muted-foreground">
            The events could not be loaded. {suggestions.error.message}
          </p>
          <Button variant="outline" size="sm" onClick={() => void suggestions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div aria-busy="true">
          <span className="sr-only">Loading the events during the trip…</span>
          <SuggestionsSkeleton />
        </div>
      )}
    </section>
  );
}
