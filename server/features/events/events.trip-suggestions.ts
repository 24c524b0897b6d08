import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { eventPagePath } from '../../../common/features/events/event-limits';
import { parkLocalToInstant } from '../../../common/features/events/park-time';
import type { Park } from '../../../common/features/parks';
import type { TripSuggestionSource } from '../../content/trip-suggestion-sources';
import { events } from '../../db/schema';
import { eventVisibleTo } from './events.policy';

/** The theme parks, the places a trip's days are planned in (one park a day). */
const dayParks: readonly Park[] = ['Magic Kingdom', 'EPCOT', 'Hollywood Studios', 'Animal Kingdom'];

/** `YYYY-MM-DD` plus one day. */
function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + 1)).toISOString().slice(0, 10);
}

/** `column in (values…)`, false for no values. */
function isOneOf(column: SQL, values: readonly string[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/**
 * The events a trip page suggests (issue 29): scheduled events the viewer may see
 * (`eventVisibleTo`: a private group's only to its members; not deleted, hidden, blocked or a
 * suspended organizer's) that overlap the trip's days, park time (from the first day's midnight
 * to the midnight after the last). First those in one of the trip's planned parks (an EPCOT
 * festival for a trip with an EPCOT day); then those a trip does not plan by the day: no park,
 * Disney Springs, a water park or resort-wide (a runDisney weekend), and members' meet-ups in
 * any park. Official events in a theme park the trip does not visit are left out. Soonest first.
 */
export const eventsTripSuggestionSource: TripSuggestionSource = {
  name: 'events',
  async suggestFor(db, { viewerId, from, to, parks, limit }) {
    const startOfTrip = parkLocalToInstant(from).toISOString();
    const endOfTrip = parkLocalToInstant(dayAfter(to)).toISOString();
    const park = sql`${events.park}`;
    const inPlannedPark = isOneOf(park, parks);
    const notTiedToADay = sql`(${park} is null or not ${isOneOf(park, dayParks)})`;
    const rows = await db
      .select({
        id: events.id,
        title: events.title,
        park: events.park,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
      })
      .from(events)
      .where(
        and(
          eventVisibleTo(viewerId),
          eq(events.status, 'scheduled'),
          sql`${events.startsAt} < ${endOfTrip}::timestamptz`,
          sql`${events.endsAt} > ${startOfTrip}::timestamptz`,
          sql`(${inPlannedPark} or ${notTiedToADay} or not ${events.official})`,
        ),
      )
      .orderBy(
        sql`case when ${inPlannedPark} then 0 else 1 end`,
        asc(events.startsAt),
        asc(events.id),
      )
      .limit(limit);
    return rows.map((row) => ({
      kind: 'event',
      id: row.id,
      title: row.title,
      path: eventPagePath(row.id),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      park: row.park,
      reason: row.park !== null && parks.includes(row.park) ? 'park' : 'dates',
    }));
  },
};
