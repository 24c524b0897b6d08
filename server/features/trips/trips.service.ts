import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isMinor,
  TRIP_DATES_ORDER_MESSAGE,
  TRIP_DAY_FULL_MESSAGE,
  TRIP_DAY_NOT_FOUND_MESSAGE,
  TRIP_DAY_ITEMS_MAX,
  TRIP_DAYS_IN_USE_MESSAGE,
  TRIP_ITEM_NOT_FOUND_MESSAGE,
  TRIP_MAX_DAYS,
  TRIP_NOT_FOUND_MESSAGE,
  TRIP_OWNER_ONLY_MESSAGE,
  TRIP_PARTY_FULL_MESSAGE,
  TRIP_PARTY_MAX,
  TRIP_PERSON_NOT_FOUND_MESSAGE,
  TRIP_PLANNER_BLOCKED_MESSAGE,
  TRIP_PLANNER_EXISTS_MESSAGE,
  TRIP_PLANNER_NOT_FOUND_MESSAGE,
  TRIP_PLANNER_SELF_MESSAGE,
  TRIP_PLANNER_UNKNOWN_MESSAGE,
  TRIP_PLANNERS_FULL_MESSAGE,
  TRIP_PLANNERS_MAX,
  TRIP_PLANNERS_ONLY_MESSAGE,
  TRIP_TOO_LONG_MESSAGE,
  TRIP_UNKNOWN_PLACE_MESSAGE,
  TRIP_UNKNOWN_RESORT_MESSAGE,
  tripDayDate,
  tripLengthInDays,
  TRIPS_CREATE_LIMIT_MESSAGE,
  TRIPS_CREATE_RATE_LIMIT,
  TRIPS_EDIT_LIMIT_MESSAGE,
  TRIPS_EDIT_RATE_LIMIT,
  TRIPS_PER_MEMBER_MAX,
  TRIPS_TOO_MANY_MESSAGE,
  type TripAgeBand,
  type TripDayItemKind,
  type TripHeightUnit,
  type TripPark,
  type TripPlannerRole,
  type TripRole,
  type TripVisibility,
} from '../../../common/features/trips/trip-limits';
import type {
  addTripItemInputSchema,
  addTripPersonInputSchema,
  createTripInputSchema,
  inviteTripPlannerInputSchema,
  moveTripItemInputSchema,
  MyTrips,
  NextTrip,
  publicTripsQuerySchema,
  setTripDayInputSchema,
  Trip,
  TripCountdown,
  TripPage,
  TripSummary,
  updateTripInputSchema,
  updateTripPersonInputSchema,
} from '../../../common/features/trips/trips.contract';
import { findTripPlace, findTripResort } from '../../../common/features/trips/trip-catalogue';
import { parkToday, tripCountdownText } from '../../../common/features/trips/trip-countdown';
import type { Database, Executor } from '../../db/client';
import { tripDayItems, tripDays, tripPartyMembers, tripPlanners, trips } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { decodeCursor, encodeCursor, isUuid } from '../../lib/cursor';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import { publishRealtimeEvent } from '../realtime/realtime.publisher';
import { notify } from '../notifications/notifications.service';
import { assertMayCreate, assertMayEdit } from '../trust/trust.service';
import { canEditTrip, isTripOwner, isTripPlanner } from './trips.policy';
import {
  countOwnedTrips,
  findNextPlannedTrip,
  findProfileCountdownTrip,
  findMemberByUsername,
  findVisibleTrip,
  insertTrip,
  listPlannedTrips,
  listPublicTripRows,
  listTripPlannerIds,
  lockTrip,
  readTripContents,
  updateTripRow,
  type TripContents,
  type TripSummaryRow,
  type TripTableRow,
} from './trips.repository';
import { cancelTripReminders, scheduleTripReminders } from './trip-reminders';

type CreateInput = z.output<typeof createTripInputSchema>;
type UpdateInput = z.output<typeof updateTripInputSchema>;
type PublicQuery = z.output<typeof publicTripsQuerySchema>;
type DayInput = z.output<typeof setTripDayInputSchema>;
type AddItemInput = z.output<typeof addTripItemInputSchema>;
type MoveItemInput = z.output<typeof moveTripItemInputSchema>;
type AddPersonInput = z.output<typeof addTripPersonInputSchema>;
type UpdatePersonInput = z.output<typeof updateTripPersonInputSchema>;
type InviteInput = z.output<typeof inviteTripPlannerInputSchema>;

