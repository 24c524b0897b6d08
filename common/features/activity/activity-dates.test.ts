import { describe, expect, it } from 'vitest';
import { addDays, dayIn, formatDay, isIsoDate, isTimeZone } from './activity-dates';

describe('activity dates', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    for (const day of ['2025-03-08', '2024-02-29', '0001-01-01', '9999-12-31', '0099-12-31']) {
      expect(isIsoDate(day), day).toBe(true);
    }
    for (const day of ['2025-02-29', '2025-02-30', '2025-13-01', '2025-00-10', '0000-01-01']) {
      expect(isIsoDate(day), day).toBe(false);
    }
    for (const text of ['2025-3-8', '20250308', ' 2025-03-08', '2025-03-08T00:00', 'today', '']) {
      expect(isIsoDate(text), text).toBe(false);
    }
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('tells the day of an instant in a time zone', () => {
    const lateEvening = new Date('2025-03-09T04:30:00Z');
    expect(dayIn('America/New_York', lateEvening)).toBe('2025-03-08');
    expect(dayIn('UTC', lateEvening)).toBe('2025-03-09');
    expect(dayIn('Asia/Tokyo', new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
  });

  it('knows IANA zone names and writes days for people', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(formatDay('2025-03-08')).toBe('Saturday, March 8, 2025');
  });
});
