import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema } from '../../../common/features/events/events.contract';
import { officialEvents, SITE_ACCOUNT } from '../../../common/features/events/official-events';
import { buildApp } from '../../app';
import { readTestDatabaseUrl } from '../../config';
import {
  openPglite,
  openPostgres,
  type DatabaseEngine,
  type DatabaseHandle,
} from '../../db/client';
import { authIdentities, authUsers, eventRsvps, events, jobs, profiles } from '../../db/schema';
import { testConfig } from '../../test/build-test-app';
import { createScratchDatabase } from '../../test/server-process';
import { createMember } from '../../test/sign-in';
import { createTestDatabase, testEngines } from '../../test/test-database';
import { EVENT_REMINDER_JOB, eventReminderKey } from './event-reminders';
import { rollOfficialEvents, seedOfficialEvents } from './official-events.seed';

/** "Today" for these tests: 6 December 2026, 10 am at the park. */
const NOW = new Date('2026-12-06T15:00:00Z');

interface SharedDatabase {
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

async function createSharedDatabase(engine: DatabaseEngine): Promise<SharedDatabase> {
  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'magic-official-'));
    return { open: () => openPglite(dir), remove: () => rm(dir, { recursive: true, force: true }) };
  }
  const adminUrl = readTestDatabaseUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(adminUrl);
  return { open: async () => openPostgres(scratch.url, 4), remove: () => scratch.drop() };
}

describe.each(testEngines)('official events seeded at start-up [%s]', (engine) => {
  let shared: SharedDatabase;

  beforeAll(async () => {
    shared = await createSharedDatabase(engine);
    const handle = await shared.open();
    await handle.migrate();
    await handle.close();
  }, 60_000);
  afterAll(async () => shared?.remove(), 30_000);

  it('has the six events and one site account after two starts, and the account cannot sign in', async () => {
    for (let start = 0; start < 2; start += 1) {
      const handle = await shared.open();
      const app = await buildApp(testConfig(), { database: handle, clock: { now: () => NOW } });
      await app.ready();
      try {
        const rows = await handle.db.select().from(events).where(eq(events.official, true));
        expect(rows.map((row) => row.id).sort()).toEqual(
          officialEvents.map((event) => event.id).sort(),
        );
        expect(rows.every((row) => row.organizerId === SITE_ACCOUNT.id)).toBe(true);
        const accounts = await handle.db
          .select()
          .from(authUsers)
          .where(eq(authUsers.id, SITE_ACCOUNT.id));
        expect(accounts).toHaveLength(1);
        expect(accounts[0]).toMatchObject({ encryptedPassword: null, email: null });
        expect(
          await handle.db
            .select()
            .from(authIdentities)
            .where(eq(authIdentities.userId, SITE_ACCOUNT.id)),
        ).toEqual([]);
        const [profile] = await handle.db
          .select()
          .from(profiles)
          .where(eq(profiles.id, SITE_ACCOUNT.id));
        expect(profile).toMatchObject({
          username: SITE_ACCOUNT.username,
          firstName: SITE_ACCOUNT.displayName,
          isAdmin: true,
        });

        // On 6 December 2026 the party's season is on: its first night was 7 pm EST on
        // 6 November 2026 (midnight UTC), its last is 18 December.
        const party = await app.inject({
          method: 'GET',
          url: `/api/events/${officialEvents[1]!.id}`,
        });
        expect(party.statusCode, party.body).toBe(200);
        expect(eventSchema.parse(party.json())).toMatchObject({
          title: "Mickey's Very Merry Christmas Party",
          official: true,
          ticketRequired: true,
          startsAt: '2026-11-07T00:00:00.000Z',
          startsAtLocal: '2026-11-06T19:00',
          endsAtLocal: '2026-12-18T23:59',
          status: 'scheduled',
          organizer: { id: SITE_ACCOUNT.id, username: SITE_ACCOUNT.username },
        });
        // Every official event is in season or ahead: none has ended.
        for (const row of rows) expect(row.endsAt.getTime()).toBeGreaterThan(NOW.getTime());
        const upcoming = await app.inject({ method: 'GET', url: '/api/events?limit=50' });
        const listed = (upcoming.json() as { items: { id: string }[] }).items.map((e) => e.id);
        for (const event of officialEvents) expect(listed).toContain(event.id);
        const past = await app.inject({ method: 'GET', url: '/api/events?when=past&limit=50' });
        expect((past.json() as { items: { official: boolean }[] }).items).toEqual([]);

        // No password, no email: no way in.
        const signIn = await app.inject({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password',
          payload: { email: SITE_ACCOUNT.email, password: 'anything-at-all' },
        });
        expect(signIn.statusCode).toBe(400);
        expect(signIn.json()).toMatchObject({ error_code: 'invalid_credentials' });
        // No magic link either: no account has the address.
        const link = await app.inject({
          method: 'POST',
          url: '/auth/v1/otp',
          payload: { email: SITE_ACCOUNT.email, create_user: false },
        });
        expect(link.statusCode).toBe(422);
        expect(link.json()).toMatchObject({ error_code: 'otp_disabled' });
      } finally {
        await app.close();
        await handle.close();
      }
    }
  }, 60_000);

  it('leaves events staff changed alone on the next start', async () => {
    const handle = await shared.open();
    try {
      const id = officialEvents[0]!.id;
      await handle.db
        .update(events)
        .set({ status: 'cancelled', cancelReason: 'Moved to next year' })
        .where(eq(events.id, id));
      expect(await seedOfficialEvents(handle.db, NOW)).toEqual({
        siteAccount: false,
        events: 0,
        rolled: 0,
      });
      const [row] = await handle.db.select().from(events).where(eq(events.id, id));
      expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Moved to next year' });
    } finally {
      await handle.close();
    }
  }, 30_000);
});

