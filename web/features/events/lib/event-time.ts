import { PARK_TIME_ZONE } from '../../../../common/features/events/event-limits';
import { instantToParkLocal } from '../../../../common/features/events/park-time';

/**
 * Dates and times of events. Every time of an event is a wall-clock time at Walt Disney World
 * (`startsAtLocal`, `YYYY-MM-DDTHH:mm` in America/New_York); the viewer's own time is shown
 * beside it when their clock differs ('7:00 PM ET · 4:00 PM your time').
 */

/** The park's zone in a few letters, as the events' times say it. */
export const PARK_ZONE_ABBREVIATION = 'ET';

const monthShort = [
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
const monthLong = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdayShort = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayLong = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The parts of a wall-clock `YYYY-MM-DDTHH:mm` (or a day `YYYY-MM-DD`, midnight). */
export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
}

export function readWallClock(local: string): WallClock {
  const [date = '', time = '00:00'] = local.split('T');
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour, minute, weekday };
}

/** '7:00 PM', '12:30 AM'. */
export function clockText({ hour, minute }: Pick<WallClock, 'hour' | 'minute'>): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** 'Thu, Dec 24'. */
export function dayText(clock: WallClock, withYear = false): string {
  const base = `${weekdayShort[clock.weekday]}, ${monthShort[clock.month - 1]} ${clock.day}`;
  return withYear ? `${base}, ${clock.year}` : base;
}

/** 'Thursday, December 24, 2026' (a day's full name, for screen readers and headings). */
export function longDayText(day: string): string {
  const clock = readWallClock(day);
  return `${weekdayLong[clock.weekday]}, ${monthLong[clock.month - 1]} ${clock.day}, ${clock.year}`;
}

/** 'December 2026'. */
export function monthTitle(month: string): string {
  const clock = readWallClock(`${month}-01`);
  return `${monthLong[clock.month - 1]} ${clock.year}`;
}

/** The date block leading a card: 'DEC' over '24'. */
export function dateBlock(local: string): { month: string; day: string } {
  const clock = readWallClock(local);
  return { month: monthShort[clock.month - 1]!.toUpperCase(), day: String(clock.day) };
}

