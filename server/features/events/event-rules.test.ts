import { describe, expect, it } from 'vitest';
import {
  EVENT_END_BEFORE_START_MESSAGE,
  EVENT_START_IN_PAST_MESSAGE,
  EVENT_TOO_LONG_MESSAGE,
} from '../../../common/features/events/event-limits';
import { instantToParkLocal } from '../../../common/features/events/park-time';
import { checkEventTimes, parkDayRange, parkTimeInstant } from './event-rules';

describe('park days and times', () => {
  it('turns park days into instants at the park’s midnights, across the changes of clocks', () => {
    expect(parkDayRange('2026-07-01', '2026-07-31')).toEqual({
      from: new Date('2026-07-01T04:00:00Z'),
      to: new Date('2026-08-01T04:00:00Z'),
    });
    // 8 March 2026 has 23 hours at the park, 1 November 25.
    const spring = parkDayRange('2026-03-08', '2026-03-08');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3600 * 1000);
    const autumn = parkDayRange('2026-11-01', '2026-11-01');
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3600 * 1000);
    // Across the year's end and month lengths.
    expect(parkDayRange('2026-12-31', '2027-01-01').to).toEqual(new Date('2027-01-02T05:00:00Z'));
  });

  it('refuses days that do not exist, backwards ranges and more than 62 days', () => {
    for (const [from, to] of [
      ['2026-02-29', '2026-03-01'],
      ['2026-04-31', '2026-05-01'],
      ['2026-05-02', '2026-05-01'],
      ['2026-01-01', '2026-03-04'],
      ['0999-01-01', '0999-01-02'],
    ] as const) {
      expect(() => parkDayRange(from, to), `${from} ${to}`).toThrow();
    }
    expect(() => parkDayRange('2026-01-01', '2026-03-03')).not.toThrow();
    expect(() => parkTimeInstant('2026-02-30T10:00', 'Start')).toThrow(
      'Start must be a date and time like 2026-12-24T19:00',
    );
  });

  it('reads park-local times both ways, the skipped spring hour as the hour after', () => {
    for (const local of ['2026-12-24T19:00', '2026-07-04T21:30', '2026-11-01T01:30']) {
      expect(instantToParkLocal(parkTimeInstant(local, 'Start'))).toBe(local);
    }
    expect(instantToParkLocal(parkTimeInstant('2026-03-08T02:30', 'Start'))).toBe(
      '2026-03-08T03:30',
    );
  });

  it('checks an event’s times: order, length, and a new start not in the past', () => {
    const now = new Date('2026-06-01T12:00:30Z');
    const at = (iso: string) => new Date(iso);
    expect(() =>
      checkEventTimes({
        startsAt: at('2026-06-02T12:00:00Z'),
        endsAt: at('2026-06-02T12:00:00Z'),
        startIsNew: true,
        now,
      }),
    ).toThrow(EVENT_END_BEFORE_START_MESSAGE);
    expect(() =>
      checkEventTimes({
        startsAt: at('2026-06-01T11:59:00Z'),
        endsAt: at('2026-06-02T12:00:00Z'),
        startIsNew: true,
        now,
      }),
    ).toThrow(EVENT_START_IN_PAST_MESSAGE);
    // The current minute counts as now; an unchanged start may be past.
    for (const [start, startIsNew] of [
      ['2026-06-01T12:00:00Z', true],
      ['2026-05-01T12:00:00Z', false],
    ] as const) {
      expect(() =>
        checkEventTimes({
          startsAt: at(start),
          endsAt: at('2026-06-03T00:00:00Z'),
          startIsNew,
          now,
        }),
      ).not.toThrow();
    }
    expect(() =>
      checkEventTimes({
        startsAt: at('2026-06-02T00:00:00Z'),
        endsAt: at('2026-10-01T00:00:01Z'),
        startIsNew: true,
        now,
      }),
    ).toThrow(EVENT_TOO_LONG_MESSAGE);
  });
});
