import { inArray } from 'drizzle-orm';
import { parkToday } from '../../../common/features/trips/trip-countdown';
import { tripDayDate } from '../../../common/features/trips/trip-limits';
import { scheduleTripReminders } from '../../features/trips/trip-reminders';
import type { Database } from '../client';
import { profiles, tripDayItems, tripDays, tripPartyMembers, tripPlanners, trips } from '../schema';
import { demoTrips, type DemoTrip } from './demo-trips-data';
import { demoMemberId } from './demo-seed';
import { stableUuid } from './stable-id';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows the trips part of a demo run added. */
export interface DemoTripsResult {
  trips: number;
  people: number;
}

/** The fixed id of a demo trip. */
export const demoTripId = (key: string): string => stableUuid(`demo:trip:${key}`);

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Writes one trip with its co-planners, party, days and plans; false when it was there. */
async function writeTrip(tx: Tx, trip: DemoTrip, now: Date): Promise<boolean> {
  const id = demoTripId(trip.key);
  const arrivesOn = tripDayDate(parkToday(now), trip.arrivesInDays + 1);
  const createdAt = new Date(now.getTime() - Math.max(30, 60 - trip.arrivesInDays) * DAY_MS);
  const inserted = await tx
    .insert(trips)
    .values({
      id,
      ownerId: demoMemberId(trip.owner),
      name: trip.name,
      arrivesOn,
      departsOn: tripDayDate(arrivesOn, trip.nights + 1),
      resortSlug: trip.resort,
      hasParkTickets: trip.hasParkTickets,
      notes: trip.notes,
      visibility: trip.visibility,
      countdownOnProfile: trip.countdownOnProfile,
      createdAt,
      updatedAt: createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: trips.id });
  if (inserted.length === 0) return false;
  for (const coPlanner of trip.coPlanners) {
    await tx.insert(tripPlanners).values({
      tripId: id,
      memberId: demoMemberId(coPlanner.username),
      role: coPlanner.role,
      createdAt,
    });
  }
  await tx.insert(tripPartyMembers).values(
    trip.party.map((person, position) => ({
      tripId: id,
      name: person.name,
      ageBand: person.ageBand,
      heightCm: person.heightCm,
      heightUnit: person.unit,
      memberId: person.member ? demoMemberId(person.member) : null,
      position,
      createdAt,
    })),
  );
  for (const [index, day] of trip.days.entries()) {
    await tx.insert(tripDays).values({ tripId: id, dayNumber: index + 1, park: day.park });
    for (const [position, plan] of (day.plans ?? []).entries()) {
      await tx.insert(tripDayItems).values({
        tripId: id,
        dayNumber: index + 1,
        kind: plan.kind,
        slug: plan.slug,
        position,
        createdAt,
      });
    }
  }
  await scheduleTripReminders(tx, id, now);
  return true;
}

/**
 * Adds the demo trips: a past family trip shared as a public trip report and an upcoming private
 * one planned with a co-planner (with its booking windows and reminders ahead). Dates follow the
 * seeding day. Idempotent: fixed ids, existing trips left alone; trips whose members are missing
 * are skipped.
 */
export async function seedDemoTrips(db: Database, now = new Date()): Promise<DemoTripsResult> {
  const result: DemoTripsResult = { trips: 0, people: 0 };
  const usernames = demoTrips.flatMap((trip) => [
    trip.owner,
    ...trip.coPlanners.map((coPlanner) => coPlanner.username),
    ...trip.party.flatMap((person) => (person.member ? [person.member] : [])),
  ]);
  const present = new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(usernames.map(demoMemberId))]))
    ).map((row) => row.id),
  );
  await db.transaction(async (tx) => {
    for (const trip of demoTrips) {
      const members = [trip.owner, ...trip.coPlanners.map((coPlanner) => coPlanner.username)];
      if (!members.every((username) => present.has(demoMemberId(username)))) continue;
      if (await writeTrip(tx, trip, now)) {
        result.trips += 1;
        result.people += trip.party.length;
      }
    }
  });
  return result;
}
