import { describe, expect, it } from 'vitest';
import { describeWindowOpening, parkTimeLabel, windowStatus } from './window-time-text';

// Tuesday 14 January 2025, 6:00 AM Eastern (EST) = 11:00 UTC = 12:00 PM in Paris.
const diningOpens = new Date('2025-01-14T11:00:00Z');
const at = (iso: string) => new Date(iso);

describe('describeWindowOpening', () => {
  it('writes the park time and the viewer time', () => {
    expect(describeWindowOpening(diningOpens, at('2025-01-02T12:00:00Z'), 'Europe/Paris')).toBe(
      'opens in 12 days — Tue 14 Jan, 6:00 AM Eastern (your time 12:00 PM)',
    );
    expect(
      describeWindowOpening(diningOpens, at('2025-01-02T12:00:00Z'), 'America/Los_Angeles'),
    ).toBe('opens in 12 days — Tue 14 Jan, 6:00 AM Eastern (your time 3:00 AM)');
  });

  it('leaves the viewer time out on park time', () => {
    expect(describeWindowOpening(diningOpens, at('2025-01-02T12:00:00Z'), 'America/New_York')).toBe(
      'opens in 12 days — Tue 14 Jan, 6:00 AM Eastern',
    );
  });

  it('says tomorrow, today, open now and how long ago', () => {
    const tail = 'Tue 14 Jan, 6:00 AM Eastern (your time 12:00 PM)';
    const phrase = (now: string) => describeWindowOpening(diningOpens, at(now), 'Europe/Paris');
    expect(phrase('2025-01-13T15:00:00Z')).toBe(`opens tomorrow — ${tail}`);
    expect(phrase('2025-01-14T08:00:00Z')).toBe(`opens today — ${tail}`);
    expect(phrase('2025-01-14T11:00:00Z')).toBe(`open now — ${tail}`);
    expect(phrase('2025-01-14T13:00:00Z')).toBe(`open now — ${tail}`);
    expect(phrase('2025-01-15T09:00:00Z')).toBe(`opened yesterday — ${tail}`);
    expect(phrase('2025-01-17T13:00:00Z')).toBe(`opened 3 days ago — ${tail}`);
  });

  it('counts days on the viewer calendar and names their day when it is not the park day', () => {
    // 11:00 UTC is midnight of Wednesday 15 January in Auckland (NZDT).
    expect(describeWindowOpening(diningOpens, at('2025-01-02T12:00:00Z'), 'Pacific/Auckland')).toBe(
      'opens in 12 days — Tue 14 Jan, 6:00 AM Eastern (your time Wed 15 Jan, 12:00 AM)',
    );
  });

  it('shows the year of a window in another year', () => {
    expect(
      describeWindowOpening(
        at('2027-01-14T11:00:00Z'),
        at('2026-12-06T12:00:00Z'),
        'America/New_York',
      ),
    ).toBe('opens in 39 days — Thu 14 Jan 2027, 6:00 AM Eastern');
  });

  it('phrases deadlines and windows without an hour', () => {
    const cancelBy = at('2025-01-15T04:59:00Z'); // 11:59 PM Eastern on Tue 14 Jan
    expect(
      describeWindowOpening(cancelBy, at('2025-01-09T15:00:00Z'), 'America/New_York', {
        kind: 'deadline',
      }),
    ).toBe('closes in 5 days — Tue 14 Jan, 11:59 PM Eastern');
    expect(
      describeWindowOpening(cancelBy, at('2025-01-16T15:00:00Z'), 'America/New_York', {
        kind: 'deadline',
      }),
    ).toBe('closed 2 days ago — Tue 14 Jan, 11:59 PM Eastern');
    expect(
      describeWindowOpening(at('2025-01-14T05:00:00Z'), at('2025-01-02T12:00:00Z'), 'Asia/Tokyo', {
        allDay: true,
      }),
    ).toBe('opens in 12 days — Tue 14 Jan (park date)');
  });

  it('reads an unknown time zone as park time', () => {
    expect(describeWindowOpening(diningOpens, at('2025-01-02T12:00:00Z'), 'Mars/Olympus')).toBe(
      'opens in 12 days — Tue 14 Jan, 6:00 AM Eastern',
    );
  });

  it('writes summer times as EDT', () => {
    expect(parkTimeLabel(at('2027-07-04T11:00:00Z'))).toBe('Sun 4 Jul, 7:00 AM Eastern');
  });
});

describe('windowStatus', () => {
  it('is upcoming, then today on the park day, then open', () => {
    expect(windowStatus(diningOpens, at('2025-01-14T04:00:00Z'))).toBe('upcoming');
    expect(windowStatus(diningOpens, at('2025-01-14T05:30:00Z'))).toBe('today');
    expect(windowStatus(diningOpens, at('2025-01-14T11:00:00Z'))).toBe('open');
    expect(windowStatus(diningOpens, at('2025-02-01T00:00:00Z'))).toBe('open');
  });
});
