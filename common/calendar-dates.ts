/**
 * The dates the API accepts, whatever the field: calendar days and wall-clock times whose year
 * lies between 1900 and 2200. Outside it no date means anything for a trip, an event or a
 * filter, and PostgreSQL and `Intl` stop agreeing on what a year is (year 0, five-digit years),
 * so every contract reads its dates through these checks (and `date-schemas.ts`) to answer such
 * input with a 400 instead of reaching a 500. No zod here: pages may use it without loading it.
 */

/** The first and the last year a date in a request may have. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;

/** What a request hears when one of its dates lies outside those years. */
export const DATE_RANGE_MESSAGE = `Dates must be between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Whether `value` starts with a day `YYYY-MM-DD` that exists in the calendar (leap days
 * included: `2024-02-29` is one, `2023-02-29` and `2100-02-29` are not) and whose year lies
 * between `DATE_YEAR_MIN` and `DATE_YEAR_MAX`. A longer value (a date and time) is judged by
 * its day.
 */
export function isSupportedDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether the year of a `YYYY-…` value lies between the supported years (no calendar check). */
export function isSupportedYear(value: string): boolean {
  const year = Number(/^(\d{4})-/.exec(value)?.[1] ?? Number.NaN);
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}
