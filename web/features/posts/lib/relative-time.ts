const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'long' });
const fullDate = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' });
const shortDate = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const shortDateWithYear = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * How long ago something happened, for a list: 'just now', '5 minutes ago', 'yesterday',
 * then a date ('Mar 4', with the year when it is not this year's).
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 45) return 'just now';
  if (seconds < HOUR) return relative.format(-Math.max(1, Math.round(seconds / MINUTE)), 'minute');
  if (seconds < DAY) return relative.format(-Math.round(seconds / HOUR), 'hour');
  if (seconds < WEEK) return relative.format(-Math.round(seconds / DAY), 'day');
  return date.getFullYear() === now.getFullYear()
    ? shortDate.format(date)
    : shortDateWithYear.format(date);
}

/** The full date and time, for a tooltip: 'Tuesday, March 4, 2025 at 9:30 AM'. */
export function formatFullDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullDate.format(date);
}
