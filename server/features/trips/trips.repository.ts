import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TripRole } from '../../../common/features/trips/trip-limits';
import type { Executor } from '../../db/client';
import {
  profiles,
  tripDayItems,
  tripDays,
  tripPartyMembers,
  tripPlanners,
  trips,
} from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';
import { notBlockedBetween } from '../../content/blocks.sql';
import { viewerUuid } from '../../content/viewer-sql';
import { tripListedTo, tripPlannedLiveBy, tripVisibleTo } from './trips.policy';

/** A trip's own row (without its generated search document). */
export type TripTableRow = Omit<typeof trips.$inferSelect, 'searchVector'>;

/** A trip with its owner, the viewer's role, its party size and parks, and its cursor part. */
export type TripSummaryRow = TripTableRow & {
  ownerUsername: string;
  ownerAvatarUrl: string | null;
  viewerRole: TripRole | null;
  partySize: number;
  parks: string[];
  keyCreatedAt: string;
};

const tableColumns = {
  id: trips.id,
  ownerId: trips.ownerId,
  name: trips.name,
  arrivesOn: trips.arrivesOn,
  departsOn: trips.departsOn,
  resortSlug: trips.resortSlug,
  hasParkTickets: trips.hasParkTickets,
  notes: trips.notes,
  visibility: trips.visibility,
  countdownOnProfile: trips.countdownOnProfile,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
  deletedAt: trips.deletedAt,
};

/** The viewer's role in the trip of the current row: owner, a co-planner's role, or null. */
function viewerRoleOf(viewerId: string | null): SQL<TripRole | null> {
  if (viewerId === null) return sql<null>`null::text`;
  return sql<TripRole | null>`case when ${trips.ownerId} = ${viewerUuid(viewerId)} then 'owner'
    else (select role_of.role from trip_planners role_of
      where role_of.trip_id = ${trips.id} and role_of.member_id = ${viewerUuid(viewerId)}) end`;
}

function selectSummaries(db: Executor, viewerId: string | null) {
  return db
    .select({
      ...tableColumns,
      ownerUsername: profiles.username,
      ownerAvatarUrl: profiles.avatarUrl,
      viewerRole: viewerRoleOf(viewerId),
      partySize: sql<number>`(select count(*)::int from trip_party_members party
        where party.trip_id = ${trips.id})`,
      parks: sql<string[]>`coalesce((select array_agg(distinct day.park order by day.park)
        from trip_days day where day.trip_id = ${trips.id} and day.park is not null),
        '{}'::text[])`,
      keyCreatedAt: cursorTimestamp(trips.createdAt),
    })
    .from(trips)
    .innerJoin(profiles, eq(profiles.id, trips.ownerId));
}

/** The trip's row, live or not; undefined when there is none. */
export async function findTripRow(db: Executor, tripId: string): Promise<TripTableRow | undefined> {
  const [row] = await db.select(tableColumns).from(trips).where(eq(trips.id, tripId)).limit(1);
  return row;
}

/** Locks the trip's row for a change (every change of a trip and its parts holds it). */
export async function lockTrip(tx: Executor, tripId: string): Promise<TripTableRow | undefined> {
  const [row] = await tx
    .select(tableColumns)
    .from(trips)
    .where(eq(trips.id, tripId))
    .for('update')
    .limit(1);
  return row;
}

/** The trip, when the viewer may open it (the policy's rule), with the viewer's role. */
export async function findVisibleTrip(
  db: Executor,
  viewerId: string | null,
  tripId: string,
): Promise<TripSummaryRow | undefined> {
  const [row] = await selectSummaries(db, viewerId)
    .where(and(eq(trips.id, tripId), tripVisibleTo(viewerId)))
    .limit(1);
  return row;
}

/** The live trips the viewer owns or co-plans: those not over first (soonest), then the rest. */
export async function listPlannedTrips(
  db: Executor,
  viewerId: string,
  today: string,
): Promise<TripSummaryRow[]> {
  return selectSummaries(db, viewerId)
    .where(tripPlannedLiveBy(viewerId))
    .orderBy(
      sql`(${trips.departsOn} < ${today}::date)`,
      sql`case when ${trips.departsOn} >= ${today}::date then ${trips.arrivesOn} end asc`,
      sql`${trips.arrivesOn} desc`,
      asc(trips.id),
    )
    .limit(200);
}

/** The viewer's trip under way or next (a live one they plan), or undefined. */
export async function findNextPlannedTrip(
  db: Executor,
  viewerId: string,
  today: string,
): Promise<TripSummaryRow | undefined> {
  const [row] = await selectSummaries(db, viewerId)
    .where(and(tripPlannedLiveBy(viewerId), sql`${trips.departsOn} >= ${today}::date`))
    .orderBy(asc(trips.arrivesOn), asc(trips.id))
    .limit(1);
  return row;
}

/** How many live trips the member owns (the limit of {@link TRIPS_PER_MEMBER_MAX}). */
export async function countOwnedTrips(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(trips)
    .where(and(eq(trips.ownerId, ownerId), sql`${trips.deletedAt} is null`));
  return row?.count ?? 0;
}

