import { CalendarHeart } from 'lucide-react';
import { Link } from 'react-router';
import { tripPagePath } from '../../../../common/features/trips/trip-limits';
import { useMemberTripCountdown } from '../api/member-trip-countdown.api';

const pillClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-sm font-medium text-card-foreground';

/**
 * A member's trip countdown on their profile (issue 29), when they chose to show it: 'Disney
 * trip: 47 days to go', linking to the trip when the viewer may open it. Nothing otherwise.
 */
export function ProfileTripCountdown({
  username,
  viewerId,
  className,
}: {
  username: string;
  viewerId: string | null;
  className?: string;
}) {
  const countdown = useMemberTripCountdown(username, viewerId);
  const text = countdown.data?.countdown;
  if (!text) return null;
  const trip = countdown.data!.trip;
  const content = (
    <>
      <CalendarHeart aria-hidden className="size-4 text-primary" />
      <span>
        Disney trip: <strong className="font-semibold">{text}</strong>
      </span>
    </>
  );
  return (
    <p className={className}>
      {trip ? (
        <Link
          to={tripPagePath(trip.id)}
          title={trip.name}
          className={`${pillClass} hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`}
        >
          {content}
          <span className="sr-only">, {trip.name}</span>
        </Link>
      ) : (
        <span className={pillClass}>{content}</span>
      )}
    </p>
  );
}