/** What a change needs besides the viewer: the database, the shared limiter, the time. */
export interface TripWriteContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

const tripNotFound = () => notFound(TRIP_NOT_FOUND_MESSAGE);

/**
 * What a change needs of the viewer: to see the trip (the change checks the rest: leaving it),
 * to edit it (the owner and `planner` co-planners), or to own it.
 */
type TripAction = 'see' | 'edit' | 'manage';

function resortOf(slug: string | null): { slug: string; name: string } | null {
  if (slug === null) return null;
  const resort = findTripResort(slug);
  return { slug, name: resort?.name ?? slug };
}

function assertKnownResort(slug: string | null | undefined): void {
  if (slug && !findTripResort(slug))
    throw new AppError('validation_failed', TRIP_UNKNOWN_RESORT_MESSAGE);
}

const viewerOf = (role: TripRole | null) => ({
  role,
  canEdit: canEditTrip(role),
  isPlanner: isTripPlanner(role),
});

export function presentTripSummary(row: TripSummaryRow): TripSummary {
  return {
    id: row.id,
    owner: { id: row.ownerId, username: row.ownerUsername, avatar_url: row.ownerAvatarUrl },
    name: row.name,
    arrivesOn: row.arrivesOn,
    departsOn: row.departsOn,
    resort: resortOf(row.resortSlug),
    hasParkTickets: row.hasParkTickets,
    visibility: row.visibility as TripVisibility,
    countdownOnProfile: row.countdownOnProfile,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    partySize: row.partySize,
    parks: row.parks as TripPark[],
    viewer: viewerOf(row.viewerRole),
  };
}

/**
 * The whole trip as the viewer may see it: its planners see everything; readers of a shared or
 * public trip never see a height, a minor's name (or account), or the co-planners.
 */
export function presentTrip(row: TripSummaryRow, contents: TripContents): Trip {
  const planner = isTripPlanner(row.viewerRole);
  const { partySize: _partySize, parks: _parks, ...summary } = presentTripSummary(row);
  const length = tripLengthInDays(row.arrivesOn, row.departsOn);
  const parkOf = new Map(contents.days.map((day) => [day.dayNumber, day.park as TripPark | null]));
  return {
    ...summary,
    notes: row.notes,
    days: Array.from({ length }, (_, index) => {
      const dayNumber = index + 1;
      return {
        dayNumber,
        date: tripDayDate(row.arrivesOn, dayNumber),
        park: parkOf.get(dayNumber) ?? null,
        items: contents.items
          .filter((item) => item.dayNumber === dayNumber)
          .map((item) => {
            const place = findTripPlace(item.slug, item.kind as TripDayItemKind);
            return {
              id: item.id,
              kind: item.kind as TripDayItemKind,
              slug: item.slug,
              name: place?.name ?? item.slug,
              park: place?.park ?? null,
              location: place?.location ?? '',
              heightCm: place?.heightCm ?? null,
            };
          }),
      };
    }),
    party: contents.party.map((person) => {
      const hidden = !planner && isMinor(person.ageBand as TripAgeBand);
      return {
        id: person.id,
        name: hidden ? null : person.name,
        ageBand: person.ageBand as TripAgeBand,
        heightCm: planner ? person.heightCm : null,
        heightUnit: person.heightUnit as TripHeightUnit,
        member:
          !hidden && person.memberId && person.memberUsername
            ? {
                id: person.memberId,
                username: person.memberUsername,
                avatar_url: person.memberAvatarUrl,
              }
            : null,
      };
    }),
    planners: planner
      ? contents.planners.map((coPlanner) => ({
          member: {
            id: coPlanner.memberId,
            username: coPlanner.username,
            avatar_url: coPlanner.avatarUrl,
          },
          role: coPlanner.role as TripPlannerRole,
        }))
      : [],
    viewer: viewerOf(row.viewerRole),
  };
}

/** The trip as the viewer may see it, or undefined when it is hidden from them. */
export async function readTrip(
  db: Executor,
  viewerId: string | null,
  tripId: string,
): Promise<Trip | undefined> {
  if (!isUuid(tripId)) return undefined;
  const row = await findVisibleTrip(db, viewerId, tripId);
  if (!row) return undefined;
  return presentTrip(row, await readTripContents(db, row.id));
}

