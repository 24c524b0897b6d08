import { BedDouble, CalendarDays, Hourglass, Ticket } from 'lucide-react';
import { parkToday, tripCountdownText } from '../../../../common/features/trips/trip-countdown';
import {
  tripPlannerRoleLabels,
  tripVisibilityLabels,
  type Trip,
} from '../../../../common/features/trips/trips.contract';
import { AuthorLink } from '../../../components/author-link';
import { Badge } from '../../../components/ui/badge';
import { tripDatesText } from '../lib/trip-format';

/** The trip's name, countdown, dates, resort, tickets, visibility, who plans it and its notes. */
export function TripHeader({ trip }: { trip: Trip }) {
  const role = trip.viewer.role;
  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">
          <Hourglass aria-hidden className="mr-1 size-3.5" />
          {tripCountdownText(trip, parkToday(new Date()))}
        </Badge>
        {trip.viewer.isPlanner && (
          <Badge variant="outline">{tripVisibilityLabels[trip.visibility]}</Badge>
        )}
        {role && role !== 'owner' && (
          <Badge variant="outline">Co-planning · {tripPlannerRoleLabels[role]}</Badge>
        )}
        {!trip.viewer.isPlanner && trip.visibility === 'public' && (
          <Badge variant="outline">Trip report</Badge>
        )}
      </div>
      <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">{trip.name}</h1>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          {tripDatesText(trip)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <BedDouble aria-hidden className="size-4 shrink-0" />
          {trip.resort?.name ?? 'Off-site'}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Ticket aria-hidden className="size-4 shrink-0" />
          {trip.hasParkTickets ? 'Park tickets bought' : 'No park tickets yet'}
        </li>
      </ul>
      <div className="text-sm text-muted-foreground">
        <AuthorLink author={trip.owner} size="sm" />
      </div>
      {trip.notes && (
        <p className="whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
          {trip.notes}
        </p>
      )}
    </header>
  );
}
