/**
 * `npx tsx bench/notify-ceiling.ts`: how many writes a second that notify (`pg_notify`, how
 * realtime crosses processes) one PostgreSQL takes, and what the NOTIFY adds to each commit,
 * with 1 and 3 listening processes (a LISTEN connection each, reading every payload as the
 * app's listener does). Each step runs `--writers` connections for `--seconds` writing a row of
 * realtime-event size in a transaction, with and without a `pg_notify` of the same payload.
 * PostgreSQL serialises the commits of transactions that notified (one queue lock), so this is
 * the ceiling of the realtime path, not of the app. On a scratch database it drops at the end.
 * See bench/README.md ("pg_notify ceiling").
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createScratchDatabase } from '../server/test/server-process';
import { percentile } from './search-stats';
import { formatTable } from './table';

const { values } = parseArgs({
  options: {
    writers: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
  },
});
const writers = Number(values.writers);
const seconds = Number(values.seconds);
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const payload = JSON.stringify({
  topic: 'notifications',
  userId: crypto.randomUUID(),
  event: 'INSERT',
  id: crypto.randomUUID(),
  type: 'comment',
  publishedAt: Date.now(),
});

interface StepResult {
  listeners: number;
  notify: boolean;
  commits: number;
  perSecond: number;
  commitP50: number;
  commitP99: number;
  received: number;
}

async function step(url: string, listeners: number, notify: boolean): Promise<StepResult> {
  const listening = await Promise.all(
    Array.from({ length: listeners }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      let received = 0;
      client.on('notification', (message) => {
        JSON.parse(message.payload ?? '{}');
        received += 1;
      });
      await client.query('listen bench_ceiling');
      return { client, received: () => received };
    }),
  );
  const commitTimes: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      while (performance.now() < deadline) {
        await client.query('begin');
        await client.query('insert into bench_rows (body) values ($1)', [payload]);
        if (notify) await client.query("select pg_notify('bench_ceiling', $1)", [payload]);
        const started = performance.now();
        await client.query('commit');
        commitTimes.push(performance.now() - started);
      }
      await client.end();
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const received = listening.reduce((sum, listener) => sum + listener.received(), 0);
  await Promise.all(listening.map(({ client }) => client.end()));
  const sorted = commitTimes.sort((a, b) => a - b);
  return {
    listeners,
    notify,
    commits: sorted.length,
    perSecond: sorted.length / seconds,
    commitP50: percentile(sorted, 0.5),
    commitP99: percentile(sorted, 0.99),
    received,
  };
}

async function main(): Promise<void> {
  const scratch = await createScratchDatabase(adminUrl);
  try {
    const setup = new pg.Client({ connectionString: scratch.url });
    await setup.connect();
    await setup.query('create table bench_rows (id bigserial primary key, body text not null)');
    await setup.end();
    process.stdout.write(
      `pg_notify ceiling: ${writers} writers, ${seconds} s a step, payload ${payload.length} bytes\n\n`,
    );
    const results: StepResult[] = [];
    for (const listeners of [1, 3]) {
      for (const notify of [false, true]) {
        results.push(await step(scratch.url, listeners, notify));
      }
    }
    const rows = [
      ['listeners', 'notify', 'commits', 'writes/s', 'COMMIT p50 ms', 'COMMIT p99 ms', 'received'],
      ...results.map((result) => [
        String(result.listeners),
        result.notify ? 'yes' : 'no',
        result.commits.toLocaleString('en-US'),
        result.perSecond.toFixed(0),
        result.commitP50.toFixed(2),
        result.commitP99.toFixed(2),
        result.notify ? result.received.toLocaleString('en-US') : '—',
      ]),
    ];
    process.stdout.write(`${formatTable(rows, { leftAligned: [0, 1] })}\n`);
    const missing = results.filter((r) => r.notify && r.received !== r.commits * r.listeners);
    if (missing.length > 0) {
      process.stdout.write('Some notifications were not received.\n');
      process.exitCode = 1;
    }
  } finally {
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
