import { PARK_TIME_ZONE } from '../events/event-limits';

/**
 * How a booking window's instant is written: 'Tue 14 Jan, 6:00 AM Eastern', the viewer's own
 * clock, and 'opens in 12 days — …'. Built from `Intl` parts (never its whole strings, whose
 * spaces and commas differ between runtimes), the same in the browser and on the server.
 */

interface ZonedParts {
  /** `YYYY-MM-DD` in the zone. */
  day: string;
  year: number;
  weekday: string;
  month: string;
  dayOfMonth: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A zone `Intl` knows, or the park's own when it does not (an empty or unknown name). */
export function knownTimeZone(timeZone: string): string {
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return PARK_TIME_ZONE;
  }
}

function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(knownTimeZone(timeZone)).formatToParts(instant)) {
    parts[part.type] = part.value;
  }
  const year = Number(parts.year);
  const monthNumber = monthNames.indexOf(parts.month!) + 1;
  const dayOfMonth = Number(parts.day);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: `${year}-${pad(monthNumber)}-${pad(dayOfMonth)}`,
    year,
    weekday: parts.weekday!,
    month: parts.month!,
    dayOfMonth,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** '6:00 AM', '12:00 PM', '11:59 PM'. */
function clockText(parts: ZonedParts): string {
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return `${hour12}:${String(parts.minute).padStart(2, '0')} ${parts.hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Tue 14 Jan', with the year when it is not `currentYear`: 'Thu 14 Jan 2027'. */
function dayText(parts: ZonedParts, currentYear?: number): string {
  const base = `${parts.weekday} ${parts.dayOfMonth} ${parts.month}`;
  return currentYear === undefined || currentYear === parts.year ? base : `${base} ${parts.year}`;
}

/** Whole calendar days from one `YYYY-MM-DD` to another. */
function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return Date.UTC(year!, month! - 1, date!);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export interface ParkTimeLabelOptions {
  /** The window has no hour: write the park day alone. */
  allDay?: boolean;
  /** Show the year only when it differs from this one. */
  currentYear?: number;
}

/** 'Tue 14 Jan, 6:00 AM Eastern', or 'Tue 14 Jan (park date)' for a window without an hour. */
export function parkTimeLabel(instant: Date, options: ParkTimeLabelOptions = {}): string {
  const park = zonedParts(instant, PARK_TIME_ZONE);
  const day = dayText(park, options.currentYear);
  return options.allDay ? `${day} (park date)` : `${day}, ${clockText(park)} Eastern`;
}

/** The park-calendar year of an instant. */
export function parkYear(instant: Date): number {
  return zonedParts(instant, PARK_TIME_ZONE).year;
}

export interface DescribeWindowOptions {
  /** 'opens' (the default) or 'deadline', which reads 'closes in …' / 'closed …'. */
  kind?: 'opens' | 'deadline';
  /** A window with no hour: days are counted on the park calendar and no clock is shown. */
  allDay?: boolean;
}

/**
 * 'opens in 12 days — Tue 14 Jan, 6:00 AM Eastern (your time 12:00 PM)'.
 *
 * - Days are counted on the viewer's own calendar ('tomorrow' is their tomorrow); a window with
 *   no hour counts on the park calendar.
 * - Upcoming: 'opens today', 'opens tomorrow', 'opens in N days'. Passed: 'open now' when it
 *   opened earlier today, then 'opened yesterday', 'opened N days ago'. A deadline reads
 *   'closes today / tomorrow / in N days', then 'closed', 'closed yesterday', 'closed N days ago'.
 * - The parenthesis gives the viewer's clock, with their day when it is not the park's
 *   ('(your time Wed 15 Jan, 12:00 AM)'); it is left out for viewers on park time and for
 *   windows without an hour. The year is shown when the window falls in another year than now.
 */
export function describeWindowOpening(
  opensAt: Date,
  now: Date,
  viewerTimeZone: string,
  options: DescribeWindowOptions = {},
): string {
  const viewerZone = knownTimeZone(viewerTimeZone);
  const countingZone = options.allDay ? PARK_TIME_ZONE : viewerZone;
  const days = daysBetween(
    zonedParts(now, countingZone).day,
    zonedParts(opensAt, countingZone).day,
  );
  const lead = leadText(opensAt.getTime() > now.getTime(), days, options.kind ?? 'opens');
  const park = parkTimeLabel(opensAt, { allDay: options.allDay, currentYear: parkYear(now) });
  return `${lead} — ${park}${viewerClockText(opensAt, viewerZone, options.allDay)}`;
}

function leadText(upcoming: boolean, days: number, kind: 'opens' | 'deadline'): string {
  const [future, past, pastToday] =
    kind === 'deadline' ? ['closes', 'closed', 'closed'] : ['opens', 'opened', 'open now'];
  if (upcoming) {
    if (days <= 0) return `${future} today`;
    if (days === 1) return `${future} tomorrow`;
    return `${future} in ${days} days`;
  }
  if (days >= 0) return pastToday;
  if (days === -1) return `${past} yesterday`;
  return `${past} ${-days} days ago`;
}

function viewerClockText(instant: Date, viewerZone: string, allDay?: boolean): string {
  if (allDay || viewerZone === PARK_TIME_ZONE) return '';
  const viewer = zonedParts(instant, viewerZone);
  const park = zonedParts(instant, PARK_TIME_ZONE);
  const clock = clockText(viewer);
  return viewer.day === park.day
    ? ` (your time ${clock})`
    : ` (your time ${dayText(viewer)}, ${clock})`;
}

/**
 * Where a window stands on the park calendar: 'open' once its instant has passed, 'today' when
 * it opens later on the current park day, 'upcoming' otherwise.
 */
export function windowStatus(opensAt: Date, now: Date): 'upcoming' | 'today' | 'open' {
  if (opensAt.getTime() <= now.getTime()) return 'open';
  return zonedParts(opensAt, PARK_TIME_ZONE).day === zonedParts(now, PARK_TIME_ZONE).day
    ? 'today'
    : 'upcoming';
}
