import { CalendarX } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import {
  CANCELLED_BADGE,
  EVENT_NOT_FOUND_MESSAGE,
  eventTypeLabels,
  OFFICIAL_BADGE,
  placesLeftText,
  TICKET_REQUIRED_BADGE,
} from '../../common/features/events/event-limits';
import type { Event } from '../../common/features/events/events.contract';
import { EmptyState } from '../components/ui/empty-state';
import { MemberPageFrame, type Navigation } from './render-member-page';
import { formatCount } from '../../common/count-format';

/** 'Saturday, December 12, 2026, 7:00 PM' at the park. */
function parkTimeText(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** 'Walt Disney World, EPCOT · By the fountain'. */
export function eventPlaceText(event: Pick<Event, 'park' | 'location'>): string {
  return [event.park, event.location].filter(Boolean).join(' · ');
}

const badgeClass =
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium text-foreground';

/**
 * The HTML inside `#root` of `/event/{id}` as a visitor reads it (run on the server): what
 * crawlers and readers without JavaScript get. A member's app takes the page over with its own
 * event page (answers, attendees, the discussion).
 */
export function renderEventPageBody(event: Event, navigation: Navigation): string {
  const path = `/event/${event.id}`;
  const places = placesLeftText(event.capacity, event.goingCount);
  return renderToString(
    <MemberPageFrame path={path} navigation={navigation}>
      <article className="mx-auto max-w-3xl px-4 py-8">
        {event.cover ? (
          <img
            src={event.cover.url}
            alt={event.cover.alt ?? ''}
            width={event.cover.width}
            height={event.cover.height}
            className="mb-6 aspect-[2/1] w-full rounded-lg object-cover"
          />
        ) : null}
        <p className="flex flex-wrap gap-2">
          <span className={badgeClass}>{eventTypeLabels[event.type]}</span>
          {event.official ? <span className={badgeClass}>{OFFICIAL_BADGE}</span> : null}
          {event.ticketRequired ? (
            <span className={badgeClass}>{TICKET_REQUIRED_BADGE}</span>
          ) : null}
          {event.status === 'cancelled' ? (
            <span className={badgeClass}>{CANCELLED_BADGE}</span>
          ) : null}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{event.title}</h1>
        {event.status === 'cancelled' && event.cancelReason ? (
          <p className="mt-2 text-sm">Cancelled: {event.cancelReason}</p>
        ) : null}
        <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-muted-foreground">Starts</dt>
          <dd>
            <time dateTime={event.startsAt}>{parkTimeText(event.startsAt, event.timeZone)}</time>{' '}
            (park time)
          </dd>
          <dt className="font-medium text-muted-foreground">Ends</dt>
          <dd>
            <time dateTime={event.endsAt}>{parkTimeText(event.endsAt, event.timeZone)}</time>
          </dd>
          {eventPlaceText(event) ? (
            <>
              <dt className="font-medium text-muted-foreground">Where</dt>
              <dd>{eventPlaceText(event)}</dd>
            </>
          ) : null}
          <dt className="font-medium text-muted-foreground">Organizer</dt>
          <dd>
            <a className="underline" href={`/profile/${event.organizer.id}`}>
              @{event.organizer.username}
            </a>
          </dd>
          {event.group ? (
            <>
              <dt className="font-medium text-muted-foreground">Group</dt>
              <dd>
                <a className="underline" href={`/group/${event.group.id}`}>
                  {event.group.name}
                </a>
              </dd>
            </>
          ) : null}
          <dt className="font-medium text-muted-foreground">Going</dt>
          <dd>
            {formatCount(event.goingCount)} going · {formatCount(event.interestedCount)} interested
            {places ? ` · ${places}` : ''}
          </dd>
          {event.ticketNotes ? (
            <>
              <dt className="font-medium text-muted-foreground">Tickets</dt>
              <dd>{event.ticketNotes}</dd>
            </>
          ) : null}
        </dl>
        {event.description ? (
          <div className="mt-8 whitespace-pre-line text-base leading-7">{event.description}</div>
        ) : null}
        <p className="mt-8 text-sm">
          <a className="underline" href={`/api/events/${event.id}/calendar.ics`}>
            Add to calendar (.ics)
          </a>{' '}
          · <a href="/events">All events</a>
        </p>
      </article>
    </MemberPageFrame>,
  );
}

/** What the page of an unknown or hidden event says below its heading. */
export const EVENT_MISSING_DESCRIPTION =
  'It may have been deleted, or it belongs to a private group. Browse the upcoming events instead.';

/** The HTML inside `#root` of `/event/{id}` for an event a visitor cannot see. */
export function renderEventMissingBody(path: string, navigation: Navigation): string {
  return renderToString(
    <MemberPageFrame path={path} navigation={navigation}>
      <div className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="sr-only">{EVENT_NOT_FOUND_MESSAGE}</h1>
        <EmptyState
          icon={CalendarX}
          title={EVENT_NOT_FOUND_MESSAGE}
          description={EVENT_MISSING_DESCRIPTION}
          action={
            <a
              href="/events"
              className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
            >
              Browse events
            </a>
          }
        />
      </div>
    </MemberPageFrame>,
  );
}
