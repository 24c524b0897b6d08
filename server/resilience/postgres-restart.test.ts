import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NotificationChange,
  RealtimeServerMessage,
} from '../../common/features/realtime/realtime.contract';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { JOBS_CHANNEL } from '../features/jobs/jobs.repository';
import { REALTIME_CHANNEL } from '../features/realtime/realtime-event';
import {
  acknowledgedPostIds,
  createPostRequests,
  createPostingMembers,
  findMissingPosts,
  summarizeOutcomes,
} from '../test/post-load';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { joinRealtime, tokenOf, type RealtimeTestSocket } from '../test/realtime-socket';
import { startRequestLoad, type LoadOutcome } from '../test/request-load';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { createMember, type TestMember } from '../test/sign-in';

const CLIENTS = 8;
/**
 * Members who write: every attempt counts against a member's share, and during an outage the
 * 503s come fast, so there are plenty.
 */
const WRITERS = 100;
/** Writes succeed again this soon after `pg_ctl` says the database is back. */
const RECOVERY_MS = 2000;
/** The realtime listener is back (and sockets told to resync) this soon after the database. */
const LISTENER_BACK_MS = 1500;
/** A notification caused after the resync reaches the socket this soon. */
const DELIVERY_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isChange = (message: RealtimeServerMessage): message is NotificationChange =>
  message.type === 'change';

/** One disruption of the database and what the app did after it. */
interface Disruption {
  name: string;
  startedAt: number;
  /** When `pg_ctl` said the database accepted connections again. */
  backAt: number;
  /** Milliseconds from `backAt` to the socket's resync message. */
  resyncMs: number;
  /** Milliseconds from the follow's answer to its notification on the socket. */
  deliveryMs: number;
}

