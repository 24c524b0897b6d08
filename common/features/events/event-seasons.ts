import { parkLocalToInstant } from './park-time';

/**
 * Yearly seasons of the official events (issue 28): each recurs every year on a rule of its
 * real season, and the site computes the season in progress, or else the next one, so the
 * official events never sit in the past. Pure, no zod, for the browser and the server alike.
 */

/** 0 = Sunday … 6 = Saturday (as `Date.getUTCDay`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A park-local day of a year: `month`/`day`, or with `weekday` the first such weekday on or
 * after it (the last Thursday of August is the first Thursday on or after 25 August), then
 * moved by `offsetDays`; at `time` (`HH:mm`, park-local).
 */
export interface SeasonDay {
  month: number;
  day: number;
  weekday?: Weekday;
  offsetDays?: number;
  time: string;
}

/**
 * A yearly season: it starts on `start` of a year and ends on `end` of the same year, or of the
 * next when that day comes before the start (a season over New Year). `selectNights`: the event
 * runs on select nights of the season only (the holiday parties).
 */
export interface SeasonRule {
  start: SeasonDay;
  end: SeasonDay;
  selectNights?: boolean;
}

/** One season: park-local `YYYY-MM-DDTHH:mm` times and the instants they name. */
export interface Season {
  startsAtLocal: string;
  endsAtLocal: string;
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The park-local date `YYYY-MM-DD` of `rule` in `year` (calendar arithmetic in UTC: no DST). */
export function seasonDayDate(rule: SeasonDay, year: number): string {
  let at = Date.UTC(year, rule.month - 1, rule.day);
  if (rule.weekday !== undefined) {
    const weekday = new Date(at).getUTCDay();
    at += ((rule.weekday - weekday + 7) % 7) * DAY_MS;
  }
  at += (rule.offsetDays ?? 0) * DAY_MS;
  const date = new Date(at);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The season of `rule` that starts in `year`. */
export function seasonOfYear(rule: SeasonRule, year: number): Season {
  const startsAtLocal = `${seasonDayDate(rule.start, year)}T${rule.start.time}`;
  let endsAtLocal = `${seasonDayDate(rule.end, year)}T${rule.end.time}`;
  if (endsAtLocal <= startsAtLocal)
    endsAtLocal = `${seasonDayDate(rule.end, year + 1)}T${rule.end.time}`;
  return {
    startsAtLocal,
    endsAtLocal,
    startsAt: parkLocalToInstant(startsAtLocal),
    endsAt: parkLocalToInstant(endsAtLocal),
  };
}

/**
 * The season of `rule` in progress at `at` (started, not yet ended), else the next one. A
 * season has ended once its end is reached (as events end: `endsAt <= now`).
 */
export function currentOrNextSeason(rule: SeasonRule, at: Date): Season {
  // The park-local year of `at` is within a day of the UTC one; the year before covers a season
  // over New Year that is still running.
  const year = at.getUTCFullYear();
  for (let candidate = year - 1; ; candidate += 1) {
    const season = seasonOfYear(rule, candidate);
    if (season.endsAt.getTime() > at.getTime()) return season;
  }
}

/**
 * The season an official event moves to once its dates (`endedAt`, its end) are over: the one
 * in progress or next at `now` that starts after `endedAt` (a season whose dates staff shortened
 * or moved is not given again).
 */
export function seasonAfter(rule: SeasonRule, endedAt: Date, now: Date): Season {
  let season = currentOrNextSeason(rule, now);
  while (season.startsAt.getTime() <= endedAt.getTime()) {
    season = currentOrNextSeason(rule, season.endsAt);
  }
  return season;
}

/** Where an event stands at `now`, as the guide and the event pages label it. */
export type EventPhase = 'upcoming' | 'happening' | 'ended' | 'cancelled';

/** The phase of an event from its real dates (and status). */
export function eventPhase(
  event: { startsAt: string | Date; endsAt: string | Date; status: string },
  now: Date,
): EventPhase {
  if (event.status === 'cancelled') return 'cancelled';
  if (new Date(event.endsAt).getTime() <= now.getTime()) return 'ended';
  return new Date(event.startsAt).getTime() <= now.getTime() ? 'happening' : 'upcoming';
}

/** The phase as the guide's event cards say it. */
export const eventPhaseLabels: Record<EventPhase, string> = {
  upcoming: 'Upcoming',
  happening: 'Happening now',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The days of an event as the guide's cards write them, from park-local times: 'Aug 27 - Nov
 * 21, 2027', 'Dec 28, 2027 - Jan 3, 2028' over New Year, 'Select nights, …' for a party.
 */
export function seasonDatesText(
  startsAtLocal: string,
  endsAtLocal: string,
  selectNights = false,
): string {
  const [sy, sm, sd] = startsAtLocal.slice(0, 10).split('-').map(Number);
  const [ey, em, ed] = endsAtLocal.slice(0, 10).split('-').map(Number);
  const day = (month: number, date: number) => `${MONTHS[month - 1]} ${date}`;
  const text =
    sy === ey
      ? sm === em && sd === ed
        ? `${day(sm!, sd!)}, ${sy}`
        : `${day(sm!, sd!)} - ${day(em!, ed!)}, ${ey}`
      : `${day(sm!, sd!)}, ${sy} - ${day(em!, ed!)}, ${ey}`;
  return selectNights ? `Select nights, ${text}` : text;
}

/**
 * The real dates of an official event as the `/disney-events` guide's cards show them, by the
 * card's name (the official event's title in `official-events.ts`): from the database, where
 * the season is kept current (or staff entered it). `phase` is where it stands when rendered.
 */
export interface OfficialEventDates {
  path: string;
  startsAt: string;
  endsAt: string;
  startsAtLocal: string;
  endsAtLocal: string;
  status: 'scheduled' | 'cancelled';
  phase: EventPhase;
}
export type OfficialEventDatesByName = ReadonlyMap<string, OfficialEventDates>;
