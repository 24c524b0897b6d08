import { ApiError } from '../../../lib/api-error';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** 'Day 2 · Thu 15 Apr' for a day of a trip. */
export function tripDayLabel(dayNumber: number, date: string): string {
  const parts = Object.fromEntries(
    dayFormat.formatToParts(asDate(date)).map((part) => [part.type, part.value]),
  );
  return `Day ${dayNumber} · ${parts.weekday} ${parts.day} ${parts.month}`;
}

/** 'Apr 14, 2027 to Apr 20, 2027' (one date for a one-day trip). */
export function tripDatesText(trip: { arrivesOn: string; departsOn: string }): string {
  const from = dateFormat.format(asDate(trip.arrivesOn));
  if (trip.arrivesOn === trip.departsOn) return from;
  return `${from} to ${dateFormat.format(asDate(trip.departsOn))}`;
}

/** '4 people', '1 person', 'No party yet'. */
export function partySizeText(count: number): string {
  if (count === 0) return 'No party yet';
  return count === 1 ? '1 person' : `${count} people`;
}

/**
 * The server's validation messages of a failed form by field (the first of each, `body.name`
 * → `name`), and the message to show above the form when none belongs to a field.
 */
export function formErrorsOf(error: unknown): { fields: Record<string, string>; form: string } {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const detail of error.details ?? []) {
      const field = detail.path.replace(/^body\./, '').split('.')[0] ?? '';
      if (field && !fields[field]) fields[field] = detail.message;
    }
  }
  const message =
    error instanceof Error && error.message
      ? error.message
      : 'An unexpected error occurred. Please try again.';
  return { fields, form: Object.keys(fields).length > 0 ? '' : message };
}
