/**
 * The feed's SQL statement on its own (issue 26), as the app runs it: the statement the real
 * `listFeedPage` prepares (captured from the pool as it is sent), run on PostgreSQL with a cached
 * generic plan (`plan_cache_mode = force_generic_plan`, a PREPAREd statement), for page 1 and
 * page 5 of the benchmark member's feed (`bench-database.ts` picks the same member as
 * `npm run bench`). Prints one `EXPLAIN (ANALYZE, BUFFERS)` plan of each, then per page: the
 * server's execution time (median, mean, p99 over `--runs` executions of
 * `EXPLAIN (ANALYZE, TIMING OFF)`), the round trip of the plain `EXECUTE` (p10, median) and,
 * when PostgreSQL runs on this machine, the backend's CPU time per execution (`/proc`), which
 * moves least with other work on a shared machine.
 *
 *   npx tsx bench/feed-statement.ts --database postgres://postgres@127.0.0.1:5432/magic_bench
 *   npx tsx bench/feed-statement.ts --runs 500 --no-plan        (BENCH_DATABASE_URL, else --database)
 *
 * The database must hold seed:scale data (bench/README.md). Nothing is written.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../server/db/client';
import { findBenchMember } from '../server/db/seed/scale-bench-member';
import { listFeedPage } from '../server/features/posts/post-views.repository';
import { FEED_DEEP_PAGE, FEED_PAGE_SIZE } from './bench-database';
import { processCpuMs } from './cpu-time';

/** A statement as the app sent it: its prepared name, text and bound values. */
interface Captured {
  name: string;
  text: string;
  values: unknown[];
}

interface Options {
  databaseUrl: string;
  runs: number;
  showPlan: boolean;
}

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      database: { type: 'string' },
      runs: { type: 'string', default: '300' },
      'no-plan': { type: 'boolean', default: false },
    },
  });
  const databaseUrl = values.database ?? process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('Give --database postgres://… (or BENCH_DATABASE_URL) with seed:scale data');
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 10 || runs > 100_000) {
    throw new Error(`--runs must be a whole number from 10 to 100,000, got "${values.runs}"`);
  }
  return { databaseUrl, runs, showPlan: !values['no-plan'] };
}

/**
 * Reads the member's feed through the app's `listFeedPage` as a client scrolls it (five pages,
 * each after the last one's cursor) with the pool's queries recorded; returns the statements of
 * page 1 and page 5.
 */
async function captureFeedStatements(databaseUrl: string, viewerId: string): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = pg.Pool.prototype.query;
  const recording = function (this: pg.Pool, ...args: unknown[]) {
    const config = args[0] as { name?: unknown; text?: unknown } | undefined;
    if (typeof config?.name === 'string' && config.name.startsWith('feed_page')) {
      const values = Array.isArray(args[1]) ? (args[1] as unknown[]) : [];
      captured.push({ name: config.name, text: String(config.text), values });
    }
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  };
  pg.Pool.prototype.query = recording as typeof original;
  const handle = openPostgres(databaseUrl, 1);
  try {
    let cursor: { createdAt: string; id: string } | undefined;
    for (let page = 1; page <= FEED_DEEP_PAGE; page += 1) {
      const rows = await listFeedPage(handle.db, viewerId, cursor, FEED_PAGE_SIZE + 1);
      const last = rows[FEED_PAGE_SIZE - 1];
      if (!last) throw new Error(`the member's feed ends before page ${page + 1}`);
      cursor = { createdAt: last.cursorCreatedAt, id: last.id };
    }
  } finally {
    pg.Pool.prototype.query = original;
    await handle.close();
  }
  const first = captured[0];
  const deep = captured[FEED_DEEP_PAGE - 1];
  if (!first || !deep || captured.length !== FEED_DEEP_PAGE) {
    throw new Error(`expected ${FEED_DEEP_PAGE} feed statements, saw ${captured.length}`);
  }
  return [first, deep];
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(3)} ms`;

/** PREPAREs `statement` on `client` (generic plan), prints its plan, times it. */
async function measure(client: pg.Client, label: string, statement: Captured, options: Options) {
  const name = `bench_${statement.name}`;
  await client.query(`prepare ${name} as ${statement.text}`);
  const args = statement.values
    .map((value) => (value === null ? 'null' : client.escapeLiteral(String(value))))
    .join(', ');
  const execute = `execute ${name}(${args})`;
  for (let i = 0; i < 20; i += 1) await client.query(execute);
  if (options.showPlan) {
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${execute}`,
    );
    process.stdout.write(`\n${label}: EXPLAIN (ANALYZE, BUFFERS) of the generic plan\n`);
    for (const row of plan.rows) process.stdout.write(`${row['QUERY PLAN']}\n`);
  }
  const execution: number[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    const result = await client.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
      `explain (analyze, timing off, format json) ${execute}`,
    );
    execution.push(result.rows[0]!['QUERY PLAN'][0]['Execution Time']);
  }
  const backend = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = backend.rows[0]!.pid;
  const cpuBefore = processCpuMs(pid);
  const roundTrips: number[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    const started = performance.now();
    await client.query(execute);
    roundTrips.push(performance.now() - started);
  }
  const cpuAfter = processCpuMs(pid);
  await client.query(`deallocate ${name}`);
  execution.sort((a, b) => a - b);
  roundTrips.sort((a, b) => a - b);
  const mean = execution.reduce((total, value) => total + value, 0) / execution.length;
  const cpu =
    cpuBefore !== null && cpuAfter !== null
      ? `; backend CPU ${(((cpuAfter - cpuBefore) * 1000) / options.runs).toFixed(0)} µs per execution`
      : '';
  process.stdout.write(
    `${label}: execution median ${ms(at(execution, 0.5))}, mean ${ms(mean)}, ` +
      `p99 ${ms(at(execution, 0.99))} (${options.runs} runs); round trip p10 ` +
      `${ms(at(roundTrips, 0.1))}, median ${ms(at(roundTrips, 0.5))}${cpu}\n`,
  );
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const handle = openPostgres(options.databaseUrl, 1);
  const member = await findBenchMember(handle.db, FEED_DEEP_PAGE * FEED_PAGE_SIZE + 1).finally(() =>
    handle.close(),
  );
  if (!member) throw new Error('no seed:scale member has five feed pages: seed first');
  process.stdout.write(
    `Member ${member.username}, follows ${member.follows}; load average ` +
      `${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}\n`,
  );
  const [first, deep] = await captureFeedStatements(options.databaseUrl, member.id);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    await measure(client, 'feed page 1', first!, options);
    await measure(client, `feed page ${FEED_DEEP_PAGE}`, deep!, options);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