/** `GET /api/trips/{id}`. @throws AppError 404 for an unknown, deleted or hidden trip. */
export async function getTrip(
  db: Executor,
  viewerId: string | null,
  tripId: string,
): Promise<Trip> {
  const trip = await readTrip(db, viewerId, tripId);
  if (!trip) throw tripNotFound();
  return trip;
}

/** `GET /api/trips/mine`: the live trips the viewer owns or co-plans, those ahead first. */
export async function listMyTrips(db: Executor, viewerId: string, now: Date): Promise<MyTrips> {
  const rows = await listPlannedTrips(db, viewerId, parkToday(now));
  return { items: rows.map(presentTripSummary) };
}

/** `GET /api/trips/next`: the viewer's trip under way or next, with its countdown. */
export async function getNextTrip(db: Executor, viewerId: string, now: Date): Promise<NextTrip> {
  const today = parkToday(now);
  const row = await findNextPlannedTrip(db, viewerId, today);
  if (!row) return { trip: null, countdown: null };
  return { trip: presentTripSummary(row), countdown: tripCountdownText(row, today) };
}

/** `GET /api/trips`: public trip reports, newest first. */
export async function listPublicTrips(
  db: Executor,
  viewerId: string | null,
  query: PublicQuery,
): Promise<TripPage> {
  const cursor = decodeCursor(query.cursor);
  const rows = await listPublicTripRows(db, viewerId, cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(presentTripSummary),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.keyCreatedAt, id: last.id })
        : null,
  };
}

/**
 * `GET /api/members/{username}/trip-countdown`: the countdown a member shows on their profile
 * (nothing unless they chose to), and the trip itself only when the viewer may open it.
 */
export async function getProfileCountdown(
  db: Executor,
  viewerId: string | null,
  username: string,
  now: Date,
): Promise<TripCountdown> {
  const member = await findMemberByUsername(db, viewerId, username);
  const none = { countdown: null, trip: null };
  if (!member || member.blocked) return none;
  const today = parkToday(now);
  const trip = await findProfileCountdownTrip(db, viewerId, member.id, today);
  if (!trip) return none;
  return {
    countdown: tripCountdownText(trip, today),
    trip: trip.visible ? { id: trip.id, name: trip.name } : null,
  };
}

/** Tells each planner's sockets the trip changed (on commit, in the change's transaction). */
async function publishTripChange(
  tx: Executor,
  tripId: string,
  event: 'changed' | 'removed',
  memberIds?: readonly string[],
): Promise<void> {
  const ids = memberIds ?? (await listTripPlannerIds(tx, tripId));
  for (const userId of ids) {
    await publishRealtimeEvent(tx, { topic: 'trips', userId, tripId, event });
  }
}

/**
 * `POST /api/trips` (members: 20 a day, at most {@link TRIPS_PER_MEMBER_MAX} kept; links in the
 * texts follow the trust rules). Schedules the trip's reminders in the same transaction.
 */
export async function createTrip(
  ctx: TripWriteContext,
  ownerId: string,
  input: CreateInput,
): Promise<Trip> {
  assertKnownResort(input.resort);
  const limitKey = `trips:create:${ownerId}`;
  await ctx.rateLimiter.consume(limitKey, TRIPS_CREATE_RATE_LIMIT, TRIPS_CREATE_LIMIT_MESSAGE);
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertMayCreate(tx, ownerId, { kind: 'trip', texts: [input.name, input.notes] });
      if ((await countOwnedTrips(tx, ownerId)) >= TRIPS_PER_MEMBER_MAX) {
        throw new AppError('conflict', TRIPS_TOO_MANY_MESSAGE);
      }
      const id = await insertTrip(tx, {
        ownerId,
        name: input.name,
        arrivesOn: input.arrivesOn,
        departsOn: input.departsOn,
        resortSlug: input.resort,
        hasParkTickets: input.hasParkTickets,
        notes: input.notes,
        visibility: input.visibility,
        countdownOnProfile: input.countdownOnProfile,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await scheduleTripReminders(tx, id, ctx.now);
      return getTrip(tx, ownerId, id);
    });
  } catch (err) {
    await ctx.rateLimiter.giveBack(limitKey);
    throw err;
  }
}

/**
 * The live trip and the viewer's role for a change: 404 when it is gone or hidden from them,
 * 403 when they may read it but not do `what` (edit: planners; manage: the owner).
 */
