import { expect, it } from 'vitest';
import {
  checklistPageSchema,
  checklistSchema,
  type Checklist,
} from '../../../common/features/checklists/checklists.contract';
import { TRIP_NOT_FOUND_MESSAGE } from '../../../common/features/trips/trip-limits';
import { tripSchema, type Trip } from '../../../common/features/trips/trips.contract';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { checklistOf } from '../../test/checklists-test-support';
import { callAs } from '../../test/groups-test-support';
import { createMember, type TestMember } from '../../test/sign-in';

async function call(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  viewer: TestMember | undefined,
  body?: object,
  status = 200,
) {
  const res = await callAs(ctx, method, url, viewer, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res;
}

async function planTrip(ctx: TestContext, owner: TestMember, fields: object = {}): Promise<Trip> {
  const res = await call(
    ctx,
    'POST',
    '/api/trips',
    owner,
    { name: 'Spring break 2027', arrivesOn: '2027-03-14', departsOn: '2027-03-19', ...fields },
    201,
  );
  return tripSchema.parse(res.json());
}

async function linkTrip(
  ctx: TestContext,
  owner: TestMember,
  checklistId: string,
  tripId: string | null,
): Promise<Checklist> {
  const res = await call(ctx, 'PATCH', `/api/checklists/${checklistId}`, owner, { tripId });
  return checklistSchema.parse(res.json());
}

async function readAs(ctx: TestContext, checklistId: string, viewer?: TestMember) {
  const res = await call(ctx, 'GET', `/api/checklists/${checklistId}`, viewer);
  return checklistSchema.parse(res.json());
}

async function mineForTrip(ctx: TestContext, viewer: TestMember, tripId: string) {
  const res = await call(ctx, 'GET', `/api/checklists/mine?trip=${tripId}`, viewer);
  return checklistPageSchema.parse(res.json());
}

describeEachDatabase('checklists for trips', (context) => {
  it('links a checklist to a trip whose dates it then shows, following the trip, and unlinks it', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const trip = await planTrip(ctx, owner);
    const checklist = await checklistOf(ctx, owner, {
      title: 'Packing for spring',
      tripStartsOn: '2027-01-02',
      tripEndsOn: '2027-01-03',
    });
    expect(checklist.trip).toBeNull();
    await checklistOf(ctx, owner, { title: 'Not for a trip' });

    const linked = await linkTrip(ctx, owner, checklist.id, trip.id);
    expect(linked).toMatchObject({
      trip: { id: trip.id, name: 'Spring break 2027' },
      tripStartsOn: '2027-03-14',
      tripEndsOn: '2027-03-19',
    });
    expect((await mineForTrip(ctx, owner, trip.id)).items.map((item) => item.id)).toEqual([
      checklist.id,
    ]);

    await call(ctx, 'PATCH', `/api/trips/${trip.id}`, owner, {
      name: 'Spring break, moved',
      arrivesOn: '2027-04-01',
      departsOn: '2027-04-04',
    });
    expect(await readAs(ctx, checklist.id, owner)).toMatchObject({
      trip: { id: trip.id, name: 'Spring break, moved' },
      tripStartsOn: '2027-04-01',
      tripEndsOn: '2027-04-04',
    });
    const [listed] = (await mineForTrip(ctx, owner, trip.id)).items;
    expect(listed).toMatchObject({ tripStartsOn: '2027-04-01', trip: { id: trip.id } });

    const unlinked = await linkTrip(ctx, owner, checklist.id, null);
    expect(unlinked).toMatchObject({
      trip: null,
      tripStartsOn: '2027-01-02',
      tripEndsOn: '2027-01-03',
    });
    expect((await mineForTrip(ctx, owner, trip.id)).items).toEqual([]);
    expect((await mineForTrip(ctx, owner, 'not-a-uuid')).items).toEqual([]);
  });

  it('creates a checklist for a trip, and a co-planner may link the trip too', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const coPlanner = await createMember(ctx.db);
    const trip = await planTrip(ctx, owner);
    await call(ctx, 'POST', `/api/trips/${trip.id}/planners`, owner, {
      username: coPlanner.username,
    });
    const made = await checklistOf(ctx, owner, { title: 'Owner list', tripId: trip.id });
    expect(made.trip).toEqual({ id: trip.id, name: trip.name });
    const theirs = await checklistOf(ctx, coPlanner, { title: 'Co-planner list' });
    expect((await linkTrip(ctx, coPlanner, theirs.id, trip.id)).trip?.id).toBe(trip.id);
    // Each planner's list for the trip holds their own checklists only.
    expect((await mineForTrip(ctx, owner, trip.id)).items.map((item) => item.id)).toEqual([
      made.id,
    ]);
    expect((await mineForTrip(ctx, coPlanner, trip.id)).items.map((item) => item.id)).toEqual([
      theirs.id,
    ]);
  });

  it('refuses a trip the owner does not plan, an unknown one and a deleted one with 404', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const stranger = await createMember(ctx.db);
    const theirTrip = await planTrip(ctx, stranger, { visibility: 'public' });
    const checklist = await checklistOf(ctx, owner);
    for (const tripId of [theirTrip.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(
        ctx,
        'PATCH',
        `/api/checklists/${checklist.id}`,
        owner,
        { tripId },
        404,
      );
      expect(res.json()).toMatchObject({ error: { message: TRIP_NOT_FOUND_MESSAGE } });
    }
    await ctx.app.rateLimiter.reset(`checklists:create:${owner.id}`);
    const created = await callAs(ctx, 'POST', '/api/checklists', owner, {
      title: 'Borrowed trip',
      tripId: theirTrip.id,
    });
    expect(created.statusCode, created.body).toBe(404);

    const ownTrip = await planTrip(ctx, owner);
    await call(ctx, 'DELETE', `/api/trips/${ownTrip.id}`, owner, undefined, 204);
    await call(ctx, 'PATCH', `/api/checklists/${checklist.id}`, owner, { tripId: ownTrip.id }, 404);
    expect((await readAs(ctx, checklist.id, owner)).trip).toBeNull();
  });

  it("never shows a reader a private trip's name or dates through a public checklist", async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const stranger = await createMember(ctx.db);
    const trip = await planTrip(ctx, owner, { name: 'Secret surprise trip' });
    const checklist = await checklistOf(ctx, owner, {
      title: 'Surprise packing',
      visibility: 'public',
      tripStartsOn: '2027-05-01',
      tripEndsOn: '2027-05-02',
      tripId: trip.id,
    });
    expect(checklist.tripStartsOn).toBe('2027-03-14');

    for (const reader of [stranger, undefined]) {
      const seen = await readAs(ctx, checklist.id, reader);
      expect(seen).toMatchObject({
        trip: null,
        tripStartsOn: '2027-05-01',
        tripEndsOn: '2027-05-02',
      });
      const listed = await call(ctx, 'GET', '/api/checklists?sort=newest&limit=50', reader);
      expect(listed.body).not.toContain('Secret surprise trip');
      expect(listed.body).not.toContain(trip.id);
      expect((await call(ctx, 'GET', `/checklist/${checklist.id}`, reader)).body).not.toContain(
        'Secret surprise trip',
      );
    }

    // Shared by link, the trip may be read, so readers see it and its dates.
    await call(ctx, 'PATCH', `/api/trips/${trip.id}`, owner, { visibility: 'unlisted' });
    expect(await readAs(ctx, checklist.id, stranger)).toMatchObject({
      trip: { id: trip.id, name: 'Secret surprise trip' },
      tripStartsOn: '2027-03-14',
    });
  });

  it('drops the link when the trip is deleted: no trip, the checklist keeps its own dates', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const trip = await planTrip(ctx, owner);
    const checklist = await checklistOf(ctx, owner, { tripId: trip.id });
    expect(checklist.trip?.id).toBe(trip.id);
    await call(ctx, 'DELETE', `/api/trips/${trip.id}`, owner, undefined, 204);
    expect(await readAs(ctx, checklist.id, owner)).toMatchObject({
      trip: null,
      tripStartsOn: null,
      tripEndsOn: null,
    });
    expect((await mineForTrip(ctx, owner, trip.id)).items).toEqual([]);
  });
});
