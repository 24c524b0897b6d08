import { describe, expect, it } from 'vitest';
import {
  calendarDayText,
  heightRequirementText,
  partyMemberLabel,
  tripDatesText,
} from './trip-display-text';

describe('trip display texts', () => {
  it('writes a calendar day without moving it through a time zone', () => {
    expect(calendarDayText('2026-12-06')).toBe('6 Dec 2026');
    expect(calendarDayText('2027-01-01')).toBe('1 Jan 2027');
  });

  it("writes a trip's dates with the year once, or twice across new year", () => {
    expect(tripDatesText('2027-01-14', '2027-01-18')).toBe('Thu 14 Jan – Mon 18 Jan 2027');
    expect(tripDatesText('2026-12-30', '2027-01-02')).toBe('Wed 30 Dec 2026 – Sat 2 Jan 2027');
    expect(tripDatesText('2027-03-14', '2027-03-14')).toBe('Sun 14 Mar 2027');
  });

  it("writes an attraction's limit in both units, or 'Any height'", () => {
    expect(heightRequirementText(102, 40)).toBe('102 cm (40 in)');
    expect(heightRequirementText(101.6, null)).toBe('102 cm');
    expect(heightRequirementText(null, null)).toBe('Any height');
  });

  it('names a party member, or their age band when the name is withheld', () => {
    expect(partyMemberLabel({ name: 'Maya', ageBand: 'child' })).toBe('Maya');
    expect(partyMemberLabel({ name: null, ageBand: 'child' })).toBe('Child (3–9)');
  });
});
