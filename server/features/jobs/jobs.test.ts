import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readTestDatabaseUrl } from '../../config';
import {
  openPglite,
  openPostgres,
  type DatabaseEngine,
  type DatabaseHandle,
  type Executor,
} from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { createOffsetClock, systemClock, type Clock } from '../../lib/clock';
import { testConfig } from '../../test/build-test-app';
import {
  createScratchDatabase,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process';
import { testEngines } from '../../test/test-database';
import { UPLOAD_CLEANUP_JOB } from '../uploads/uploads.cleanup';
import { createJobRunner, DEFAULT_JOB_RUNNER_OPTIONS, type JobRunnerOptions } from './job-runner';
import { claimNextJob, lockHeldJob } from './jobs.repository';
import { JobRegistry, scheduleJob, type JobHandler } from './jobs.service';

/** A database the test can open more than once: a data dir (PGlite) or a scratch PostgreSQL. */
interface SharedDatabase {
  /** A new connection to it (PGlite: only one may be open at a time). */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

async function createSharedDatabase(engine: DatabaseEngine): Promise<SharedDatabase> {
  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'magic-jobs-'));
    return {
      open: () => openPglite(dir),
      remove: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = readTestDatabaseUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(adminUrl);
  return { open: async () => openPostgres(scratch.url, 4), remove: () => scratch.drop() };
}

/** The test handler's kind: it records one row per run, in the job's transaction. */
const EFFECT = 'test.effect';

interface EffectPayload {
  /** The first this-many attempts throw (after writing, so the write must roll back). */
  failTimes?: number;
  delayMs?: number;
}

/** Called when the handler has started a job of that key (inside its transaction). */
const entered = new Map<string, () => void>();
const hasEntered = (key: string) => new Promise<void>((resolve) => entered.set(key, resolve));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

async function prepareEffects(db: Executor): Promise<void> {
  await db.execute(sql`create table if not exists job_test_effects (
    key text not null, runner text not null, at timestamptz not null default now())`);
}

/** A handler writing `(job key, tag)` to `job_test_effects`, failing as its payload says. */
function effectHandler(tag: string): JobHandler {
  return async (tx, job) => {
    const payload = (job.payload ?? {}) as EffectPayload;
    await tx.execute(sql`insert into job_test_effects (key, runner) values (${job.key}, ${tag})`);
    entered.get(job.key)?.();
    if (payload.delayMs) await sleep(payload.delayMs);
    if (job.attempts <= (payload.failTimes ?? 0)) throw new Error(`attempt ${job.attempts} fails`);
  };
}

/** The rows of a raw `execute` (both drivers answer `{ rows }`). */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

async function effectsOf(db: Executor, keyPrefix: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ key: string; n: number }>(
    db.execute(sql`select key, count(*)::int as n from job_test_effects
      where key like ${`${keyPrefix}%`} group by key`),
  );
  return new Map(rows.map((row) => [row.key, Number(row.n)]));
}

async function jobByKey(db: Executor, key: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.key, key));
  return job;
}

const fast: Partial<JobRunnerOptions> = { pollIntervalMs: 20, retryBaseMs: 1, retryMaxMs: 5 };

