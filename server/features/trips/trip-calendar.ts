import ical, { ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import { BOOKING_RULES_CHECKED_ON } from '../../../common/features/trips/booking-window-rules';
import { bookingWindowsFor } from '../../../common/features/trips/booking-windows';
import {
  tripDayDate,
  tripLengthInDays,
  tripPagePath,
  tripParkShortNames,
  type TripPark,
} from '../../../common/features/trips/trip-limits';
import { dayLabel } from './trip-reminder-text';
import type { TripReminderFacts } from './trip-reminders.repository';

/**
 * A trip in calendars (issue 29): one all-day entry per day of the trip ('Day 2 · Magic Kingdom
 * — Our first trip') and one entry per booking window at its instant (a window without an hour
 * on its park day). Used by the trip's own `.ics` and by the planners' private feeds; the UIDs
 * are the same in both, so a calendar that has both keeps one entry.
 */

const PRODUCT_ID = { company: 'Magic Community', product: 'Trips', language: 'EN' } as const;

/** How long a window's entry lasts in a calendar (it is an instant; calendars need an end). */
const WINDOW_ENTRY_MINUTES = 30;

const hostOf = (siteUrl: string) => new URL(siteUrl).hostname || 'localhost';

function dayTitle(dayNumber: number, park: string | null | undefined, tripName: string): string {
  if (park === undefined) return `Day ${dayNumber} — ${tripName}`;
  const place = park === null ? 'Rest day' : (tripParkShortNames[park as TripPark] ?? park);
  return `Day ${dayNumber} · ${place} — ${tripName}`;
}

/** The calendar entries of `trip`: its days in order, then its windows soonest first. */
export function tripCalendarEntries(
  trip: TripReminderFacts,
  siteUrl: string,
  now: Date,
): ICalEventData[] {
  const pageUrl = new URL(tripPagePath(trip.id), siteUrl).toString();
  const host = hostOf(siteUrl);
  const common = {
    // Calendar apps take a higher SEQUENCE as a newer version: seconds since it was created.
    sequence: Math.max(0, Math.floor((trip.updatedAt.getTime() - trip.createdAt.getTime()) / 1000)),
    stamp: trip.updatedAt,
    created: trip.createdAt,
    lastModified: trip.updatedAt,
    url: pageUrl,
  };
  const entries: ICalEventData[] = [];
  const dayCount = tripLengthInDays(trip.arrivesOn, trip.departsOn);
  for (let dayNumber = 1; dayNumber <= dayCount; dayNumber += 1) {
    const day = trip.days.find((candidate) => candidate.dayNumber === dayNumber);
    entries.push({
      ...common,
      id: `trip-${trip.id}-day-${dayNumber}@${host}`,
      start: tripDayDate(trip.arrivesOn, dayNumber),
      allDay: true,
      summary: dayTitle(dayNumber, day ? day.park : undefined, trip.name),
      description: `Your trip on Magic Community: ${pageUrl}`,
    });
  }
  for (const window of bookingWindowsFor(trip.forWindows, now)) {
    const forDay = window.concernsDate ? ` for ${dayLabel(window.concernsDate)}` : '';
    const start = new Date(window.opensAt);
    entries.push({
      ...common,
      id: `trip-${trip.id}-window-${window.key}@${host}`,
      ...(window.allDay
        ? { start: window.opensAtParkLocal.slice(0, 10), allDay: true }
        : { start, end: new Date(start.getTime() + WINDOW_ENTRY_MINUTES * 60_000) }),
      summary: `${window.title}${forDay} — ${trip.name}`,
      description: [
        window.explanation,
        window.parkTimeLabel,
        `Rules as of ${BOOKING_RULES_CHECKED_ON}; check Disney's own pages before you book.`,
        `Your trip on Magic Community: ${pageUrl}`,
      ].join('\n\n'),
    });
  }
  return entries;
}

/** The `.ics` file of one trip (its planners' download). Times are in UTC. */
export function tripCalendarFile(trip: TripReminderFacts, siteUrl: string, now: Date): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    name: trip.name,
  });
  for (const entry of tripCalendarEntries(trip, siteUrl, now)) calendar.createEvent(entry);
  return calendar.toString();
}
