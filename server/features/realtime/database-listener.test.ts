import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { startPrivatePostgres, type PrivatePostgres } from '../../test/private-postgres';
import {
  LISTENER_RETRY_MS,
  openDatabaseListener,
  type DatabaseListener,
} from './database-listener';

/** The listener must be back this soon after `pg_ctl` says the database accepts connections. */
const BACK_WITHIN_MS = 1000;
const CHANNEL = 'listener_test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger that keeps every line's message, by level. */
function recordingLogger(lines: string[]): FastifyBaseLogger {
  const record = (level: string) => (first: unknown, second?: unknown) => {
    lines.push(`${level} ${typeof first === 'string' ? first : String(second)}`);
  };
  const logger = {
    level: 'info',
    fatal: record('fatal'),
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
    trace: record('trace'),
    silent: () => undefined,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

/** Resolves at the next `onReconnect`, with the time it came. */
function nextReconnect(waiters: ((at: number) => void)[]): Promise<number> {
  return new Promise((resolve) => waiters.push(resolve));
}

describe('the realtime listener on a private PostgreSQL that restarts and stops', () => {
  let postgres: PrivatePostgres | undefined;
  let handle: DatabaseHandle | undefined;
  let listener: DatabaseListener | undefined;
  const payloads: string[] = [];
  const logLines: string[] = [];
  const reconnectWaiters: ((at: number) => void)[] = [];
  let reconnects = 0;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    handle = openPostgres(postgres.url, 2);
    listener = await openDatabaseListener(handle, CHANNEL, {
      onPayload: (payload) => payloads.push(payload),
      onReconnect: () => {
        reconnects += 1;
        reconnectWaiters.splice(0).forEach((wake) => wake(Date.now()));
      },
      log: recordingLogger(logLines),
    });
  }, 60_000);

  afterAll(async () => {
    await listener?.close();
    await handle?.close();
    await postgres?.remove();
  }, 30_000);

  /** Sends a notification through the pool until the listener hears it (the pool reconnects too). */
  async function expectDelivery(payload: string): Promise<void> {
    const deadline = Date.now() + 5000;
    while (!payloads.includes(payload) && Date.now() < deadline) {
      await handle!.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).catch(() => {});
      await sleep(50);
    }
    expect(payloads).toContain(payload);
  }

  it('is back within a second of a database stopped for 3 s, says so once, and delivers again', async () => {
    await expectDelivery('before');
    const reconnected = nextReconnect(reconnectWaiters);
    await postgres!.stop('fast');
    await sleep(3000);
    await postgres!.start();
    const backAt = Date.now();
    const reconnectedAt = await reconnected;
    console.info(`listener back ${reconnectedAt - backAt} ms after the database (stop 3 s)`);
    expect(reconnectedAt - backAt).toBeLessThan(BACK_WITHIN_MS);
    await expectDelivery('after a stop');

    // About a dozen attempts failed while the database was away; the log has two lines.
    expect(logLines.filter((line) => line.includes('listener lost'))).toHaveLength(1);
    expect(logLines.filter((line) => line.includes('listener reconnected'))).toHaveLength(1);
    expect(logLines.filter((line) => !line.startsWith('warn'))).toEqual([]);
  }, 30_000);

  it('is back within a second of a fast restart', async () => {
    const before = reconnects;
    const reconnected = nextReconnect(reconnectWaiters);
    await postgres!.restart('fast');
    const backAt = Date.now();
    const reconnectedAt = await reconnected;
    console.info(`listener back ${reconnectedAt - backAt} ms after the database (restart fast)`);
    expect(reconnectedAt - backAt).toBeLessThan(BACK_WITHIN_MS);
    expect(reconnects).toBe(before + 1);
    await expectDelivery('after a restart');
  }, 30_000);

  it('stops trying once closed', async () => {
    await postgres!.stop('fast');
    await sleep(LISTENER_RETRY_MS);
    await listener!.close();
    const linesAtClose = logLines.length;
    await sleep(LISTENER_RETRY_MS * 4);
    await postgres!.start();
    await sleep(LISTENER_RETRY_MS * 4);
    expect(logLines.length).toBe(linesAtClose);
  }, 30_000);
});