describe.each(testEngines)('jobs [%s]', (engine) => {
  let shared: SharedDatabase;
  let handle: DatabaseHandle;
  let registry: JobRegistry;
  const clock = createOffsetClock();

  const runner = (options: Partial<JobRunnerOptions> = {}, runnerClock: Clock = clock) =>
    createJobRunner({
      handle,
      registry,
      clock: runnerClock,
      log: silentLog,
      options: { ...fast, ...options },
    });

  beforeAll(async () => {
    shared = await createSharedDatabase(engine);
    handle = await shared.open();
    await handle.migrate();
    await prepareEffects(handle.db);
    registry = new JobRegistry();
    registry.register(EFFECT, effectHandler('main'));
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await shared?.remove();
  }, 30_000);

  it('runs a due job once, and leaves a future job until its time', async () => {
    const now = clock.now();
    await scheduleJob(handle.db, { kind: EFFECT, key: 'due:1', runAt: now });
    await scheduleJob(handle.db, {
      kind: EFFECT,
      key: 'due:later',
      runAt: new Date(now.getTime() + 60 * 60_000),
    });
    const worker = runner();
    expect(await worker.runDueJobs()).toBe(1);
    expect(await worker.runDueJobs()).toBe(0);
    expect(await effectsOf(handle.db, 'due:')).toEqual(new Map([['due:1', 1]]));
    expect(await jobByKey(handle.db, 'due:1')).toMatchObject({
      state: 'done',
      attempts: 1,
      lockedBy: null,
    });
    expect((await jobByKey(handle.db, 'due:later'))?.state).toBe('pending');

    clock.advance(60 * 60_000);
    expect(await worker.runDueJobs()).toBe(1);
    expect(await effectsOf(handle.db, 'due:')).toEqual(
      new Map([
        ['due:1', 1],
        ['due:later', 1],
      ]),
    );
  });

  it('keeps one job per key, and none when the scheduling transaction rolls back', async () => {
    const job = { kind: EFFECT, key: 'dedupe:1', runAt: clock.now() };
    expect(await scheduleJob(handle.db, job)).toBe(true);
    expect(await scheduleJob(handle.db, { ...job, payload: { other: true } })).toBe(false);
    await expect(
      handle.db.transaction(async (tx) => {
        await scheduleJob(tx, { kind: EFFECT, key: 'dedupe:rolled-back', runAt: clock.now() });
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await runner().runDueJobs()).toBe(1);
    // Once done, the key still holds: scheduling it again does not run it again.
    expect(await scheduleJob(handle.db, job)).toBe(false);
    expect(await runner().runDueJobs()).toBe(0);
    expect(await effectsOf(handle.db, 'dedupe:')).toEqual(new Map([['dedupe:1', 1]]));
    expect(await jobByKey(handle.db, 'dedupe:rolled-back')).toBeUndefined();
    await expect(
      scheduleJob(handle.db, { kind: EFFECT, key: 'dedupe:bad', runAt: new Date('nope') }),
    ).rejects.toThrow('A job needs a valid runAt');
    await expect(
      scheduleJob(handle.db, {
        kind: EFFECT,
        key: 'dedupe:bad',
        runAt: clock.now(),
        maxAttempts: 0,
      }),
    ).rejects.toThrow('maxAttempts');
    expect(await jobByKey(handle.db, 'dedupe:bad')).toBeUndefined();
  });

  it('retries a failing job with back-off until it succeeds; failed attempts write nothing', async () => {
    await scheduleJob(handle.db, {
      kind: EFFECT,
      key: 'retry:1',
      runAt: clock.now(),
      payload: { failTimes: 2 },
    });
    const worker = runner({ retryBaseMs: 60_000, retryMaxMs: 10 * 60_000 });
    expect(await worker.runDueJobs()).toBe(1);
    const afterFirst = await jobByKey(handle.db, 'retry:1');
    expect(afterFirst).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'attempt 1 fails',
    });
    // The first retry waits retryBaseMs, the second twice as long.
    expect(afterFirst!.runAt.getTime() - clock.now().getTime()).toBeGreaterThan(55_000);
    expect(await worker.runDueJobs()).toBe(0);
    clock.advance(60_000);
    expect(await worker.runDueJobs()).toBe(1);
    const afterSecond = await jobByKey(handle.db, 'retry:1');
    expect(afterSecond).toMatchObject({ state: 'pending', attempts: 2 });
    expect(afterSecond!.runAt.getTime() - clock.now().getTime()).toBeGreaterThan(115_000);
    clock.advance(120_000);
    expect(await worker.runDueJobs()).toBe(1);
    expect(await jobByKey(handle.db, 'retry:1')).toMatchObject({
      state: 'done',
      attempts: 3,
      lastError: null,
    });
    expect(await effectsOf(handle.db, 'retry:')).toEqual(new Map([['retry:1', 1]]));
  });

  it('gives up after maxAttempts, and fails a job of an unknown kind', async () => {
    await scheduleJob(handle.db, {
      kind: EFFECT,
      key: 'give-up:1',
      runAt: clock.now(),
      payload: { failTimes: 99 },
      maxAttempts: 2,
    });
    await scheduleJob(handle.db, {
      kind: 'test.unknown',
      key: 'give-up:unknown',
      runAt: clock.now(),
    });
    const worker = runner({ retryBaseMs: 1, retryMaxMs: 1 });
    await worker.runDueJobs();
    await sleep(5);
    await worker.runDueJobs();
    expect(await jobByKey(handle.db, 'give-up:1')).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'attempt 2 fails',
    });
    expect(await jobByKey(handle.db, 'give-up:unknown')).toMatchObject({
      state: 'failed',
      lastError: 'No handler for job kind test.unknown',
    });
    expect(await effectsOf(handle.db, 'give-up:')).toEqual(new Map());
  });

  it('takes over a job whose runner died within the short default lease', async () => {
    const { leaseMs, heartbeatMs } = DEFAULT_JOB_RUNNER_OPTIONS;
    expect(leaseMs).toBeLessThanOrEqual(30_000);
    expect(heartbeatMs * 2).toBeLessThanOrEqual(leaseMs);
    await scheduleJob(handle.db, { kind: EFFECT, key: 'lease:1', runAt: clock.now() });
    const now = clock.now();
    // A runner claims the job, then its process dies: no heartbeat renews the lease.
    const claimed = await claimNextJob(handle.db, {
      runnerId: 'a-runner-that-dies',
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
    });
    expect(claimed?.key).toBe('lease:1');
    const worker = runner({ leaseMs });
    expect(await worker.runDueJobs()).toBe(0);
    clock.advance(leaseMs + 1000);
    expect(await worker.runDueJobs()).toBe(1);
    expect(await jobByKey(handle.db, 'lease:1')).toMatchObject({ state: 'done', attempts: 2 });
    expect(await effectsOf(handle.db, 'lease:')).toEqual(new Map([['lease:1', 1]]));
  });

  it('keeps a job past its lease while its heartbeat renews it', async () => {
    await scheduleJob(handle.db, {
      kind: EFFECT,
      key: 'beat:1',
      runAt: clock.now(),
      payload: { delayMs: 600 },
    });
    const isStarted = hasEntered('beat:1');
    const claimedAt = clock.now().getTime();
    const running = runner({ leaseMs: 150, heartbeatMs: 30 }).runDueJobs();
    await isStarted;
    // Twice the lease later, another runner (same clock) finds nothing to take over.
    await sleep(300);
    const other = await runner().runDueJobs();
    if (engine === 'postgres') {
      // (PGlite: this read waits for the job's transaction, which holds the one connection.)
      const job = await jobByKey(handle.db, 'beat:1');
      expect(job?.state).toBe('running');
      expect(job!.lockedUntil!.getTime()).toBeGreaterThan(claimedAt + 300);
    }
    expect(await running).toBe(1);
    expect(other).toBe(0);
    expect(await jobByKey(handle.db, 'beat:1')).toMatchObject({ state: 'done', attempts: 1 });
    expect(await effectsOf(handle.db, 'beat:')).toEqual(new Map([['beat:1', 1]]));
  });

  it('moves the job of a runner that stopped heartbeating, and commits only one run', async () => {
    await scheduleJob(handle.db, {
      kind: EFFECT,
      key: 'stalled:1',
      runAt: clock.now(),
      payload: { delayMs: 400 },
    });
    const isStarted = hasEntered('stalled:1');
    // This runner's heartbeat never beats in time, as if its process had frozen.
    const stalled = runner({ leaseMs: 1000, heartbeatMs: 60_000 }).runDueJobs();
    await isStarted;
    // Past the lease for another runner, while the stalled one is still inside its handler.
    const laterClock = createOffsetClock();
    laterClock.advance(clock.now().getTime() - Date.now() + 2000);
    const taken = await runner({}, laterClock).runDueJobs();
    expect(await stalled).toBe(1);
    // PostgreSQL: the other runner took the job over at once, and the stalled one, finding the
    // lease gone at its end, rolled its writes back. PGlite runs one transaction at a time: the
    // other runner's look waited for the stalled one, which still held its lease, and finished.
    expect(taken).toBe(engine === 'postgres' ? 1 : 0);
    expect(await jobByKey(handle.db, 'stalled:1')).toMatchObject({
      state: 'done',
      attempts: engine === 'postgres' ? 2 : 1,
    });
    expect(await effectsOf(handle.db, 'stalled:')).toEqual(new Map([['stalled:1', 1]]));
  });

  it('wakes on a new job (pg_notify) and at a future job’s time, not only at the poll', async () => {
    const worker = runner({ pollIntervalMs: 60_000 }, systemClock);
    await worker.start();
    try {
      await sleep(50);
      await scheduleJob(handle.db, { kind: EFFECT, key: 'wake:now', runAt: new Date() });
      await waitFor(async () => (await effectsOf(handle.db, 'wake:now')).size === 1, 3000);
      const runAt = new Date(Date.now() + 400);
      await scheduleJob(handle.db, { kind: EFFECT, key: 'wake:soon', runAt });
      await waitFor(async () => (await effectsOf(handle.db, 'wake:soon')).size === 1, 3000);
      expect(
        (await jobByKey(handle.db, 'wake:soon'))!.finishedAt!.getTime(),
      ).toBeGreaterThanOrEqual(runAt.getTime());
    } finally {
      await worker.stop();
    }
  });

  it('finishes the job in progress when it stops', async () => {
    const worker = runner({}, systemClock);
    await scheduleJob(handle.db, {
      kind: EFFECT,
      key: 'stop:1',
      runAt: new Date(),
      payload: { delayMs: 300 },
    });
    const isStarted = hasEntered('stop:1');
    await worker.start();
    await isStarted;
    await worker.stop();
    expect((await jobByKey(handle.db, 'stop:1'))?.state).toBe('done');
    expect(await effectsOf(handle.db, 'stop:')).toEqual(new Map([['stop:1', 1]]));
  });
});

