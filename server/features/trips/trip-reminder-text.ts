import { parkLocalToInstant } from '../../../common/features/events/park-time';
import { addDays, type BookingWindow } from '../../../common/features/trips/booking-windows';
import { findTripPlace } from '../../../common/features/trips/trip-catalogue';
import {
  tripPagePath,
  tripParkShortNames,
  type TripPark,
} from '../../../common/features/trips/trip-limits';
import type { OutgoingMail } from '../../mail/mailer';

/**
 * When a trip's reminders run and what they say (issue 29), in park time (America/New_York):
 * a window's reminder the day before and on the day, and the evening digest of a trip day.
 */

/** The two reminders of a window: the day before, and on the day. */
export type WindowReminderPhase = 'day-before' | 'today';
export const windowReminderPhases: readonly WindowReminderPhase[] = ['day-before', 'today'];

/** The park-time hour of the reminders of windows that name no useful hour (see below). */
export const WINDOW_MORNING_PARK_TIME = '08:00';
/** The park-time hour of a trip day's digest, the evening before it. */
export const DIGEST_PARK_TIME = '19:00';
/** Most plans a digest names; the rest are counted ('and 3 more'). */
export const DIGEST_PLANS_SHOWN = 6;

/**
 * The park-local day and clock a window's reminders keep. A window that opens at an hour (dining
 * at 6:00 AM) is reminded at that hour; one that names no hour (the whole park day) and a
 * deadline (11:59 PM, too late to act on) are reminded at 8:00 AM.
 */
function reminderClock(window: BookingWindow): { day: string; time: string } {
  const [day, time] = window.opensAtParkLocal.split('T') as [string, string];
  const atOpening = window.kind === 'opens' && !window.allDay;
  return { day, time: atOpening ? time : WINDOW_MORNING_PARK_TIME };
}

/**
 * The instant of a window's reminder: on the day (the opening instant itself for a window that
 * opens at an hour), or the same park-time clock on the day before (so across a change of
 * clocks it is still '6:00 AM', 23 or 25 hours earlier).
 */
export function windowReminderAt(window: BookingWindow, phase: WindowReminderPhase): Date {
  const { day, time } = reminderClock(window);
  if (phase === 'today' && window.kind === 'opens' && !window.allDay) {
    return new Date(window.opensAt);
  }
  return parkLocalToInstant(`${phase === 'today' ? day : addDays(day, -1)}T${time}`);
}

/** The instant of the digest of the trip day `date`: 7:00 PM park time the evening before. */
export function digestAt(date: string): Date {
  return parkLocalToInstant(`${addDays(date, -1)}T${DIGEST_PARK_TIME}`);
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Tue 14 Jan' of a `YYYY-MM-DD` (a calendar day, the same in every zone). */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return `${weekdays[day.getUTCDay()]} ${day.getUTCDate()} ${months[day.getUTCMonth()]}`;
}

/** '6:00 AM' of a park-local `HH:mm`. */
function clockLabel(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A window's reminder, e.g. 'Dining reservations open today at 6:00 AM Eastern for Tue 14 Jan —
 * Our first trip', the day before 'Tomorrow: Dining reservations open at 6:00 AM Eastern for …';
 * a deadline 'Today, by 11:59 PM Eastern: Buy your park tickets — …'.
 */
export function windowReminderBody(
  window: BookingWindow,
  phase: WindowReminderPhase,
  tripName: string,
): string {
  const forDay = window.concernsDate ? ` for ${dayLabel(window.concernsDate)}` : '';
  const time = window.opensAtParkLocal.split('T')[1]!;
  const when = window.allDay ? '' : `${clockLabel(time)} Eastern`;
  let text: string;
  if (window.kind === 'deadline') {
    const lead = phase === 'today' ? 'Today' : 'Tomorrow';
    text = when ? `${lead}, by ${when}: ${window.title}` : `${lead}: ${window.title}`;
  } else if (phase === 'today') {
    text = when ? `${window.title} today at ${when}` : `${window.title} today`;
  } else {
    text = when ? `Tomorrow: ${window.title} at ${when}` : `Tomorrow: ${window.title}`;
  }
  return `${text}${forDay} — ${tripName}`;
}

export interface DigestFacts {
  tripName: string;
  /** The trip day the digest is about (tomorrow, when it is sent). */
  date: string;
  dayNumber: number;
  dayCount: number;
  /** Undefined: the day is not planned yet; null: a rest day. */
  park: string | null | undefined;
  /** The catalogue names of the day's plans, in order. */
  planNames: string[];
  /** The windows whose reminder falls on that day. */
  windows: BookingWindow[];
}

/** The catalogue names of a day's plans (a slug no longer in the catalogue is left out). */
export function planNamesOf(items: { kind: 'attraction' | 'dining'; slug: string }[]): string[] {
  return items.flatMap((item) => findTripPlace(item.slug, item.kind)?.name ?? []);
}

function parkName(park: string | null | undefined): string {
  if (park === undefined) return 'no park planned yet';
  if (park === null) return 'rest day';
  return tripParkShortNames[park as TripPark] ?? park;
}

/**
 * The evening digest: 'Tomorrow, day 2 of 6 (Tue 14 Jan): Magic Kingdom. Plans: Space Mountain,
 * Be Our Guest Restaurant. Windows: Lightning Lane selections open at 7:00 AM Eastern — Our
 * first trip'.
 */
export function digestBody(facts: DigestFacts): string {
  const parts = [
    `Tomorrow, day ${facts.dayNumber} of ${facts.dayCount} (${dayLabel(facts.date)}): ${parkName(facts.park)}.`,
  ];
  if (facts.planNames.length > 0) {
    const shown = facts.planNames.slice(0, DIGEST_PLANS_SHOWN);
    const more = facts.planNames.length - shown.length;
    parts.push(`Plans: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`);
  }
  if (facts.windows.length > 0) {
    const windows = facts.windows.map((window) => {
      const time = window.opensAtParkLocal.split('T')[1]!;
      const by = window.kind === 'deadline' ? 'by' : 'at';
      return window.allDay ? window.title : `${window.title} ${by} ${clockLabel(time)} Eastern`;
    });
    parts.push(`Windows: ${windows.join('; ')}.`);
  }
  return `${parts.join(' ')} — ${facts.tripName}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A trip reminder's mail: its text, and a link to the trip. */
export function buildTripReminderMail(options: {
  to: string;
  tripId: string;
  tripName: string;
  body: string;
  kind: 'trip_window' | 'trip_digest';
  siteUrl: string;
}): OutgoingMail {
  const link = new URL(tripPagePath(options.tripId), options.siteUrl).toString();
  const subject =
    options.kind === 'trip_digest'
      ? `Your trip tomorrow: ${options.tripName}`
      : `Booking window: ${options.tripName}`;
  const text = [options.body, '', `Your trip: ${link}`, '', 'The Magic Community team'].join('\n');
  const html = [
    `<p>${escapeHtml(options.body)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1e3a8a;color:#ffffff;border-radius:8px;text-decoration:none">See your trip</a></p>`,
    '<p>The Magic Community team</p>',
  ].join('\n');
  return { to: options.to, subject, text, html, kind: options.kind, link };
}
