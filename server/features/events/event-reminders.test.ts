import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_REMINDER_HOURS_BEFORE } from '../../../common/features/events/event-limits';
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
  eventRsvps,
  events,
  groupMembers,
  groups,
  jobs,
  notifications,
  outbox,
} from '../../db/schema';
import { testConfig } from '../../test/build-test-app';
import { createScratchDatabase } from '../../test/server-process';
import { createMember, type TestMember } from '../../test/sign-in';
import { testEngines } from '../../test/test-database';
import type { JobRunnerOptions } from '../jobs/job-runner';
import {
  EVENT_REMINDER_JOB,
  EVENT_REMINDER_MAIL_JOB,
  eventReminderKey,
  scheduleEventReminder,
} from './event-reminders';

const HOUR_MS = 60 * 60 * 1000;
const fast: Partial<JobRunnerOptions> = { pollIntervalMs: 25, retryBaseMs: 5, retryMaxMs: 20 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(25);
  }
}

/** A database the test can open more than once: a data dir (PGlite) or a scratch PostgreSQL. */
interface SharedDatabase {
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

async function createSharedDatabase(engine: DatabaseEngine): Promise<SharedDatabase> {
  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'magic-reminders-'));
    return { open: () => openPglite(dir), remove: () => rm(dir, { recursive: true, force: true }) };
  }
  const adminUrl = readTestDatabaseUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(adminUrl);
  return { open: async () => openPostgres(scratch.url, 4), remove: () => scratch.drop() };
}

async function buildRemindersApp(
  handle: DatabaseHandle,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), { database: handle });
  await app.ready();
  return app;
}

/** An event of `organizer` (going, as the organizer always is) starting at `startsAt`. */
async function insertEvent(
  db: Database,
  organizer: TestMember,
  startsAt: Date,
  values: Partial<typeof events.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(events)
    .values({
      organizerId: organizer.id,
      title: 'Sunset at the Boardwalk',
      type: 'meetup',
      park: 'Resort',
      location: 'The Boardwalk, by the piano bar',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS),
      goingCount: 1,
      ...values,
    })
    .returning({ id: events.id });
  await answer(db, row!.id, organizer, 'going');
  return row!.id;
}

async function answer(
  db: Database,
  eventId: string,
  member: TestMember,
  status: 'going' | 'waitlisted' | 'interested',
): Promise<void> {
  await db.insert(eventRsvps).values({ eventId, userId: member.id, status });
}

async function remindersOf(db: Database, eventId: string) {
  return db
    .select({ userId: notifications.userId, actorId: notifications.actorId })
    .from(notifications)
    .where(and(eq(notifications.type, 'event_reminder'), eq(notifications.entityId, eventId)));
}

async function jobsOf(db: Database, eventId: string) {
  return db
    .select()
    .from(jobs)
    .where(like(jobs.key, `${EVENT_REMINDER_JOB}:${eventId}:%`));
}

const allDone = async (db: Database, eventId: string, count: number) => {
  const rows = await jobsOf(db, eventId);
  return rows.length === count && rows.every((job) => job.state === 'done');
};