/** Builds the app on `handle` with the test handler registered under `tag`. */
async function buildJobsApp(handle: DatabaseHandle, tag: string): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { database: handle });
  app.jobs.register(EFFECT, effectHandler(tag));
  await app.ready();
  return app;
}

describe.each(testEngines)('jobs across app instances and restarts [%s]', (engine) => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    shared = await createSharedDatabase(engine);
    const handle = await shared.open();
    await handle.migrate();
    await prepareEffects(handle.db);
    await handle.close();
  }, 60_000);
  afterAll(async () => shared?.remove(), 30_000);

  it('runs each of many jobs exactly once with two app instances running jobs', async () => {
    const handleA = await shared.open();
    // PostgreSQL: a second pool, as a second process has. PGlite has one process by design:
    // both runners share its one connection.
    const handleB = engine === 'postgres' ? await shared.open() : handleA;
    const apps = [await buildJobsApp(handleA, 'a'), await buildJobsApp(handleB, 'b')];
    try {
      const count = 60;
      const now = new Date();
      for (let i = 0; i < count; i += 1) {
        await scheduleJob(handleA.db, {
          kind: EFFECT,
          key: `many:${i}`,
          runAt: new Date(now.getTime() + (i % 3) * 100),
          payload: { delayMs: 2 + (i % 5), failTimes: i % 7 === 0 ? 1 : 0 },
        });
      }
      await Promise.all(apps.map((app) => app.jobs.start(fast)));
      await waitFor(async () => {
        const [row] = await handleA.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(sql`${jobs.key} like 'many:%' and ${jobs.state} = 'done'`);
        return Number(row?.n) === count;
      }, 30_000);
      const effects = await effectsOf(handleA.db, 'many:');
      expect(effects.size).toBe(count);
      expect([...effects.values()].every((n) => n === 1)).toBe(true);
      const byRunner = await rowsOf<{ runner: string; n: number }>(
        handleA.db.execute(sql`select runner, count(*)::int as n from job_test_effects
          where key like 'many:%' group by runner`),
      );
      const total = byRunner.reduce((sum, row) => sum + Number(row.n), 0);
      // Both took part: the jobs were shared, not run by one while the other idled.
      expect(byRunner.map((row) => row.runner).sort()).toEqual(['a', 'b']);
      expect(total).toBe(count);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await handleA.close();
      if (handleB !== handleA) await handleB.close();
    }
  }, 60_000);

  it("keeps a claimed job while another runner's look for work briefly locks its row", async () => {
    const handleA = await shared.open();
    // PostgreSQL: another pool, as another process has; PGlite runs one transaction at a time.
    const handleB = engine === 'postgres' ? await shared.open() : handleA;
    try {
      await scheduleJob(handleA.db, { kind: EFFECT, key: 'peek:1', runAt: new Date() });
      const now = new Date();
      const claimed = await claimNextJob(handleA.db, {
        runnerId: 'runner-a',
        now,
        leaseUntil: new Date(now.getTime() + 60_000),
      });
      expect(claimed?.key).toBe('peek:1');
      // Another connection holds the row's lock a moment, as another runner's claim does when
      // it looks at a row just claimed: the holder waits for it instead of giving the job up
      // (which left it 'running' until its lease ran out).
      let held: Promise<unknown> = Promise.resolve();
      if (handleB !== handleA) {
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        held = handleB.db.transaction(async (tx) => {
          await tx.execute(
            sql`select ${jobs.id} from ${jobs} where ${jobs.id} = ${claimed!.id} for update`,
          );
          locked();
          await sleep(200);
        });
        await isLocked;
      }
      const kept = await handleA.db.transaction((tx) => lockHeldJob(tx, claimed!.id, 'runner-a'));
      await held;
      expect(kept).toBe(true);
    } finally {
      await handleA.close();
      if (handleB !== handleA) await handleB.close();
    }
  }, 30_000);

  it('fires a job scheduled before a restart after it', async () => {
    const before = await shared.open();
    const first = await buildJobsApp(before, 'before');
    await first.jobs.start(fast);
    const runAt = new Date(Date.now() + 1500);
    await scheduleJob(before.db, { kind: EFFECT, key: 'restart:1', runAt });
    await first.close();
    await before.close();

    const after = await shared.open();
    const second = await buildJobsApp(after, 'after');
    try {
      expect((await jobByKey(after.db, 'restart:1'))?.state).toBe('pending');
      await second.jobs.start(fast);
      await waitFor(async () => (await effectsOf(after.db, 'restart:')).size === 1, 10_000);
      const job = await jobByKey(after.db, 'restart:1');
      expect(job).toMatchObject({ state: 'done', attempts: 1 });
      expect(job!.finishedAt!.getTime()).toBeGreaterThanOrEqual(runAt.getTime());
      const ran = await rowsOf(
        after.db.execute(sql`select runner from job_test_effects where key = 'restart:1'`),
      );
      expect(ran).toEqual([{ runner: 'after' }]);
    } finally {
      await second.close();
      await after.close();
    }
  }, 60_000);

  it('finishes a running job before the app closes its database', async () => {
    const handle = await shared.open();
    const app = await buildJobsApp(handle, 'closing');
    await scheduleJob(handle.db, {
      kind: EFFECT,
      key: 'closing:1',
      runAt: new Date(),
      payload: { delayMs: 300 },
    });
    const isStarted = hasEntered('closing:1');
    await app.jobs.start(fast);
    try {
      await isStarted;
      await app.close();
      expect((await jobByKey(handle.db, 'closing:1'))?.state).toBe('done');
    } finally {
      await handle.close();
    }
  }, 30_000);
});

