import {
  EVENT_DURATION_MAX_DAYS,
  EVENT_END_BEFORE_START_MESSAGE,
  EVENT_PLACE_REQUIRED_MESSAGE,
  EVENT_START_IN_PAST_MESSAGE,
  EVENT_START_MAX_DAYS_AHEAD,
  EVENT_START_TOO_FAR_MESSAGE,
  EVENT_TOO_LONG_MESSAGE,
  PARK_LOCAL_DATE_PATTERN,
} from '../../../common/features/events/event-limits';
import { parkLocalToInstant } from '../../../common/features/events/park-time';
import { isSupportedDay } from '../../../common/calendar-dates';
import { AppError } from '../../lib/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The longest span of `?from=&to=` (park days, `to` included). */
export const EVENT_RANGE_MAX_DAYS = 62;

const unprocessable = (message: string) => new AppError('unprocessable', message);

/**
 * The checks of an event's times (422 with the contract's texts): the end after the start, at
 * most {@link EVENT_DURATION_MAX_DAYS} days long, and, when the start is new (creating, or moving
 * it), not in the past (the current minute counts as now) nor more than two years ahead.
 */
export function checkEventTimes(input: {
  startsAt: Date;
  endsAt: Date;
  startIsNew: boolean;
  now: Date;
}): void {
  const start = input.startsAt.getTime();
  const end = input.endsAt.getTime();
  if (end <= start) throw unprocessable(EVENT_END_BEFORE_START_MESSAGE);
  if (input.startIsNew) {
    const thisMinute = Math.floor(input.now.getTime() / MINUTE_MS) * MINUTE_MS;
    if (start < thisMinute) throw unprocessable(EVENT_START_IN_PAST_MESSAGE);
    if (start > input.now.getTime() + EVENT_START_MAX_DAYS_AHEAD * DAY_MS) {
      throw unprocessable(EVENT_START_TOO_FAR_MESSAGE);
    }
  }
  if (end - start > EVENT_DURATION_MAX_DAYS * DAY_MS) throw unprocessable(EVENT_TOO_LONG_MESSAGE);
}

/** A park or a place in words is needed (422). */
export function checkEventPlace(input: { park: string | null; location: string }): void {
  if (input.park === null && input.location.trim() === '') {
    throw unprocessable(EVENT_PLACE_REQUIRED_MESSAGE);
  }
}

/** Whether `YYYY-MM-DD` is a day of the calendar in the supported years (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  return PARK_LOCAL_DATE_PATTERN.test(day) && isSupportedDay(day);
}

/**
 * The instant of a park-local `YYYY-MM-DDTHH:mm` the contract's pattern let through.
 * @throws AppError 400 for a day that does not exist (2026-02-30).
 */
export function parkTimeInstant(local: string, what: 'Start' | 'End'): Date {
  if (!isCalendarDay(local.slice(0, 10))) {
    throw new AppError(
      'validation_failed',
      `${what} must be a date and time like 2026-12-24T19:00`,
    );
  }
  return parkLocalToInstant(local);
}

/** The day after a park-local `YYYY-MM-DD` (calendar arithmetic, whatever the clocks do). */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + 1)).toISOString().slice(0, 10);
}

/**
 * `?from=&to=` (park days, `to` included) → the instants [from's midnight, the midnight after
 * `to`) at the park. @throws AppError 400 for a day that does not exist, `to` before `from`,
 * or more than {@link EVENT_RANGE_MAX_DAYS} days.
 */
export function parkDayRange(from: string, to: string): { from: Date; to: Date } {
  const invalid = (message: string) => new AppError('validation_failed', message);
  for (const day of [from, to]) {
    if (!isCalendarDay(day)) throw invalid(`${day} is not a day`);
  }
  if (to < from) throw invalid('To must not be before from');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > EVENT_RANGE_MAX_DAYS) {
    throw invalid(`From and to can be at most ${EVENT_RANGE_MAX_DAYS} days apart`);
  }
  return { from: parkLocalToInstant(from), to: parkLocalToInstant(nextDay(to)) };
}