describe.each(testEngines)('event reminders [%s]', (engine) => {
  let shared: SharedDatabase;

  beforeAll(async () => {
    shared = await createSharedDatabase(engine);
    const handle = await shared.open();
    await handle.migrate();
    await handle.close();
  }, 60_000);
  afterAll(async () => shared?.remove(), 30_000);

  it('schedules a day before the start, at once when that is past, and never for a past start', async () => {
    const handle = await shared.open();
    const app = await buildRemindersApp(handle);
    try {
      const { db } = handle;
      const organizer = await createMember(db);
      const now = new Date();
      const later = new Date(now.getTime() + 3 * 24 * HOUR_MS);
      const soon = new Date(now.getTime() + 2 * HOUR_MS);
      const past = new Date(now.getTime() - HOUR_MS);
      const laterId = await insertEvent(db, organizer, later);
      const soonId = await insertEvent(db, organizer, soon);
      const pastId = await insertEvent(db, organizer, past);
      await db.transaction(async (tx) => {
        await scheduleEventReminder(tx, laterId, later, now);
        await scheduleEventReminder(tx, soonId, soon, now);
        await scheduleEventReminder(tx, pastId, past, now);
      });
      // The same event and start again is the same job.
      await scheduleEventReminder(db, laterId, later, now);

      const [laterJob, ...moreLater] = await jobsOf(db, laterId);
      expect(moreLater).toEqual([]);
      expect(laterJob).toMatchObject({
        kind: EVENT_REMINDER_JOB,
        key: eventReminderKey(laterId, later),
        state: 'pending',
        payload: { eventId: laterId, startsAt: later.toISOString() },
      });
      expect(laterJob!.runAt.getTime()).toBe(
        later.getTime() - EVENT_REMINDER_HOURS_BEFORE * HOUR_MS,
      );
      const [soonJob] = await jobsOf(db, soonId);
      expect(soonJob!.runAt.getTime()).toBe(now.getTime());
      expect(await jobsOf(db, pastId)).toEqual([]);
      // Nothing is scheduled when the caller's transaction rolls back.
      const other = await insertEvent(db, organizer, later);
      await expect(
        db.transaction(async (tx) => {
          await scheduleEventReminder(tx, other, later, now);
          throw new Error('the event was not created');
        }),
      ).rejects.toThrow('the event was not created');
      expect(await jobsOf(db, other)).toEqual([]);
    } finally {
      await app.close();
      await handle.close();
    }
  }, 60_000);

  it('fires a reminder scheduled before a restart after it, for each member going only', async () => {
    const before = await shared.open();
    const first = await buildRemindersApp(before);
    const organizer = await createMember(before.db);
    const [going, interested, waitlisted] = [
      await createMember(before.db),
      await createMember(before.db),
      await createMember(before.db),
    ];
    // Due 1.5 s from now: after this app has closed.
    const startsAt = new Date(Date.now() + EVENT_REMINDER_HOURS_BEFORE * HOUR_MS + 1500);
    const eventId = await insertEvent(before.db, organizer, startsAt, { capacity: 2 });
    await answer(before.db, eventId, going, 'going');
    await answer(before.db, eventId, interested, 'interested');
    await answer(before.db, eventId, waitlisted, 'waitlisted');
    await scheduleEventReminder(before.db, eventId, startsAt);
    await first.jobs.start(fast);
    await first.close();
    await before.close();
    expect(Date.now()).toBeLessThan(startsAt.getTime() - EVENT_REMINDER_HOURS_BEFORE * HOUR_MS);

    const after = await shared.open();
    const second = await buildRemindersApp(after);
    try {
      expect((await jobsOf(after.db, eventId))[0]?.state).toBe('pending');
      expect(await remindersOf(after.db, eventId)).toEqual([]);
      await second.jobs.start(fast);
      await waitFor(() => allDone(after.db, eventId, 1));
      const [job] = await jobsOf(after.db, eventId);
      expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
      expect(job!.finishedAt!.getTime()).toBeGreaterThanOrEqual(job!.runAt.getTime());
      const reminders = await remindersOf(after.db, eventId);
      expect(reminders.map((row) => row.userId).sort()).toEqual([organizer.id, going.id].sort());
      expect(reminders.every((row) => row.actorId === organizer.id)).toBe(true);
      // No SMTP: no mail jobs.
      expect(
        await after.db.select().from(jobs).where(eq(jobs.kind, EVENT_REMINDER_MAIL_JOB)),
      ).toEqual([]);
    } finally {
      await second.close();
      await after.close();
    }
  }, 60_000);

  it('gives one reminder per member going with two app instances running jobs', async () => {
    const handleA = await shared.open();
    // PostgreSQL: a second pool, as a second process has; PGlite has one connection by design.
    const handleB = engine === 'postgres' ? await shared.open() : handleA;
    const apps = [await buildRemindersApp(handleA), await buildRemindersApp(handleB)];
    try {
      const { db } = handleA;
      const members = [];
      for (let i = 0; i < 4; i += 1) members.push(await createMember(db));
      const eventIds: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const organizer = members[i % members.length]!;
        const startsAt = new Date(Date.now() + HOUR_MS + i * 60_000);
        const eventId = await insertEvent(db, organizer, startsAt);
        for (const member of members) {
          if (member !== organizer) await answer(db, eventId, member, 'going');
        }
        eventIds.push(eventId);
      }
      await Promise.all(apps.map((app) => app.jobs.start(fast)));
      // Scheduled while both runners wait: both are woken and race for every job.
      await db.transaction(async (tx) => {
        for (const eventId of eventIds) {
          const [event] = await tx.select().from(events).where(eq(events.id, eventId));
          await scheduleEventReminder(tx, eventId, event!.startsAt);
        }
      });
      await waitFor(async () => {
        for (const eventId of eventIds) if (!(await allDone(db, eventId, 1))) return false;
        return true;
      }, 30_000);
      for (const eventId of eventIds) {
        const reminders = await remindersOf(db, eventId);
        expect(reminders.map((row) => row.userId).sort()).toEqual(
          members.map((member) => member.id).sort(),
        );
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await handleA.close();
      if (handleB !== handleA) await handleB.close();
    }
  }, 60_000);

  it('sends only the moved event’s new reminder, and none for a cancelled, deleted or hidden event', async () => {
    const handle = await shared.open();
    const app = await buildRemindersApp(handle);
    try {
      const { db } = handle;
      const organizer = await createMember(db);
      const member = await createMember(db);
      const firstStart = new Date(Date.now() + 2 * HOUR_MS);
      const moved = await insertEvent(db, organizer, firstStart);
      await answer(db, moved, member, 'going');
      await scheduleEventReminder(db, moved, firstStart);
      // The organizer moves it an hour later: a new reminder for the new start.
      const newStart = new Date(firstStart.getTime() + HOUR_MS);
      await db.transaction(async (tx) => {
        await tx
          .update(events)
          .set({ startsAt: newStart, endsAt: new Date(newStart.getTime() + HOUR_MS) })
          .where(eq(events.id, moved));
        await scheduleEventReminder(tx, moved, newStart);
      });

      const cancelled = await insertEvent(db, organizer, firstStart);
      await answer(db, cancelled, member, 'going');
      await scheduleEventReminder(db, cancelled, firstStart);
      await db
        .update(events)
        .set({ status: 'cancelled', cancelReason: 'Storm' })
        .where(eq(events.id, cancelled));

      const deleted = await insertEvent(db, organizer, firstStart);
      await answer(db, deleted, member, 'going');
      await scheduleEventReminder(db, deleted, firstStart);
      await db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, deleted));

      // A private group's event: a member who has left the group hears nothing of it.
      const [group] = await db
        .insert(groups)
        .values({
          name: `Night owls ${member.id.slice(0, 6)}`,
          visibility: 'private',
          memberCount: 1,
        })
        .returning({ id: groups.id });
      await db
        .insert(groupMembers)
        .values({ groupId: group!.id, userId: organizer.id, role: 'owner' });
      const hidden = await insertEvent(db, organizer, firstStart, { groupId: group!.id });
      await answer(db, hidden, member, 'going');
      await scheduleEventReminder(db, hidden, firstStart);

      await app.jobs.start(fast);
      await waitFor(async () => {
        const done = await Promise.all([
          allDone(db, moved, 2),
          allDone(db, cancelled, 1),
          allDone(db, deleted, 1),
          allDone(db, hidden, 1),
        ]);
        return done.every(Boolean);
      });
      expect((await remindersOf(db, moved)).map((row) => row.userId).sort()).toEqual(
        [organizer.id, member.id].sort(),
      );
      expect(await remindersOf(db, cancelled)).toEqual([]);
      expect(await remindersOf(db, deleted)).toEqual([]);
      expect((await remindersOf(db, hidden)).map((row) => row.userId)).toEqual([organizer.id]);
    } finally {
      await app.close();
      await handle.close();
    }
  }, 60_000);
});

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
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

