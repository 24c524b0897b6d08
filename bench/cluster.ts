/**
 * `npm run bench:cluster`: the site as several processes behind HAProxy (`deploy/`,
 * `scripts/cluster`) on one PostgreSQL, on a fresh database it creates and drops.
 *
 *   (a) the mixed load of `npm run bench:load` against 1 and then 3 processes at the same client
 *       counts: req/s, p99, errors, every acknowledged write present;
 *   (b) one of 3 processes killed with SIGKILL during the load: errors seen by the clients,
 *       writes with an Idempotency-Key sent again until they succeed, nothing acknowledged lost,
 *       sockets signed in again on the other processes;
 *   (c) fan-out: one commit notifying 5,000 members whose sockets are spread over the 3
 *       processes: p50/p99/max from the commit to each socket's push; then its floor, the same
 *       sockets through HAProxy to processes that only write a frame to each (this machine's
 *       own limit, `realtime-floor-server.ts`).
 *
 * Needs `npm run build` (the cluster runs dist/server/main.js) and haproxy. PostgreSQL:
 * BENCH_DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres is where
 * the scratch database is created. See bench/README.md ("Cluster").
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../server/db/client';
import { generateSigningKey } from '../server/lib/jwt-keys';
import { fromProjectRoot } from '../server/lib/project-root';
import { notifyMany } from '../server/features/notifications/notifications.service';
import { TEST_JWT_SECRET } from '../server/test/build-test-app';
import { createScratchDatabase } from '../server/test/server-process';
import { findHaproxy, SERVER_BUNDLE, startCluster, type Cluster } from '../scripts/cluster/cluster';
import { prepareClusterData, type ClusterData } from './cluster-data';
import { openReconnectingSockets, runKeyedWriters } from './cluster-kill';
import type { LoadJob } from './load-job';
import type { SignedInMember } from './load-members';
import {
  describeErrors,
  formatLoadReport,
  formatOpLine,
  isClean,
  type StepRow,
} from './load-report';
import { runStep, type StepMeasurement } from './load-step';
import { settleStep } from './load-verify';
import { createBenchMembers, type BenchMember } from './realtime-members';
import { openSocketProcesses } from './realtime-socket-processes';
import { postSearches } from './search-queries';
import { percentile } from './search-stats';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const write = (text: string) => process.stdout.write(text);
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

const USAGE = `Usage: npm run bench:cluster [-- options]

  --connections L   clients of each step of (a), comma-separated (default 20,50)
  --duration S      seconds per step of (a) and of the load in (b) (default 15)
  --posts N         posts seeded (default 20,000, with N/10 members)
  --sockets N       sockets of the fan-out (c) (default 5,000)
  --clients N       client processes holding those sockets (default 2)
  --phases P        which of a,b,c to run (default a,b,c)`;

interface Options {
  connections: number[];
  durationSeconds: number;
  posts: number;
  sockets: number;
  clientProcesses: number;
  phases: Set<string>;
}

function readOptions(argv: string[]): Options | null {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      connections: { type: 'string', default: '20,50' },
      duration: { type: 'string', default: '15' },
      posts: { type: 'string', default: '20000' },
      sockets: { type: 'string', default: '5000' },
      clients: { type: 'string', default: '2' },
      phases: { type: 'string', default: 'a,b,c' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return null;
  const whole = (raw: string, name: string, min: number, max: number) => {
    const value = Number(raw.replaceAll(',', '').replaceAll('_', ''));
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  };
  return {
    connections: values.connections.split(',').map((c) => whole(c, 'connections', 1, 1000)),
    durationSeconds: whole(values.duration, 'duration', 5, 600),
    posts: whole(values.posts, 'posts', 2_000, 200_000),
    sockets: whole(values.sockets, 'sockets', 10, 20_000),
    clientProcesses: whole(values.clients, 'clients', 1, 16),
    phases: new Set(values.phases.split(',').map((phase) => phase.trim())),
  };
}

/** `n` consecutive free ports of 127.0.0.1, from a random start. */
async function consecutivePorts(n: number): Promise<number> {
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    let isRange = true;
    for (let port = first; port < first + n && isRange; port += 1) isRange = await isFree(port);
    if (isRange) return first;
  }
  throw new Error(`no ${n} consecutive free ports found`);
}