async function requireRole(
  db: Executor,
  viewerId: string,
  tripId: string,
  what: TripAction,
): Promise<TripSummaryRow> {
  if (!isUuid(tripId)) throw tripNotFound();
  const row = await findVisibleTrip(db, viewerId, tripId);
  if (!row) throw tripNotFound();
  if (what === 'edit' && !canEditTrip(row.viewerRole)) throw forbidden(TRIP_PLANNERS_ONLY_MESSAGE);
  if (what === 'manage' && !isTripOwner(row.viewerRole)) throw forbidden(TRIP_OWNER_ONLY_MESSAGE);
  return row;
}

/**
 * Runs `change` in a transaction holding the trip's row lock (after the role check and the
 * hourly edit limit), touches `updated_at`, tells the planners' sockets, and answers the whole
 * trip as it is after the change (other planners' changes included).
 */
async function editTrip(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  what: TripAction,
  change: (
    tx: Executor,
    trip: TripTableRow,
    role: TripRole | null,
  ) => Promise<{ reschedule?: boolean } | void>,
): Promise<Trip> {
  const found = await requireRole(ctx.db, viewerId, tripId, what);
  await ctx.rateLimiter.consume(
    `trips:edit:${viewerId}`,
    TRIPS_EDIT_RATE_LIMIT,
    TRIPS_EDIT_LIMIT_MESSAGE,
  );
  await ctx.db.transaction(async (tx) => {
    const row = await lockTrip(tx, found.id);
    if (!row || row.deletedAt !== null) throw tripNotFound();
    const outcome = await change(tx, row, found.viewerRole);
    await updateTripRow(tx, row.id, { updatedAt: ctx.now });
    if (outcome?.reschedule) await scheduleTripReminders(tx, row.id, ctx.now);
    await publishTripChange(tx, row.id, 'changed');
  });
  return getTrip(ctx.db, viewerId, found.id);
}

/**
 * `PATCH /api/trips/{id}` (planners; visibility: the owner). Moving the dates moves the days'
 * plans with them (day 1 stays the arrival); shortening the trip is refused while the days it
 * would drop still hold plans. Reminders follow the new dates.
 */
export async function updateTrip(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  patch: UpdateInput,
): Promise<Trip> {
  assertKnownResort(patch.resort);
  return editTrip(ctx, viewerId, tripId, 'edit', async (tx, row, role) => {
    if (
      patch.visibility !== undefined &&
      patch.visibility !== row.visibility &&
      !isTripOwner(role)
    ) {
      throw forbidden(TRIP_OWNER_ONLY_MESSAGE);
    }
    const arrivesOn = patch.arrivesOn ?? row.arrivesOn;
    const departsOn = patch.departsOn ?? row.departsOn;
    if (departsOn < arrivesOn) throw new AppError('validation_failed', TRIP_DATES_ORDER_MESSAGE);
    const length = tripLengthInDays(arrivesOn, departsOn);
    if (length > TRIP_MAX_DAYS) throw new AppError('validation_failed', TRIP_TOO_LONG_MESSAGE);
    if (length < tripLengthInDays(row.arrivesOn, row.departsOn)) {
      const [inUse] = await tx
        .select({ one: sql`1` })
        .from(tripDayItems)
        .where(and(eq(tripDayItems.tripId, row.id), gt(tripDayItems.dayNumber, length)))
        .limit(1);
      const [planned] = await tx
        .select({ one: sql`1` })
        .from(tripDays)
        .where(
          and(
            eq(tripDays.tripId, row.id),
            gt(tripDays.dayNumber, length),
            sql`${tripDays.park} is not null`,
          ),
        )
        .limit(1);
      if (inUse || planned) throw new AppError('conflict', TRIP_DAYS_IN_USE_MESSAGE);
      await tx
        .delete(tripDays)
        .where(and(eq(tripDays.tripId, row.id), gt(tripDays.dayNumber, length)));
    }
    await assertMayEdit(tx, viewerId, {
      kind: 'trip',
      before: [row.name, row.notes],
      after: [patch.name ?? row.name, patch.notes ?? row.notes],
    });
    const values: Partial<typeof trips.$inferInsert> = {};
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.arrivesOn !== undefined) values.arrivesOn = patch.arrivesOn;
    if (patch.departsOn !== undefined) values.departsOn = patch.departsOn;
    if (patch.resort !== undefined) values.resortSlug = patch.resort;
    if (patch.hasParkTickets !== undefined) values.hasParkTickets = patch.hasParkTickets;
    if (patch.notes !== undefined) values.notes = patch.notes;
    if (patch.visibility !== undefined) values.visibility = patch.visibility;
    if (patch.countdownOnProfile !== undefined)
      values.countdownOnProfile = patch.countdownOnProfile;
    await updateTripRow(tx, row.id, values);
    const reschedule =
      values.arrivesOn !== undefined ||
      values.departsOn !== undefined ||
      values.resortSlug !== undefined ||
      values.hasParkTickets !== undefined;
    return { reschedule };
  });
}