/** The viewer's own time zone (the browser's), the park's when the browser does not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || PARK_TIME_ZONE;
  } catch {
    return PARK_TIME_ZONE;
  }
}

/** The wall-clock `YYYY-MM-DDTHH:mm` of `instant` in `timeZone`. */
export function instantToZoneLocal(instant: Date | string, timeZone: string): string {
  if (timeZone === PARK_TIME_ZONE) return instantToParkLocal(instant);
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  for (const part of format.formatToParts(
    typeof instant === 'string' ? new Date(instant) : instant,
  ))
    parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The viewer's time of a park time, or null when the viewer's clock shows the same (they are in
 * the park's zone, or one that matches it then): '4:00 PM your time', with the day when it is
 * another day there ('Thu, Dec 24, 11:00 PM your time').
 */
export function viewerTimeText(
  instant: string,
  parkLocal: string,
  timeZone: string,
): string | null {
  const own = instantToZoneLocal(instant, timeZone);
  if (own === parkLocal) return null;
  const clock = readWallClock(own);
  const sameDay = own.slice(0, 10) === parkLocal.slice(0, 10);
  return `${sameDay ? '' : `${dayText(clock)}, `}${clockText(clock)} your time`;
}

/** What an event's times say: at the park, and in the viewer's zone when it differs. */
export interface EventTimeText {
  /** 'Thu, Dec 24, 2026 · 7:00 PM – 10:00 PM ET', or 'Aug 29 – Nov 23, 2024' for long events. */
  park: string;
  /** '4:00 PM your time' (the start), or null. */
  viewer: string | null;
  /** The short start time for cards: '7:00 PM ET'. */
  startClock: string;
}

interface Timed {
  startsAt: string;
  endsAt: string;
  startsAtLocal: string;
  endsAtLocal: string;
}

/**
 * The times of an event. One day: the day and both clocks with the zone. Several days: the start
 * day and time and the end day and time. Spanning weeks (festivals): the days only.
 */
export function eventTimeText(event: Timed, timeZone: string): EventTimeText {
  const start = readWallClock(event.startsAtLocal);
  const end = readWallClock(event.endsAtLocal);
  const startClock = `${clockText(start)} ${PARK_ZONE_ABBREVIATION}`;
  const viewer = viewerTimeText(event.startsAt, event.startsAtLocal, timeZone);
  const sameDay = event.startsAtLocal.slice(0, 10) === event.endsAtLocal.slice(0, 10);
  if (sameDay) {
    return {
      park: `${dayText(start, true)} · ${clockText(start)} – ${clockText(end)} ${PARK_ZONE_ABBREVIATION}`,
      viewer,
      startClock,
    };
  }
  const days = dayDifference(event.startsAtLocal.slice(0, 10), event.endsAtLocal.slice(0, 10));
  if (days > 6) {
    const sameYear = start.year === end.year;
    const from = `${monthShort[start.month - 1]} ${start.day}${sameYear ? '' : `, ${start.year}`}`;
    const to = `${monthShort[end.month - 1]} ${end.day}, ${end.year}`;
    return { park: `${from} – ${to} · from ${startClock}`, viewer, startClock };
  }
  return {
    park: `${dayText(start, true)}, ${clockText(start)} – ${dayText(end)}, ${clockText(end)} ${PARK_ZONE_ABBREVIATION}`,
    viewer,
    startClock,
  };
}

/** The datetime-local value of a park time, as the form's inputs hold it (the same text). */
export function parkLocalInputValue(instant: Date): string {
  return instantToParkLocal(instant);
}

// Plain days (`YYYY-MM-DD`), counted in UTC so no zone moves them.

function dayToUtc(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

function utcToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` moved by `days`. */
export function addDays(day: string, days: number): string {
  return utcToDay(dayToUtc(day) + days * 86_400_000);
}

/** Whole days from `from` to `to`. */
export function dayDifference(from: string, to: string): number {
  return Math.round((dayToUtc(to) - dayToUtc(from)) / 86_400_000);
}

/** `YYYY-MM` moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Whether `month` is a `YYYY-MM` the calendar can show. */
export function isMonth(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** One day of the month grid. */
export interface GridDay {
  date: string;
  day: number;
  /** A day of the month shown (else a neighbour's, greyed). */
  inMonth: boolean;
}

/**
 * The month's grid: whole weeks, Sunday first, from the week of the 1st to the week of the last
 * day (4 to 6 rows). `from` and `to` are its first and last days (the calendar's `?from=&to=`).
 */
export function monthGrid(month: string): { weeks: GridDay[][]; from: string; to: string } {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const from = addDays(first, -readWallClock(first).weekday);
  const to = addDays(last, 6 - readWallClock(last).weekday);
  const weeks: GridDay[][] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (readWallClock(day).weekday === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push({
      date: day,
      day: Number(day.slice(8, 10)),
      inMonth: day.slice(0, 7) === month,
    });
  }
  return { weeks, from, to };
}

/**
 * The events on each day from `from` to `to`: an event is on every park day it overlaps (its
 * start day to its end day; an end at midnight does not touch the next day), soonest first.
 */
export function eventsByDay<T extends { startsAtLocal: string; endsAtLocal: string }>(
  events: readonly T[],
  from: string,
  to: string,
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const sorted = [...events].sort((a, b) => a.startsAtLocal.localeCompare(b.startsAtLocal));
  for (const event of sorted) {
    const startDay = event.startsAtLocal.slice(0, 10);
    let endDay = event.endsAtLocal.slice(0, 10);
    if (event.endsAtLocal.endsWith('T00:00') && endDay > startDay) endDay = addDays(endDay, -1);
    const first = startDay < from ? from : startDay;
    const last = endDay > to ? to : endDay;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const list = days.get(day);
      if (list) list.push(event);
      else days.set(day, [event]);
    }
  }
  return days;
}

/** A list's sections: 'This week' and 'Later' (empty ones left out). */
export interface EventSection<T> {
  key: 'this-week' | 'later';
  title: string;
  items: T[];
}

/**
 * Upcoming events split into 'This week' (started already, or starting within the next seven
 * days) and 'Later', keeping the list's order.
 */
export function groupUpcoming<T extends { startsAt: string }>(
  events: readonly T[],
  now: Date,
): EventSection<T>[] {
  const weekEnd = now.getTime() + 7 * 86_400_000;
  const thisWeek: T[] = [];
  const later: T[] = [];
  for (const event of events) {
    (new Date(event.startsAt).getTime() < weekEnd ? thisWeek : later).push(event);
  }
  const sections: EventSection<T>[] = [];
  if (thisWeek.length > 0) sections.push({ key: 'this-week', title: 'This week', items: thisWeek });
  if (later.length > 0) sections.push({ key: 'later', title: 'Later', items: later });
  return sections;
}

/** Whether an event has ended at `now`. */
export function hasEnded(event: { endsAt: string }, now: Date): boolean {
  return new Date(event.endsAt).getTime() <= now.getTime();
}

/** Whether an event is on at `now` (started, not ended). */
export function isHappening(event: { startsAt: string; endsAt: string }, now: Date): boolean {
  return new Date(event.startsAt).getTime() <= now.getTime() && !hasEnded(event, now);
}
