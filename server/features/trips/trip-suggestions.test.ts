import { beforeAll, expect, it } from 'vitest';
import { parkLocalDate } from '../../../common/features/events/park-time';
import { addDays } from '../../../common/features/trips/booking-windows';
import {
  tripSuggestionsSchema,
  type TripSuggestions,
} from '../../../common/features/trips/trip-suggestions.contract';
import {
  TRIP_NOT_FOUND_MESSAGE,
  tripSchema,
  type Trip,
} from '../../../common/features/trips/trips.contract';
import { events } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createEventAs } from '../../test/events-test-support';
import { callAs, createGroupAs, joinAs } from '../../test/groups-test-support';
import { createMember, type TestMember } from '../../test/sign-in';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A five-day trip a month ahead: an EPCOT day, a Magic Kingdom day, then rest days. */
async function planTrip(
  ctx: TestContext,
  owner: TestMember,
  arrivesOn: string,
  visibility: 'private' | 'public',
): Promise<Trip> {
  const res = await callAs(ctx, 'POST', '/api/trips', owner, {
    name: 'Fall festival trip',
    arrivesOn,
    departsOn: addDays(arrivesOn, 4),
    hasParkTickets: true,
    visibility,
  });
  expect(res.statusCode, res.body).toBe(201);
  const trip = tripSchema.parse(res.json());
  for (const [day, park] of [
    [1, 'EPCOT'],
    [2, 'Magic Kingdom'],
  ] as const) {
    const set = await callAs(ctx, 'PUT', `/api/trips/${trip.id}/days/${day}`, owner, { park });
    expect(set.statusCode, set.body).toBe(200);
  }
  return trip;
}

