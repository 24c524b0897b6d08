import { describe, expect, it } from 'vitest';
import {
  currentOrNextSeason,
  eventPhase,
  seasonAfter,
  seasonDatesText,
  seasonDayDate,
  seasonOfYear,
  type SeasonRule,
} from './event-seasons';
import { officialEvents } from './official-events';
import { parkLocalToInstant } from './park-time';

const ruleOf = (title: string): SeasonRule => {
  const event = officialEvents.find((candidate) => candidate.title.startsWith(title));
  if (!event) throw new Error(`no official event ${title}`);
  return event.season;
};
const foodAndWine = ruleOf('EPCOT International Food & Wine');
const christmasParty = ruleOf("Mickey's Very Merry");
const holidays = ruleOf('EPCOT International Festival of the Holidays');
const arts = ruleOf('EPCOT International Festival of the Arts');
const princess = ruleOf('Disney Princess Half Marathon');
const local = (season: { startsAtLocal: string; endsAtLocal: string }) => [
  season.startsAtLocal,
  season.endsAtLocal,
];
const at = (text: string) => parkLocalToInstant(text);

describe('official event seasons', () => {
  it('gives the real seasons of 2024 and 2025 back', () => {
    expect(local(seasonOfYear(foodAndWine, 2024))).toEqual([
      '2024-08-29T11:00',
      '2024-11-23T21:00',
    ]);
    expect(local(seasonOfYear(foodAndWine, 2025))).toEqual([
      '2025-08-28T11:00',
      '2025-11-22T21:00',
    ]);
    expect(local(seasonOfYear(christmasParty, 2024))).toEqual([
      '2024-11-08T19:00',
      '2024-12-20T23:59',
    ]);
    expect(local(seasonOfYear(christmasParty, 2025))).toEqual([
      '2025-11-07T19:00',
      '2025-12-19T23:59',
    ]);
    expect(local(seasonOfYear(holidays, 2024))).toEqual(['2024-11-29T11:00', '2024-12-30T21:00']);
    expect(local(seasonOfYear(arts, 2025))).toEqual(['2025-01-17T11:00', '2025-02-24T21:00']);
    expect(local(seasonOfYear(princess, 2025))).toEqual(['2025-02-27T05:00', '2025-03-02T12:00']);
  });

  it('gives every official event a season for years to come, in order and a few weeks long', () => {
    for (const event of officialEvents) {
      let previousEnd = 0;
      for (let year = 2024; year <= 2040; year += 1) {
        const season = seasonOfYear(event.season, year);
        expect(season.endsAt.getTime(), event.title).toBeGreaterThan(season.startsAt.getTime());
        expect(season.startsAt.getTime(), event.title).toBeGreaterThan(previousEnd);
        const days = (season.endsAt.getTime() - season.startsAt.getTime()) / 86_400_000;
        expect(days).toBeGreaterThan(2);
        expect(days).toBeLessThan(100);
        previousEnd = season.endsAt.getTime();
      }
    }
  });

  it('is the season in progress, else the next one (2026-12-06)', () => {
    const now = new Date('2026-12-06T15:00:00Z');
    // Food & Wine ended on 21 November: the next is 2027's.
    expect(local(currentOrNextSeason(foodAndWine, now))).toEqual([
      '2027-08-26T11:00',
      '2027-11-20T21:00',
    ]);
    // The party and the holiday festival are on.
    expect(local(currentOrNextSeason(christmasParty, now))).toEqual([
      '2026-11-06T19:00',
      '2026-12-18T23:59',
    ]);
    expect(local(currentOrNextSeason(holidays, now))).toEqual([
      '2026-11-27T11:00',
      '2026-12-30T21:00',
    ]);
    expect(local(currentOrNextSeason(arts, now))).toEqual(['2027-01-15T11:00', '2027-02-22T21:00']);
    for (const event of officialEvents) {
      const season = currentOrNextSeason(event.season, now);
      expect(season.endsAt.getTime(), event.title).toBeGreaterThan(now.getTime());
    }
  });

  it('turns over at the end, around the year end', () => {
    // The holiday festival's last minute, then the next year's.
    expect(currentOrNextSeason(holidays, at('2026-12-30T20:59')).startsAtLocal).toBe(
      '2026-11-27T11:00',
    );
    expect(currentOrNextSeason(holidays, at('2026-12-30T21:00')).startsAtLocal).toBe(
      '2027-11-26T11:00',
    );
    // New Year's Eve and Day (park-local; already 1 January in UTC at 8 pm on the 31st).
    expect(currentOrNextSeason(arts, at('2026-12-31T20:00')).startsAtLocal).toBe(
      '2027-01-15T11:00',
    );
    expect(currentOrNextSeason(arts, new Date('2027-01-01T00:30:00Z')).startsAtLocal).toBe(
      '2027-01-15T11:00',
    );
    expect(currentOrNextSeason(foodAndWine, at('2027-01-01T00:00')).startsAtLocal).toBe(
      '2027-08-26T11:00',
    );
  });

  it('handles a season over New Year', () => {
    const winter: SeasonRule = {
      start: { month: 12, day: 20, time: '18:00' },
      end: { month: 1, day: 5, time: '22:00' },
    };
    expect(local(seasonOfYear(winter, 2026))).toEqual(['2026-12-20T18:00', '2027-01-05T22:00']);
    expect(local(currentOrNextSeason(winter, at('2027-01-02T12:00')))).toEqual([
      '2026-12-20T18:00',
      '2027-01-05T22:00',
    ]);
    expect(currentOrNextSeason(winter, at('2027-01-05T22:00')).startsAtLocal).toBe(
      '2027-12-20T18:00',
    );
    expect(seasonDatesText('2026-12-20T18:00', '2027-01-05T22:00')).toBe(
      'Dec 20, 2026 - Jan 5, 2027',
    );
  });

  it('reads park times across the clock changes (EDT in August, EST in November)', () => {
    const season = seasonOfYear(foodAndWine, 2027);
    expect(season.startsAt.toISOString()).toBe('2027-08-26T15:00:00.000Z');
    expect(season.endsAt.toISOString()).toBe('2027-11-21T02:00:00.000Z');
    // The party's first night of 2027 (5 November) is still EDT; 2026's (6 November) is EST.
    expect(seasonOfYear(christmasParty, 2027).startsAt.toISOString()).toBe(
      '2027-11-05T23:00:00.000Z',
    );
    expect(seasonOfYear(christmasParty, 2026).startsAt.toISOString()).toBe(
      '2026-11-07T00:00:00.000Z',
    );
    // A season starting on the night the clocks go forward (8 March 2026, 2:30 does not exist).
    const spring: SeasonRule = {
      start: { month: 3, day: 8, time: '02:30' },
      end: { month: 3, day: 9, time: '02:30' },
    };
    expect(seasonOfYear(spring, 2026).startsAt.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(seasonOfYear(spring, 2026).endsAt.toISOString()).toBe('2026-03-09T06:30:00.000Z');
  });

  it('counts 29 February in leap years', () => {
    // The Sunday on or after 24 February: 2 March 2025, 29 February 2032 (a leap-year Sunday).
    expect(seasonDayDate(princess.end, 2032)).toBe('2032-02-29');
    expect(local(seasonOfYear(princess, 2032))).toEqual(['2032-02-26T05:00', '2032-02-29T12:00']);
    expect(local(seasonOfYear(princess, 2028))).toEqual(['2028-02-24T05:00', '2028-02-27T12:00']);
    // 2027 is no leap year: the Sunday after 24 February is 28 February.
    expect(seasonDayDate(princess.end, 2027)).toBe('2027-02-28');
    // A rule on 29 February itself falls on 1 March in other years.
    expect(seasonDayDate({ month: 2, day: 29, time: '10:00' }, 2027)).toBe('2027-03-01');
    expect(seasonDayDate({ month: 2, day: 29, time: '10:00' }, 2028)).toBe('2028-02-29');
    // Festival of the Arts in a leap year ends on the Monday on or after 18 February.
    expect(local(seasonOfYear(arts, 2028))).toEqual(['2028-01-14T11:00', '2028-02-21T21:00']);
  });

  it('moves an ended event to a season that starts after its dates', () => {
    const now = at('2027-11-20T22:00');
    // Staff ended 2027's Food & Wine early (15 November): 2027's season is not given again.
    expect(seasonAfter(foodAndWine, at('2027-11-15T21:00'), now).startsAtLocal).toBe(
      '2028-08-31T11:00',
    );
    // An event left on its 2024 dates goes to the next season from now.
    expect(seasonAfter(foodAndWine, at('2024-11-23T21:00'), at('2026-12-06T10:00'))).toMatchObject({
      startsAtLocal: '2027-08-26T11:00',
    });
    // One still in season from 2024's dates picks the season in progress.
    expect(seasonAfter(holidays, at('2024-12-30T21:00'), at('2026-12-06T10:00'))).toMatchObject({
      startsAtLocal: '2026-11-27T11:00',
    });
  });

  it('labels an event from its real dates', () => {
    const event = { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-10T00:00:00Z' };
    expect(eventPhase({ ...event, status: 'scheduled' }, new Date('2026-11-30T00:00:00Z'))).toBe(
      'upcoming',
    );
    expect(eventPhase({ ...event, status: 'scheduled' }, new Date('2026-12-06T00:00:00Z'))).toBe(
      'happening',
    );
    expect(eventPhase({ ...event, status: 'scheduled' }, new Date('2026-12-10T00:00:00Z'))).toBe(
      'ended',
    );
    expect(eventPhase({ ...event, status: 'cancelled' }, new Date('2026-11-30T00:00:00Z'))).toBe(
      'cancelled',
    );
  });

  it('writes the dates as the guide cards do', () => {
    expect(seasonDatesText('2027-08-26T11:00', '2027-11-20T21:00')).toBe('Aug 26 - Nov 20, 2027');
    expect(seasonDatesText('2026-11-06T19:00', '2026-12-18T23:59', true)).toBe(
      'Select nights, Nov 6 - Dec 18, 2026',
    );
    expect(seasonDatesText('2027-03-01T10:00', '2027-03-01T12:00')).toBe('Mar 1, 2027');
  });
});
