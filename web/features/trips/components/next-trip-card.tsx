import { CalendarDays, Hotel, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { tripPagePath } from '../../../../common/features/trips/trip-limits';
import { useNextTrip } from '../api/trips-api';
import { countdownParts } from '../lib/countdown-parts';
import { tripDatesText } from '../lib/trip-display-text';

/**
 * The member's next trip on their home feed (issue 29): the countdown large ('47 days' to go,
 * 'Day 2' of 6, 'Welcome home'), the trip's name linking to it, its dates and resort. A member
 * with no trip ahead is invited to plan one; nothing while it loads or when it fails.
 */
export function NextTripCard({ viewerId }: { viewerId: string }) {
  const next = useNextTrip(viewerId);
  const trip = next.data?.trip;
  if (next.data && !trip) return <PlanTripPrompt />;
  if (!trip || !next.data?.countdown) return null;
  const { lead, rest } = countdownParts(next.data.countdown);
  return (
    <section
      aria-labelledby="next-trip-heading"
      className="relative flex items-center gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <span
        aria-hidden
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <Plane className="size-6" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm text-muted-foreground">Your next trip</p>
        <h2 id="next-trip-heading" className="font-semibold leading-tight [overflow-wrap:anywhere]">
          <Link
            to={tripPagePath(trip.id)}
            className="underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {trip.name}
          </Link>
        </h2>
        <p className="text-2xl font-bold tracking-tight text-primary">
          {lead}
          {rest && <span className="text-base font-medium text-muted-foreground"> {rest}</span>}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-4" />
            {tripDatesText(trip.arrivesOn, trip.departsOn)}
          </span>
          {trip.resort && (
            <span className="inline-flex items-center gap-1 [overflow-wrap:anywhere]">
              <Hotel aria-hidden className="size-4" />
              {trip.resort.name}
            </span>
          )}
        </p>
      </div>
    </section>
  );
}

/** The home feed's way to trips for a member with none ahead. */
function PlanTripPrompt() {
  return (
    <section
      aria-labelledby="plan-trip-heading"
      className="relative flex items-center gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <span
        aria-hidden
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <Plane className="size-6" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <h2 id="plan-trip-heading" className="font-semibold leading-tight">
          <Link
            to="/trips"
            className="underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            Plan a trip
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">
          Dates, party and park days in one place, with a countdown, booking-window reminders and
          who can ride what.
        </p>
      </div>
    </section>
  );
}
