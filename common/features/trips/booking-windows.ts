import { parkLocalToInstant } from '../events/park-time';
import {
  bookingRule,
  bookingRules,
  RESORT_DINING_STAY_DAYS,
  type BookingRule,
  type BookingRuleId,
  type BookingRuleKind,
} from './booking-window-rules';
import { parkTimeLabel, parkYear } from './window-time-text';

/**
 * A trip's booking windows (issue 29): every rule of `booking-window-rules.ts` that concerns the
 * trip, with the exact instant it opens (or closes) in park time, sorted by that instant. Each
 * window's `key` is stable while the trip's dates stay, so reminders can be keyed by it.
 */

export interface TripForWindows {
  /** `YYYY-MM-DD`. */
  arrivesOn: string;
  departsOn: string;
  /** The catalogue hotel, or null when the party stays off-site. */
  resortSlug: string | null;
  hasParkTickets: boolean;
  /** The ticket (an annual pass, some special tickets) still needs a park reservation. */
  parkReservationNeeded?: boolean;
  /** One entry per planned day; `park` null is a rest day. */
  parkDays: readonly { date: string; park: string | null }[];
}

export interface BookingWindow {
  /** `ruleId`, or `ruleId:YYYY-MM-DD` for a rule that counts from each park day. */
  key: string;
  ruleId: BookingRuleId;
  title: string;
  explanation: string;
  kind: BookingRuleKind;
  official: boolean;
  /** ISO instant. */
  opensAt: string;
  /** Park-local `YYYY-MM-DDTHH:mm` of `opensAt`. */
  opensAtParkLocal: string;
  /** The rule names no hour: the window is the whole park day (`opensAt` is its midnight). */
  allDay: boolean;
  /** The park day the window is for (rules counted from each park day), else null. */
  concernsDate: string | null;
  /** The park of that day, else null. */
  park: string | null;
  /** The last day the window covers when it covers several (the resort guests' dining). */
  coversUntil: string | null;
  /** 'Tue 14 Jan, 6:00 AM Eastern' (with the year when it is not the year of `now`). */
  parkTimeLabel: string;
}

/** `YYYY-MM-DD` moved by `days` (negative: earlier), across months and years. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

function windowOf(
  rule: BookingRule,
  anchorDay: string,
  now: Date,
  extra: { concernsDate?: string; park?: string | null; coversUntil?: string } = {},
): BookingWindow {
  const day = addDays(anchorDay, -rule.daysBefore);
  const local = `${day}T${rule.parkTime ?? '00:00'}`;
  const instant = parkLocalToInstant(local);
  const allDay = rule.parkTime === null;
  return {
    key: extra.concernsDate ? `${rule.id}:${extra.concernsDate}` : rule.id,
    ruleId: rule.id as BookingRuleId,
    title: rule.title,
    explanation: rule.explanation,
    kind: rule.kind,
    official: rule.official,
    opensAt: instant.toISOString(),
    opensAtParkLocal: local,
    allDay,
    concernsDate: extra.concernsDate ?? null,
    park: extra.park ?? null,
    coversUntil: extra.coversUntil ?? null,
    parkTimeLabel: parkTimeLabel(instant, { allDay, currentYear: parkYear(now) }),
  };
}

/** Whether a rule with a single window (counted from arrival) concerns this trip. */
function concernsTrip(rule: BookingRule, trip: TripForWindows): boolean {
  switch (rule.appliesTo) {
    case 'everyone':
      return true;
    case 'resort-guests':
      return trip.resortSlug !== null;
    case 'off-site-guests':
      return trip.resortSlug === null;
    case 'no-park-tickets':
      return !trip.hasParkTickets;
    case 'park-reservation-needed':
      return trip.parkReservationNeeded === true;
  }
}

/** The planned days spent in a park (rest days left out), once each, in date order. */
function parkDaysOf(trip: TripForWindows): { date: string; park: string }[] {
  const byDate = new Map<string, string>();
  for (const day of trip.parkDays) {
    if (day.park !== null && !byDate.has(day.date)) byDate.set(day.date, day.park);
  }
  return [...byDate]
    .map(([date, park]) => ({ date, park }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Every booking window of a trip, soonest first (ties in the order of the rules table).
 * Dining: resort guests get one window 60 days before arrival for the first 10 days of the stay
 * and a window per park day after those; off-site guests get one per park day. Lightning Lane:
 * resort guests one window 7 days before arrival, off-site guests one 3 days before each park day.
 */
export function bookingWindowsFor(trip: TripForWindows, now: Date = new Date()): BookingWindow[] {
  const windows: BookingWindow[] = [];
  const atResort = trip.resortSlug !== null;
  const parkDays = parkDaysOf(trip);
  const lastStayDay = addDays(trip.arrivesOn, RESORT_DINING_STAY_DAYS - 1);
  const stayEnd = trip.departsOn < lastStayDay ? trip.departsOn : lastStayDay;

  for (const rule of bookingRules as readonly BookingRule[]) {
    if (!concernsTrip(rule, trip)) continue;
    if (rule.countsFrom === 'arrival') {
      const coversUntil = rule.id === 'dining-resort-stay' ? stayEnd : undefined;
      windows.push(windowOf(rule, trip.arrivesOn, now, { coversUntil }));
      continue;
    }
    for (const day of parkDays) {
      if (rule.id === 'dining' && atResort && day.date <= stayEnd) continue;
      windows.push(windowOf(rule, day.date, now, { concernsDate: day.date, park: day.park }));
    }
  }

  const order = (window: BookingWindow) =>
    bookingRules.findIndex((rule) => rule.id === window.ruleId);
  return windows.sort(
    (a, b) =>
      a.opensAt.localeCompare(b.opensAt) ||
      order(a) - order(b) ||
      (a.concernsDate ?? '').localeCompare(b.concernsDate ?? ''),
  );
}

/** The rule behind a window (its source and last-checked day, for the timeline's footnote). */
export function ruleOfWindow(window: BookingWindow): BookingRule {
  return bookingRule(window.ruleId);
}