function readRss(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Resident memory of every app process of the cluster together. */
const clusterRss = (cluster: Cluster) => () =>
  cluster.processes.reduce((sum, p) => sum + (readRss(p.child?.pid) ?? 0), 0);

/** Lines of the cluster worth showing while the benchmark runs: servers going down or up. */
function clusterLog(source: string, line: string): void {
  if (source === 'cluster' || / is (DOWN|UP)\b/.test(line)) {
    if (source === 'haproxy' && !line.startsWith('[WARNING]')) return;
    write(`    [${source}] ${line.replace(/^\[WARNING\]\s+\(\d+\) : /, '')}\n`);
  }
}

interface Context {
  databaseUrl: string;
  dataDir: string;
  jwtKeys: string;
  haproxy: string;
  data: ClusterData;
  options: Options;
}

async function startBenchCluster(
  context: Context,
  processes: number,
  serverArgs?: string[],
): Promise<Cluster> {
  const firstPort = await consecutivePorts(processes + 2);
  return startCluster({
    serverArgs,
    processes,
    host: '127.0.0.1',
    port: firstPort,
    firstAppPort: firstPort + 2,
    statsPort: firstPort + 1,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: context.databaseUrl,
      DATA_DIR: context.dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      JWT_KEYS: context.jwtKeys,
      // Every socket of the benchmark comes from 127.0.0.1 (HAProxy's X-Forwarded-For).
      REALTIME_MAX_CONNECTIONS_PER_IP: String(context.options.sockets + 1000),
      METRICS_TOKEN: METRICS_TOKEN,
    },
    haproxy: context.haproxy,
    log: clusterLog,
  });
}

const METRICS_TOKEN = 'cluster-bench-metrics-token';

/** Open `/realtime` sockets per process, from each process's `/metrics`. */
async function socketsPerProcess(cluster: Cluster): Promise<string> {
  const counts = await Promise.all(
    cluster.processes.map(async ({ name, port }) => {
      const text = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      }).then(
        (res) => res.text(),
        () => '',
      );
      const match = /^\S*realtime_sockets(?:\{[^}]*\})? (\d+)/m.exec(text);
      return `${name} ${match ? match[1] : '?'}`;
    }),
  );
  return counts.join(', ');
}

/** A step of the mixed load through the cluster's HAProxy, its writes then looked for. */
async function loadStep(
  cluster: Cluster,
  members: SignedInMember[],
  data: ClusterData,
  connections: number,
  durationSeconds: number,
): Promise<StepRow> {
  const byId = new Map(members.map((m) => [m.id, m]));
  const job: LoadJob = {
    origin: cluster.origin,
    connections,
    durationSeconds,
    runTag: `cluster-${crypto.randomUUID().slice(0, 6)}`,
    members: members.map(({ id, token, posts, comments, likes }) => ({
      id,
      token,
      posts,
      comments,
      likes,
    })),
    readPostIds: data.readPostIds,
    targetPostIds: data.targetPostIds,
    searches: postSearches.filter((s) => !s.isSecondPage).map((s) => s.q),
  };
  const measurement: StepMeasurement = await runStep(job, clusterRss(cluster));
  const present = await settleStep(cluster.origin, measurement, byId);
  return { connections, measurement, present };
}

function stepLine(row: StepRow): string {
  const m = row.measurement;
  return (
    `${count(m.requests / m.elapsedSeconds)} req/s, p99 ${m.overall.p99Ms.toFixed(1)} ms, ` +
    `errors: ${describeErrors(m)}${row.present.missing.length > 0 ? `, MISSING: ${row.present.missing.join(', ')}` : ''}\n` +
    `    ${formatOpLine(m)}\n`
  );
}

/** (a) The mixed load's steps on one cluster. */
async function phaseA(context: Context, cluster: Cluster, members: SignedInMember[]) {
  const processes = cluster.processes.length;
  write(`\n(a) mixed load, ${processes} process${processes > 1 ? 'es' : ''} behind HAProxy\n`);
  const rows: StepRow[] = [];
  for (const connections of context.options.connections) {
    write(`  ${connections} clients, ${context.options.durationSeconds} s (load ${load()})… `);
    const row = await loadStep(
      cluster,
      members,
      context.data,
      connections,
      context.options.durationSeconds,
    );
    rows.push(row);
    write(stepLine(row));
  }
  return rows;
}