const adminUrl = readTestDatabaseUrl();
const processEnv = { JOBS_POLL_INTERVAL_MS: '100' };

// Real server processes (`server/main.ts`, which starts the runner) sharing one PostgreSQL.
if (adminUrl) {
  describe('jobs in server processes on one PostgreSQL', () => {
    let database: { url: string; drop(): Promise<void> } | undefined;
    let handle: DatabaseHandle | undefined;
    const started: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createScratchDatabase(adminUrl);
      handle = openPostgres(database.url, 2);
      await handle.migrate();
    }, 60_000);

    afterAll(async () => {
      await Promise.all(started.map((process) => process.stop()));
      await handle?.close();
      await database?.drop();
    }, 30_000);

    const cleanupJobs = () =>
      handle!.db.select().from(jobs).where(eq(jobs.kind, UPLOAD_CLEANUP_JOB));

    it('two processes run the hourly clean-up once; a job scheduled while none runs fires after a restart', async () => {
      const [a, b] = await Promise.all([
        startServerProcess(database!.url, { env: processEnv }),
        startServerProcess(database!.url, { env: processEnv }),
      ]);
      started.push(a!, b!);
      // Both scheduled this hour's clean-up when ready: one job, run once, the next one pending.
      await waitFor(async () => (await cleanupJobs()).some((job) => job.state === 'done'), 20_000);
      const rows = await cleanupJobs();
      expect(rows.filter((job) => job.state === 'done')).toMatchObject([{ attempts: 1 }]);
      expect(rows.filter((job) => job.state === 'pending')).toHaveLength(1);

      await Promise.all([a!.stop(), b!.stop()]);
      const runAt = new Date(Date.now() + 500);
      await scheduleJob(handle!.db, { kind: UPLOAD_CLEANUP_JOB, key: 'restart-test:1', runAt });
      const c = await startServerProcess(database!.url, { env: processEnv });
      started.push(c);
      const fired = () =>
        handle!.db
          .select()
          .from(jobs)
          .where(and(like(jobs.key, 'restart-test:%'), eq(jobs.state, 'done')));
      await waitFor(async () => (await fired()).length === 1, 20_000);
      const [job] = await fired();
      expect(job).toMatchObject({ attempts: 1, lastError: null });
      expect(job!.finishedAt!.getTime()).toBeGreaterThanOrEqual(runAt.getTime());
    }, 120_000);
  });
}

const silentLog = {
  level: 'silent',
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => silentLog,
} as unknown as Parameters<typeof createJobRunner>[0]['log'];
