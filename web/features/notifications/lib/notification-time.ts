const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });
const dateFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const fullFormat = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a notification arrived, briefly: 'just now', '5 min. ago', '3 hr. ago', 'yesterday', 'Mar 4'. */
export function formatNotificationTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 45) return 'just now';
  if (seconds < HOUR) return relative.format(-Math.max(1, Math.round(seconds / MINUTE)), 'minute');
  if (seconds < DAY) return relative.format(-Math.round(seconds / HOUR), 'hour');
  if (seconds < 7 * DAY) return relative.format(-Math.round(seconds / DAY), 'day');
  return dateFormat.format(date);
}

/** The full date and time, for a tooltip. */
export function formatNotificationDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullFormat.format(date);
}