/** How one round of the fan-out began: when (epoch ms; receipts are compared with it). */
interface FanOutStart {
  startedAtEpoch: number;
  /** What that moment is ('COMMIT sent'). */
  from: string;
  /** What else to say of the round, or ''. */
  note: string;
}

/** p50/p99/max of a fan-out round, from its start to each socket's receipt. */
interface FanOutRound {
  delivered: number;
  p50: number;
  p99: number;
  max: number;
}

const processWord = (n: number) => `${n} process${n > 1 ? 'es' : ''}`;

/**
 * Joins `members` through the cluster's HAProxy in the client processes, then runs three rounds
 * of `startRound` and prints, for each, the time from its start to each socket's receipt.
 */
async function measureFanOut(
  context: Context,
  cluster: Cluster,
  members: BenchMember[],
  startRound: () => Promise<FanOutStart>,
): Promise<FanOutRound[]> {
  const size = members.length;
  const joinStarted = performance.now();
  const clients = await openSocketProcesses(
    cluster.origin,
    members,
    context.options.clientProcesses,
  );
  try {
    write(
      `  joined ${count(size - clients.failed)} of ${count(size)} in ` +
        `${((performance.now() - joinStarted) / 1000).toFixed(1)} s through ` +
        `${context.options.clientProcesses} client processes; sockets per process: ` +
        `${await socketsPerProcess(cluster)}\n`,
    );
    const rounds: FanOutRound[] = [];
    for (let round = 1; round <= 3; round += 1) {
      await sleep(1000);
      await clients.reset();
      const { startedAtEpoch, from, note } = await startRound();
      // Receipts are epoch milliseconds of the client processes; the same clock here.
      const latencies = (await clients.collect(10_000))
        .map((receivedAt) => (receivedAt !== null ? receivedAt - startedAtEpoch : null))
        .filter((value): value is number => value !== null)
        .sort((a, b) => a - b);
      const result = {
        delivered: latencies.length,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        max: latencies.at(-1) ?? Number.NaN,
      };
      rounds.push(result);
      write(
        `  round ${round}: ${note ? `${note}; ` : ''}delivered ${count(result.delivered)}; ` +
          `from ${from} to each socket: p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, ` +
          `max ${ms(result.max)} ms\n`,
      );
    }
    return rounds;
  } finally {
    await clients.close();
  }
}

/** (c) One commit notifying `size` members whose sockets are spread over the processes. */
async function phaseC(context: Context, cluster: Cluster) {
  const size = context.options.sockets;
  write(`\n(c) fan-out to ${count(size)} sockets over ${processWord(cluster.processes.length)}\n`);
  const handle = openPostgres(context.databaseUrl, 2);
  try {
    const [actor] = await createBenchMembers(handle.db, 1);
    const members = await createBenchMembers(handle.db, size);
    const rounds = await measureFanOut(context, cluster, members, async () => {
      const started = performance.now();
      let bodyDoneAt = 0;
      // One action, one transaction, one notification per member, as an event moved tells
      // its attendees (`notifyMany`: one INSERT per thousand, one NOTIFY per 90 members); the
      // pushes leave on commit.
      await handle.db.transaction(async (tx) => {
        await notifyMany(tx, {
          userIds: members.map((member) => member.id),
          actorId: actor!.id,
          type: 'event_updated',
          entityId: crypto.randomUUID(),
        });
        // The body is done: drizzle sends COMMIT next, and the NOTIFYs go out on commit.
        bodyDoneAt = performance.now();
      });
      const committedAt = performance.now();
      return {
        startedAtEpoch: performance.timeOrigin + bodyDoneAt,
        from: 'COMMIT sent',
        note: `transaction ${ms(committedAt - started)} ms (its COMMIT ${ms(committedAt - bodyDoneAt)} ms)`,
      };
    });
    const worst = Math.max(...rounds.map((round) => round.p99));
    write(`  target p99 < 50 ms: ${worst < 50 ? 'met' : 'MISSED'} (worst round ${ms(worst)} ms)\n`);
  } finally {
    await handle.close();
  }
}

