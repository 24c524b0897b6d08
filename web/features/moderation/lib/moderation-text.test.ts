import { describe, expect, it } from 'vitest';
import { accountAge, historyText, reportCountText, suspensionText } from './moderation-text';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('moderation text', () => {
  it('says how old an account is in its largest whole unit', () => {
    expect(accountAge(ago(5 * 60_000), now)).toBe('5 minutes');
    expect(accountAge(ago(HOUR), now)).toBe('1 hour');
    expect(accountAge(ago(3 * DAY + HOUR), now)).toBe('3 days');
    expect(accountAge(ago(65 * DAY), now)).toBe('2 months');
    expect(accountAge(ago(800 * DAY), now)).toBe('2 years');
  });

  it('sums up earlier reports and their outcomes', () => {
    const none = { closedReports: 0, dismissed: 0, hidden: 0, deleted: 0, warned: 0, suspended: 0 };
    expect(historyText(none)).toBe('No earlier reports');
    expect(historyText({ ...none, closedReports: 1, dismissed: 1 })).toBe(
      '1 earlier report: 1 dismissed',
    );
    expect(historyText({ ...none, closedReports: 4, dismissed: 1, hidden: 2, warned: 1 })).toBe(
      '4 earlier reports: 1 dismissed, 2 hidden, 1 warned',
    );
  });

  it('names a suspension in force, and nothing for an ended one', () => {
    expect(suspensionText(null, now)).toBeNull();
    expect(suspensionText(ago(HOUR), now)).toBeNull();
    expect(suspensionText('9999-12-31T00:00:00Z', now)).toBe('Suspended permanently');
    expect(suspensionText(new Date(now.getTime() + 3 * DAY).toISOString(), now)).toMatch(
      /^Suspended until /,
    );
  });

  it('counts reports', () => {
    expect(reportCountText(1)).toBe('1 report');
    expect(reportCountText(3)).toBe('3 reports');
  });
});
