import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../posts/components/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGroupEvents } from '../api/get-events';
import { EventBadges } from './event-badges';
import { CreateEventButton } from './create-event-button';
import { EventDateBlock, EventTimes } from './event-time';

/**
 * A group's upcoming events on its page (the next five), with 'Create event' for its members,
 * which starts the event in this group.
 */
export function GroupEvents({
  groupId,
  groupName,
  viewerId,
  isMember,
}: {
  groupId: string;
  groupName: string;
  viewerId: string | null;
  isMember: boolean;
}) {
  const query = useGroupEvents(viewerId, groupId);
  const events = query.data?.items ?? [];
  if (query.isSuccess && events.length === 0 && !isMember) return null;
  return (
    <section
      aria-labelledby="group-events-heading"
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="group-events-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarDays aria-hidden className="size-5 text-primary" />
          Upcoming events
        </h2>
        {isMember && viewerId && (
          <CreateEventButton viewerId={viewerId} groupId={groupId} variant="outline" />
        )}
      </div>
      {query.isPending ? (
        <div role="status" aria-label="Loading the group’s events">
          <Skeleton aria-hidden className="h-16 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          title="We could not load the group’s events"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      ) : events.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No events planned in {groupName} yet. Plan the first meet-up.
        </p>
      ) : (
        <ul className="grid gap-2">
          {events.map((event) => (
            <li
              key={event.id}
              className="relative flex gap-3 rounded-lg border p-2 focus-within:ring-2 focus-within:ring-ring"
            >
              <EventDateBlock event={event} />
              <div className="grid min-w-0 gap-1">
                <Link
                  to={event.path}
                  className="font-semibold outline-none [overflow-wrap:anywhere] after:absolute after:inset-0 hover:underline"
                >
                  {event.title}
                </Link>
                <EventBadges event={event} showType={false} />
                <EventTimes event={event} className="text-sm text-muted-foreground" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
