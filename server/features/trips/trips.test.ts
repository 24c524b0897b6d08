import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import type {
  RealtimeServerMessage,
  TripChange,
} from '../../../common/features/realtime/realtime.contract';
import {
  TRIP_DAYS_IN_USE_MESSAGE,
  TRIP_HEIGHTS_PLANNERS_ONLY_MESSAGE,
  TRIP_NOT_FOUND_MESSAGE,
  TRIP_OWNER_ONLY_MESSAGE,
  TRIP_PLANNERS_ONLY_MESSAGE,
  myTripsSchema,
  tripPageSchema,
  tripRidesSchema,
  tripSchema,
  type Trip,
} from '../../../common/features/trips/trips.contract';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { callAs } from '../../test/groups-test-support';
import { joinRealtime, tokenOf } from '../../test/realtime-socket';
import { createMember, type TestMember } from '../../test/sign-in';

async function call(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  viewer: TestMember | undefined,
  body?: object,
  status = 200,
) {
  const res = await callAs(ctx, method, url, viewer, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res;
}

async function planTrip(ctx: TestContext, owner: TestMember, fields: Record<string, unknown> = {}) {
  const res = await call(
    ctx,
    'POST',
    '/api/trips',
    owner,
    {
      name: 'Spring break 2027',
      arrivesOn: '2027-03-14',
      departsOn: '2027-03-19',
      resort: 'disneys-pop-century-resort',
      hasParkTickets: true,
      ...fields,
    },
    201,
  );
  return tripSchema.parse(res.json());
}

/** A party of four: two adults, a 10-year-old and a 4-year-old under 102 cm. */
async function addFamily(ctx: TestContext, owner: TestMember, tripId: string): Promise<Trip> {
  const people = [
    { name: 'Maria', ageBand: 'adult', heightCm: 165 },
    { name: 'Tom', ageBand: 'adult', heightCm: 180, heightUnit: 'in' },
    { name: 'Lucas', ageBand: 'teen', heightCm: 140 },
    { name: 'Zoe', ageBand: 'child', heightCm: 100 },
  ];
  let trip: Trip | undefined;
  for (const person of people) {
    trip = tripSchema.parse(
      (await call(ctx, 'POST', `/api/trips/${tripId}/party`, owner, person)).json(),
    );
  }
  return trip!;
}

const isTripChange = (message: RealtimeServerMessage): message is TripChange =>
  message.type === 'trip';

describeEachDatabase('trips', (context) => {
  let origin = '';
  beforeAll(async () => {
    await context().app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(context().app.server.address() as AddressInfo).port}`;
  });

  it('plans a trip with days, ordered plans and a party, and checks every input', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const trip = await planTrip(ctx, owner);
    expect(trip).toMatchObject({
      name: 'Spring break 2027',
      resort: { slug: 'disneys-pop-century-resort', name: 'Disney’s Pop Century Resort' },
      visibility: 'private',
      viewer: { role: 'owner', canEdit: true, isPlanner: true },
    });
    expect(trip.days.map((day) => day.date)).toEqual([
      '2027-03-14',
      '2027-03-15',
      '2027-03-16',
      '2027-03-17',
      '2027-03-18',
      '2027-03-19',
    ]);

    await call(ctx, 'PUT', `/api/trips/${trip.id}/days/2`, owner, { park: 'Magic Kingdom' });
    for (const slug of ['seven-dwarfs-mine-train', 'space-mountain', 'peter-pans-flight']) {
      await call(ctx, 'POST', `/api/trips/${trip.id}/days/2/items`, owner, {
        kind: 'attraction',
        slug,
      });
    }
    let planned = tripSchema.parse(
      (
        await call(ctx, 'POST', `/api/trips/${trip.id}/days/2/items`, owner, {
          kind: 'dining',
          slug: 'be-our-guest-restaurant',
          position: 1,
        })
      ).json(),
    );
    const day2 = () => planned.days[1]!.items.map((item) => item.slug);
    expect(planned.days[1]!.park).toBe('Magic Kingdom');
    expect(day2()).toEqual([
      'seven-dwarfs-mine-train',
      'be-our-guest-restaurant',
      'space-mountain',
      'peter-pans-flight',
    ]);
    const peterPan = planned.days[1]!.items[3]!;
    planned = tripSchema.parse(
      (
        await call(ctx, 'POST', `/api/trips/${trip.id}/items/${peterPan.id}/move`, owner, {
          position: 0,
        })
      ).json(),
    );
    expect(day2()[0]).toBe('peter-pans-flight');
    planned = tripSchema.parse(
      (
        await call(ctx, 'POST', `/api/trips/${trip.id}/items/${peterPan.id}/move`, owner, {
          dayNumber: 3,
          position: 0,
        })
      ).json(),
    );
    expect(planned.days[2]!.items.map((item) => item.slug)).toEqual(['peter-pans-flight']);
    expect(day2()).toHaveLength(3);

    // Bad input: 400 with the field's sentence, never a 500; unknown places and resorts refused.
    const bad = await callAs(ctx, 'POST', '/api/trips', owner, {
      name: 'x',
      arrivesOn: '2027-03-20',
      departsOn: '2027-03-14',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The trip cannot end before it starts');
    const tooLong = await callAs(ctx, 'POST', '/api/trips', owner, {
      name: 'x',
      arrivesOn: '2027-03-01',
      departsOn: '2027-04-15',
    });
    expect(tooLong.body).toContain('A trip can be at most 30 days long');
    const unknown = await callAs(ctx, 'POST', `/api/trips/${trip.id}/days/2/items`, owner, {
      kind: 'attraction',
      slug: 'no-such-ride',
    });
    expect(unknown.statusCode).toBe(400);
    const noDay = await callAs(ctx, 'PUT', `/api/trips/${trip.id}/days/9`, owner, { park: null });
    expect(noDay.statusCode).toBe(404);
    const badResort = await callAs(ctx, 'PATCH', `/api/trips/${trip.id}`, owner, {
      resort: 'the-moon',
    });
    expect(badResort.statusCode).toBe(400);

    // Moving the dates moves the plans with their days; shortening past planned days is refused.
    const moved = tripSchema.parse(
      (
        await call(ctx, 'PATCH', `/api/trips/${trip.id}`, owner, {
          arrivesOn: '2027-04-01',
          departsOn: '2027-04-06',
        })
      ).json(),
    );
    expect(moved.days[1]).toMatchObject({ date: '2027-04-02', park: 'Magic Kingdom' });
    const shorter = await callAs(ctx, 'PATCH', `/api/trips/${trip.id}`, owner, {
      departsOn: '2027-04-02',
    });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().error.message).toBe(TRIP_DAYS_IN_USE_MESSAGE);
    await call(ctx, 'PATCH', `/api/trips/${trip.id}`, owner, { departsOn: '2027-04-03' });

    const mine = myTripsSchema.parse((await call(ctx, 'GET', '/api/trips/mine', owner)).json());
    expect(mine.items.map((item) => item.id)).toEqual([trip.id]);
    expect(mine.items[0]!.parks).toEqual(['Magic Kingdom']);
  });

  it('keeps heights, children and private trips with their planners on every read', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const stranger = await createMember(ctx.db);
    const trip = await planTrip(ctx, owner);
    const family = await addFamily(ctx, owner, trip.id);
    expect(family.party.map((person) => person.heightCm)).toEqual([165, 180, 140, 100]);

    // Private: 404 to everyone else, not listed, not on the rides.
    for (const viewer of [stranger, undefined]) {
      const res = await callAs(ctx, 'GET', `/api/trips/${trip.id}`, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(TRIP_NOT_FOUND_MESSAGE);
    }
    expect((await callAs(ctx, 'GET', `/api/trips/${trip.id}/rides`, stranger)).statusCode).toBe(
      404,
    );

    // Shared by link: readable, read-only, no heights, no minors' names, no co-planners; unlisted.
    await call(ctx, 'PATCH', `/api/trips/${trip.id}`, owner, { visibility: 'unlisted' });
    const read = tripSchema.parse(
      (await call(ctx, 'GET', `/api/trips/${trip.id}`, undefined)).json(),
    );
    expect(read.party.map((person) => [person.name, person.heightCm])).toEqual([
      ['Maria', null],
      ['Tom', null],
      [null, null],
      [null, null],
    ]);
    expect(read.viewer).toEqual({ role: null, canEdit: false, isPlanner: false });
    const raw = (await call(ctx, 'GET', `/api/trips/${trip.id}`, stranger)).body;
    expect(raw).not.toContain('Zoe');
    expect(raw).not.toContain('165');
    const rides = await callAs(ctx, 'GET', `/api/trips/${trip.id}/rides`, stranger);
    expect(rides.statusCode).toBe(403);
    expect(rides.json().error.message).toBe(TRIP_HEIGHTS_PLANNERS_ONLY_MESSAGE);
    const listed = tripPageSchema.parse(
      (await call(ctx, 'GET', '/api/trips?limit=50', undefined)).json(),
    );
    expect(listed.items.map((item) => item.id)).not.toContain(trip.id);
    const edit = await callAs(ctx, 'PUT', `/api/trips/${trip.id}/days/1`, stranger, {
      park: 'EPCOT',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe(TRIP_PLANNERS_ONLY_MESSAGE);

    // Public trip report: listed, still without heights; deleted: gone everywhere.
    await call(ctx, 'PATCH', `/api/trips/${trip.id}`, owner, { visibility: 'public' });
    const reports = tripPageSchema.parse(
      (await call(ctx, 'GET', '/api/trips?limit=50', undefined)).json(),
    );
    expect(reports.items.map((item) => item.id)).toContain(trip.id);
    expect(JSON.stringify(reports)).not.toContain('Zoe');
    await call(ctx, 'DELETE', `/api/trips/${trip.id}`, owner, undefined, 204);
    expect((await callAs(ctx, 'GET', `/api/trips/${trip.id}`, owner)).statusCode).toBe(404);
    const after = tripPageSchema.parse(
      (await call(ctx, 'GET', '/api/trips?limit=50', undefined)).json(),
    );
    expect(after.items.map((item) => item.id)).not.toContain(trip.id);
  });

  it('tells who in the party can ride what, with the Rider Switch hint', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const trip = await planTrip(ctx, owner);
    await addFamily(ctx, owner, trip.id);
    await call(ctx, 'PUT', `/api/trips/${trip.id}/days/1`, owner, {
      park: "Disney's Hollywood Studios",
    });
    const rides = tripRidesSchema.parse(
      (await call(ctx, 'GET', `/api/trips/${trip.id}/rides`, owner)).json(),
    );
    expect(rides.parks[0]).toMatchObject({ park: "Disney's Hollywood Studios", planned: true });
    const byName = new Map(
      rides.parks.flatMap((park) => park.attractions).map((ride) => [ride.slug, ride]),
    );
    const zoe = rides.party.find((person) => person.name === 'Zoe')!;
    const sevenDwarfs = byName.get('seven-dwarfs-mine-train')!;
    expect(sevenDwarfs.heightCm).toBe(97);
    expect(sevenDwarfs.canRide).toContain(zoe.id);
    const towerOfTerror = byName.get('the-twilight-zone-tower-of-terror')!;
    expect(towerOfTerror.tooShort).toEqual([{ personId: zoe.id, toGo: '2 cm to go' }]);
    expect(towerOfTerror.riderSwitch).toBe(true);
    expect(rides.riderSwitchHint).toContain('Rider Switch');
  });

  it('lets the owner invite co-planners who see edits live; viewers read, only the owner manages', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const planner = await createMember(ctx.db);
    const viewer = await createMember(ctx.db);
    const outsider = await createMember(ctx.db);
    const trip = await planTrip(ctx, owner);
    await call(ctx, 'POST', `/api/trips/${trip.id}/planners`, owner, {
      username: planner.username,
    });
    const invited = tripSchema.parse(
      (
        await call(ctx, 'POST', `/api/trips/${trip.id}/planners`, owner, {
          username: viewer.username,
          role: 'viewer',
        })
      ).json(),
    );
    expect(invited.planners.map((entry) => [entry.member.id, entry.role])).toEqual([
      [planner.id, 'planner'],
      [viewer.id, 'viewer'],
    ]);
    expect(invited.party.map((person) => person.member?.id)).toEqual([planner.id, viewer.id]);
    const bell = await call(ctx, 'GET', '/api/notifications', planner);
    expect(bell.body).toContain('trip_invite');

    const onPlanner = await joinRealtime(origin, tokenOf(planner));
    const onViewer = await joinRealtime(origin, tokenOf(viewer));
    const onOutsider = await joinRealtime(origin, tokenOf(outsider));
    await call(ctx, 'PUT', `/api/trips/${trip.id}/days/1`, owner, { park: 'EPCOT' });
    const changed = { type: 'trip', trip_id: trip.id, event: 'changed' };
    expect(await onPlanner.next(isTripChange)).toEqual(changed);
    expect(await onViewer.next(isTripChange)).toEqual(changed);
    await expect(onOutsider.next(isTripChange, 300)).rejects.toThrow();

    // The planner edits; the viewer reads everything (heights too) but cannot change a thing.
    await call(ctx, 'POST', `/api/trips/${trip.id}/party`, planner, {
      name: 'Ava',
      ageBand: 'child',
      heightCm: 99,
    });
    const asViewer = tripSchema.parse(
      (await call(ctx, 'GET', `/api/trips/${trip.id}`, viewer)).json(),
    );
    expect(asViewer.party.find((person) => person.name === 'Ava')?.heightCm).toBe(99);
    expect(asViewer.viewer).toEqual({ role: 'viewer', canEdit: false, isPlanner: true });
    expect(
      (await callAs(ctx, 'PUT', `/api/trips/${trip.id}/days/2`, viewer, { park: 'EPCOT' }))
        .statusCode,
    ).toBe(403);
    const notOwner = await callAs(ctx, 'PATCH', `/api/trips/${trip.id}`, planner, {
      visibility: 'public',
    });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().error.message).toBe(TRIP_OWNER_ONLY_MESSAGE);
    expect((await callAs(ctx, 'DELETE', `/api/trips/${trip.id}`, planner)).statusCode).toBe(403);

    // The viewer leaves: told `removed`, and the private trip is gone for them.
    await call(
      ctx,
      'DELETE',
      `/api/trips/${trip.id}/planners/${viewer.id}`,
      viewer,
      undefined,
      204,
    );
    expect(
      await onViewer.next((message) => isTripChange(message) && message.event === 'removed'),
    ).toEqual({
      ...changed,
      event: 'removed',
    });
    expect((await callAs(ctx, 'GET', `/api/trips/${trip.id}`, viewer)).statusCode).toBe(404);
    await Promise.all([onPlanner, onViewer, onOutsider].map((socket) => socket.close()));
  });

  it('shows a countdown to its planners and, when chosen, on the profile', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const trip = await planTrip(ctx, owner, {
      arrivesOn: '2099-01-10',
      departsOn: '2099-01-15',
      countdownOnProfile: true,
    });
    const next = (await call(ctx, 'GET', '/api/trips/next', owner)).json();
    expect(next.trip.id).toBe(trip.id);
    expect(next.countdown).toMatch(/^\d+ days to go$/);
    const profile = (
      await call(ctx, 'GET', `/api/members/${owner.username}/trip-countdown`, undefined)
    ).json();
    expect(profile).toEqual({ countdown: next.countdown, trip: null });
    await call(ctx, 'PATCH', `/api/trips/${trip.id}`, owner, { countdownOnProfile: false });
    const hidden = (
      await call(ctx, 'GET', `/api/members/${owner.username}/trip-countdown`, undefined)
    ).json();
    expect(hidden).toEqual({ countdown: null, trip: null });
  });
});