/** `DELETE /api/trips/{id}` (the owner): hidden everywhere, its reminders cancelled. */
export async function deleteTrip(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
): Promise<void> {
  const found = await requireRole(ctx.db, viewerId, tripId, 'manage');
  await ctx.db.transaction(async (tx) => {
    const row = await lockTrip(tx, found.id);
    if (!row || row.deletedAt !== null) throw tripNotFound();
    await updateTripRow(tx, row.id, { deletedAt: ctx.now, updatedAt: ctx.now });
    await cancelTripReminders(tx, row.id);
    await publishTripChange(tx, row.id, 'removed');
  });
}

function assertDayOfTrip(trip: TripTableRow, dayNumber: number): void {
  if (dayNumber > tripLengthInDays(trip.arrivesOn, trip.departsOn)) {
    throw notFound(TRIP_DAY_NOT_FOUND_MESSAGE);
  }
}

/** `PUT /api/trips/{id}/days/{dayNumber}` (planners): the day's park, or a rest day. */
export async function setTripDay(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  dayNumber: number,
  input: DayInput,
): Promise<Trip> {
  return editTrip(ctx, viewerId, tripId, 'edit', async (tx, trip) => {
    assertDayOfTrip(trip, dayNumber);
    await tx
      .insert(tripDays)
      .values({ tripId: trip.id, dayNumber, park: input.park })
      .onConflictDoUpdate({
        target: [tripDays.tripId, tripDays.dayNumber],
        set: { park: input.park },
      });
    return { reschedule: true };
  });
}

/** The ids of a day's plans in order. */
async function dayItemIds(tx: Executor, tripId: string, dayNumber: number): Promise<string[]> {
  const rows = await tx
    .select({ id: tripDayItems.id })
    .from(tripDayItems)
    .where(and(eq(tripDayItems.tripId, tripId), eq(tripDayItems.dayNumber, dayNumber)))
    .orderBy(asc(tripDayItems.position), asc(tripDayItems.createdAt), asc(tripDayItems.id));
  return rows.map((row) => row.id);
}

/** Writes the day's order: `ids` (a day holds at most 30) at positions 0, 1, … of `dayNumber`. */
async function writeDayOrder(
  tx: Executor,
  dayNumber: number,
  ids: readonly string[],
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(tripDayItems).set({ dayNumber, position }).where(eq(tripDayItems.id, id));
  }
}

/** `POST /api/trips/{id}/days/{dayNumber}/items` (planners): an attraction or a restaurant. */
export async function addTripItem(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  dayNumber: number,
  input: AddItemInput,
): Promise<Trip> {
  const place = findTripPlace(input.slug, input.kind);
  if (!place) throw new AppError('validation_failed', TRIP_UNKNOWN_PLACE_MESSAGE);
  return editTrip(ctx, viewerId, tripId, 'edit', async (tx, trip) => {
    assertDayOfTrip(trip, dayNumber);
    const ids = await dayItemIds(tx, trip.id, dayNumber);
    if (ids.length >= TRIP_DAY_ITEMS_MAX) throw new AppError('conflict', TRIP_DAY_FULL_MESSAGE);
    const [row] = await tx
      .insert(tripDayItems)
      .values({
        tripId: trip.id,
        dayNumber,
        kind: place.kind,
        slug: place.slug,
        position: ids.length,
        createdAt: ctx.now,
      })
      .returning({ id: tripDayItems.id });
    const position = Math.min(input.position ?? ids.length, ids.length);
    if (position < ids.length) {
      await writeDayOrder(tx, dayNumber, [
        ...ids.slice(0, position),
        row!.id,
        ...ids.slice(position),
      ]);
    }
  });
}

