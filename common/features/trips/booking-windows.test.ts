import { describe, expect, it } from 'vitest';
import { BOOKING_RULES_CHECKED_ON, bookingRules } from './booking-window-rules';
import { addDays, bookingWindowsFor, type TripForWindows } from './booking-windows';

const days = (from: string, count: number, park: string | null = 'Magic Kingdom') =>
  Array.from({ length: count }, (_, index) => ({ date: addDays(from, index), park }));

const offSite = (arrivesOn: string, departsOn: string, parkDays = days(arrivesOn, 3)) =>
  ({ arrivesOn, departsOn, resortSlug: null, hasParkTickets: true, parkDays }) as TripForWindows;

const now = new Date('2026-12-06T12:00:00Z');
const opening = (trip: TripForWindows, key: string) =>
  bookingWindowsFor(trip, now).find((window) => window.key === key)?.opensAt;

describe('booking rules table', () => {
  it('has unique ids, a source and a checked day for every rule', () => {
    expect(new Set(bookingRules.map((rule) => rule.id)).size).toBe(bookingRules.length);
    for (const rule of bookingRules) {
      expect(rule.source.length).toBeGreaterThan(10);
      expect(rule.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.lastChecked <= BOOKING_RULES_CHECKED_ON).toBe(true);
      if (rule.parkTime !== null) expect(rule.parkTime).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(BOOKING_RULES_CHECKED_ON).toBe('2026-12-06');
  });
});

describe('booking windows across the clock changes', () => {
  it('opens Lightning Lane at 7:00 AM Eastern either side of the March change', () => {
    // Clocks go forward on Sunday 14 March 2027.
    const trip = offSite('2027-03-15', '2027-03-18', days('2027-03-15', 3));
    expect(opening(trip, 'lightning-lane:2027-03-15')).toBe('2027-03-12T12:00:00.000Z');
    expect(opening(trip, 'lightning-lane:2027-03-16')).toBe('2027-03-13T12:00:00.000Z');
    expect(opening(trip, 'lightning-lane:2027-03-17')).toBe('2027-03-14T11:00:00.000Z');
  });

  it('opens dining at 6:00 AM Eastern either side of the March change', () => {
    const trip = offSite('2027-05-12', '2027-05-15', days('2027-05-12', 3));
    expect(opening(trip, 'dining:2027-05-12')).toBe('2027-03-13T11:00:00.000Z');
    expect(opening(trip, 'dining:2027-05-13')).toBe('2027-03-14T10:00:00.000Z');
    expect(opening(trip, 'dining:2027-05-14')).toBe('2027-03-15T10:00:00.000Z');
  });

  it('opens Lightning Lane at 7:00 AM Eastern either side of the November change', () => {
    // Clocks go back on Sunday 7 November 2027.
    const trip = offSite('2027-11-09', '2027-11-12', days('2027-11-09', 3));
    expect(opening(trip, 'lightning-lane:2027-11-09')).toBe('2027-11-06T11:00:00.000Z');
    expect(opening(trip, 'lightning-lane:2027-11-10')).toBe('2027-11-07T12:00:00.000Z');
    expect(opening(trip, 'lightning-lane:2027-11-11')).toBe('2027-11-08T12:00:00.000Z');
    const window = bookingWindowsFor(trip, now).find((w) => w.key === 'lightning-lane:2027-11-10');
    expect(window?.parkTimeLabel).toBe('Sun 7 Nov 2027, 7:00 AM Eastern');
    expect(window?.opensAtParkLocal).toBe('2027-11-07T07:00');
  });
});

describe('booking windows of a resort stay', () => {
  const resortTrip: TripForWindows = {
    arrivesOn: '2027-01-05',
    departsOn: '2027-01-09',
    resortSlug: 'disneys-pop-century-resort',
    hasParkTickets: false,
    parkDays: [...days('2027-01-05', 2), { date: '2027-01-07', park: null }],
  };

  it('counts back across the year boundary and sorts by opening instant', () => {
    const windows = bookingWindowsFor(resortTrip, now);
    expect(windows.map((window) => [window.key, window.opensAt])).toEqual([
      ['resort-booking', '2025-08-24T04:00:00.000Z'],
      ['online-check-in', '2026-11-06T05:00:00.000Z'],
      ['dining-resort-stay', '2026-11-06T11:00:00.000Z'],
      ['park-tickets', '2026-12-23T04:59:00.000Z'],
      ['lightning-lane-resort', '2026-12-29T12:00:00.000Z'],
      ['resort-cancel-free', '2026-12-31T04:59:00.000Z'],
    ]);
    const byKey = new Map(windows.map((window) => [window.key, window]));
    expect(byKey.get('resort-booking')?.parkTimeLabel).toBe('Sun 24 Aug 2025 (park date)');
    expect(byKey.get('resort-booking')?.allDay).toBe(true);
    expect(byKey.get('lightning-lane-resort')?.parkTimeLabel).toBe('Tue 29 Dec, 7:00 AM Eastern');
    expect(byKey.get('resort-cancel-free')?.kind).toBe('deadline');
    expect(byKey.get('dining-resort-stay')?.coversUntil).toBe('2027-01-09');
  });

  it('leaves out the park tickets reminder once the party holds tickets', () => {
    const keys = bookingWindowsFor({ ...resortTrip, hasParkTickets: true }, now).map((w) => w.key);
    expect(keys).not.toContain('park-tickets');
    expect(keys).not.toContain('park-reservation');
  });

  it('adds the park reservation window when the ticket needs one', () => {
    const windows = bookingWindowsFor(
      { ...resortTrip, hasParkTickets: true, parkReservationNeeded: true },
      now,
    );
    expect(windows.find((window) => window.key === 'park-reservation')?.opensAt).toBe(
      '2026-11-07T04:59:00.000Z',
    );
  });

  it('gives the days after the first ten their own dining windows', () => {
    const trip: TripForWindows = {
      arrivesOn: '2027-06-01',
      departsOn: '2027-06-14',
      resortSlug: 'disneys-contemporary-resort',
      hasParkTickets: true,
      parkDays: [
        ...days('2027-06-01', 10),
        { date: '2027-06-11', park: 'EPCOT' },
        { date: '2027-06-12', park: null },
        { date: '2027-06-13', park: 'EPCOT' },
      ],
    };
    const dining = bookingWindowsFor(trip, now).filter((w) => w.ruleId.startsWith('dining'));
    expect(dining.map((window) => [window.key, window.opensAt, window.park])).toEqual([
      ['dining-resort-stay', '2027-04-02T10:00:00.000Z', null],
      ['dining:2027-06-11', '2027-04-12T10:00:00.000Z', 'EPCOT'],
      ['dining:2027-06-13', '2027-04-14T10:00:00.000Z', 'EPCOT'],
    ]);
    expect(dining[0]?.coversUntil).toBe('2027-06-10');
    const lightningLane = bookingWindowsFor(trip, now).filter((w) =>
      w.ruleId.includes('lightning'),
    );
    expect(lightningLane.map((window) => window.key)).toEqual(['lightning-lane-resort']);
  });
});

describe('booking windows of an off-site stay', () => {
  it('has a dining and a Lightning Lane window per park day, none for rest days', () => {
    const trip = offSite('2027-02-10', '2027-02-13', [
      { date: '2027-02-10', park: 'EPCOT' },
      { date: '2027-02-11', park: null },
      { date: '2027-02-12', park: "Disney's Animal Kingdom" },
    ]);
    const keys = bookingWindowsFor(trip, now).map((window) => window.key);
    expect(keys).toEqual([
      'dining:2027-02-10',
      'dining:2027-02-12',
      'lightning-lane:2027-02-10',
      'lightning-lane:2027-02-12',
    ]);
  });

  it('has no resort rules and keys that do not change with the clock', () => {
    const trip = offSite('2027-02-10', '2027-02-13');
    const first = bookingWindowsFor(trip, now).map((window) => window.key);
    const later = bookingWindowsFor(trip, new Date('2027-02-01T00:00:00Z')).map((w) => w.key);
    expect(first).toEqual(later);
    expect(first.some((key) => key.startsWith('resort') || key === 'online-check-in')).toBe(false);
  });
});
