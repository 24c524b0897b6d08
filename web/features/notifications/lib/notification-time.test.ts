import { describe, expect, it } from 'vitest';
import { formatNotificationDate, formatNotificationTime } from './notification-time';

describe('formatNotificationTime', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('reads briefly, from just now to a date', () => {
    expect(formatNotificationTime(ago(10), now)).toBe('just now');
    expect(formatNotificationTime(ago(5 * 60), now)).toBe('5 min. ago');
    expect(formatNotificationTime(ago(3 * 3600), now)).toBe('3 hr. ago');
    expect(formatNotificationTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatNotificationTime(ago(10 * 86_400), now)).toBe('Feb 28');
  });

  it('is empty for a bad date', () => {
    expect(formatNotificationTime('not a date', now)).toBe('');
    expect(formatNotificationDate('not a date')).toBe('');
    expect(formatNotificationDate('2025-03-04T10:00:00Z')).toMatch(/March 4, 2025/);
  });
});
