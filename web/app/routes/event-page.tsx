import { Ban, CalendarCheck, Clock, MapPin, Ticket, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { placesLeftText } from '../../../common/features/events/event-limits';
import type { Event } from '../../../common/features/events/events.contract';
import { AuthorLink } from '../../components/author-link';
import { ItemActionsMenu } from '../../components/item-actions/item-actions-menu';
import { useSession } from '../../features/auth/hooks/use-session';
import { useEvent } from '../../features/events/api/get-events';
import { AddToCalendarLink } from '../../features/events/components/add-to-calendar-link';
import { EventAttendees } from '../../features/events/components/event-attendees';
import { EventBadges } from '../../features/events/components/event-badges';
import { placeText } from '../../features/events/components/event-card';
import { EventCover } from '../../features/events/components/event-cover';
import { EventDiscussion } from '../../features/events/components/event-discussion';
import { EventManageMenu } from '../../features/events/components/event-manage-menu';
import {
  EventLoadError,
  EventNotFound,
  EventPageSkeleton,
} from '../../features/events/components/event-states';
import { EventTimes } from '../../features/events/components/event-time';
import { RsvpControl } from '../../features/events/components/rsvp-control';
import { ShareEventButton } from '../../features/events/components/share-event-button';
import { hasEnded, isHappening } from '../../features/events/lib/event-time';
import { LinkifiedText } from '../../features/posts/components/linkified-text';
import { ApiError } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { usePageMeta } from '../../lib/page-meta';
import { formatCount } from '../../../common/count-format';

/** Why the event takes no answers: called off (with its reason) or over. */
function StatusBanner({ event, ended }: { event: Event; ended: boolean }) {
  if (event.status === 'cancelled') {
    return (
      <div
        role="note"
        aria-label="Cancelled"
        className="flex items-start gap-3 rounded-xl border border-destructive/50 bg-destructive/10 p-4"
      >
        <Ban aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-1">
          <p className="font-semibold">This event was cancelled.</p>
          {event.cancelReason && (
            <p className="text-sm [overflow-wrap:anywhere]">
              <span className="font-medium">Reason: </span>
              {event.cancelReason}
            </p>
          )}
        </div>
      </div>
    );
  }
  if (ended) {
    return (
      <div
        role="note"
        aria-label="Ended"
        className="flex items-center gap-3 rounded-xl border bg-muted p-4"
      >
        <CalendarCheck aria-hidden className="size-5 shrink-0" />
        <p className="font-semibold">This event has ended.</p>
      </div>
    );
  }
  return null;
}

/** The event's page: everything about it, the answers, who is coming and the discussion. */
function EventDetails({ event, viewerId }: { event: Event; viewerId: string | null | undefined }) {
  const now = new Date();
  const ended = hasEnded(event, now);
  const isClosed = ended || event.status === 'cancelled';
  const places = placesLeftText(event.capacity, event.goingCount);
  const place = placeText(event);

  return (
    <article aria-labelledby="event-title" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="overflow-hidden rounded-xl border">
        <EventCover
          cover={event.cover}
          size="header"
          isEager
          className={cn(event.status === 'cancelled' && 'opacity-60')}
        />
      </div>
      <StatusBanner event={event} ended={ended} />
      <header className="grid gap-3">
        <EventBadges event={event} />
        <h1
          id="event-title"
          className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl"
        >
          {event.title}
        </h1>
        {isHappening(event, now) && event.status !== 'cancelled' && (
          <p className="font-semibold text-primary">Happening now</p>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1">
            <span className="text-muted-foreground">Organized by</span>
            <AuthorLink author={event.organizer} size="sm" />
          </span>
          {event.group && (
            <span className="inline-flex items-center gap-1">
              <span className="text-muted-foreground">in</span>
              <Link
                to={`/group/${event.group.id}`}
                className="inline-flex min-h-11 items-center font-semibold hover:underline"
              >
                {event.group.name}
              </Link>
              {event.group.visibility === 'private' && (
                <span className="text-muted-foreground">(private group)</span>
              )}
            </span>
          )}
        </div>
      </header>
      <dl className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:grid-cols-2">
        <div className="grid gap-1 sm:col-span-2">
          <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <Clock aria-hidden className="size-4" />
            When
          </dt>
          <dd data-testid="event-when">
            <EventTimes event={event} showIcon={false} />
          </dd>
        </div>
        {place && (
          <div className="grid gap-1 sm:col-span-2">
            <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
              <MapPin aria-hidden className="size-4" />
              Where
            </dt>
            <dd className="[overflow-wrap:anywhere]">{place}</dd>
          </div>
        )}
        <div className="grid gap-1">
          <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <Users aria-hidden className="size-4" />
            Going
          </dt>
          <dd data-testid="event-going">
            {formatCount(event.goingCount)} going
            {event.capacity !== null && ` of ${formatCount(event.capacity)} places`}
            {places && (
              <span className={cn('ml-2 font-medium', places === 'Full' && 'text-destructive')}>
                · {places}
              </span>
            )}
            {event.waitlistCount > 0 && (
              <span className="ml-2 text-muted-foreground">
                · {formatCount(event.waitlistCount)} on the waitlist
              </span>
            )}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <Ticket aria-hidden className="size-4" />
            Tickets
          </dt>
          <dd>
            {event.ticketRequired ? 'A ticket is required' : 'No ticket needed'}
            {event.ticketNotes && (
              <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">
                {event.ticketNotes}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-start gap-2">
        <RsvpControl event={event} viewerId={viewerId} isClosed={isClosed} />
        <AddToCalendarLink event={event} />
        <ShareEventButton path={event.path} />
        {viewerId && event.canManage && (
          <EventManageMenu event={event} viewerId={viewerId} isClosed={isClosed} />
        )}
        <ItemActionsMenu
          item={{
            kind: 'event',
            id: event.id,
            authorId: event.organizer.id,
            authorName: event.organizer.username,
            excerpt: event.title,
          }}
          label={`More actions for ${event.title}`}
        />
      </div>
      {event.description && (
        <section aria-labelledby="event-about" className="grid gap-2">
          <h2 id="event-about" className="text-xl font-semibold">
            About this event
          </h2>
          <LinkifiedText text={event.description} className="whitespace-pre-line" />
        </section>
      )}
      <EventAttendees event={event} viewerId={viewerId ?? null} />
      <EventDiscussion event={event} viewerId={viewerId} hasEnded={ended} />
    </article>
  );
}

function EventView({ id, viewerId }: { id: string; viewerId: string | null | undefined }) {
  const query = useEvent(id, viewerId ?? null);
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  const event = query.data;
  usePageMeta({
    title: isNotFound ? 'Event not found' : (event?.title ?? 'Event'),
    description:
      event?.description.slice(0, 160) || 'A Walt Disney World event of the Magic Community.',
  });
  if (isNotFound) return <EventNotFound />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <p className="mb-4 text-sm">
        <Link
          to="/events"
          className="inline-flex min-h-11 items-center text-primary hover:underline"
        >
          ← All events
        </Link>
      </p>
      {event ? (
        <EventDetails event={event} viewerId={viewerId} />
      ) : query.isError ? (
        <EventLoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <div role="status" aria-label="Loading the event">
          <EventPageSkeleton />
        </div>
      )}
    </div>
  );
}

/** `/event/:id`: one event, for visitors and members. */
export default function EventPage() {
  const { id = '' } = useParams();
  const session = useSession();
  if (session === undefined) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10" aria-busy="true">
        <EventPageSkeleton />
      </div>
    );
  }
  return <EventView key={id} id={id.toLowerCase()} viewerId={session?.user.id ?? null} />;
}
