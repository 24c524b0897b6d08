import { describe, expect, it } from 'vitest';
import type { ContestSummary } from '../../../../common/features/contests/contests.contract';
import { countdownText, durationText, phaseAt } from './contest-time';

const contest = {
  entriesOpenAt: '2026-12-01T14:00:00.000Z',
  entriesCloseAt: '2026-12-08T14:00:00.000Z',
  votingEndsAt: '2026-12-15T14:00:00.000Z',
  resultsAt: null,
} as ContestSummary;

describe('contest times', () => {
  it('reads durations in days, hours and minutes', () => {
    expect(durationText(30_000)).toBe('less than a minute');
    expect(durationText(60_000)).toBe('1 minute');
    expect(durationText(3 * 3_600_000 + 5 * 60_000)).toBe('3 hours 5 minutes');
    expect(durationText(2 * 86_400_000 + 4 * 3_600_000)).toBe('2 days 4 hours');
    expect(durationText(86_400_000)).toBe('1 day');
  });

  it('follows the phases with the clock and counts down to the next one', () => {
    expect(phaseAt(contest, new Date('2026-11-30T00:00:00Z'))).toBe('upcoming');
    expect(countdownText(contest, new Date('2026-12-07T14:00:00Z'))).toBe('Entries close in 1 day');
    expect(phaseAt(contest, new Date('2026-12-10T00:00:00Z'))).toBe('voting');
    expect(countdownText(contest, new Date('2026-12-15T12:30:00Z'))).toBe(
      'Voting ends in 1 hour 30 minutes',
    );
    expect(phaseAt(contest, new Date('2026-12-16T00:00:00Z'))).toBe('tallying');
    expect(phaseAt({ ...contest, resultsAt: '2026-12-15T14:00:05Z' }, new Date())).toBe('finished');
  });
});
