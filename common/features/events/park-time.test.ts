import { describe, expect, it } from 'vitest';
import { instantToParkLocal, parkLocalDate, parkLocalToInstant } from './park-time';

describe('park time (America/New_York)', () => {
  it('reads winter times as EST and summer times as EDT', () => {
    expect(parkLocalToInstant('2026-12-24T19:00').toISOString()).toBe('2026-12-25T00:00:00.000Z');
    expect(parkLocalToInstant('2026-07-04T21:15').toISOString()).toBe('2026-07-05T01:15:00.000Z');
    expect(parkLocalToInstant('2026-03-01').toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });

  it('goes back to the same wall-clock time', () => {
    for (const local of ['2026-11-01T01:30', '2026-03-08T03:00', '2027-01-01T00:00']) {
      expect(instantToParkLocal(parkLocalToInstant(local))).toBe(local);
    }
    expect(parkLocalDate('2026-12-25T04:59:00Z')).toBe('2026-12-24');
  });

  it('moves a time the spring change skips forward by an hour', () => {
    expect(instantToParkLocal(parkLocalToInstant('2026-03-08T02:30'))).toBe('2026-03-08T03:30');
  });
});