describe.each(testEngines)('the site account’s username [%s]', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  }, 60_000);
  afterAll(async () => handle?.close(), 30_000);

  it('takes a variant when a member already has it', async () => {
    await createMember(handle.db, { username: SITE_ACCOUNT.username.toUpperCase() });
    expect(await seedOfficialEvents(handle.db, NOW)).toEqual({
      siteAccount: true,
      events: 6,
      rolled: 0,
    });
    const [profile] = await handle.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, SITE_ACCOUNT.id));
    expect(profile?.username).toBe(`${SITE_ACCOUNT.username}_517e`);
    expect(profile?.isAdmin).toBe(true);
  });
});

describe.each(testEngines)('official events move to their next season [%s]', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  }, 60_000);
  afterAll(async () => handle?.close(), 30_000);

  const rowOf = async (id: string) =>
    (await handle.db.select().from(events).where(eq(events.id, id)))[0]!;
  const remindersOf = async (id: string) =>
    (
      await handle.db
        .select({ key: jobs.key, runAt: jobs.runAt })
        .from(jobs)
        .where(eq(jobs.kind, EVENT_REMINDER_JOB))
    ).filter((job) => job.key.includes(id));

  it('rolls an ended event forward on its id, clears the season’s answers and cancellation, reminds once', async () => {
    // A database seeded in 2024 (the old fixed dates' year), then opened on 6 December 2026.
    await seedOfficialEvents(handle.db, new Date('2024-08-01T12:00:00Z'));
    const foodAndWine = officialEvents[0]!;
    const holidays = officialEvents[2]!;
    expect((await rowOf(foodAndWine.id)).startsAt.toISOString()).toBe('2024-08-29T15:00:00.000Z');
    const member = await createMember(handle.db);
    await handle.db
      .insert(eventRsvps)
      .values({ eventId: foodAndWine.id, userId: member.id, status: 'going' });
    await handle.db
      .update(events)
      .set({ goingCount: 1, status: 'cancelled', cancelReason: 'Storm' })
      .where(eq(events.id, foodAndWine.id));

    expect(await seedOfficialEvents(handle.db, NOW)).toEqual({
      siteAccount: false,
      events: 0,
      rolled: 6,
    });
    const rolled = await rowOf(foodAndWine.id);
    expect(rolled).toMatchObject({
      status: 'scheduled',
      cancelReason: '',
      goingCount: 0,
      official: true,
      title: foodAndWine.title,
    });
    // 26 August 2027, 11 am EDT, to 20 November 2027, 9 pm EST.
    expect(rolled.startsAt.toISOString()).toBe('2027-08-26T15:00:00.000Z');
    expect(rolled.endsAt.toISOString()).toBe('2027-11-21T02:00:00.000Z');
    expect(
      await handle.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, foodAndWine.id)),
    ).toEqual([]);
    // The holiday festival is in season now: its 2026 season, not 2027's.
    expect((await rowOf(holidays.id)).startsAt.toISOString()).toBe('2026-11-27T16:00:00.000Z');
    for (const event of officialEvents) {
      expect((await rowOf(event.id)).endsAt.getTime()).toBeGreaterThan(NOW.getTime());
    }
    // The new start has its reminder (the 2024 one finds its start changed and does nothing).
    const reminderKey = eventReminderKey(foodAndWine.id, rolled.startsAt);
    expect((await remindersOf(foodAndWine.id)).map((job) => job.key)).toContain(reminderKey);
    const remindersBefore = (await remindersOf(foodAndWine.id)).length;

    // Again (another process, the daily job): nothing moves, no second reminder.
    expect(await handle.db.transaction((tx) => rollOfficialEvents(tx, NOW))).toBe(0);
    expect(await remindersOf(foodAndWine.id)).toHaveLength(remindersBefore);
  }, 60_000);

  it('leaves dates staff entered alone until they are over, then takes the season after them', async () => {
    const arts = officialEvents[4]!;
    // Staff set 2027's Festival of the Arts: 8 January to 14 February (the rule says 15 January
    // to 22 February).
    await handle.db
      .update(events)
      .set({
        startsAt: new Date('2027-01-08T16:00:00Z'),
        endsAt: new Date('2027-02-15T02:00:00Z'),
      })
      .where(eq(events.id, arts.id));
    expect(await seedOfficialEvents(handle.db, NOW)).toMatchObject({ rolled: 0 });
    // The other parties' seasons end meanwhile; the arts festival stays on staff's dates.
    await handle.db.transaction((tx) => rollOfficialEvents(tx, new Date('2027-02-14T20:00:00Z')));
    expect((await rowOf(arts.id)).startsAt.toISOString()).toBe('2027-01-08T16:00:00.000Z');
    // Once staff's dates are over (the rule's season still runs), the next is 2028's.
    const after = new Date('2027-02-16T12:00:00Z');
    expect(await handle.db.transaction((tx) => rollOfficialEvents(tx, after))).toBeGreaterThan(0);
    const row = await rowOf(arts.id);
    expect(row.startsAt.toISOString()).toBe('2028-01-14T16:00:00.000Z');
    expect(row.endsAt.toISOString()).toBe('2028-02-22T02:00:00.000Z');
  }, 60_000);

  it('never brings back an official event staff deleted', async () => {
    const princess = officialEvents[5]!;
    await handle.db
      .update(events)
      .set({
        deletedAt: NOW,
        endsAt: new Date('2026-12-06T14:00:00Z'),
        startsAt: new Date('2026-12-05T14:00:00Z'),
      })
      .where(eq(events.id, princess.id));
    expect(await handle.db.transaction((tx) => rollOfficialEvents(tx, NOW))).toBe(0);
    const [row] = await handle.db
      .select()
      .from(events)
      .where(and(eq(events.id, princess.id), eq(events.official, true)));
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.endsAt.toISOString()).toBe('2026-12-06T14:00:00.000Z');
  }, 30_000);
});
