import { Link } from 'react-router';
import type { ActivityTripDigest } from '../../../../common/features/activity/activity.contract';
import { formatTimeOfDay } from './activity-format';

/**
 * The evening digests of the member's trips sent that day (tomorrow's park, plans and booking
 * windows), each with a link to its trip.
 */
export function ActivityTripDigests({
  digests,
  timeZone,
}: {
  digests: readonly ActivityTripDigest[];
  timeZone: string;
}) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Your trip tomorrow</h3>
      <ol className="grid gap-3">
        {digests.map((digest) => (
          <li
            key={`${digest.tripId}:${digest.at}`}
            className="grid gap-1 rounded-xl border bg-card p-3 text-card-foreground shadow-sm"
          >
            <p className="break-words">{digest.body}</p>
            <div className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
              <Link
                to={`/trip/${digest.tripId}`}
                className="inline-flex min-h-11 items-center font-medium text-foreground underline-offset-4 hover:underline"
              >
                Open the trip
              </Link>
              <time dateTime={digest.at}>{formatTimeOfDay(digest.at, timeZone)}</time>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
