import type { CalendarSource } from '../../content/calendar-sources';
import { tripCalendarEntries } from './trip-calendar';
import { listPlannedTripFacts } from './trip-reminders.repository';

/** A member's feed keeps the trips they planned that ended within this many days. */
export const CALENDAR_FEED_TRIP_PAST_DAYS = 30;

/**
 * The member's feed holds the days and booking windows of the live trips they plan (owner or
 * co-planner, `tripPlannedLiveBy`), upcoming and ended within 30 days, after their events.
 */
export const tripsCalendarSource: CalendarSource = {
  name: 'trips',
  async feedEntries(db, userId, { now, siteUrl }) {
    const since = new Date(now.getTime() - CALENDAR_FEED_TRIP_PAST_DAYS * 24 * 60 * 60 * 1000);
    const trips = await listPlannedTripFacts(db, userId, since.toISOString().slice(0, 10));
    return trips.flatMap((trip) => tripCalendarEntries(trip, siteUrl, now));
  },
};