describe.each(testEngines)('event reminders by email [%s]', (engine) => {
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

  it('mails each member going once when SMTP_URL is set', async () => {
    const handle = await shared.open();
    const app = await buildRemindersApp(handle, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      siteUrl: 'https://magic.example',
    });
    try {
      const { db } = handle;
      const organizer = await createMember(db);
      const member = await createMember(db);
      const interested = await createMember(db);
      const startsAt = new Date(Date.now() + 3 * HOUR_MS);
      const eventId = await insertEvent(db, organizer, startsAt, {
        title: 'Fireworks from the beach',
      });
      await answer(db, eventId, member, 'going');
      await answer(db, eventId, interested, 'interested');
      await scheduleEventReminder(db, eventId, startsAt);
      await app.jobs.start(fast);
      const mailJobs = () =>
        db
          .select()
          .from(jobs)
          .where(like(jobs.key, `${eventReminderKey(eventId, startsAt)}:mail:%`));
      await waitFor(async () => {
        const rows = await mailJobs();
        return rows.length === 2 && rows.every((job) => job.state === 'done');
      });
      const addresses = [`${organizer.id}@example.test`, `${member.id}@example.test`];
      const delivered = smtp.received.filter((mail) =>
        addresses.some((address) => mail.to.includes(address)),
      );
      expect(delivered.map((mail) => mail.to[0]).sort()).toEqual(addresses.sort());
      for (const mail of delivered) {
        // Quoted-printable: soft line breaks undone.
        const raw = mail.raw.replace(/=\r?\n/g, '');
        expect(raw).toContain('Subject: Reminder: Fireworks from the beach starts soon');
        expect(raw).toContain(`https://magic.example/event/${eventId}`);
        expect(raw).toMatch(/Message-ID: <[0-9a-f]{32}\.event-reminder@magic\.example>/i);
      }
      const sent = await db.select().from(outbox).where(eq(outbox.kind, 'event_reminder'));
      expect(sent.filter((row) => addresses.includes(row.toAddress))).toHaveLength(2);
      expect(sent.every((row) => row.sentAt !== null && row.error === null)).toBe(true);
      expect(smtp.received.some((mail) => mail.to.includes(`${interested.id}@example.test`))).toBe(
        false,
      );
    } finally {
      await app.close();
      await handle.close();
    }
  }, 60_000);
});