async function requireItem(tx: Executor, tripId: string, itemId: string) {
  if (!isUuid(itemId)) throw notFound(TRIP_ITEM_NOT_FOUND_MESSAGE);
  const [item] = await tx
    .select({ id: tripDayItems.id, dayNumber: tripDayItems.dayNumber })
    .from(tripDayItems)
    .where(and(eq(tripDayItems.id, itemId), eq(tripDayItems.tripId, tripId)))
    .limit(1);
  if (!item) throw notFound(TRIP_ITEM_NOT_FOUND_MESSAGE);
  return item;
}

/** `POST /api/trips/{id}/items/{itemId}/move` (planners): within its day or to another day. */
export async function moveTripItem(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  itemId: string,
  input: MoveItemInput,
): Promise<Trip> {
  return editTrip(ctx, viewerId, tripId, 'edit', async (tx, trip) => {
    const item = await requireItem(tx, trip.id, itemId);
    const toDay = input.dayNumber ?? item.dayNumber;
    assertDayOfTrip(trip, toDay);
    const source = (await dayItemIds(tx, trip.id, item.dayNumber)).filter((id) => id !== item.id);
    const target = toDay === item.dayNumber ? source : await dayItemIds(tx, trip.id, toDay);
    if (toDay !== item.dayNumber && target.length >= TRIP_DAY_ITEMS_MAX) {
      throw new AppError('conflict', TRIP_DAY_FULL_MESSAGE);
    }
    const position = Math.min(input.position, target.length);
    const moved = [...target.slice(0, position), item.id, ...target.slice(position)];
    if (toDay !== item.dayNumber) await writeDayOrder(tx, item.dayNumber, source);
    await writeDayOrder(tx, toDay, moved);
  });
}

/** `DELETE /api/trips/{id}/items/{itemId}` (planners). */
export async function deleteTripItem(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  itemId: string,
): Promise<Trip> {
  return editTrip(ctx, viewerId, tripId, 'edit', async (tx, trip) => {
    const item = await requireItem(tx, trip.id, itemId);
    await tx.delete(tripDayItems).where(eq(tripDayItems.id, item.id));
    await writeDayOrder(tx, item.dayNumber, await dayItemIds(tx, trip.id, item.dayNumber));
  });
}

async function partySize(tx: Executor, tripId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(tripPartyMembers)
    .where(eq(tripPartyMembers.tripId, tripId));
  return row?.count ?? 0;
}

/** `POST /api/trips/{id}/party` (planners): a person of the party, no account needed. */
export async function addTripPerson(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  input: AddPersonInput,
): Promise<Trip> {
  return editTrip(ctx, viewerId, tripId, 'edit', async (tx, trip) => {
    const size = await partySize(tx, trip.id);
    if (size >= TRIP_PARTY_MAX) throw new AppError('conflict', TRIP_PARTY_FULL_MESSAGE);
    await tx.insert(tripPartyMembers).values({
      tripId: trip.id,
      name: input.name,
      ageBand: input.ageBand,
      heightCm: input.heightCm,
      heightUnit: input.heightUnit,
      position: size,
      createdAt: ctx.now,
    });
  });
}

async function requirePerson(tx: Executor, tripId: string, personId: string) {
  if (!isUuid(personId)) throw notFound(TRIP_PERSON_NOT_FOUND_MESSAGE);
  const [person] = await tx
    .select({ id: tripPartyMembers.id })
    .from(tripPartyMembers)
    .where(and(eq(tripPartyMembers.id, personId), eq(tripPartyMembers.tripId, tripId)))
    .limit(1);
  if (!person) throw notFound(TRIP_PERSON_NOT_FOUND_MESSAGE);
  return person;
}

/** `PATCH /api/trips/{id}/party/{personId}` (planners). */
export async function updateTripPerson(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  personId: string,
  patch: UpdatePersonInput,
): Promise<Trip> {
  return editTrip(ctx, viewerId, tripId, 'edit', async (tx, trip) => {
    const person = await requirePerson(tx, trip.id, personId);
    const values: Partial<typeof tripPartyMembers.$inferInsert> = {};
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.ageBand !== undefined) values.ageBand = patch.ageBand;
    if (patch.heightCm !== undefined) values.heightCm = patch.heightCm;
    if (patch.heightUnit !== undefined) values.heightUnit = patch.heightUnit;
    await tx.update(tripPartyMembers).set(values).where(eq(tripPartyMembers.id, person.id));
  });
}

/** `DELETE /api/trips/{id}/party/{personId}` (planners). */
export async function deleteTripPerson(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  personId: string,
): Promise<Trip> {
  return editTrip(ctx, viewerId, tripId, 'edit', async (tx, trip) => {
    const person = await requirePerson(tx, trip.id, personId);
    await tx.delete(tripPartyMembers).where(eq(tripPartyMembers.id, person.id));
  });
}