describe('PostgreSQL restarted under load: app process, writes and a realtime socket', () => {
  let postgres: PrivatePostgres | undefined;
  let handle: DatabaseHandle | undefined;
  let server: ServerProcess | undefined;
  let star: TestMember | undefined;
  const fans: TestMember[] = [];
  let writers: TestMember[] = [];

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    handle = openPostgres(postgres.url, 4);
    await handle.migrate();
    writers = await createPostingMembers(handle.db, WRITERS);
    star = await createMember(handle.db, { isEstablished: true });
    for (let i = 0; i < 2; i += 1)
      fans.push(await createMember(handle.db, { isEstablished: true }));
    server = await startServerProcess(postgres.url, { env: { DATABASE_POOL_SIZE: '6' } });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await postgres?.remove();
  }, 60_000);

  /** `fan` follows the star, retrying 503s of a pool still reconnecting; resolves when answered. */
  async function follow(fan: TestMember): Promise<void> {
    const deadline = Date.now() + RECOVERY_MS + 2000;
    for (;;) {
      const res = await fetch(`${server!.origin}/api/profiles/${star!.id}/follow`, {
        method: 'PUT',
        headers: fan.headers,
      });
      if (res.ok) return;
      if (res.status !== 503 || Date.now() > deadline) {
        throw new Error(`follow answered ${res.status}: ${await res.text()}`);
      }
      await sleep(100);
    }
  }

  /** Runs `action` on the database, then follows the socket's resync and a fresh notification. */
  async function disrupt(
    socket: RealtimeTestSocket,
    name: string,
    fan: TestMember,
    action: () => Promise<void>,
  ): Promise<Disruption> {
    const startedAt = Date.now();
    const resync = socket.next((message) => message.type === 'resync', 30_000);
    await action();
    const backAt = Date.now();
    await resync;
    const resyncMs = Date.now() - backAt;
    await follow(fan);
    const answeredAt = Date.now();
    expect(await socket.next(isChange, DELIVERY_MS + 1000)).toMatchObject({
      notification_type: 'follow',
    });
    const deliveryMs = Date.now() - answeredAt;
    await sleep(Math.max(0, backAt + RECOVERY_MS + 500 - Date.now()));
    return { name, startedAt, backAt, resyncMs, deliveryMs };
  }

  it('stays up, recovers within seconds, loses no acknowledged write, and resyncs the socket at once', async () => {
    const socket = await joinRealtime(server!.origin, tokenOf(star!));
    const load = startRequestLoad({
      origin: server!.origin,
      clients: CLIENTS,
      next: createPostRequests(writers, { label: 'PostgreSQL restart' }),
      timeoutMs: 10_000,
      pauseMs: 25,
    });
    const disruptions: Disruption[] = [];
    let outcomes: LoadOutcome[] = [];
    try {
      await sleep(1000);
      disruptions.push(
        await disrupt(socket, 'restart -m fast', fans[0]!, () => postgres!.restart('fast')),
      );
      disruptions.push(
        await disrupt(socket, 'stop for 3 s', fans[1]!, async () => {
          await postgres!.stop('fast');
          await sleep(3000);
          await postgres!.start();
        }),
      );
    } finally {
      outcomes = await load.stop();
      await socket.close();
    }

    expect(server!.child.exitCode, server!.output().slice(-2000)).toBeNull();
    expect(server!.child.signalCode).toBeNull();
    const recovery = disruptions.map((d) => recoveryMs(outcomes, d));
    console.info(
      `${summarizeOutcomes(outcomes)}; ` +
        disruptions
          .map(
            (d, i) =>
              `${d.name}: writes back ${recovery[i]} ms, resync ${d.resyncMs} ms after the ` +
              `database, notification ${d.deliveryMs} ms after the follow`,
          )
          .join('; '),
    );

    expect(unexpected(outcomes, disruptions)).toEqual([]);
    for (const [i, disruption] of disruptions.entries()) {
      expect(recovery[i], `${disruption.name}: first write after the return`).toBeLessThan(
        RECOVERY_MS,
      );
      expect(disruption.resyncMs, `${disruption.name}: resync`).toBeLessThan(LISTENER_BACK_MS);
      expect(disruption.deliveryMs, `${disruption.name}: notification`).toBeLessThan(DELIVERY_MS);
    }
    const written = acknowledgedPostIds(outcomes);
    expect(written.length).toBeGreaterThan(50);
    expect(await findMissingPosts(handle!.db, written)).toEqual([]);
    // Each listener (realtime, jobs) logs its loss and return once per outage, not per attempt.
    const listenerLines = server!
      .output()
      .split('\n')
      .filter((line) => line.includes('database listener'))
      .map((line) => JSON.parse(line) as { channel: string; msg: string });
    for (const channel of [REALTIME_CHANNEL, JOBS_CHANNEL]) {
      const lines = listenerLines.filter((line) => line.channel === channel);
      expect(lines.map((line) => line.msg.split(';')[0])).toEqual(
        disruptions.flatMap(() => ['database listener lost', 'database listener reconnected']),
      );
    }
  }, 90_000);
});

function isDuring(outcome: LoadOutcome, disruptions: Disruption[]): boolean {
  return disruptions.some(
    (d) => outcome.endedAt >= d.startedAt && outcome.startedAt <= d.backAt + RECOVERY_MS,
  );
}

/** Outcomes that break the rules: anything but 2xx, or a proper 503 during a disruption. */
function unexpected(outcomes: LoadOutcome[], disruptions: Disruption[]): string[] {
  return outcomes.flatMap((outcome) => {
    if (outcome.status >= 200 && outcome.status < 300) return [];
    const during = isDuring(outcome, disruptions);
    const code = (outcome.body as { error?: { code?: string } } | null)?.error?.code;
    if (
      outcome.status === 503 &&
      during &&
      code === 'service_unavailable' &&
      Number(outcome.retryAfter) >= 1
    ) {
      return [];
    }
    const what = outcome.failure ?? `${outcome.status} ${JSON.stringify(outcome.body)}`;
    return [`${outcome.kind} ${during ? 'during' : 'outside'} a disruption: ${what.slice(0, 200)}`];
  });
}

/** Milliseconds from the database's return to the first post acknowledged after it. */
function recoveryMs(outcomes: LoadOutcome[], disruption: Disruption): number {
  const first = outcomes
    .filter((o) => o.kind === 'post' && o.status >= 200 && o.status < 300)
    .filter((o) => o.endedAt >= disruption.backAt)
    .reduce((earliest, o) => Math.min(earliest, o.endedAt), Infinity);
  return first - disruption.backAt;
}
