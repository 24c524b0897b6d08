import { and, asc, eq, sql } from 'drizzle-orm';
import type { TripForWindows } from '../../../common/features/trips/booking-windows';
import { tripDayDate } from '../../../common/features/trips/trip-limits';
import type { Executor } from '../../db/client';
import { tripDayItems, tripDays, tripPlanners, trips } from '../../db/schema';
import { tripPlannedLiveBy, tripVisibleTo } from './trips.policy';

/**
 * What reminders and calendars read of a trip (issue 29): the live trip with its planned days in
 * the shape `bookingWindowsFor` takes, its plans by day, and who plans it.
 */
export interface TripReminderFacts {
  id: string;
  ownerId: string;
  name: string;
  arrivesOn: string;
  departsOn: string;
  createdAt: Date;
  updatedAt: Date;
  forWindows: TripForWindows;
  /** The planned days by number (no row: not planned yet). */
  days: { dayNumber: number; date: string; park: string | null }[];
}

const tripColumns = {
  id: trips.id,
  ownerId: trips.ownerId,
  name: trips.name,
  arrivesOn: trips.arrivesOn,
  departsOn: trips.departsOn,
  resortSlug: trips.resortSlug,
  hasParkTickets: trips.hasParkTickets,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
};

interface TripColumnsRow {
  id: string;
  ownerId: string;
  name: string;
  arrivesOn: string;
  departsOn: string;
  resortSlug: string | null;
  hasParkTickets: boolean;
  createdAt: Date;
  updatedAt: Date;
}

async function withDays(db: Executor, rows: TripColumnsRow[]): Promise<TripReminderFacts[]> {
  if (rows.length === 0) return [];
  const dayRows = await db
    .select({ tripId: tripDays.tripId, dayNumber: tripDays.dayNumber, park: tripDays.park })
    .from(tripDays)
    .where(
      sql`${tripDays.tripId} in (${sql.join(
        rows.map((row) => sql`${row.id}::uuid`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(tripDays.tripId), asc(tripDays.dayNumber));
  return rows.map((row) => {
    const days = dayRows
      .filter((day) => day.tripId === row.id)
      .map((day) => ({
        dayNumber: day.dayNumber,
        date: tripDayDate(row.arrivesOn, day.dayNumber),
        park: day.park,
      }))
      .filter((day) => day.date <= row.departsOn);
    return {
      id: row.id,
      ownerId: row.ownerId,
      name: row.name,
      arrivesOn: row.arrivesOn,
      departsOn: row.departsOn,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      days,
      forWindows: {
        arrivesOn: row.arrivesOn,
        departsOn: row.departsOn,
        resortSlug: row.resortSlug,
        hasParkTickets: row.hasParkTickets,
        parkDays: days.map((day) => ({ date: day.date, park: day.park })),
      },
    };
  });
}

/** The live (not deleted) trip with its days, or null. */
export async function findLiveTripFacts(
  db: Executor,
  tripId: string,
): Promise<TripReminderFacts | null> {
  const rows = await db
    .select(tripColumns)
    .from(trips)
    .where(and(eq(trips.id, tripId), sql`${trips.deletedAt} is null`));
  const [facts] = await withDays(db, rows);
  return facts ?? null;
}

/** At most this many trips in a member's calendar feed (soonest first). */
export const CALENDAR_FEED_MAX_TRIPS = 50;

/** The live trips `userId` plans that end on or after `sinceDay`, soonest first, with days. */
export async function listPlannedTripFacts(
  db: Executor,
  userId: string,
  sinceDay: string,
): Promise<TripReminderFacts[]> {
  const rows = await db
    .select(tripColumns)
    .from(trips)
    .where(and(tripPlannedLiveBy(userId), sql`${trips.departsOn} >= ${sinceDay}::date`))
    .orderBy(asc(trips.arrivesOn), asc(trips.id))
    .limit(CALENDAR_FEED_MAX_TRIPS);
  return withDays(db, rows);
}

/** The planners of a live trip (its owner and co-planners of either role), owner first. */
export async function listTripPlannerIds(db: Executor, tripId: string): Promise<string[]> {
  const candidates = db
    .select({ id: sql<string>`${trips.ownerId}`.as('candidate_id') })
    .from(trips)
    .where(eq(trips.id, tripId))
    .union(
      db
        .select({ id: sql<string>`${tripPlanners.memberId}`.as('candidate_id') })
        .from(tripPlanners)
        .where(eq(tripPlanners.tripId, tripId)),
    )
    .as('candidate');
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .innerJoin(trips, eq(trips.id, tripId))
    .where(tripPlannedLiveBy(sql`${candidates.id}`))
    .orderBy(sql`${candidates.id} = ${trips.ownerId} desc`, asc(candidates.id));
  return rows.map((row) => row.id);
}

/** The catalogue slugs planned on a day, in order. */
export async function listTripDayItemSlugs(
  db: Executor,
  tripId: string,
  dayNumber: number,
): Promise<{ kind: 'attraction' | 'dining'; slug: string }[]> {
  return db
    .select({ kind: tripDayItems.kind, slug: tripDayItems.slug })
    .from(tripDayItems)
    .where(and(eq(tripDayItems.tripId, tripId), eq(tripDayItems.dayNumber, dayNumber)))
    .orderBy(asc(tripDayItems.position), asc(tripDayItems.createdAt));
}

/** What the viewer may do with a trip: open it (`tripVisibleTo`), and whether they plan it. */
export async function findTripAccess(
  db: Executor,
  viewerId: string | null,
  tripId: string,
): Promise<{ visible: boolean; planner: boolean }> {
  const [row] = await db
    .select({
      visible: sql<boolean>`${tripVisibleTo(viewerId)}`,
      planner: sql<boolean>`${tripPlannedLiveBy(viewerId)}`,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  return { visible: row?.visible === true, planner: row?.planner === true };
}