/**
 * (c)'s floor: the same sockets, client processes and HAProxy, with the app processes replaced
 * by `realtime-floor-server.ts`, which only writes a frame to each socket when asked. Its
 * figures are this machine's own limit; the app's beyond them is the app's share.
 */
async function phaseCFloor(context: Context, processes: number) {
  const size = context.options.sockets;
  write(
    `\n(c) floor: the same ${count(size)} sockets through HAProxy to ${processWord(processes)} ` +
      'that only write a frame to each (no app, no database)\n',
  );
  const cluster = await startBenchCluster(context, processes, [
    '--import',
    'tsx',
    fromProjectRoot('bench', 'realtime-floor-server.ts'),
  ]);
  try {
    // The floor server takes any token.
    const members = Array.from({ length: size }, () => ({
      id: crypto.randomUUID(),
      token: 'floor',
    }));
    await measureFanOut(context, cluster, members, async () => {
      const startedAtEpoch = performance.timeOrigin + performance.now();
      await Promise.all(
        cluster.processes.map(({ port }) =>
          fetch(`http://127.0.0.1:${port}/push`, { method: 'POST' }),
        ),
      );
      return { startedAtEpoch, from: 'the push asked', note: '' };
    });
  } finally {
    await cluster.stop();
  }
}

/** How long HAProxy took to call `server` DOWN, read from its stats page (CSV). */
async function waitForDown(cluster: Cluster, server: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const csv = await fetch(`${cluster.statsUrl};csv`).then(
      (res) => res.text(),
      () => '',
    );
    const row = csv.split('\n').find((line) => line.startsWith(`app,${server},`));
    if (row?.split(',')[17]?.startsWith('DOWN')) return performance.now() - started;
    await sleep(50);
  }
  return Number.NaN;
}

