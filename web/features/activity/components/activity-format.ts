import { countLabel } from '../../../../common/count-format';

/** The time of day of an instant where the site is (`11:30 PM`), as the day is cut there. */
export function formatTimeOfDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** `1 new post`, `3 new posts`: a count with its noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return countLabel(count, singular, plural);
}
