import { MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { placesLeftText, rsvpStatusLabels } from '../../../../common/features/events/event-limits';
import type { EventSummary } from '../../../../common/features/events/events.contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { EventBadges } from './event-badges';
import { EventCover } from './event-cover';
import { EventDateBlock, EventTimes } from './event-time';
import { formatCount } from '../../../../common/count-format';

/** Where an event is: the park and the place in words ('Magic Kingdom · By the train station'). */
export function placeText(event: Pick<EventSummary, 'park' | 'location'>): string {
  return [event.park, event.location].filter(Boolean).join(' · ');
}

/**
 * An event in a list: the date block over the cover, the title (the link to its page, stretched
 * over the card), badges, times at the park and in the viewer's zone, the place, the going count
 * and places left, and the viewer's own answer.
 */
export function EventCard({ event }: { event: EventSummary }) {
  const titleId = `event-${event.id}-title`;
  const places = placesLeftText(event.capacity, event.goingCount);
  const isCancelled = event.status === 'cancelled';
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow duration-150 focus-within:ring-2 focus-within:ring-ring hover:shadow-md motion-reduce:transition-none"
    >
      <div className="relative">
        <EventCover cover={event.cover} size="card" className={cn(isCancelled && 'opacity-60')} />
        <EventDateBlock event={event} className="absolute bottom-3 left-3" />
      </div>
      <div className="grid flex-1 content-start gap-2 p-4">
        <EventBadges event={event} />
        <h3 id={titleId} className="text-lg font-semibold leading-snug">
          <Link
            to={event.path}
            className={cn(
              'outline-none [overflow-wrap:anywhere] after:absolute after:inset-0 hover:underline',
              isCancelled && 'line-through decoration-1',
            )}
          >
            {event.title}
          </Link>
        </h3>
        <div className="grid gap-1 text-sm text-muted-foreground">
          <EventTimes event={event} />
          {placeText(event) && (
            <p className="flex items-start gap-1.5">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span className="[overflow-wrap:anywhere]">{placeText(event)}</span>
            </p>
          )}
        </div>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm">
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Users aria-hidden className="size-4" />
            {formatCount(event.goingCount)} going
          </span>
          {places && (
            <span className={cn('font-medium', places === 'Full' && 'text-destructive')}>
              {places}
            </span>
          )}
          {event.viewerRsvp && (
            <span className="font-medium text-primary">
              <span className="sr-only">Your answer: </span>
              {rsvpStatusLabels[event.viewerRsvp]}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** The card's shape while a list loads. */
export function EventCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[2/1] w-full rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}

/** A grid of card skeletons, announced once as loading. */
export function EventGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <EventCardSkeleton key={index} />
      ))}
    </div>
  );
}
