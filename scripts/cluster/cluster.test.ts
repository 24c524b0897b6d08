import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestDatabaseUrl } from '../../server/config';
import { TEST_JWT_SECRET } from '../../server/test/build-test-app';
import { freePort } from '../../server/test/free-port';
import { createScratchDatabase } from '../../server/test/server-process';
import { inArray } from 'drizzle-orm';
import { openPostgres } from '../../server/db/client';
import {
  contestEntries,
  contests,
  contestVotes,
  eventRsvps,
  events,
  jobs,
  notifications,
} from '../../server/db/schema';
import {
  CONTEST_RESULTS_JOB,
  scheduleContestResults,
} from '../../server/features/contests/contest-results';
import {
  EVENT_REMINDER_JOB,
  scheduleEventReminder,
} from '../../server/features/events/event-reminders';
import { DAY_MS, HOUR_MS, uploadOf } from '../../server/test/contests-test-support';
import { createMember, type TestMember } from '../../server/test/sign-in';
import { findHaproxy, startCluster, type Cluster } from './cluster';
import { readHaproxyTemplate, renderHaproxyConfig } from './haproxy-config';

describe('deploy/haproxy.cfg rendered for a cluster', () => {
  it('lists the processes, binds the site and keeps the WebSocket and retry settings', async () => {
    const config = renderHaproxyConfig(await readHaproxyTemplate(), {
      bind: '127.0.0.1:4000',
      servers: [
        { name: 'app1', address: '127.0.0.1:4001' },
        { name: 'app2', address: '127.0.0.1:4002' },
      ],
      statsBind: '127.0.0.1:4100',
    });
    const serverLines = config.split('\n').filter((line) => /^\s+server /.test(line));
    expect(serverLines.map((line) => line.trim())).toEqual([
      'server app1 127.0.0.1:4001',
      'server app2 127.0.0.1:4002',
    ]);
    expect(config).toMatch(/^frontend site\n(?:.*\n)*?\s+bind 127\.0\.0\.1:4000$/m);
    expect(config).toMatch(/^listen stats\n(?:.*\n)*?\s+bind 127\.0\.0\.1:4100$/m);
    for (const setting of [
      'timeout tunnel 1h',
      'option redispatch',
      'http-check send meth GET uri /healthz',
      'http-request del-header X-Forwarded-For',
      'option forwardfor',
      'http-request disable-l7-retry if !replayable !has_idempotency_key',
    ]) {
      expect(config).toContain(setting);
    }
    expect(config).not.toContain('X-Served-By');
  });
});

const adminUrl = readTestDatabaseUrl();

