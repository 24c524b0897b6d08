/**
 * Realtime benchmark (issue 6): N members hold a `/realtime` socket on one server process, then
 * one notification is written for each of them; it prints the delivery latency (p50, p99, max),
 * how many arrived, and the server process's memory per socket, with the targets beside:
 * p99 < 100 ms at 1,000 sockets; 5,000 sockets held. Figures never fail the run.
 *
 *   npm run bench:realtime                       # 1,000 then 5,000 sockets
 *   npm run bench:realtime -- --sockets 2000     # other sizes (comma-separated)
 *
 * PostgreSQL only (the scale-out configuration): a scratch database is created next to
 * BENCH_DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres and
 * dropped at the end. The server is `server/main.ts` in its own process (production mode,
 * warnings only); the sockets (the `ws` client) and the writes run in this process. Each write
 * is the app's own `notify()` in a transaction (insert + pg_notify, delivered on commit), 8 at a
 * time; latency runs from the end of that transaction's body (COMMIT goes next) to the change
 * reaching the socket: the realtime path alone (commit, NOTIFY, the server's push, the client).
 * Memory is the growth of the server's resident set (`/proc/<pid>/status`) while the sockets
 * joined, divided by their number.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { openPostgres } from '../server/db/client';
import { notify } from '../server/features/notifications/notifications.service';
import { createScratchDatabase, startServerProcess } from '../server/test/server-process';
import { createBenchMembers } from './realtime-members';
import { closeAll, joinAll, waitForReceipts } from './realtime-sockets';
import { percentile } from './search-stats';
import { formatTable } from './table';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const INSERT_CONCURRENCY = 8;
const P99_TARGET_MS = 100;
const P99_TARGET_SOCKETS = 1000;

interface RunResult {
  sockets: number;
  joined: number;
  joinSeconds: number;
  rssPerSocketKb: number | null;
  delivered: number;
  insertsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
}

function readSizes(argv: string[]): number[] {
  const index = argv.indexOf('--sockets');
  const raw = index >= 0 ? argv[index + 1] : undefined;
  const sizes = (raw ?? '1000,5000').split(',').map((value) => Number(value.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 20_000)) {
    throw new Error('--sockets takes whole numbers from 1 to 20000, comma-separated');
  }
  return sizes;
}

/** Resident memory of a process in KiB (Linux), or null elsewhere. */
async function readRssKb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const match = status?.match(/^VmRSS:\s+(\d+) kB$/m);
  return match ? Number(match[1]) : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runOnce(adminUrl: string, size: number): Promise<RunResult> {
  const database = await createScratchDatabase(adminUrl);
  const handle = openPostgres(database.url, INSERT_CONCURRENCY);
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    await handle.migrate();
    const [actor] = await createBenchMembers(handle.db, 1);
    const members = await createBenchMembers(handle.db, size);
    server = await startServerProcess(database.url, {
      // Every socket of the benchmark comes from 127.0.0.1.
      env: {
        NODE_ENV: 'production',
        DATABASE_POOL_SIZE: '10',
        REALTIME_MAX_CONNECTIONS_PER_IP: String(size + 10),
      },
    });
    await sleep(1000);
    const rssBefore = await readRssKb(server.child.pid);

    const joinStarted = performance.now();
    const { sockets } = await joinAll(server.origin, members);
    const joinSeconds = (performance.now() - joinStarted) / 1000;
    const joined = sockets.filter(Boolean).length;
    await sleep(1000);
    const rssAfter = await readRssKb(server.child.pid);

    const sentAt: number[] = new Array(size).fill(0);
    let next = 0;
    const insertsStarted = performance.now();
    await Promise.all(
      Array.from({ length: INSERT_CONCURRENCY }, async () => {
        while (next < size) {
          const index = next++;
          await handle.db.transaction(async (tx) => {
            await notify(tx, {
              userId: members[index]!.id,
              actorId: actor!.id,
              type: 'comment',
              entityId: crypto.randomUUID(),
            });
            // The body is done: drizzle sends COMMIT next, and NOTIFY goes out on commit.
            sentAt[index] = performance.now();
          });
        }
      }),
    );
    const insertsPerSecond = size / ((performance.now() - insertsStarted) / 1000);
    await waitForReceipts(sockets, 10_000, 50);

    const latencies = sockets
      .map((s, i) => (s?.receivedAt != null ? s.receivedAt - sentAt[i]! : null))
      .filter((value): value is number => value !== null)
      .sort((a, b) => a - b);
    await closeAll(sockets);
    return {
      sockets: size,
      joined,
      joinSeconds,
      rssPerSocketKb:
        rssBefore !== null && rssAfter !== null && joined > 0
          ? (rssAfter - rssBefore) / joined
          : null,
      delivered: latencies.length,
      insertsPerSecond,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
    };
  } finally {
    await server?.stop();
    await handle.close();
    await database.drop();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

function verdict(result: RunResult): string {
  const held = result.joined === result.sockets && result.delivered === result.joined;
  const notes = [held ? 'held' : `NOT HELD (${result.sockets - result.delivered} missing)`];
  if (result.sockets <= P99_TARGET_SOCKETS) {
    notes.push(result.p99 < P99_TARGET_MS ? 'p99 met' : 'p99 MISSED');
  }
  return notes.join(', ');
}

function printTable(results: RunResult[]): void {
  const header = [
    'sockets',
    'joined',
    'join s',
    'delivered',
    'writes/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'KiB/socket',
    'targets',
    'result',
  ];
  const rows = results.map((r) => [
    r.sockets.toLocaleString('en'),
    r.joined.toLocaleString('en'),
    r.joinSeconds.toFixed(1),
    r.delivered.toLocaleString('en'),
    Math.round(r.insertsPerSecond).toLocaleString('en'),
    ms(r.p50),
    ms(r.p99),
    ms(r.max),
    r.rssPerSocketKb === null ? '—' : r.rssPerSocketKb.toFixed(1),
    r.sockets <= P99_TARGET_SOCKETS
      ? `p99 < ${P99_TARGET_MS} ms; every socket held`
      : 'every socket held and served',
    verdict(r),
  ]);
  console.log(formatTable([header, ...rows], { leftAligned: [9, 10] }));
}

async function main(): Promise<void> {
  const sizes = readSizes(process.argv.slice(2));
  const adminUrl =
    process.env.BENCH_DATABASE_URL?.trim() ||
    process.env.TEST_DATABASE_URL?.trim() ||
    DEFAULT_ADMIN_URL;
  console.log(
    `Realtime: one server process on PostgreSQL, ${INSERT_CONCURRENCY} writers, sizes ${sizes.join(', ')}`,
  );
  const results: RunResult[] = [];
  for (const size of sizes) {
    console.log(`… ${size.toLocaleString('en')} sockets`);
    results.push(await runOnce(adminUrl, size));
  }
  console.log('');
  printTable(results);
  const [oneMinute] = loadavg();
  console.log(
    `\nLoad average (1 min) at the end: ${oneMinute!.toFixed(1)} on ${availableParallelism()} cores; figures from a busy machine run slower.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
