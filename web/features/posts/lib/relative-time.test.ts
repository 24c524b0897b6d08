import { describe, expect, it } from 'vitest';
import { formatFullDate, formatRelativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says just now for the last few seconds (and for clocks slightly ahead)', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('just now');
    expect(formatRelativeTime(ago(-30), now)).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(formatRelativeTime(ago(50), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 86400), now)).toBe('3 days ago');
  });

  it('shows a date after a week, with the year when it differs', () => {
    expect(formatRelativeTime('2025-03-04T12:00:00Z', now)).toBe('Mar 4');
    expect(formatRelativeTime('2023-12-24T12:00:00Z', now)).toBe('Dec 24, 2023');
  });

  it('gives nothing for a bad date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
    expect(formatFullDate('not a date')).toBe('');
  });

  it('formats the full date with the year and time', () => {
    expect(formatFullDate('2025-03-04T12:00:00Z')).toMatch(/March \d, 2025 at \d{1,2}:\d{2}/);
  });
});