/**
 * The trip a member shows a countdown of on their profile (the one under way or next among
 * those they own with the countdown on), and whether the viewer may open it.
 */
export async function findProfileCountdownTrip(
  db: Executor,
  viewerId: string | null,
  ownerId: string,
  today: string,
): Promise<
  { id: string; name: string; arrivesOn: string; departsOn: string; visible: boolean } | undefined
> {
  const [row] = await db
    .select({
      id: trips.id,
      name: trips.name,
      arrivesOn: trips.arrivesOn,
      departsOn: trips.departsOn,
      visible: sql<boolean>`${tripVisibleTo(viewerId)}`,
    })
    .from(trips)
    .where(
      and(
        eq(trips.ownerId, ownerId),
        eq(trips.countdownOnProfile, true),
        sql`${trips.deletedAt} is null`,
        sql`${trips.departsOn} >= ${today}::date`,
      ),
    )
    .orderBy(asc(trips.arrivesOn), asc(trips.id))
    .limit(1);
  return row;
}

/** A page of public trip reports the viewer may see, newest first. */
export async function listPublicTripRows(
  db: Executor,
  viewerId: string | null,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<TripSummaryRow[]> {
  const after = cursor
    ? sql`(${trips.createdAt}, ${trips.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql`true`;
  return selectSummaries(db, viewerId)
    .where(and(tripListedTo(viewerId), after))
    .orderBy(sql`${trips.createdAt} desc`, sql`${trips.id} desc`)
    .limit(limit);
}

export async function insertTrip(db: Executor, values: typeof trips.$inferInsert): Promise<string> {
  const [row] = await db.insert(trips).values(values).returning({ id: trips.id });
  return row!.id;
}

export async function updateTripRow(
  db: Executor,
  tripId: string,
  values: Partial<typeof trips.$inferInsert>,
): Promise<void> {
  await db.update(trips).set(values).where(eq(trips.id, tripId));
}

/** The trip's days, plans, party and co-planners, each in order. */
export async function readTripContents(db: Executor, tripId: string) {
  const [days, items, party, planners] = await Promise.all([
    db
      .select({ dayNumber: tripDays.dayNumber, park: tripDays.park })
      .from(tripDays)
      .where(eq(tripDays.tripId, tripId))
      .orderBy(asc(tripDays.dayNumber)),
    db
      .select({
        id: tripDayItems.id,
        dayNumber: tripDayItems.dayNumber,
        kind: tripDayItems.kind,
        slug: tripDayItems.slug,
      })
      .from(tripDayItems)
      .where(eq(tripDayItems.tripId, tripId))
      .orderBy(asc(tripDayItems.dayNumber), asc(tripDayItems.position), asc(tripDayItems.id)),
    db
      .select({
        id: tripPartyMembers.id,
        name: tripPartyMembers.name,
        ageBand: tripPartyMembers.ageBand,
        heightCm: tripPartyMembers.heightCm,
        heightUnit: tripPartyMembers.heightUnit,
        memberId: tripPartyMembers.memberId,
        memberUsername: profiles.username,
        memberAvatarUrl: profiles.avatarUrl,
      })
      .from(tripPartyMembers)
      .leftJoin(profiles, eq(profiles.id, tripPartyMembers.memberId))
      .where(eq(tripPartyMembers.tripId, tripId))
      .orderBy(asc(tripPartyMembers.position), asc(tripPartyMembers.createdAt)),
    db
      .select({
        memberId: tripPlanners.memberId,
        role: tripPlanners.role,
        username: profiles.username,
        avatarUrl: profiles.avatarUrl,
      })
      .from(tripPlanners)
      .innerJoin(profiles, eq(profiles.id, tripPlanners.memberId))
      .where(eq(tripPlanners.tripId, tripId))
      .orderBy(asc(tripPlanners.createdAt), asc(tripPlanners.memberId)),
  ]);
  return { days, items, party, planners };
}
export type TripContents = Awaited<ReturnType<typeof readTripContents>>;

/** The members who plan the trip (owner first, then co-planners), for realtime and reminders. */
export async function listTripPlannerIds(db: Executor, tripId: string): Promise<string[]> {
  const [owner, coPlanners] = await Promise.all([
    db.select({ id: trips.ownerId }).from(trips).where(eq(trips.id, tripId)),
    db
      .select({ id: tripPlanners.memberId })
      .from(tripPlanners)
      .where(eq(tripPlanners.tripId, tripId))
      .orderBy(asc(tripPlanners.createdAt)),
  ]);
  return [...owner, ...coPlanners].map((row) => row.id);
}

/**
 * The member of a username (any letter case), and whether a block stands between them and the
 * viewer either way (the shared rule of `server/content/blocks.sql.ts`); undefined when there
 * is no such member.
 */
export async function findMemberByUsername(
  db: Executor,
  viewerId: string | null,
  username: string,
): Promise<{ id: string; username: string; blocked: boolean } | undefined> {
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      free: sql<boolean>`${notBlockedBetween(viewerId, sql`${profiles.id}`)}`,
    })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row ? { id: row.id, username: row.username, blocked: row.free === false } : undefined;
}
