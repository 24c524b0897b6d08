import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readTestDatabaseUrl } from '../../config';
import { openPglite, openPostgres, type Database, type DatabaseEngine } from '../../db/client';
import { contestEntries, contests, contestVotes, jobs, notifications } from '../../db/schema';
import { testConfig } from '../../test/build-test-app';
import { createScratchDatabase } from '../../test/server-process';
import { createMember, type TestMember } from '../../test/sign-in';
import { testEngines } from '../../test/test-database';
import type { JobRunnerOptions } from '../jobs/job-runner';
import {
  computeContestResults,
  contestResultsKey,
  scheduleContestResults,
} from './contest-results';
import { DAY_MS, HOUR_MS, uploadOf } from '../../test/contests-test-support';

const fast: Partial<JobRunnerOptions> = { pollIntervalMs: 25, retryBaseMs: 5, retryMaxMs: 20 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(25);
  }
}

/** A database the test opens more than once: a data dir (PGlite) or a scratch PostgreSQL. */
async function createSharedDatabase(engine: DatabaseEngine) {
  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'magic-contests-'));
    return { open: () => openPglite(dir), remove: () => rm(dir, { recursive: true, force: true }) };
  }
  const adminUrl = readTestDatabaseUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(adminUrl);
  return { open: async () => openPostgres(scratch.url, 4), remove: () => scratch.drop() };
}

/** A contest whose voting ends at `votingEndsAt`, with an entry per member (in their order). */
async function insertContest(
  db: Database,
  input: { staff: TestMember; entrants: TestMember[]; votingEndsAt: Date; winnerCount?: number },
): Promise<{ id: string; entries: string[] }> {
  const end = input.votingEndsAt.getTime();
  const [contest] = await db
    .insert(contests)
    .values({
      title: 'Tree of Life at dusk',
      theme: 'The Tree of Life as the light goes',
      createdBy: input.staff.id,
      entriesOpenAt: new Date(end - 4 * DAY_MS),
      entriesCloseAt: new Date(end - 2 * DAY_MS),
      votingEndsAt: input.votingEndsAt,
      winnerCount: input.winnerCount ?? 3,
      entryCount: input.entrants.length,
    })
    .returning({ id: contests.id });
  const entries: string[] = [];
  for (const [index, entrant] of input.entrants.entries()) {
    const [entry] = await db
      .insert(contestEntries)
      .values({
        contestId: contest!.id,
        userId: entrant.id,
        uploadId: await uploadOf(db, entrant),
        // In the entrants' order, an hour apart: the earlier entry wins a tie.
        createdAt: new Date(end - 3 * DAY_MS + index * HOUR_MS),
      })
      .returning({ id: contestEntries.id });
    entries.push(entry!.id);
  }
  return { id: contest!.id, entries };
}

async function vote(db: Database, contestId: string, voter: TestMember, entryId: string) {
  await db.insert(contestVotes).values({ contestId, userId: voter.id, entryId });
}

async function noticesOf(db: Database, contestId: string) {
  return db
    .select({ userId: notifications.userId, type: notifications.type })
    .from(notifications)
    .where(
      and(
        eq(notifications.entityId, contestId),
        inArray(notifications.type, ['contest_won', 'contest_results']),
      ),
    );
}

async function placesOf(db: Database, contestId: string) {
  const rows = await db
    .select({ id: contestEntries.id, votes: contestEntries.voteCount, place: contestEntries.place })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId));
  return new Map(rows.map((row) => [row.id, [row.votes, row.place] as const]));
}

