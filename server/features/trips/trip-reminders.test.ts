import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPlaceChoices } from '../../../common/features/trips/trip-catalogue';
import { buildApp } from '../../app';
import { readTestDatabaseUrl, type AppConfig } from '../../config';
import {
  openPglite,
  openPostgres,
  type Database,
  type DatabaseEngine,
  type DatabaseHandle,
} from '../../db/client';
import {
  jobs,
  notifications,
  outbox,
  tripDayItems,
  tripDays,
  tripPlanners,
  trips,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { testConfig } from '../../test/build-test-app';
import { createScratchDatabase } from '../../test/server-process';
import { createMember, type TestMember } from '../../test/sign-in';
import { testEngines } from '../../test/test-database';
import type { JobRunnerOptions } from '../jobs/job-runner';
import {
  cancelTripReminders,
  scheduleTripReminders,
  TRIP_DIGEST_JOB,
  TRIP_REMINDER_MAIL_JOB,
  TRIP_WINDOW_JOB,
  tripReminderKeyPrefix,
} from './trip-reminders';

const fast: Partial<JobRunnerOptions> = { pollIntervalMs: 25, retryBaseMs: 5, retryMaxMs: 20 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** When the trips are planned: well before every window of the 2027 trips below. */
const PLANNED_AT = new Date('2026-12-06T12:00:00Z');

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(25);
  }
}

/** A clock the test sets: it stands still where it was put. */
function settableClock(start: Date): Clock & { set(instant: Date | string): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set(instant) {
      current = new Date(instant).getTime();
    },
  };
}

interface SharedDatabase {
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

async function createSharedDatabase(engine: DatabaseEngine): Promise<SharedDatabase> {
  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'magic-trip-reminders-'));
    return { open: () => openPglite(dir), remove: () => rm(dir, { recursive: true, force: true }) };
  }
  const adminUrl = readTestDatabaseUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(adminUrl);
  return { open: async () => openPostgres(scratch.url, 4), remove: () => scratch.drop() };
}

async function buildRemindersApp(
  handle: DatabaseHandle,
  clock: Clock,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), { database: handle, clock });
  await app.ready();
  return app;
}

interface TripValues {
  name: string;
  arrivesOn: string;
  departsOn: string;
  resortSlug?: string | null;
  hasParkTickets?: boolean;
  /** Day 1 first; null is a rest day, undefined a day not planned. */
  parks?: (string | null | undefined)[];
}

async function insertTrip(db: Database, owner: TestMember, values: TripValues): Promise<string> {
  const [row] = await db
    .insert(trips)
    .values({
      ownerId: owner.id,
      name: values.name,
      arrivesOn: values.arrivesOn,
      departsOn: values.departsOn,
      resortSlug: values.resortSlug ?? null,
      hasParkTickets: values.hasParkTickets ?? true,
    })
    .returning({ id: trips.id });
  const days = (values.parks ?? []).flatMap((park, index) =>
    park === undefined ? [] : [{ tripId: row!.id, dayNumber: index + 1, park }],
  );
  if (days.length > 0) await db.insert(tripDays).values(days);
  return row!.id;
}

async function jobsOf(db: Database, tripId: string) {
  return db
    .select()
    .from(jobs)
    .where(like(jobs.key, `${tripReminderKeyPrefix(tripId)}%`))
    .orderBy(asc(jobs.runAt), asc(jobs.key));
}