async function suggestionsOf(
  ctx: TestContext,
  tripId: string,
  viewer: TestMember | null,
): Promise<TripSuggestions> {
  const res = await callAs(ctx, 'GET', `/api/trips/${tripId}/suggestions`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return tripSuggestionsSchema.parse(res.json());
}

const idsOf = (suggestions: TripSuggestions) => suggestions.items.map((item) => item.id);

describeEachDatabase('trip suggestions', (context) => {
  let owner: TestMember;
  let organizer: TestMember;
  let groupMember: TestMember;
  let stranger: TestMember;
  /** The trip's first day, a month ahead (park time). */
  let arrival: string;
  let publicTrip: Trip;
  let privateTrip: Trip;

  beforeAll(async () => {
    const ctx = context();
    [owner, organizer, groupMember, stranger] = [
      await createMember(ctx.db),
      await createMember(ctx.db),
      await createMember(ctx.db),
      await createMember(ctx.db),
    ];
    arrival = parkLocalDate(new Date(Date.now() + 30 * DAY_MS));
    publicTrip = await planTrip(ctx, owner, arrival, 'public');
    privateTrip = await planTrip(ctx, owner, arrival, 'private');
  });

  /** Park-local `YYYY-MM-DDTHH:mm` on the trip's day `offset` (0: arrival; negative: before). */
  const at = (offset: number, time: string) => `${addDays(arrival, offset)}T${time}`;

  it('suggests an event in a planned park during the dates, not one outside them', async () => {
    const ctx = context();
    const during = await createEventAs(ctx, organizer, {
      title: 'Food and Wine meet-up',
      park: 'EPCOT',
      startsAt: at(1, '18:00'),
      endsAt: at(1, '21:00'),
    });
    const later = await createEventAs(ctx, organizer, {
      park: 'EPCOT',
      startsAt: at(10, '18:00'),
      endsAt: at(10, '21:00'),
    });
    const dayBefore = await createEventAs(ctx, organizer, {
      park: 'EPCOT',
      startsAt: at(-1, '19:00'),
      endsAt: at(-1, '23:00'),
    });
    const intoFirstNight = await createEventAs(ctx, organizer, {
      park: 'Magic Kingdom',
      startsAt: at(-1, '22:00'),
      endsAt: at(0, '01:00'),
    });
    const lastNight = await createEventAs(ctx, organizer, {
      park: 'Magic Kingdom',
      startsAt: at(4, '23:00'),
      endsAt: at(5, '00:30'),
    });

    const ids = idsOf(await suggestionsOf(ctx, privateTrip.id, owner));
    expect(ids).toContain(during.id);
    expect(ids).toContain(intoFirstNight.id);
    expect(ids).toContain(lastNight.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(dayBefore.id);

    const item = (await suggestionsOf(ctx, privateTrip.id, owner)).items.find(
      (suggestion) => suggestion.id === during.id,
    );
    expect(item).toEqual({
      kind: 'event',
      id: during.id,
      title: 'Food and Wine meet-up',
      path: `/event/${during.id}`,
      startsAt: during.startsAt,
      endsAt: during.endsAt,
      park: 'EPCOT',
      reason: 'park',
    });
  });

  it('ranks the planned parks first, then the rest of the dates; official events only in planned parks or park-wide', async () => {
    const ctx = context();
    const springs = await createEventAs(ctx, organizer, {
      park: 'Disney Springs',
      startsAt: at(0, '09:00'),
      endsAt: at(0, '11:00'),
    });
    const otherParkMeetup = await createEventAs(ctx, organizer, {
      park: 'Animal Kingdom',
      startsAt: at(0, '08:00'),
      endsAt: at(0, '10:00'),
    });
    const epcot = await createEventAs(ctx, organizer, {
      park: 'EPCOT',
      startsAt: at(3, '10:00'),
      endsAt: at(3, '12:00'),
    });
    const [officialElsewhere, officialSeason, officialResortWide] = await ctx.db
      .insert(events)
      .values(
        (
          [
            ['Studios nights', 'Hollywood Studios', 2],
            ['Magic Kingdom season', 'Magic Kingdom', 0],
            ['Race weekend', 'Resort', 3],
          ] as const
        ).map(([title, park, day]) => ({
          organizerId: organizer.id,
          title,
          type: 'seasonal' as const,
          park,
          official: true,
          startsAt: new Date(Date.parse(`${addDays(arrival, day)}T12:00:00Z`)),
          endsAt: new Date(Date.parse(`${addDays(arrival, day + 20)}T12:00:00Z`)),
        })),
      )
      .returning({ id: events.id });

    const { items } = await suggestionsOf(ctx, privateTrip.id, owner);
    const ids = items.map((item) => item.id);
    const reasonOf = (id: string) => items.find((item) => item.id === id)?.reason;
    expect(reasonOf(epcot.id)).toBe('park');
    expect(reasonOf(officialSeason!.id)).toBe('park');
    expect(reasonOf(springs.id)).toBe('dates');
    expect(reasonOf(otherParkMeetup.id)).toBe('dates');
    expect(reasonOf(officialResortWide!.id)).toBe('dates');
    expect(ids).not.toContain(officialElsewhere!.id);
    // Planned parks first, whatever the time; each part soonest first.
    const lastPark = items.findLastIndex((item) => item.reason === 'park');
    const firstDates = items.findIndex((item) => item.reason === 'dates');
    expect(lastPark).toBeLessThan(firstDates);
    for (const reason of ['park', 'dates'] as const) {
      const starts = items.filter((item) => item.reason === reason).map((i) => i.startsAt);
      expect(starts).toEqual([...starts].sort((a, b) => Date.parse(a) - Date.parse(b)));
    }
    expect(ids.indexOf(otherParkMeetup.id)).toBeLessThan(ids.indexOf(springs.id));
  });

  it("shows a private group's event only to its members", async () => {
    const ctx = context();
    const group = await createGroupAs(ctx, organizer, { visibility: 'private' });
    await joinAs(ctx, group, groupMember, organizer);
    const secret = await createEventAs(ctx, organizer, {
      title: 'Members-only dessert party',
      park: 'EPCOT',
      groupId: group.id,
      startsAt: at(2, '20:00'),
      endsAt: at(2, '22:00'),
    });

    expect(idsOf(await suggestionsOf(ctx, publicTrip.id, groupMember))).toContain(secret.id);
    expect(idsOf(await suggestionsOf(ctx, publicTrip.id, organizer))).toContain(secret.id);
    expect(idsOf(await suggestionsOf(ctx, publicTrip.id, owner))).not.toContain(secret.id);
    expect(idsOf(await suggestionsOf(ctx, publicTrip.id, stranger))).not.toContain(secret.id);
    expect(idsOf(await suggestionsOf(ctx, publicTrip.id, null))).not.toContain(secret.id);
  });

  it('leaves out cancelled and deleted events', async () => {
    const ctx = context();
    const cancelled = await createEventAs(ctx, organizer, {
      park: 'EPCOT',
      startsAt: at(1, '09:00'),
      endsAt: at(1, '10:00'),
    });
    const deleted = await createEventAs(ctx, organizer, {
      park: 'EPCOT',
      startsAt: at(1, '11:00'),
      endsAt: at(1, '12:00'),
    });
    const kept = await createEventAs(ctx, organizer, {
      park: 'EPCOT',
      startsAt: at(1, '13:00'),
      endsAt: at(1, '14:00'),
    });
    const before = idsOf(await suggestionsOf(ctx, privateTrip.id, owner));
    expect(before).toEqual(expect.arrayContaining([cancelled.id, deleted.id, kept.id]));

    const cancel = await callAs(ctx, 'POST', `/api/events/${cancelled.id}/cancel`, organizer, {
      reason: 'Rained out',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const remove = await callAs(ctx, 'DELETE', `/api/events/${deleted.id}`, organizer);
    expect(remove.statusCode, remove.body).toBe(204);

    const after = idsOf(await suggestionsOf(ctx, privateTrip.id, owner));
    expect(after).toContain(kept.id);
    expect(after).not.toContain(cancelled.id);
    expect(after).not.toContain(deleted.id);
  });

  it('answers 404 for a private trip to everyone but its planners', async () => {
    const ctx = context();
    for (const viewer of [stranger, groupMember, null]) {
      const res = await callAs(ctx, 'GET', `/api/trips/${privateTrip.id}/suggestions`, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(TRIP_NOT_FOUND_MESSAGE);
    }
    const unknown = await callAs(
      ctx,
      'GET',
      `/api/trips/${crypto.randomUUID()}/suggestions`,
      owner,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await callAs(ctx, 'GET', `/api/trips/not-a-trip/suggestions`, owner)).statusCode).toBe(
      404,
    );
    const res = await callAs(ctx, 'GET', `/api/trips/${privateTrip.id}/suggestions`, owner);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});
