import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isSupportedDay, isSupportedYear } from './calendar-dates';

/**
 * The one schema of each kind of date a request may carry (issue 26): every contract builds
 * its date fields from these, so each date is checked the same way (its form, that the day
 * exists, and that its year lies between 1900 and 2200) and bad ones answer 400.
 */

const DAY_FORM = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME_FORM = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A calendar day `YYYY-MM-DD`. `formMessage` is the field's own sentence for a value that is
 * not a day (`Trip dates must be dates like 2027-03-14`); a real day in a year out of range gets
 * `DATE_RANGE_MESSAGE`.
 */
export function calendarDaySchema(formMessage: string, requiredMessage = formMessage) {
  return z
    .string(requiredMessage)
    .regex(DAY_FORM, formMessage)
    .refine((value) => !isSupportedYear(value) || isSupportedDay(value), formMessage)
    .refine(isSupportedYear, DATE_RANGE_MESSAGE)
    .meta({ format: 'date' });
}

/** A wall-clock date and time `YYYY-MM-DDTHH:mm` (no zone: the field says whose clock). */
export function localDateTimeSchema(formMessage: string, requiredMessage = formMessage) {
  return z
    .string(requiredMessage)
    .regex(LOCAL_TIME_FORM, formMessage)
    .refine((value) => !isSupportedYear(value) || isSupportedDay(value), formMessage)
    .refine(isSupportedYear, DATE_RANGE_MESSAGE);
}

/** An instant with its offset (`2026-12-24T19:00:00.000Z`), as browsers write timestamps. */
export function instantSchema() {
  return z.iso.datetime({ offset: true }).refine(isSupportedYear, DATE_RANGE_MESSAGE);
}