async function noticesOf(db: Database, tripId: string, type: 'trip_window' | 'trip_digest') {
  return db
    .select({ userId: notifications.userId, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.entityId, tripId)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** Every job of the trip due at `instant` has run (done or failed for good). */
async function dueJobsDone(db: Database, tripId: string, instant: Date): Promise<boolean> {
  const rows = await jobsOf(db, tripId);
  return rows
    .filter((job) => job.runAt.getTime() <= instant.getTime())
    .every((job) => job.state === 'done' || job.state === 'failed');
}

/** Moves the clock to `instant` and waits until the trips' jobs due by then have run. */
async function runUntil(
  db: Database,
  clock: ReturnType<typeof settableClock>,
  instant: string,
  tripIds: string[],
): Promise<void> {
  const at = new Date(instant);
  clock.set(at);
  await waitFor(async () => {
    for (const tripId of tripIds) if (!(await dueJobsDone(db, tripId, at))) return false;
    return true;
  });
}

describe.each(testEngines)('trip reminders [%s]', (engine) => {
  let shared: SharedDatabase;

  beforeAll(async () => {
    shared = await createSharedDatabase(engine);
    const handle = await shared.open();
    await handle.migrate();
    await handle.close();
  }, 60_000);
  afterAll(async () => shared?.remove(), 30_000);

  it('reminds at 6:00 AM Eastern in UTC on both sides of the clock changes (March and November)', async () => {
    const clock = settableClock(PLANNED_AT);
    const handle = await shared.open();
    const app = await buildRemindersApp(handle, clock);
    try {
      const { db } = handle;
      const owner = await createMember(db);
      // Clocks go forward on Sunday 14 March 2027 and back on Sunday 7 November 2027.
      const march = await insertTrip(db, owner, {
        name: 'Spring break',
        arrivesOn: '2027-03-12',
        departsOn: '2027-03-18',
        parks: [
          'Magic Kingdom',
          'EPCOT',
          null,
          "Disney's Hollywood Studios",
          undefined,
          undefined,
          'EPCOT',
        ],
      });
      const november = await insertTrip(db, owner, {
        name: 'Food and Wine',
        arrivesOn: '2027-11-05',
        departsOn: '2027-11-12',
        parks: [
          'EPCOT',
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          'Magic Kingdom',
        ],
      });
      await db.transaction(async (tx) => {
        await scheduleTripReminders(tx, march, PLANNED_AT);
        await scheduleTripReminders(tx, november, PLANNED_AT);
      });
      // Scheduling again changes nothing (the same keys).
      const before = (await jobsOf(db, march)).length;
      await scheduleTripReminders(db, march, PLANNED_AT);
      expect(await jobsOf(db, march)).toHaveLength(before);

      const runAtOf = async (tripId: string, fragment: string) =>
        (await jobsOf(db, tripId))
          .filter((job) => job.key.includes(fragment))
          .map((job) => job.runAt.toISOString());
      // Dining opens 60 days before each park day at 6:00 AM Eastern: EST (UTC-5) in January,
      // EDT (UTC-4) in September; the day before at the same park-time clock.
      expect(await runAtOf(march, 'window:dining:2027-03-12:')).toEqual([
        '2027-01-10T11:00:00.000Z',
        '2027-01-11T11:00:00.000Z',
      ]);
      expect(await runAtOf(november, 'window:dining:2027-11-05:')).toEqual([
        '2027-09-05T10:00:00.000Z',
        '2027-09-06T10:00:00.000Z',
      ]);
      // Lightning Lane (off-site: 3 days before each park day, 7:00 AM) across the change.
      expect(await runAtOf(march, 'window:lightning-lane:2027-03-12:today')).toEqual([
        '2027-03-09T12:00:00.000Z',
      ]);
      expect(await runAtOf(march, 'window:lightning-lane:2027-03-18:today')).toEqual([
        '2027-03-15T11:00:00.000Z',
      ]);
      expect(await runAtOf(november, 'window:lightning-lane:2027-11-05:today')).toEqual([
        '2027-11-02T11:00:00.000Z',
      ]);
      expect(await runAtOf(november, 'window:lightning-lane:2027-11-12:today')).toEqual([
        '2027-11-09T12:00:00.000Z',
      ]);
      // The digests: 7:00 PM park time the evening before each day, from before the arrival.
      const digests = (await jobsOf(db, march)).filter((job) => job.kind === TRIP_DIGEST_JOB);
      expect(digests.map((job) => job.runAt.toISOString())).toEqual([
        '2027-03-12T00:00:00.000Z',
        '2027-03-13T00:00:00.000Z',
        '2027-03-14T00:00:00.000Z',
        '2027-03-14T23:00:00.000Z',
        '2027-03-15T23:00:00.000Z',
        '2027-03-16T23:00:00.000Z',
        '2027-03-17T23:00:00.000Z',
      ]);
      const novemberDigests = (await jobsOf(db, november)).filter(
        (job) => job.kind === TRIP_DIGEST_JOB,
      );
      expect(novemberDigests.map((job) => job.runAt.toISOString())).toEqual([
        '2027-11-04T23:00:00.000Z',
        '2027-11-05T23:00:00.000Z',
        '2027-11-06T23:00:00.000Z',
        '2027-11-08T00:00:00.000Z',
        '2027-11-09T00:00:00.000Z',
        '2027-11-10T00:00:00.000Z',
        '2027-11-11T00:00:00.000Z',
        '2027-11-12T00:00:00.000Z',
      ]);

      await app.jobs.start(fast);
      // A second before 6:00 AM Eastern nothing has run; at 6:00 the window is reminded.
      await runUntil(db, clock, '2027-01-10T10:59:59Z', [march]);
      await sleep(150);
      expect(await noticesOf(db, march, 'trip_window')).toEqual([]);
      await runUntil(db, clock, '2027-01-10T11:00:00Z', [march]);
      await runUntil(db, clock, '2027-01-11T11:00:00Z', [march]);
      // At 6:00 AM on 11 January dining opens for the 12th and is a day away for the 13th.
      const marchBodies = (await noticesOf(db, march, 'trip_window')).map((row) => row.body);
      expect(marchBodies.sort()).toEqual([
        'Dining reservations open today at 6:00 AM Eastern for Fri 12 Mar — Spring break',
        'Tomorrow: Dining reservations open at 6:00 AM Eastern for Fri 12 Mar — Spring break',
        'Tomorrow: Dining reservations open at 6:00 AM Eastern for Sat 13 Mar — Spring break',
      ]);
      await runUntil(db, clock, '2027-09-06T09:59:59Z', [march, november]);
      const novemberBefore = await noticesOf(db, november, 'trip_window');
      expect(novemberBefore.map((row) => row.body)).not.toContain(
        'Dining reservations open today at 6:00 AM Eastern for Fri 5 Nov — Food and Wine',
      );
      await runUntil(db, clock, '2027-09-06T10:00:00Z', [november]);
      expect((await noticesOf(db, november, 'trip_window')).map((row) => row.body)).toContain(
        'Dining reservations open today at 6:00 AM Eastern for Fri 5 Nov — Food and Wine',
      );
      const job = (await jobsOf(db, november)).find((row) =>
        row.key.includes('window:dining:2027-11-05:today'),
      );
      expect(job).toMatchObject({ kind: TRIP_WINDOW_JOB, state: 'done', attempts: 1 });
    } finally {
      await app.close();
      await handle.close();
    }
  }, 90_000);

  it('reminds every planner exactly once with two app instances running jobs', async () => {
    const clock = settableClock(PLANNED_AT);
    const handleA = await shared.open();
    // PostgreSQL: a second pool, as a second process has; PGlite has one connection by design.
    const handleB = engine === 'postgres' ? await shared.open() : handleA;
    const apps = [await buildRemindersApp(handleA, clock), await buildRemindersApp(handleB, clock)];
    try {
      const { db } = handleA;
      const stranger = await createMember(db);
      const tripIds: string[] = [];
      const plannersOf = new Map<string, string[]>();
      for (let i = 0; i < 6; i += 1) {
        const owner = await createMember(db);
        const coPlanner = await createMember(db);
        const viewer = await createMember(db);
        const tripId = await insertTrip(db, owner, {
          name: `Trip ${i}`,
          arrivesOn: '2027-03-12',
          departsOn: '2027-03-12',
          parks: ['Magic Kingdom'],
        });
        await db.insert(tripPlanners).values([
          { tripId, memberId: coPlanner.id, role: 'planner' },
          { tripId, memberId: viewer.id, role: 'viewer' },
        ]);
        tripIds.push(tripId);
        plannersOf.set(tripId, [owner.id, coPlanner.id, viewer.id].sort());
      }
      // Both runners wait at 6:00 AM Eastern on 11 January; then the trips are scheduled.
      clock.set('2027-01-11T11:00:00Z');
      await Promise.all(apps.map((app) => app.jobs.start(fast)));
      await db.transaction(async (tx) => {
        for (const tripId of tripIds) await scheduleTripReminders(tx, tripId, PLANNED_AT);
      });
      const at = new Date('2027-01-11T11:00:00Z');
      await waitFor(async () => {
        for (const tripId of tripIds) if (!(await dueJobsDone(db, tripId, at))) return false;
        return true;
      }, 30_000);
      for (const tripId of tripIds) {
        const notices = await noticesOf(db, tripId, 'trip_window');
        // The day-before job ran a day late: it said nothing. The opening: once per planner.
        expect(notices.map((row) => row.userId).sort()).toEqual(plannersOf.get(tripId));
        expect(new Set(notices.map((row) => row.body))).toEqual(
          new Set([
            `Dining reservations open today at 6:00 AM Eastern for Fri 12 Mar — Trip ${tripIds.indexOf(tripId)}`,
          ]),
        );
        expect(notices.some((row) => row.userId === stranger.id)).toBe(false);
        for (const job of (await jobsOf(db, tripId)).filter((row) => row.runAt <= at)) {
          expect(job).toMatchObject({ state: 'done', attempts: 1 });
        }
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await handleA.close();
      if (handleB !== handleA) await handleB.close();
    }
  }, 90_000);

  it('moves with the dates: the old reminders say nothing, the new ones are given', async () => {
    const clock = settableClock(PLANNED_AT);
    const handle = await shared.open();
    const app = await buildRemindersApp(handle, clock);
    try {
      const { db } = handle;
      const owner = await createMember(db);
      const tripId = await insertTrip(db, owner, {
        name: 'Moving trip',
        arrivesOn: '2027-03-12',
        departsOn: '2027-03-12',
        parks: ['Magic Kingdom'],
      });
      await scheduleTripReminders(db, tripId, PLANNED_AT);
      const oldKeys = (await jobsOf(db, tripId)).map((job) => job.key);
      // The family moves the trip to Tuesday 20 April: dining opens on 19 February.
      await db.transaction(async (tx) => {
        await tx
          .update(trips)
          .set({ arrivesOn: '2027-04-20', departsOn: '2027-04-20' })
          .where(eq(trips.id, tripId));
        await scheduleTripReminders(tx, tripId, PLANNED_AT);
      });
      const newJobs = (await jobsOf(db, tripId)).filter((job) => !oldKeys.includes(job.key));
      expect(newJobs.map((job) => job.runAt.toISOString())).toContain('2027-02-19T11:00:00.000Z');

      await app.jobs.start(fast);
      await runUntil(db, clock, '2027-01-11T11:00:00Z', [tripId]);
      const oldRun = (await jobsOf(db, tripId)).filter((job) => job.state === 'done');
      expect(oldRun.length).toBeGreaterThanOrEqual(2);
      expect(oldRun.every((job) => oldKeys.includes(job.key))).toBe(true);
      expect(await noticesOf(db, tripId, 'trip_window')).toEqual([]);

      await runUntil(db, clock, '2027-02-18T11:00:00Z', [tripId]);
      await runUntil(db, clock, '2027-02-19T11:00:00Z', [tripId]);
      expect((await noticesOf(db, tripId, 'trip_window')).map((row) => row.body)).toEqual([
        'Tomorrow: Dining reservations open at 6:00 AM Eastern for Tue 20 Apr — Moving trip',
        'Dining reservations open today at 6:00 AM Eastern for Tue 20 Apr — Moving trip',
      ]);
      // Every job of the old dates has run and said nothing.
      await runUntil(db, clock, '2027-03-13T12:00:00Z', [tripId]);
      const bodies = (await noticesOf(db, tripId, 'trip_window')).map((row) => row.body ?? '');
      expect(bodies.some((body) => body.includes('12 Mar'))).toBe(false);
      expect(await noticesOf(db, tripId, 'trip_digest')).toEqual([]);
    } finally {
      await app.close();
      await handle.close();
    }
  }, 90_000);

  it('is cancelled with a deleted trip, and a deleted trip’s job that runs says nothing', async () => {
    const clock = settableClock(PLANNED_AT);
    const handle = await shared.open();
    const app = await buildRemindersApp(handle, clock);
    try {
      const { db } = handle;
      const owner = await createMember(db);
      const values = {
        arrivesOn: '2027-03-12',
        departsOn: '2027-03-13',
        parks: ['Magic Kingdom', 'EPCOT'],
      };
      const deleted = await insertTrip(db, owner, { name: 'Cancelled trip', ...values });
      const raced = await insertTrip(db, owner, { name: 'Raced trip', ...values });
      await scheduleTripReminders(db, deleted, PLANNED_AT);
      await scheduleTripReminders(db, raced, PLANNED_AT);
      expect((await jobsOf(db, deleted)).length).toBeGreaterThan(0);
      await db.transaction(async (tx) => {
        await tx.update(trips).set({ deletedAt: PLANNED_AT }).where(eq(trips.id, deleted));
        await cancelTripReminders(tx, deleted);
      });
      expect(await jobsOf(db, deleted)).toEqual([]);
      // Deleted without cancelling (as if a job had been claimed meanwhile): it runs, in vain.
      await db.update(trips).set({ deletedAt: PLANNED_AT }).where(eq(trips.id, raced));
      await app.jobs.start(fast);
      await runUntil(db, clock, '2027-03-14T12:00:00Z', [raced]);
      expect((await jobsOf(db, raced)).every((job) => job.state === 'done')).toBe(true);
      for (const tripId of [deleted, raced]) {
        expect(await noticesOf(db, tripId, 'trip_window')).toEqual([]);
        expect(await noticesOf(db, tripId, 'trip_digest')).toEqual([]);
      }
      // A trip that is gone schedules nothing.
      await scheduleTripReminders(db, deleted, PLANNED_AT);
      expect(await jobsOf(db, deleted)).toEqual([]);
    } finally {
      await app.close();
      await handle.close();
    }
  }, 90_000);

  it('sends the evening digest: tomorrow’s park, plans and windows, or a rest day', async () => {
    const clock = settableClock(PLANNED_AT);
    const handle = await shared.open();
    const app = await buildRemindersApp(handle, clock);
    try {
      const { db } = handle;
      const owner = await createMember(db);
      const coPlanner = await createMember(db);
      const tripId = await insertTrip(db, owner, {
        name: 'Our first trip',
        arrivesOn: '2027-03-12',
        departsOn: '2027-03-15',
        parks: ['Magic Kingdom', null, undefined, 'EPCOT'],
      });
      await db.insert(tripPlanners).values({ tripId, memberId: coPlanner.id, role: 'planner' });
      const ride = tripPlaceChoices.find(
        (place) => place.kind === 'attraction' && place.park === 'Magic Kingdom',
      )!;
      const table = tripPlaceChoices.find(
        (place) => place.kind === 'dining' && place.park === 'Magic Kingdom',
      )!;
      await db.insert(tripDayItems).values([
        { tripId, dayNumber: 1, kind: 'dining', slug: table.slug, position: 2 },
        { tripId, dayNumber: 1, kind: 'attraction', slug: ride.slug, position: 1 },
      ]);
      await scheduleTripReminders(db, tripId, PLANNED_AT);
      await app.jobs.start(fast);
      // Thursday 11 March, 7:00 PM Eastern (EST): the digest of day 1.
      await runUntil(db, clock, '2027-03-12T00:00:00Z', [tripId]);
      const first = await noticesOf(db, tripId, 'trip_digest');
      expect(first.map((row) => row.userId).sort()).toEqual([owner.id, coPlanner.id].sort());
      // Lightning Lane for day 4 (Mon 15 Mar) opens on the 12th, three days before.
      expect(first[0]!.body).toBe(
        `Tomorrow, day 1 of 4 (Fri 12 Mar): Magic Kingdom. Plans: ${ride.name}, ${table.name}. ` +
          'Windows: Lightning Lane selections open at 7:00 AM Eastern. — Our first trip',
      );
      await runUntil(db, clock, '2027-03-13T00:00:00Z', [tripId]);
      await runUntil(db, clock, '2027-03-14T00:00:00Z', [tripId]);
      await runUntil(db, clock, '2027-03-14T23:00:00Z', [tripId]);
      const bodies = [
        ...new Set((await noticesOf(db, tripId, 'trip_digest')).map((row) => row.body)),
      ];
      expect(bodies).toEqual([
        first[0]!.body,
        'Tomorrow, day 2 of 4 (Sat 13 Mar): rest day. — Our first trip',
        'Tomorrow, day 3 of 4 (Sun 14 Mar): no park planned yet. — Our first trip',
        'Tomorrow, day 4 of 4 (Mon 15 Mar): EPCOT. — Our first trip',
      ]);
    } finally {
      await app.close();
      await handle.close();
    }
  }, 90_000);
});

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
async function startSmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

describe.each(testEngines)('trip reminders by email [%s]', (engine) => {
  let shared: SharedDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    shared = await createSharedDatabase(engine);
    const handle = await shared.open();
    await handle.migrate();
    await handle.close();
  }, 60_000);
  afterAll(async () => {
    await smtp?.close();
    await shared?.remove();
  }, 30_000);

  it('mails each planner once when SMTP_URL is set', async () => {
    const clock = settableClock(PLANNED_AT);
    const handle = await shared.open();
    const app = await buildRemindersApp(handle, clock, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      siteUrl: 'https://magic.example',
    });
    try {
      const { db } = handle;
      const owner = await createMember(db);
      const coPlanner = await createMember(db);
      const tripId = await insertTrip(db, owner, {
        name: 'Mailed trip',
        arrivesOn: '2027-03-12',
        departsOn: '2027-03-12',
        parks: ['Magic Kingdom'],
      });
      await db.insert(tripPlanners).values({ tripId, memberId: coPlanner.id, role: 'viewer' });
      await scheduleTripReminders(db, tripId, PLANNED_AT);
      await app.jobs.start(fast);
      clock.set('2027-01-10T11:00:00Z');
      const mailJobs = () =>
        db
          .select()
          .from(jobs)
          .where(
            and(
              eq(jobs.kind, TRIP_REMINDER_MAIL_JOB),
              like(jobs.key, `${tripReminderKeyPrefix(tripId)}%`),
            ),
          );
      await waitFor(async () => {
        const rows = await mailJobs();
        return rows.length === 2 && rows.every((job) => job.state === 'done');
      });
      const addresses = [`${owner.id}@example.test`, `${coPlanner.id}@example.test`];
      const delivered = smtp.received.filter((mail) =>
        addresses.some((address) => mail.to.includes(address)),
      );
      expect(delivered.map((mail) => mail.to[0]).sort()).toEqual(addresses.sort());
      for (const mail of delivered) {
        const raw = mail.raw.replace(/=\r?\n/g, '');
        expect(raw).toContain('Subject: Booking window: Mailed trip');
        expect(raw).toContain(`https://magic.example/trip/${tripId}`);
        expect(raw).toMatch(/Message-ID: <[0-9a-f]{32}\.trip-reminder@magic\.example>/i);
      }
      const sent = await db.select().from(outbox).where(eq(outbox.kind, 'trip_window'));
      expect(sent.filter((row) => addresses.includes(row.toAddress))).toHaveLength(2);
    } finally {
      await app.close();
      await handle.close();
    }
  }, 60_000);
});

describe('trip reminder keys', () => {
  it('name the trip, so a deleted trip’s jobs are found by their prefix', () => {
    expect(tripReminderKeyPrefix('00000000-0000-4000-8000-000000000000')).toBe(
      'trip-reminder:00000000-0000-4000-8000-000000000000:',
    );
  });
});
