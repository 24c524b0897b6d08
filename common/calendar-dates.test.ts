import { describe, expect, it } from 'vitest';
import { isSupportedDay, isSupportedYear } from './calendar-dates';
import { calendarDaySchema, instantSchema, localDateTimeSchema } from './date-schemas';

describe('supported dates', () => {
  it('accepts real days from 1900 to 2200, leap days included', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2000-02-29', '2200-12-31', '2026-12-06T10:00'])
      expect(isSupportedDay(day), day).toBe(true);
    for (const day of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31', '10000-01-01'])
      expect(isSupportedDay(day), day).toBe(false);
    for (const day of ['2023-02-29', '2100-02-29', '2026-04-31', '2026-13-01', 'soon'])
      expect(isSupportedDay(day), day).toBe(false);
    expect(isSupportedYear('2200-99-99')).toBe(true);
    expect(isSupportedYear('+010000-01-01T00:00:00Z')).toBe(false);
  });

  it('gives the field its own sentence for a bad form and one sentence for a bad year', () => {
    const day = calendarDaySchema('Trip dates must be dates like 2027-03-14');
    expect(day.safeParse('2028-02-29').success).toBe(true);
    expect(day.safeParse('2023-02-29').error?.issues[0]?.message).toBe(
      'Trip dates must be dates like 2027-03-14',
    );
    expect(day.safeParse('0000-01-01').error?.issues[0]?.message).toBe(
      'Dates must be between the years 1900 and 2200',
    );
    const time = localDateTimeSchema('Start must be a date and time like 2026-12-24T19:00');
    expect(time.safeParse('2026-12-24T19:00').success).toBe(true);
    for (const bad of [
      '2026-12-24T19:00Z',
      '2026-12-24T24:00',
      '2023-02-29T10:00',
      '9999-12-31T23:59',
    ])
      expect(time.safeParse(bad).success, bad).toBe(false);
    expect(instantSchema().safeParse('2026-12-06T01:00:00.000Z').success).toBe(true);
    expect(instantSchema().safeParse('9999-12-31T23:59:59Z').success).toBe(false);
  });
});
