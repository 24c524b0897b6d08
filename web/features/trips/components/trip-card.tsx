import { BedDouble, CalendarDays, Hourglass, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { parkToday, tripCountdownText } from '../../../../common/features/trips/trip-countdown';
import {
  tripPagePath,
  tripParkShortNames,
  tripPlannerRoleLabels,
  type TripSummary,
} from '../../../../common/features/trips/trips.contract';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { partySizeText, tripDatesText } from '../lib/trip-format';

/**
 * A trip in a list: name (its link), dates, countdown, resort or 'Off-site', party size and
 * parks; a co-planned trip shows the viewer's role, a public report its author.
 */
export function TripCard({
  trip,
  showAuthor = false,
}: {
  trip: TripSummary;
  showAuthor?: boolean;
}) {
  const role = trip.viewer.role;
  return (
    <article className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">
          <Hourglass aria-hidden className="mr-1 size-3.5" />
          {tripCountdownText(trip, parkToday(new Date()))}
        </Badge>
        {role && role !== 'owner' && (
          <Badge variant="outline">Co-planning · {tripPlannerRoleLabels[role]}</Badge>
        )}
      </div>
      <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">
        <Link to={tripPagePath(trip.id)} className="hover:underline">
          {trip.name}
        </Link>
      </h3>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          {tripDatesText(trip)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <BedDouble aria-hidden className="size-4 shrink-0" />
          {trip.resort?.name ?? 'Off-site'}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Users aria-hidden className="size-4 shrink-0" />
          {partySizeText(trip.partySize)}
        </li>
        {trip.parks.length > 0 && (
          <li className="inline-flex items-start gap-1.5">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            {trip.parks.map((park) => tripParkShortNames[park]).join(', ')}
          </li>
        )}
      </ul>
      {showAuthor && <p className="text-sm text-muted-foreground">by {trip.owner.username}</p>}
    </article>
  );
}

export function TripCardSkeleton() {
  return (
    <div aria-hidden className="grid gap-3 rounded-xl border p-4">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
    </div>
  );
}
