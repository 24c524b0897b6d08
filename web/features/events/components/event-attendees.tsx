import { Loader2, Users } from 'lucide-react';
import { useState } from 'react';
import type { RsvpStatus } from '../../../../common/features/events/event-limits';
import type { Event } from '../../../../common/features/events/events.contract';
import { AuthorLink } from '../../../components/author-link';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { LoadError } from '../../posts/components/load-error';
import { useEventAttendees } from '../api/get-events';

const tabs: { status: RsvpStatus; label: string; empty: string }[] = [
  { status: 'going', label: 'Going', empty: 'Nobody is going yet.' },
  { status: 'interested', label: 'Interested', empty: 'Nobody has marked it as interesting yet.' },
  { status: 'waitlisted', label: 'Waitlist', empty: 'Nobody is waiting for a place.' },
];

function countOf(event: Event, status: RsvpStatus): number {
  return status === 'going'
    ? event.goingCount
    : status === 'interested'
      ? event.interestedCount
      : event.waitlistCount;
}

/** One list of attendees, page by page. */
function AttendeeList({
  event,
  status,
  viewerId,
  empty,
}: {
  event: Event;
  status: RsvpStatus;
  viewerId: string | null;
  empty: string;
}) {
  const query = useEventAttendees(event.id, status, viewerId);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading attendees" className="grid gap-2">
        {[0, 1, 2].map((index) => (
          <div key={index} aria-hidden className="flex items-center gap-2">
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadError
        title="We could not load the attendees"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const attendees = query.data.pages.flatMap((page) => page.items);
  if (attendees.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="grid gap-3">
      <ol className="grid gap-1 sm:grid-cols-2">
        {attendees.map((attendee, index) => (
          <li key={attendee.user.id} className="flex min-w-0 items-center gap-2">
            {status === 'waitlisted' && (
              <span className="w-6 text-right text-sm tabular-nums text-muted-foreground">
                <span className="sr-only">Number </span>
                {index + 1}
              </span>
            )}
            <AuthorLink author={attendee.user} size="sm" />
            {attendee.user.id === event.organizer.id && (
              <span className="text-xs text-muted-foreground">Organizer</span>
            )}
          </li>
        ))}
      </ol>
      {query.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
          Show more
        </Button>
      )}
    </div>
  );
}

/** Who is coming: going, interested and the waitlist (in its order), each a tab with its count. */
export function EventAttendees({ event, viewerId }: { event: Event; viewerId: string | null }) {
  const [tab, setTab] = useState<RsvpStatus>('going');
  const shown = tabs.filter((entry) => entry.status !== 'waitlisted' || event.waitlistCount > 0);
  return (
    <section aria-labelledby="event-attendees" className="grid gap-3">
      <h2 id="event-attendees" className="flex items-center gap-2 text-xl font-semibold">
        <Users aria-hidden className="size-5" />
        Who is coming
      </h2>
      <Tabs value={tab} onValueChange={(value) => setTab(value as RsvpStatus)}>
        <TabsList aria-label="Attendees">
          {shown.map((entry) => (
            <TabsTrigger key={entry.status} value={entry.status}>
              {entry.label}
              <span className="ml-1.5 tabular-nums text-muted-foreground">
                {countOf(event, entry.status)}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {shown.map((entry) => (
          <TabsContent key={entry.status} value={entry.status}>
            <AttendeeList
              event={event}
              status={entry.status}
              viewerId={viewerId}
              empty={entry.empty}
            />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
