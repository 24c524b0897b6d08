import ical, { ICalCalendarMethod, ICalEventStatus, type ICalEventData } from 'ical-generator';
import { eventPagePath } from '../../../common/features/events/event-limits';

/** What an `.ics` file says of an event (an event's row with its organizer's username). */
export interface CalendarEventFacts {
  id: string;
  title: string;
  description: string;
  park: string | null;
  location: string;
  startsAt: Date;
  endsAt: Date;
  status: 'scheduled' | 'cancelled';
  cancelReason: string;
  ticketRequired: boolean;
  ticketNotes: string;
  organizerUsername: string;
  createdAt: Date;
  updatedAt: Date;
}

const PRODUCT_ID = { company: 'Magic Community', product: 'Events', language: 'EN' } as const;

/** `text/calendar` with its charset, as both routes answer. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * The UID of an event in every calendar file: the event's id at the site's host, the same in the
 * single download and in feeds, so a calendar that has both keeps one entry.
 */
export function calendarUid(eventId: string, siteUrl: string): string {
  return `${eventId}@${new URL(siteUrl).hostname || 'localhost'}`;
}

/** The place as one line: the place in words and the park ('Partners statue, Magic Kingdom'). */
function placeText(event: CalendarEventFacts): string {
  const parts = [event.location.trim(), event.park ?? ''].filter(Boolean);
  // The official events' places already name their park.
  if (event.park && event.location.includes(event.park)) return event.location.trim();
  return parts.join(', ');
}

function descriptionText(event: CalendarEventFacts, pageUrl: string): string {
  const parts: string[] = [];
  if (event.status === 'cancelled') {
    parts.push(event.cancelReason ? `Cancelled: ${event.cancelReason}` : 'Cancelled.');
  }
  if (event.description.trim()) parts.push(event.description.trim());
  if (event.ticketRequired) {
    parts.push(`Ticket required.${event.ticketNotes ? ` ${event.ticketNotes}` : ''}`);
  } else if (event.ticketNotes) {
    parts.push(event.ticketNotes);
  }
  parts.push(`Organized by @${event.organizerUsername} on Magic Community: ${pageUrl}`);
  return parts.join('\n\n');
}

/** `event` as a calendar entry, with the fields every calendar app reads. */
export function eventCalendarEntry(event: CalendarEventFacts, siteUrl: string): ICalEventData {
  const pageUrl = new URL(eventPagePath(event.id), siteUrl).toString();
  return {
    id: calendarUid(event.id, siteUrl),
    // Calendar apps take a higher SEQUENCE as a newer version: seconds since it was created.
    sequence: Math.max(
      0,
      Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000),
    ),
    stamp: event.updatedAt,
    created: event.createdAt,
    lastModified: event.updatedAt,
    start: event.startsAt,
    end: event.endsAt,
    summary: event.title,
    description: descriptionText(event, pageUrl),
    location: placeText(event) || null,
    url: pageUrl,
    status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/** The `.ics` file of one event ('Add to calendar'). Times are in UTC. */
export function eventCalendarFile(event: CalendarEventFacts, siteUrl: string): string {
  const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent(eventCalendarEntry(event, siteUrl));
  return calendar.toString();
}

/** How often subscribed calendars should fetch a feed again (they may choose longer). */
export const CALENDAR_FEED_REFRESH_SECONDS = 15 * 60;

/**
 * A member's calendar feed, one calendar phones subscribe to: the entries of every calendar
 * source (`server/content/calendar-sources.ts`) — their Going events, their trips' days and
 * booking windows.
 */
export function calendarFeedFile(entries: ICalEventData[], siteUrl: string): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    name: 'Magic Community: my events',
    description: 'The events you are going to on Magic Community.',
    ttl: CALENDAR_FEED_REFRESH_SECONDS,
    url: new URL('/events', siteUrl).toString(),
  });
  for (const entry of entries) calendar.createEvent(entry);
  return calendar.toString();
}

/** A file name for an event's `.ics`: its title in lower-case words ('mickeys-very-merry.ics'). */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || 'event'}.ics`;
}
