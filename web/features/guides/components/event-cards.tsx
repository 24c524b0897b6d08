import { CalendarDays, MapPin } from 'lucide-react';
import type {
  EventCard,
  EventTypeCard,
} from '../../../../common/features/guides/guide-content.schema';
import {
  eventPhaseLabels,
  seasonDatesText,
  type OfficialEventDates,
} from '../../../../common/features/events/event-seasons';
import {
  officialEventPath,
  officialEvents,
} from '../../../../common/features/events/official-events';
import { Badge } from '../../../components/ui/badge';
import { popularityVariant, ticketBadge } from '../lib/guide-badges';
import { EventTypeIcon } from './event-type-icon';
import { CardGrid, Fact } from './section-shell';
import { useOfficialEventDates } from './official-event-dates-context';

/** The season's days of a card from the official event's real dates ('Select nights, …'). */
function liveDatesText(name: string, dates: OfficialEventDates): string {
  const selectNights = officialEvents.find((event) => event.title === name)?.season.selectNights;
  return seasonDatesText(dates.startsAtLocal, dates.endsAtLocal, selectNights);
}

/**
 * The 'Upcoming Disney Events' grid (spec §2, badges per §4). Each card's name links to the
 * site's own event of that name (`/event/{id}`: dates, attendees, discussion, calendar file),
 * and the card as a whole is that link's target. Its dates and its phase ('Happening now',
 * 'Upcoming', or 'Cancelled'; 'Ended' should the site's season not have moved on yet) are the
 * event's real ones, given by the server, soonest first; the guide's own dates only for a card
 * the site has no event of.
 */
export function EventCards({ items }: { items: EventCard[] }) {
  const official = useOfficialEventDates();
  const startOf = (name: string) => official.get(name)?.startsAt ?? '9999';
  const cards = [...items].sort((a, b) => startOf(a.name).localeCompare(startOf(b.name)));
  return (
    <CardGrid>
      {cards.map((event) => {
        const ticket = ticketBadge(event.ticketRequired);
        const live = official.get(event.name);
        const eventPath = live?.path ?? officialEventPath(event.name);
        return (
          <li
            key={event.name}
            className="relative flex flex-col rounded-xl border bg-card p-5 shadow-sm"
          >
            <div className="flex flex-wrap gap-2">
              <Badge variant={popularityVariant(event.popularity)}>{event.popularity}</Badge>
              <Badge variant={ticket.variant}>{ticket.label}</Badge>
              {live && (
                <Badge
                  variant={
                    live.phase === 'happening'
                      ? 'default'
                      : live.phase === 'cancelled'
                        ? 'destructive'
                        : 'outline'
                  }
                  data-phase={live.phase}
                >
                  {eventPhaseLabels[live.phase]}
                </Badge>
              )}
            </div>
            <h3 className="mt-3 text-lg font-semibold leading-tight">
              {eventPath ? (
                <a
                  href={eventPath}
                  className="rounded-sm underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
                >
                  {event.name}
                </a>
              ) : (
                event.name
              )}
            </h3>
            <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays aria-hidden className="size-4 shrink-0" />{' '}
              {live ? liveDatesText(event.name, live) : event.dates}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin aria-hidden className="size-4 shrink-0" /> {event.park}
            </p>
            <p className="mt-3 flex-1 text-sm">{event.highlight}</p>
            <p className="mt-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {event.type}
            </p>
          </li>
        );
      })}
    </CardGrid>
  );
}

/** 'Types of Disney Events' (spec §2): frequency, usual length and ticket cost. */
export function EventTypeCards({ items }: { items: EventTypeCard[] }) {
  return (
    <CardGrid columns={2}>
      {items.map((type) => (
        <li key={type.title} className="rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <EventTypeIcon name={type.icon} />
            </span>
            <h3 className="text-lg font-semibold">{type.title}</h3>
          </div>
          <p className="mt-3 text-sm text-muted-foreground">{type.description}</p>
          <dl className="mt-4 space-y-1 border-t pt-3">
            <Fact label="How often" value={type.frequency} />
            <Fact label="Usual length" value={type.avgDuration} />
            <Fact label="Ticket cost" value={type.ticketCost} />
          </dl>
        </li>
      ))}
    </CardGrid>
  );
}