/** (b) app2 of 3 killed with SIGKILL a third of the way into the load. */
async function phaseB(
  context: Context,
  cluster: Cluster,
  loadMembers: SignedInMember[],
  keyedAuthors: SignedInMember[],
) {
  const connections = context.options.connections[0]!;
  const seconds = Math.max(15, context.options.durationSeconds);
  write(
    `\n(b) SIGKILL of app2 after ${Math.round(seconds / 3)} s of ${seconds} s: ${connections} clients ` +
      `of the mixed load, 8 writers with an Idempotency-Key, 150 sockets\n`,
  );
  const sockets = await openReconnectingSockets(cluster.origin, loadMembers.slice(0, 150));
  write(
    `  sockets signed in: ${sockets.ready()}; per process: ${await socketsPerProcess(cluster)}\n`,
  );
  const runTag = `keyed-${crypto.randomUUID().slice(0, 6)}`;
  const until = performance.now() + seconds * 1000;
  const loadDone = loadStep(cluster, loadMembers, context.data, connections, seconds);
  const keyedDone = runKeyedWriters(cluster.origin, keyedAuthors, {
    clients: 8,
    until,
    giveUpMs: 90_000,
    runTag,
  });
  await sleep((seconds / 3) * 1000);
  const victim = cluster.processes[1]!;
  const killedAt = performance.now();
  victim.child?.kill('SIGKILL');
  const downMs = await waitForDown(cluster, victim.name, 10_000);
  const [row, keyed] = await Promise.all([loadDone, keyedDone]);
  const keyedSeconds = (performance.now() - killedAt) / 1000;
  await sleep(2000);
  const socketsAfter = sockets.ready();
  const perProcess = await socketsPerProcess(cluster);
  await sockets.closeAll();

  // Every keyed post is there once: by id, and no second post with the same key's text.
  const client = new pg.Client({ connectionString: context.databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ body: string; n: string }>(
      `select body, count(*) as n from posts where body like $1 group by body`,
      [`%(${runTag} %`],
    )
    .finally(() => client.end());
  const keyedPresent = keyed.acknowledged.filter(({ key }) =>
    rows.some((r) => r.body.includes(`${runTag} ${key.slice(0, 8)}`)),
  ).length;
  const duplicates = rows.filter((r) => Number(r.n) > 1).length;
  const reconnect = [...sockets.reconnectMs].sort((a, b) => a - b);

  write(`  HAProxy called app2 DOWN ${ms(downMs)} ms after the kill\n`);
  write(`  mixed load: ${stepLine(row)}`);
  write(
    `  keyed writes: ${count(keyed.acknowledged.length)} acknowledged, ${count(keyedPresent)} present, ` +
      `${duplicates} written twice, ${keyed.abandoned} given up; sent again: ` +
      `${
        Object.entries(keyed.retriesBy)
          .map(([what, n]) => `${what} ×${n}`)
          .join(', ') || 'none'
      }; slowest to its 201 ${ms(keyed.slowestMs)} ms ` +
      `(writers done ${keyedSeconds.toFixed(1)} s after the kill)\n`,
  );
  write(
    `  sockets: ${socketsAfter} of 150 signed in afterwards (${perProcess}); ` +
      `${reconnect.length} closed by the kill signed in again: p50 ${ms(percentile(reconnect, 0.5))} ms, ` +
      `max ${ms(reconnect.at(-1) ?? Number.NaN)} ms\n`,
  );
  return { row, keyed, keyedPresent, duplicates, downMs, socketsAfter, reconnect };
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  if (!options) {
    write(`${USAGE}\n`);
    return 0;
  }
  if (!existsSync(SERVER_BUNDLE))
    throw new Error('dist/server/main.js is missing: run npm run build');
  const haproxy = findHaproxy(process.env);
  if (!haproxy) throw new Error('haproxy was not found (apt-get install haproxy, or set HAPROXY)');
  setTimeout(() => {
    process.stderr.write('Benchmark did not finish in time; stopping.\n');
    process.exit(1);
  }, 30 * 60_000).unref();

  const adminUrl =
    process.env.BENCH_DATABASE_URL?.trim() ||
    process.env.TEST_DATABASE_URL?.trim() ||
    DEFAULT_ADMIN_URL;
  write(
    `Cluster: HAProxy (${haproxy}) in front of node dist/server/main.js processes on one ` +
      `PostgreSQL, Node ${process.version}, ${availableParallelism()} CPUs shared by everything.\n`,
  );
  const database = await createScratchDatabase(adminUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'magic-cluster-bench-'));
  let isLost = false;
  try {
    const data = await prepareClusterData(
      database.url,
      { posts: options.posts, members: 400 },
      (line) => write(`${line}\n`),
    );
    write(
      `Seeded in ${data.seedSeconds.toFixed(1)} s; ${data.members.length} members with tokens.\n`,
    );
    const context: Context = {
      databaseUrl: database.url,
      dataDir,
      jwtKeys: JSON.stringify([await generateSigningKey()]),
      haproxy,
      data,
      options,
    };
    const loadMembers = data.members.slice(0, 300);
    const keyedAuthors = data.members.slice(300);

    // 1 process, then 3: (a) and (c) on each (1 process is the baseline), (b) on the 3.
    const tables: string[] = [];
    for (const processes of [1, 3]) {
      const cluster = await startBenchCluster(context, processes);
      try {
        if (options.phases.has('a')) {
          const rows = await phaseA(context, cluster, loadMembers);
          isLost ||= rows.some((row) => !isClean(row));
          const title = `${processes} process${processes > 1 ? 'es' : ''}`;
          tables.push(`\n${title}\n${formatLoadReport(rows)}\n`);
        }
        if (options.phases.has('c')) await phaseC(context, cluster);
        if (options.phases.has('b') && processes === 3) {
          const b = await phaseB(context, cluster, loadMembers, keyedAuthors);
          isLost ||=
            b.row.present.missing.length > 0 ||
            b.keyedPresent !== b.keyed.acknowledged.length ||
            b.duplicates > 0;
        }
      } finally {
        await cluster.stop();
      }
      if (options.phases.has('c')) await phaseCFloor(context, processes);
    }
    if (tables.length > 0) write(`\n(a) mixed load through HAProxy\n${tables.join('')}`);
    write(`\nLoad average at the end: ${load()}\n`);
    return isLost ? 1 : 0;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Benchmark failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