describe.each(testEngines)('contest results [%s]', (engine) => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;

  beforeAll(async () => {
    shared = await createSharedDatabase(engine);
    const handle = await shared.open();
    await handle.migrate();
    await handle.close();
  }, 60_000);
  afterAll(async () => shared?.remove(), 30_000);

  it('places the most voted entries, a tie to the earlier entry, and tells winners and entrants once', async () => {
    const handle = await shared.open();
    try {
      const { db } = handle;
      const staff = await createMember(db, { isAdmin: true });
      const entrants: TestMember[] = [];
      for (let i = 0; i < 5; i += 1) entrants.push(await createMember(db));
      const voters: TestMember[] = [];
      for (let i = 0; i < 6; i += 1) voters.push(await createMember(db));
      const end = new Date(Date.now() - 1000);
      const contest = await insertContest(db, {
        staff,
        entrants,
        votingEndsAt: end,
        winnerCount: 3,
      });
      const [a, b, c, d, e] = contest.entries as [string, string, string, string, string];
      // b and c tie on 2 votes (b entered first), d has 1, a has 1 (a entered before d), e none.
      await vote(db, contest.id, voters[0]!, b);
      await vote(db, contest.id, voters[1]!, c);
      await vote(db, contest.id, voters[2]!, c);
      await vote(db, contest.id, voters[3]!, b);
      await vote(db, contest.id, voters[4]!, d);
      await vote(db, contest.id, voters[5]!, a);

      // Not before the end (the job is tried again), nor for another end than the contest's.
      await expect(
        db.transaction((tx) =>
          computeContestResults(tx, {
            contestId: contest.id,
            expectedEnd: end,
            now: new Date(end.getTime() - 1),
          }),
        ),
      ).rejects.toThrow('Voting has not ended yet');
      await db.transaction(async (tx) => {
        expect(
          await computeContestResults(tx, {
            contestId: contest.id,
            expectedEnd: new Date(end.getTime() + HOUR_MS),
            now: new Date(),
          }),
        ).toBe(false);
      });
      const run = () =>
        db.transaction((tx) =>
          computeContestResults(tx, { contestId: contest.id, expectedEnd: end, now: new Date() }),
        );
      expect(await run()).toBe(true);
      expect(await run()).toBe(false);
      const places = await placesOf(db, contest.id);
      expect(places.get(b)).toEqual([2, 1]);
      expect(places.get(c)).toEqual([2, 2]);
      expect(places.get(a)).toEqual([1, 3]);
      expect(places.get(d)).toEqual([1, null]);
      expect(places.get(e)).toEqual([0, null]);
      const notices = await noticesOf(db, contest.id);
      expect(notices).toHaveLength(5);
      const byUser = new Map(notices.map((row) => [row.userId, row.type]));
      expect(entrants.map((member) => byUser.get(member.id))).toEqual([
        'contest_won',
        'contest_won',
        'contest_won',
        'contest_results',
        'contest_results',
      ]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('computes each contest once at its deadline with two app instances running jobs', async () => {
    const handleA = await shared.open();
    // PostgreSQL: a second pool, as a second process has; PGlite has one connection by design.
    const handleB = engine === 'postgres' ? await shared.open() : handleA;
    const apps: FastifyInstance[] = [];
    for (const handle of [handleA, handleB]) {
      const app = await buildApp(testConfig(), { database: handle });
      await app.ready();
      apps.push(app);
    }
    try {
      const { db } = handleA;
      const staff = await createMember(db, { isAdmin: true });
      const members: TestMember[] = [];
      for (let i = 0; i < 4; i += 1) members.push(await createMember(db));
      // Deadlines a moment from now, while both runners wait.
      const deadline = new Date(Date.now() + 1500);
      const ids: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const contest = await insertContest(db, {
          staff,
          entrants: members,
          votingEndsAt: new Date(deadline.getTime() + i * 10),
          winnerCount: 1,
        });
        // Everyone votes for the next member's entry: a four-way tie, won by the first entry.
        for (const [index, member] of members.entries()) {
          await vote(db, contest.id, member, contest.entries[(index + 1) % members.length]!);
        }
        ids.push(contest.id);
      }
      await Promise.all(apps.map((app) => app.jobs.start(fast)));
      await db.transaction(async (tx) => {
        for (const id of ids) {
          const [row] = await tx.select().from(contests).where(eq(contests.id, id));
          await scheduleContestResults(tx, id, row!.votingEndsAt);
          // Scheduling the same deadline again is the same job.
          await scheduleContestResults(tx, id, row!.votingEndsAt);
        }
      });
      // Nothing before the deadline.
      const [early] = await db.select().from(contests).where(eq(contests.id, ids[0]!));
      expect(early!.resultsAt).toBeNull();
      await waitFor(async () => {
        const rows = await db.select().from(contests).where(inArray(contests.id, ids));
        return rows.every((row) => row.resultsAt !== null);
      });
      // Give a second runner every chance to run a job again.
      await sleep(300);
      for (const id of ids) {
        const [row] = await db.select().from(contests).where(eq(contests.id, id));
        expect(row!.resultsAt!.getTime()).toBeGreaterThanOrEqual(row!.votingEndsAt.getTime());
        const jobRows = await db
          .select()
          .from(jobs)
          .where(eq(jobs.key, contestResultsKey(id, row!.votingEndsAt)));
        expect(jobRows.map((job) => [job.state, job.attempts])).toEqual([['done', 1]]);
        const notices = await noticesOf(db, id);
        expect(notices).toHaveLength(members.length);
        expect(
          notices.filter((notice) => notice.type === 'contest_won').map((n) => n.userId),
        ).toEqual([members[0]!.id]);
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await handleA.close();
      if (handleB !== handleA) await handleB.close();
    }
  }, 60_000);
});
