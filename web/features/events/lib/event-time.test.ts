import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dateBlock,
  eventsByDay,
  eventTimeText,
  groupUpcoming,
  monthGrid,
  viewerTimeText,
} from './event-time';

const evening = {
  // 7:00 PM to 10:00 PM at the park on Dec 24, 2026 (EST, UTC-5).
  startsAt: '2026-12-25T00:00:00.000Z',
  endsAt: '2026-12-25T03:00:00.000Z',
  startsAtLocal: '2026-12-24T19:00',
  endsAtLocal: '2026-12-24T22:00',
};

describe('event times: park and viewer zones', () => {
  it('says the park time with its zone and nothing more for a viewer in the park’s zone', () => {
    expect(eventTimeText(evening, 'America/New_York')).toEqual({
      park: 'Thu, Dec 24, 2026 · 7:00 PM – 10:00 PM ET',
      viewer: null,
      startClock: '7:00 PM ET',
    });
    // Toronto keeps the same clock as the park.
    expect(eventTimeText(evening, 'America/Toronto').viewer).toBeNull();
  });

  it('adds the viewer’s own time when their clock differs', () => {
    expect(eventTimeText(evening, 'America/Los_Angeles').viewer).toBe('4:00 PM your time');
    expect(viewerTimeText(evening.startsAt, evening.startsAtLocal, 'Europe/London')).toBe(
      'Fri, Dec 25, 12:00 AM your time',
    );
  });

  it('follows daylight saving time at the park (EDT in summer)', () => {
    const summer = {
      startsAt: '2026-07-04T13:30:00.000Z',
      endsAt: '2026-07-04T15:00:00.000Z',
      startsAtLocal: '2026-07-04T09:30',
      endsAtLocal: '2026-07-04T11:00',
    };
    expect(eventTimeText(summer, 'Europe/Paris').viewer).toBe('3:30 PM your time');
    expect(eventTimeText(summer, 'UTC').viewer).toBe('1:30 PM your time');
  });

  it('writes several days and long festivals as ranges', () => {
    expect(
      eventTimeText(
        {
          startsAt: '2026-12-24T23:00:00.000Z',
          endsAt: '2026-12-26T17:00:00.000Z',
          startsAtLocal: '2026-12-24T18:00',
          endsAtLocal: '2026-12-26T12:00',
        },
        'America/New_York',
      ).park,
    ).toBe('Thu, Dec 24, 2026, 6:00 PM – Sat, Dec 26, 12:00 PM ET');
    expect(
      eventTimeText(
        {
          startsAt: '2024-08-29T15:00:00.000Z',
          endsAt: '2024-11-24T02:00:00.000Z',
          startsAtLocal: '2024-08-29T11:00',
          endsAtLocal: '2024-11-23T21:00',
        },
        'America/New_York',
      ).park,
    ).toBe('Aug 29 – Nov 23, 2024 · from 11:00 AM ET');
  });

  it('leads cards with a month over day block', () => {
    expect(dateBlock('2026-12-24T19:00')).toEqual({ month: 'DEC', day: '24' });
  });
});

describe('upcoming sections', () => {
  it('puts events starting within seven days (or under way) in This week, the rest in Later', () => {
    const now = new Date('2026-12-01T12:00:00.000Z');
    const events = [
      { id: 'on', startsAt: '2026-11-30T12:00:00.000Z' },
      { id: 'soon', startsAt: '2026-12-08T11:59:00.000Z' },
      { id: 'later', startsAt: '2026-12-08T12:00:00.000Z' },
    ];
    expect(
      groupUpcoming(events, now).map((section) => [section.title, section.items.map((e) => e.id)]),
    ).toEqual([
      ['This week', ['on', 'soon']],
      ['Later', ['later']],
    ]);
    expect(groupUpcoming(events.slice(2), now).map((s) => s.key)).toEqual(['later']);
    expect(groupUpcoming([], now)).toEqual([]);
  });
});

describe('month grid', () => {
  it('covers whole weeks, Sunday first, around the month', () => {
    const grid = monthGrid('2026-12');
    expect(grid.from).toBe('2026-11-29');
    expect(grid.to).toBe('2027-01-02');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    expect(grid.weeks[0]![2]).toEqual({ date: '2026-12-01', day: 1, inMonth: true });
    expect(grid.weeks[0]![0]!.inMonth).toBe(false);
  });

  it('has six rows when the month needs them and four when February fits', () => {
    expect(monthGrid('2026-08').weeks).toHaveLength(6);
    expect(monthGrid('2026-02').weeks).toHaveLength(4);
  });

  it('moves between months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('places an event on every day it overlaps within the grid', () => {
    const days = eventsByDay(
      [
        { id: 'party', startsAtLocal: '2026-12-24T19:00', endsAtLocal: '2026-12-24T23:00' },
        { id: 'weekend', startsAtLocal: '2026-12-31T18:00', endsAtLocal: '2027-01-05T00:00' },
        { id: 'midnight', startsAtLocal: '2026-12-05T20:00', endsAtLocal: '2026-12-06T00:00' },
      ],
      '2026-11-29',
      '2027-01-02',
    );
    expect(days.get('2026-12-24')?.map((e) => e.id)).toEqual(['party']);
    expect([...days.keys()].filter((d) => days.get(d)!.some((e) => e.id === 'weekend'))).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(days.get('2026-12-06')).toBeUndefined();
  });
});
