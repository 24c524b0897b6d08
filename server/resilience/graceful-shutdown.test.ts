import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acknowledgedPostIds,
  createPostRequests,
  createPostingMembers,
  findMissingPosts,
  summarizeOutcomes,
} from '../test/post-load';
import { createProcessDatabase, type ProcessDatabase } from '../test/process-database';
import { startRequestLoad, type LoadRequest } from '../test/request-load';
import { startServerProcess } from '../test/server-process';
import { testEngines } from '../test/test-database';

const CLIENTS = 20;
/** Requests answered before the signal, so that it lands in full flow. */
const REQUESTS_BEFORE_SIGNAL = 100;
/** The process must have exited this soon after SIGTERM. */
const EXIT_WITHIN_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The ids of the requests the server had accepted (its "incoming request" log line, written
 * once the request's head is read) in the JSON log lines of `output`.
 */
function acceptedRequestIds(output: string): Set<string> {
  const ids = new Set<string>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; reqId?: string };
    if (entry.msg === 'incoming request' && entry.reqId) ids.add(entry.reqId);
  }
  return ids;
}

describe.each(testEngines)('SIGTERM during load (%s)', (engine) => {
  let database: ProcessDatabase | undefined;
  let nextRequest: (client: number) => LoadRequest = () => {
    throw new Error('not ready');
  };

  beforeAll(async () => {
    database = await createProcessDatabase(engine);
    const members = await database.use((db) => createPostingMembers(db, 30));
    nextRequest = createPostRequests(members, { label: `SIGTERM on ${engine}` });
  }, 60_000);

  afterAll(() => database?.remove(), 30_000);

  it('answers every request accepted before the signal and exits 0 promptly', async () => {
    const server = await startServerProcess(database!.url, {
      dataDir: database!.dataDir,
      // "incoming request" lines tell which requests the server had accepted.
      env: { LOG_LEVEL: 'info' },
    });
    let signalledAt = 0;
    let exitMs = 0;
    const load = startRequestLoad({
      origin: server.origin,
      clients: CLIENTS,
      next: nextRequest,
      timeoutMs: 10_000,
    });
    try {
      const deadline = Date.now() + 15_000;
      while (load.count() < REQUESTS_BEFORE_SIGNAL && Date.now() < deadline) await sleep(20);
      signalledAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      exitMs = Date.now() - signalledAt;
    } finally {
      await server.stop();
    }
    const outcomes = await load.stop();

    const accepted = acceptedRequestIds(server.output());
    const ofAccepted = outcomes.filter((o) => o.requestId && accepted.has(o.requestId));
    const inFlight = ofAccepted.filter((o) => o.endedAt >= signalledAt);
    console.info(
      `${engine}: exit ${exitMs} ms after SIGTERM; ${accepted.size} requests accepted, ` +
        `${inFlight.length} of them in flight at the signal; ${summarizeOutcomes(outcomes)}`,
    );
    expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);
    expect(server.output()).toContain('shutting down');
    // Each request the server accepted got its answer, the ones in flight included: no reset.
    expect(ofAccepted).toHaveLength(accepted.size);
    expect(
      ofAccepted
        .filter((o) => o.status !== 200 && o.status !== 201)
        .map((o) => `${o.kind} ${o.failure ?? o.status}`),
    ).toEqual([]);
    expect(inFlight.length).toBeGreaterThan(0);
    // Requests that came after the signal were refused (503 on a kept-alive connection, or no
    // connection at all), never left hanging.
    expect(outcomes.every((o) => o.failure !== 'timeout')).toBe(true);

    const written = acknowledgedPostIds(outcomes);
    expect(written.length).toBeGreaterThan(0);
    expect(await database!.use((db) => findMissingPosts(db, written))).toEqual([]);
  }, 90_000);
});
