import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acknowledgedPostIds,
  createPostRequests,
  createPostingMembers,
  findMissingPosts,
  summarizeOutcomes,
} from '../test/post-load';
import { createProcessDatabase, type ProcessDatabase } from '../test/process-database';
import { startRequestLoad, type LoadOutcome, type LoadRequest } from '../test/request-load';
import { startServerProcess } from '../test/server-process';
import type { TestMember } from '../test/sign-in';
import { testEngines } from '../test/test-database';

/** Kills in a row, each followed by a restart on what it left. */
const ROUNDS = 1;
const CLIENTS = 8;
/** Posts acknowledged before the kill, so that it lands in the middle of writing. */
const WRITES_BEFORE_KILL = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testEngines)('kill -9 of the app during writes (%s)', (engine) => {
  let database: ProcessDatabase | undefined;
  let nextRequest: (client: number) => LoadRequest = () => {
    throw new Error('not ready');
  };

  beforeAll(async () => {
    database = await createProcessDatabase(engine);
    const members: TestMember[] = await database.use((db) => createPostingMembers(db, 30));
    nextRequest = createPostRequests(members, { label: `kill -9 on ${engine}` });
  }, 60_000);

  afterAll(() => database?.remove(), 30_000);

  it(`restarts on the same data with every acknowledged write present (${ROUNDS} kill)`, async () => {
    const acknowledged: string[] = [];
    const restartMs: number[] = [];
    let killedAt = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const startedAt = Date.now();
      // After the first round this opens the data a killed process left behind.
      const server = await startServerProcess(database!.url, { dataDir: database!.dataDir });
      if (round > 1) restartMs.push(Date.now() - killedAt);
      let outcomes: LoadOutcome[] = [];
      try {
        const load = startRequestLoad({
          origin: server.origin,
          clients: CLIENTS,
          next: nextRequest,
          timeoutMs: 10_000,
        });
        const deadline = Date.now() + 15_000;
        while (Date.now() < deadline) {
          if (load.count() >= WRITES_BEFORE_KILL * 1.5) break;
          await sleep(50);
        }
        killedAt = Date.now();
        server.child.kill('SIGKILL');
        expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
        outcomes = await load.stop();
      } finally {
        await server.stop();
      }

      const written = acknowledgedPostIds(outcomes);
      console.info(
        `${engine} round ${round} (${Date.now() - startedAt} ms): ${summarizeOutcomes(outcomes)}`,
      );
      expect(written.length).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL / 2);
      // Before the kill everything succeeded; after it, requests found no one to answer them.
      const broken = outcomes.filter((o) => o.status !== 200 && o.status !== 201);
      expect(broken.filter((o) => o.endedAt < killedAt).map((o) => o.failure ?? o.status)).toEqual(
        [],
      );
      expect(broken.every((o) => o.status === 0)).toBe(true);
      acknowledged.push(...written);
    }

    // The app starts on what the last kill left, answers, and shuts down cleanly.
    const server = await startServerProcess(database!.url, { dataDir: database!.dataDir });
    restartMs.push(Date.now() - killedAt);
    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(200);
    await server.stop();
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const missing = await database!.use((db) => findMissingPosts(db, acknowledged));
    console.info(
      `${engine}: ${acknowledged.length} acknowledged posts, ${missing.length} missing; ` +
        `healthy again ${restartMs.join(', ')} ms after each kill`,
    );
    expect(missing).toEqual([]);
    // About 10 s alone; the bound leaves room for a busy machine (two process starts).
  }, 120_000);
});
