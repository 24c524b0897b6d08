import type { ModerationAuthor } from '../../../../common/features/moderation/moderation.contract';
import { countLabel, formatCount } from '../../../../common/count-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, word: string) => countLabel(count, word, `${word}s`);

/** How old an account is, in its largest whole unit: '5 hours', '3 days', '2 months', '1 year'. */
export function accountAge(createdAt: string, now: Date = new Date()): string {
  const age = now.getTime() - new Date(createdAt).getTime();
  if (Number.isNaN(age)) return '';
  if (age < HOUR) return plural(Math.max(1, Math.floor(age / MINUTE)), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  if (age < 31 * DAY) return plural(Math.floor(age / DAY), 'day');
  if (age < 365 * DAY) return plural(Math.floor(age / (30 * DAY)), 'month');
  return plural(Math.floor(age / (365 * DAY)), 'year');
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** 'just now', '5 minutes ago', 'yesterday', '3 days ago', then the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const age = now.getTime() - date.getTime();
  if (Number.isNaN(age)) return '';
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), 'hour');
  if (age < 7 * DAY) return relative.format(-Math.floor(age / DAY), 'day');
  return dateTime.format(date);
}

/** The full date and time, for a tooltip. */
export function fullDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/**
 * An author's record with the team, in a line: 'No earlier reports', or '4 earlier reports:
 * 1 dismissed, 2 hidden, 1 warned'.
 */
export function historyText(history: ModerationAuthor['history']): string {
  if (history.closedReports === 0) return 'No earlier reports';
  const outcomes = (
    [
      ['dismissed', history.dismissed],
      ['hidden', history.hidden],
      ['deleted', history.deleted],
      ['warned', history.warned],
      ['suspended', history.suspended],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([word, count]) => `${formatCount(count)} ${word}`);
  const head = countLabel(history.closedReports, 'earlier report', 'earlier reports');
  return outcomes.length > 0 ? `${head}: ${outcomes.join(', ')}` : head;
}

/** Whether a suspension is in force at `now`, and its end in words. */
export function suspensionText(
  suspendedUntil: string | null,
  now: Date = new Date(),
): string | null {
  if (!suspendedUntil) return null;
  const until = new Date(suspendedUntil);
  if (Number.isNaN(until.getTime()) || until <= now) return null;
  return until.getFullYear() - now.getFullYear() > 50
    ? 'Suspended permanently'
    : `Suspended until ${dateTime.format(until)}`;
}

/** '1 report', '3 reports'. */
export function reportCountText(count: number): string {
  return plural(count, 'report');
}