/**
 * `POST /api/trips/{id}/planners` (the owner): invites a member by username to co-plan. They
 * join the party (linked to their profile) unless they are in it already, and are notified.
 * Nobody across a block can be invited.
 */
export async function inviteTripPlanner(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  input: InviteInput,
): Promise<Trip> {
  return editTrip(ctx, viewerId, tripId, 'manage', async (tx, trip) => {
    const member = await findMemberByUsername(tx, viewerId, input.username.replace(/^@/, ''));
    if (!member) throw notFound(TRIP_PLANNER_UNKNOWN_MESSAGE);
    if (member.id === trip.ownerId) throw new AppError('conflict', TRIP_PLANNER_SELF_MESSAGE);
    if (member.blocked) throw forbidden(TRIP_PLANNER_BLOCKED_MESSAGE);
    const existing = await tx
      .select({ memberId: tripPlanners.memberId })
      .from(tripPlanners)
      .where(eq(tripPlanners.tripId, trip.id));
    if (existing.some((row) => row.memberId === member.id)) {
      throw new AppError('conflict', TRIP_PLANNER_EXISTS_MESSAGE);
    }
    if (existing.length >= TRIP_PLANNERS_MAX)
      throw new AppError('conflict', TRIP_PLANNERS_FULL_MESSAGE);
    await tx
      .insert(tripPlanners)
      .values({ tripId: trip.id, memberId: member.id, role: input.role, createdAt: ctx.now });
    const [inParty] = await tx
      .select({ id: tripPartyMembers.id })
      .from(tripPartyMembers)
      .where(and(eq(tripPartyMembers.tripId, trip.id), eq(tripPartyMembers.memberId, member.id)))
      .limit(1);
    const size = await partySize(tx, trip.id);
    if (!inParty && size < TRIP_PARTY_MAX) {
      await tx.insert(tripPartyMembers).values({
        tripId: trip.id,
        name: member.username,
        memberId: member.id,
        position: size,
        createdAt: ctx.now,
      });
    }
    await notify(tx, {
      userId: member.id,
      actorId: viewerId,
      type: 'trip_invite',
      entityId: trip.id,
    });
  });
}

/** `PATCH /api/trips/{id}/planners/{memberId}` (the owner): planner or viewer. */
export async function updateTripPlanner(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  memberId: string,
  role: TripPlannerRole,
): Promise<Trip> {
  return editTrip(ctx, viewerId, tripId, 'manage', async (tx, trip) => {
    const updated = isUuid(memberId)
      ? await tx
          .update(tripPlanners)
          .set({ role })
          .where(and(eq(tripPlanners.tripId, trip.id), eq(tripPlanners.memberId, memberId)))
          .returning({ memberId: tripPlanners.memberId })
      : [];
    if (updated.length === 0) throw notFound(TRIP_PLANNER_NOT_FOUND_MESSAGE);
  });
}

/**
 * `DELETE /api/trips/{id}/planners/{memberId}`: the owner removes a co-planner, or a co-planner
 * leaves. They stop seeing a private trip at once (their sockets are told `removed`).
 */
export async function removeTripPlanner(
  ctx: TripWriteContext,
  viewerId: string,
  tripId: string,
  memberId: string,
): Promise<void> {
  // Any co-planner may leave (a `viewer` too); only the owner removes someone else.
  const found = await requireRole(
    ctx.db,
    viewerId,
    tripId,
    viewerId === memberId ? 'see' : 'manage',
  );
  await ctx.db.transaction(async (tx) => {
    const row = await lockTrip(tx, found.id);
    if (!row || row.deletedAt !== null) throw tripNotFound();
    const removed = isUuid(memberId)
      ? await tx
          .delete(tripPlanners)
          .where(and(eq(tripPlanners.tripId, row.id), eq(tripPlanners.memberId, memberId)))
          .returning({ memberId: tripPlanners.memberId })
      : [];
    if (removed.length === 0) throw notFound(TRIP_PLANNER_NOT_FOUND_MESSAGE);
    await updateTripRow(tx, row.id, { updatedAt: ctx.now });
    await publishTripChange(tx, row.id, 'changed');
    await publishTripChange(tx, row.id, 'removed', [memberId]);
  });
}
