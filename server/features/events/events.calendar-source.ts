import type { CalendarSource } from '../../content/calendar-sources';
import { listCalendarFeedEvents } from './calendar-feed.repository';
import { eventCalendarEntry } from './event-calendar';

/** The member's feed holds the events they are going to (`listCalendarFeedEvents`), first. */
export const eventsCalendarSource: CalendarSource = {
  name: 'events',
  async feedEntries(db, userId, { now, siteUrl }) {
    const events = await listCalendarFeedEvents(db, userId, now);
    return events.map((event) => eventCalendarEntry(event, siteUrl));
  },
};
