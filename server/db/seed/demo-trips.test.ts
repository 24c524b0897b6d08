import { expect, it } from 'vitest';
import { tripPageSchema, tripSchema } from '../../../common/features/trips/trips.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { seedDemo } from './demo-seed';
import { demoTripId, seedDemoTrips } from './demo-trips';
import { demoTrips } from './demo-trips-data';

it('has two demo trips with parties, one of them a public trip report', () => {
  expect(demoTrips).toHaveLength(2);
  expect(demoTrips.map((trip) => trip.visibility).sort()).toEqual(['private', 'public']);
  for (const trip of demoTrips) expect(trip.party.length).toBeGreaterThanOrEqual(4);
});

describeEachDatabase('demo community: trips', (ctx) => {
  it('adds the demo trips once; the report is public without heights, the plan private', async () => {
    const { db, app } = ctx();
    await seedDemo(db);
    expect(await seedDemoTrips(db)).toEqual({ trips: 2, people: 8 });
    expect(await seedDemoTrips(db)).toEqual({ trips: 0, people: 0 });

    const reports = tripPageSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/trips?limit=50' })).json(),
    );
    expect(reports.items.map((trip) => trip.id)).toEqual([demoTripId('dan-grandkids-report')]);
    const report = tripSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/trips/${demoTripId('dan-grandkids-report')}` })
      ).json(),
    );
    expect(report.party.map((person) => person.heightCm)).toEqual([null, null, null, null]);
    expect(report.party.filter((person) => person.name === null)).toHaveLength(2);
    expect(report.days[1]!.items.map((item) => item.name)).toContain('Be Our Guest Restaurant');

    const plan = await app.inject({
      method: 'GET',
      url: `/api/trips/${demoTripId('rita-spring-plan')}`,
    });
    expect(plan.statusCode).toBe(404);
    const jobs = await db.execute(
      `select count(*)::int as count from jobs where key like 'trip-reminder:${demoTripId('rita-spring-plan')}:%'`,
    );
    const rows = (jobs as unknown as { rows: { count: number }[] }).rows;
    expect(rows[0]!.count).toBeGreaterThan(0);
  });
});