// Several processes need a PostgreSQL they share (CI sets TEST_DATABASE_URL), and haproxy.
if (adminUrl) {
  describe('three processes behind HAProxy on one PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let dataDir: string;
    let cluster: Cluster | undefined;
    let output = '';

    beforeAll(async () => {
      const haproxy = findHaproxy(process.env);
      if (!haproxy) throw new Error('haproxy is needed for this test (apt-get install haproxy)');
      database = await createScratchDatabase(adminUrl);
      dataDir = await mkdtemp(path.join(tmpdir(), 'magic-cluster-test-'));
      const port = await freePort();
      cluster = await startCluster({
        processes: 3,
        host: '127.0.0.1',
        port,
        firstAppPort: await freePort(),
        statsPort: await freePort(),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          JWT_SECRET: TEST_JWT_SECRET,
          DATABASE_POOL_SIZE: '3',
          JOBS_POLL_INTERVAL_MS: '200',
        },
        haproxy,
        log: (source, line) => (output = `${output}[${source}] ${line}\n`.slice(-20_000)),
        isServedByShown: true,
        serverArgs: ['--import', 'tsx', 'server/main.ts'],
      });
    }, 60_000);

    afterAll(async () => {
      await cluster?.stop();
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    }, 30_000);

    it('runs event reminders and contest results exactly once, with three job runners racing', async () => {
      const handle = openPostgres(database.url, 2);
      try {
        const { db } = handle;
        const staff = await createMember(db, { isAdmin: true });
        const members: TestMember[] = [];
        for (let i = 0; i < 3; i += 1) members.push(await createMember(db));
        // Reminders: events starting within the day, due at once; everyone going.
        const eventIds: string[] = [];
        const eventStarts: Date[] = [];
        for (let i = 0; i < 6; i += 1) {
          const startsAt = new Date(Date.now() + HOUR_MS + i * 60_000);
          const [event] = await db
            .insert(events)
            .values({
              organizerId: members[i % members.length]!.id,
              title: 'Sunset at the Boardwalk',
              type: 'meetup',
              park: 'Resort',
              location: 'The Boardwalk, by the piano bar',
              startsAt,
              endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS),
              goingCount: members.length,
            })
            .returning({ id: events.id });
          await db.insert(eventRsvps).values(
            members.map((member) => ({
              eventId: event!.id,
              userId: member.id,
              status: 'going' as const,
            })),
          );
          eventIds.push(event!.id);
          eventStarts.push(startsAt);
        }
        // Contest results: voting ends in a moment; one vote each for the next entry.
        const votingEndsAt = new Date(Date.now() + 1000);
        const contestIds: string[] = [];
        for (let i = 0; i < 3; i += 1) {
          const [contest] = await db
            .insert(contests)
            .values({
              title: 'Tree of Life at dusk',
              theme: 'The Tree of Life as the light goes',
              createdBy: staff.id,
              entriesOpenAt: new Date(votingEndsAt.getTime() - 4 * DAY_MS),
              entriesCloseAt: new Date(votingEndsAt.getTime() - 2 * DAY_MS),
              votingEndsAt,
              winnerCount: 1,
              entryCount: members.length,
            })
            .returning({ id: contests.id });
          const entryIds: string[] = [];
          for (const member of members) {
            const [entry] = await db
              .insert(contestEntries)
              .values({
                contestId: contest!.id,
                userId: member.id,
                uploadId: await uploadOf(db, member),
              })
              .returning({ id: contestEntries.id });
            entryIds.push(entry!.id);
          }
          await db.insert(contestVotes).values(
            members.map((member, index) => ({
              contestId: contest!.id,
              userId: member.id,
              entryId: entryIds[(index + 1) % entryIds.length]!,
            })),
          );
          contestIds.push(contest!.id);
        }
        // Scheduled in one commit while the three runners wait: all are woken and race.
        await db.transaction(async (tx) => {
          for (const [index, eventId] of eventIds.entries()) {
            await scheduleEventReminder(tx, eventId, eventStarts[index]!);
          }
          for (const contestId of contestIds) {
            await scheduleContestResults(tx, contestId, votingEndsAt);
          }
        });

        const noticesOf = (ids: string[]) =>
          db
            .select({
              userId: notifications.userId,
              entityId: notifications.entityId,
              type: notifications.type,
            })
            .from(notifications)
            .where(inArray(notifications.entityId, ids));
        const expected = eventIds.length * members.length + contestIds.length * members.length;
        const deadline = Date.now() + 20_000;
        while ((await noticesOf([...eventIds, ...contestIds])).length < expected) {
          expect(Date.now(), output).toBeLessThan(deadline);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // Time for a second runner to do a job again, were it able to.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const notices = await noticesOf([...eventIds, ...contestIds]);
        expect(notices).toHaveLength(expected);
        const once = new Set(notices.map((notice) => `${notice.entityId}:${notice.userId}`));
        expect(once.size).toBe(expected);
        const ran = await db
          .select({ state: jobs.state })
          .from(jobs)
          .where(inArray(jobs.kind, [EVENT_REMINDER_JOB, CONTEST_RESULTS_JOB]));
        expect(ran.filter((job) => job.state === 'done')).toHaveLength(
          eventIds.length + contestIds.length,
        );
      } finally {
        await handle.close();
      }
    }, 40_000);

    it('answers /healthz through HAProxy from each, and a SIGTERM drains one (503, then exit 0)', async () => {
      const servedBy = new Set<string>();
      for (let i = 0; i < 6; i += 1) {
        const res = await fetch(`${cluster!.origin}/healthz`);
        expect(res.status).toBe(200);
        servedBy.add(res.headers.get('x-served-by') ?? '');
      }
      expect([...servedBy].sort()).toEqual(['app1', 'app2', 'app3']);

      const second = cluster!.processes[1]!;
      const child = second.child!;
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      // Its own /healthz says 503 as soon as the signal is handled, while the site through
      // HAProxy keeps answering.
      let own = await fetch(`http://127.0.0.1:${second.port}/healthz`);
      for (let tries = 0; own.status === 200 && tries < 20; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        own = await fetch(`http://127.0.0.1:${second.port}/healthz`);
      }
      expect(own.status).toBe(503);
      expect((await own.json()).error.code).toBe('service_unavailable');
      while (child.exitCode === null) {
        // Not /healthz: through HAProxy that could reach the draining process and get its 503.
        const res = await fetch(`${cluster!.origin}/robots.txt`);
        expect(res.status, output).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await exited, output).toBe(0);
      expect(output).toMatch(/\[app2\].*"reason":"quiet".*"msg":"drained"/);
      expect(output).toMatch(/\[haproxy\].*app2 is DOWN.*code: 503/);
    }, 20_000);
  });
}
