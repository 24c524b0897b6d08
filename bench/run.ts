import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { prepareBenchDatabase, type BenchDatabase } from './bench-database';
import { createCpuMeter, type CpuMeter } from './cpu-time';
import { startBenchServer, type BenchServer } from './bench-server';
import { tourFeed } from './member-session';
import { measure } from './measure';
import { BENCH_USAGE, readBenchOptions, type BenchEngine, type BenchOptions } from './options';
import { formatMiB, formatReport, type ReportRow } from './report';
import type { BenchEndpoint } from './targets';

const write = (text: string) => process.stdout.write(text);
const formatCount = (value: number) => value.toLocaleString('en-US');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The endpoints of a run, in the order they are measured. */
function endpointsOf(tour: { deepPageCursor: string; postId: string }): BenchEndpoint[] {
  return [
    { name: 'GET /healthz', path: '/healthz', role: 'reference', signedIn: false },
    { name: 'GET /api/feed (page 1)', path: '/api/feed', role: 'feed', signedIn: true },
    {
      name: 'GET /api/feed (page 5)',
      path: `/api/feed?cursor=${encodeURIComponent(tour.deepPageCursor)}`,
      role: 'deep-feed',
      signedIn: true,
    },
    {
      name: 'GET /api/posts/{id}',
      path: `/api/posts/${tour.postId}`,
      role: 'post',
      signedIn: true,
    },
  ];
}

function describeData(database: BenchDatabase): string {
  const { rows, account } = database;
  return (
    `${formatCount(rows.profiles)} profiles, ${formatCount(rows.posts)} posts, ` +
    `${formatCount(rows.follows)} follows, ${formatCount(rows.likes)} likes; signed in as ` +
    `${account.username}, who follows ${account.follows} members (${formatCount(account.feedPosts)} ` +
    'posts in the feed)'
  );
}

async function measureAll(
  server: BenchServer,
  endpoints: readonly BenchEndpoint[],
  headers: Record<string, string>,
  options: BenchOptions,
  cpu: CpuMeter,
): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (const endpoint of endpoints) {
    const url = `${server.origin}${endpoint.path}`;
    const requestHeaders = endpoint.signedIn ? headers : {};
    if (options.warmupSeconds > 0) {
      await measure(url, {
        durationSeconds: options.warmupSeconds,
        connections: options.connections,
        headers: requestHeaders,
      });
    }
    await cpu.start();
    const measurement = await measure(
      url,
      {
        durationSeconds: options.durationSeconds,
        connections: options.connections,
        headers: requestHeaders,
      },
      server.rssBytes,
    );
    const cpuSpent = await cpu.stop();
    const failure = server.failure();
    if (failure) throw new Error(`the server stopped during the run: ${failure}`);
    rows.push({ endpoint, measurement, cpu: cpuSpent });
    write(
      `  ${endpoint.name}: ${formatCount(Math.round(measurement.requestsPerSecond))} req/s, ` +
        `p99 ${measurement.p99Ms} ms (load ${load()})\n`,
    );
  }
  return rows;
}

/**
 * `VACUUM (ANALYZE)` of the whole database, as autovacuum leaves a server's database: a fresh
 * seed:scale database has no visibility map, so the feed's index-only scans of
 * `posts_author_live_created_idx` read every row from the table as well (autovacuum may be off or
 * not have run yet). A few seconds after a seed, well under one afterwards. Returns the seconds.
 */
async function vacuum(databaseUrl: string): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/** One engine: prepare its database, start the server, tour the feed, measure, print. */
async function runEngine(engine: BenchEngine, options: BenchOptions): Promise<ReportRow[]> {
  const title = engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  write(`\n== ${title}\n`);
  const database = await prepareBenchDatabase(engine, options, (line) => write(`${line}\n`));
  try {
    if (database.seedSeconds > 0) write(`Seeded in ${database.seedSeconds.toFixed(1)} s.\n`);
    if (database.databaseUrl) {
      write(`VACUUM (ANALYZE) in ${(await vacuum(database.databaseUrl)).toFixed(1)} s.\n`);
    }
    write(`Data: ${describeData(database)}\n`);
    const server = await startBenchServer({
      mode: options.server,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      poolSize: engine === 'postgres' ? options.poolSize : undefined,
    });
    try {
      const tour = await tourFeed(server.origin, database.account);
      const idleRss = server.rssBytes();
      write(
        `Server: ${server.command} (pid ${server.pid}) at ${server.origin}` +
          `${engine === 'postgres' ? `, pool ${options.poolSize ?? 'default (10)'}` : ''}\n` +
          `Load: autocannon in a separate process, ${options.connections} connections, ` +
          `${options.warmupSeconds} s warm-up then ${options.durationSeconds} s per endpoint; ` +
          `load average before: ${load()} on ${availableParallelism()} CPUs\n`,
      );
      const cpu = await createCpuMeter(server.pid, database.databaseUrl);
      const rows = await measureAll(server, endpointsOf(tour), tour.headers, options, cpu).finally(
        () => cpu.close(),
      );
      const peaks = rows
        .map((row) => row.measurement.serverPeakRssBytes)
        .filter((value): value is number => value !== null);
      write(`\n${title}\n${formatReport(rows)}\n`);
      if (idleRss !== null && peaks.length > 0) {
        write(
          `Server memory (RSS): ${formatMiB(idleRss)} before the load, ` +
            `${formatMiB(Math.max(...peaks))} at most during it.\n`,
        );
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

/** `npm run bench`: the API under load, on PostgreSQL at scale and/or PGlite; see bench/README.md. */
async function main(): Promise<number> {
  const options = readBenchOptions(process.argv.slice(2), process.env);
  if (options.help) {
    write(`${BENCH_USAGE}\n`);
    return 0;
  }
  // Never hang: give up well after the planned runs should have finished.
  const perEngineSeconds = 4 * (options.durationSeconds + options.warmupSeconds + 5) + 300;
  setTimeout(
    () => {
      process.stderr.write('Benchmark did not finish in time; stopping.\n');
      process.exit(1);
    },
    options.engines.length * perEngineSeconds * 1000,
  ).unref();

  write(
    `API benchmark, Node ${process.version}, ${availableParallelism()} CPUs shared by the server, ` +
      'the database, the load generator and anything else running; timing figures never fail ' +
      'the run.\n',
  );
  let hasErrors = false;
  for (const engine of options.engines) {
    const rows = await runEngine(engine, options);
    hasErrors ||= rows.some((row) => row.measurement.non2xx + row.measurement.errors > 0);
  }
  write(`\nLoad average at the end: ${load()}\n`);
  if (hasErrors) {
    process.stderr.write(
      'Some responses were errors: those figures do not measure the endpoint.\n',
    );
  }
  return hasErrors ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Benchmark failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
