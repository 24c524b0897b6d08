import { describe, expect, it } from 'vitest';
import { bookingWindowsFor } from '../../../common/features/trips/booking-windows';
import {
  dayLabel,
  digestAt,
  digestBody,
  windowReminderAt,
  windowReminderBody,
} from './trip-reminder-text';

const now = new Date('2026-12-06T12:00:00Z');
/** A resort stay without tickets: every kind of window (hour, whole day, deadline). */
const windows = bookingWindowsFor(
  {
    arrivesOn: '2027-07-01',
    departsOn: '2027-07-03',
    resortSlug: 'disneys-contemporary-resort',
    hasParkTickets: false,
    parkDays: [{ date: '2027-07-01', park: 'Magic Kingdom' }],
  },
  now,
);
const windowOf = (ruleId: string) => windows.find((window) => window.ruleId === ruleId)!;

describe('trip reminder texts', () => {
  it('remind a window with an hour at that hour, the day before at the same park clock', () => {
    const dining = windowOf('dining-resort-stay');
    expect(windowReminderAt(dining, 'today').toISOString()).toBe(dining.opensAt);
    expect(windowReminderAt(dining, 'today').toISOString()).toBe('2027-05-02T10:00:00.000Z');
    expect(windowReminderAt(dining, 'day-before').toISOString()).toBe('2027-05-01T10:00:00.000Z');
    expect(windowReminderBody(dining, 'today', 'Summer')).toBe(
      'Dining reservations open for your whole stay today at 6:00 AM Eastern — Summer',
    );
    expect(windowReminderBody(dining, 'day-before', 'Summer')).toBe(
      'Tomorrow: Dining reservations open for your whole stay at 6:00 AM Eastern — Summer',
    );
  });

  it('remind deadlines and whole-day windows at 8:00 AM park time', () => {
    const tickets = windowOf('park-tickets');
    expect(windowReminderAt(tickets, 'today').toISOString()).toBe(
      `${tickets.opensAtParkLocal.slice(0, 10)}T12:00:00.000Z`,
    );
    expect(windowReminderBody(tickets, 'today', 'Summer')).toBe(
      'Today, by 11:59 PM Eastern: Buy your park tickets — Summer',
    );
    expect(windowReminderBody(tickets, 'day-before', 'Summer')).toBe(
      'Tomorrow, by 11:59 PM Eastern: Buy your park tickets — Summer',
    );
    const booking = windowOf('resort-booking');
    expect(booking.allDay).toBe(true);
    expect(windowReminderBody(booking, 'today', 'Summer')).toBe(
      'Resort booking opens today — Summer',
    );
  });

  it('write the digest the evening before, at 7:00 PM park time', () => {
    expect(digestAt('2027-07-01').toISOString()).toBe('2027-06-30T23:00:00.000Z');
    expect(digestAt('2027-01-15').toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(dayLabel('2027-07-01')).toBe('Thu 1 Jul');
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    expect(
      digestBody({
        tripName: 'Summer',
        date: '2027-07-01',
        dayNumber: 1,
        dayCount: 3,
        park: "Disney's Hollywood Studios",
        planNames: names,
        windows: [],
      }),
    ).toBe(
      'Tomorrow, day 1 of 3 (Thu 1 Jul): Hollywood Studios. Plans: A, B, C, D, E, F and 2 more. — Summer',
    );
  });
});
