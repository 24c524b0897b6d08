import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
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
import { authIdentities, authUsers, events, profiles } from '../../db/schema';
import { testConfig } from '../../test/build-test-app';
import { createScratchDatabase } from '../../test/server-process';
import { createMember } from '../../test/sign-in';
import { createTestDatabase, testEngines } from '../../test/test-database';
import { seedOfficialEvents } from './official-events.seed';

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
      const app = await buildApp(testConfig(), { database: handle });
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

        // The party's first night: 7 pm EST on 8 November 2024 is midnight UTC.
        const party = await app.inject({
          method: 'GET',
          url: `/api/events/${officialEvents[1]!.id}`,
        });
        expect(party.statusCode, party.body).toBe(200);
        expect(eventSchema.parse(party.json())).toMatchObject({
          title: "Mickey's Very Merry Christmas Party",
          official: true,
          ticketRequired: true,
          startsAt: '2024-11-09T00:00:00.000Z',
          startsAtLocal: '2024-11-08T19:00',
          endsAtLocal: '2024-12-20T23:59',
          status: 'scheduled',
          organizer: { id: SITE_ACCOUNT.id, username: SITE_ACCOUNT.username },
        });

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
      expect(await seedOfficialEvents(handle.db)).toEqual({ siteAccount: false, events: 0 });
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
    expect(await seedOfficialEvents(handle.db)).toEqual({ siteAccount: true, events: 6 });
    const [profile] = await handle.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, SITE_ACCOUNT.id));
    expect(profile?.username).toBe(`${SITE_ACCOUNT.username}_517e`);
    expect(profile?.isAdmin).toBe(true);
  });
});
