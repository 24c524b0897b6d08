import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, isSameDay } from './message-days';

describe('dayLabel', () => {
  const now = new Date(2026, 10, 26, 9, 0);

  it('says Today and Yesterday for the last two days', () => {
    expect(dayLabel(new Date(2026, 10, 26, 0, 5).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 25, 23, 59).toISOString(), now)).toBe('Yesterday');
  });

  it('gives the weekday and date before, with the year when it is another year', () => {
    expect(dayLabel(new Date(2026, 2, 4, 12).toISOString(), now)).toBe('Wednesday, March 4');
    expect(dayLabel(new Date(2025, 2, 4, 12).toISOString(), now)).toBe('Tuesday, March 4, 2025');
  });
});

describe('isSameDay', () => {
  it('compares local calendar days', () => {
    expect(
      isSameDay(new Date(2026, 0, 1, 0, 1).toISOString(), new Date(2026, 0, 1, 23).toISOString()),
    ).toBe(true);
    expect(
      isSameDay(new Date(2026, 0, 1, 23).toISOString(), new Date(2026, 0, 2, 0, 1).toISOString()),
    ).toBe(false);
  });
});

describe('groupByDay', () => {
  it('puts consecutive messages of one day under one label', () => {
    const now = new Date(2026, 10, 26, 9, 0);
    const at = (day: number, hour: number) => ({
      createdAt: new Date(2026, 10, day, hour).toISOString(),
    });
    const days = groupByDay([at(25, 8), at(25, 22), at(26, 7)], now);
    expect(days.map((day) => [day.label, day.messages.length])).toEqual([
      ['Yesterday', 2],
      ['Today', 1],
    ]);
  });
});
