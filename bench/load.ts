import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { prepareBenchDatabase } from './bench-database';
import { startBenchServer, type BenchServer } from './bench-server';
import { LOAD_MIX, type LoadJob } from './load-job';
import {
  findLoadMembers,
  findPublicPosts,
  prepareLoadAccounts,
  signInMembers,
  type SignedInMember,
} from './load-members';
import { LOAD_USAGE, readLoadOptions, type LoadBenchOptions } from './load-options';
import {
  describeErrors,
  formatLoadReport,
  formatOpLine,
  isClean,
  type StepRow,
} from './load-report';
import { runStep } from './load-step';
import { settleStep } from './load-verify';
import type { BenchEngine } from './options';
import { formatMiB } from './report';
import { postSearches } from './search-queries';

const write = (text: string) => process.stdout.write(text);
const count = (value: number) => value.toLocaleString('en-US');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Public posts opened by id, and liked and commented on, by the load. */
const READ_POSTS = 5_000;
const TARGET_POSTS = 2_000;

/** What an engine's run found: its steps, and the highest client count without errors. */
interface EngineResult {
  title: string;
  rows: StepRow[];
  best: StepRow | undefined;
}

/** `VACUUM (ANALYZE)`, as autovacuum leaves a server's database (see `npm run bench`). */
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

/** Members, their accounts and the posts to work on, written before the server opens PGlite. */
async function prepareLoadData(
  database: { databaseUrl: string | undefined; dataDir: string },
  options: LoadBenchOptions,
) {
  const handle = await openDatabase(database);
  try {
    const members = await findLoadMembers(handle.db, options.members);
    if (members.length < 50) {
      throw new Error(`only ${members.length} seed:scale members older than two days; seed more`);
    }
    const password = await prepareLoadAccounts(handle.db, members);
    return {
      members,
      password,
      readPostIds: await findPublicPosts(handle.db, READ_POSTS),
      targetPostIds: await findPublicPosts(handle.db, TARGET_POSTS),
    };
  } finally {
    await handle.close();
  }
}

function budgetOf(members: readonly SignedInMember[]) {
  return members.reduce(
    (sum, m) => ({
      posts: sum.posts + m.posts,
      comments: sum.comments + m.comments,
      likes: sum.likes + m.likes,
    }),
    { posts: 0, comments: 0, likes: 0 },
  );
}

async function runSteps(
  server: BenchServer,
  members: SignedInMember[],
  posts: { readPostIds: string[]; targetPostIds: string[] },
  options: LoadBenchOptions,
): Promise<StepRow[]> {
  const byId = new Map(members.map((m) => [m.id, m]));
  const searches = postSearches.filter((s) => !s.isSecondPage).map((s) => s.q);
  const rows: StepRow[] = [];
  for (const connections of options.connections) {
    const runTag = `load-${randomBytes(3).toString('hex')}`;
    const job: LoadJob = {
      origin: server.origin,
      connections,
      durationSeconds: options.durationSeconds,
      runTag,
      members: members.map(({ id, token, posts: p, comments, likes }) => ({
        id,
        token,
        posts: p,
        comments,
        likes,
      })),
      readPostIds: posts.readPostIds,
      targetPostIds: posts.targetPostIds,
      searches,
    };
    write(`  ${connections} clients, ${options.durationSeconds} s (load ${load()})… `);
    const measurement = await runStep(job, server.rssBytes);
    const failure = server.failure();
    if (failure) throw new Error(`the server stopped during the run: ${failure}`);
    const present = await settleStep(server.origin, measurement, byId);
    const row: StepRow = { connections, measurement, present };
    rows.push(row);
    write(
      `${count(Math.round(measurement.requests / measurement.elapsedSeconds))} req/s, ` +
        `p99 ${measurement.overall.p99Ms.toFixed(1)} ms, errors: ${describeErrors(measurement)}\n` +
        `    ${formatOpLine(measurement)}\n`,
    );
    if (measurement.substitutedWrites > 0) {
      write(
        `    ${count(measurement.substitutedWrites)} writes were replaced by reads: the members' ` +
          'budgets ran out (use more --members)\n',
      );
    }
    if (present.missing.length > 0) write(`    MISSING: ${present.missing.join(', ')}\n`);
    if (!isClean(row)) break;
  }
  return rows;
}

/** One engine: prepare the data, start the server, sign the members in, run the steps. */
async function runEngine(engine: BenchEngine, options: LoadBenchOptions): Promise<EngineResult> {
  const title = engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  write(`\n== ${title}\n`);
  const database = await prepareBenchDatabase(engine, options, (line) => write(`${line}\n`));
  try {
    if (database.seedSeconds > 0) write(`Seeded in ${database.seedSeconds.toFixed(1)} s.\n`);
    if (database.databaseUrl) {
      write(`VACUUM (ANALYZE) in ${(await vacuum(database.databaseUrl)).toFixed(1)} s.\n`);
    }
    const { rows: tables } = database;
    write(
      `Data: ${count(tables.profiles)} profiles, ${count(tables.posts)} posts, ` +
        `${count(tables.follows)} follows, ${count(tables.likes)} likes\n`,
    );
    const prepared = await prepareLoadData(database, options);
    const server = await startBenchServer({
      mode: options.server,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      poolSize: engine === 'postgres' ? options.poolSize : undefined,
    });
    try {
      const signInStarted = performance.now();
      const members = await signInMembers(server.origin, prepared.members, prepared.password);
      const budget = budgetOf(members);
      write(
        `Signed in ${count(members.length)} members (older than two days, not staff) in ` +
          `${((performance.now() - signInStarted) / 1000).toFixed(1)} s; before any product ` +
          `limit they may still write ${count(budget.posts)} posts, ${count(budget.comments)} ` +
          `comments and ${count(budget.likes)} likes in all\n` +
          `Server: ${server.command} (pid ${server.pid}) at ${server.origin}` +
          `${engine === 'postgres' ? `, pool ${options.poolSize ?? 'default (10)'}` : ''}; ` +
          `memory (RSS) before the load ${formatMiB(server.rssBytes() ?? 0)}\n` +
          `Load average before: ${load()} on ${availableParallelism()} CPUs\n`,
      );
      const rows = await runSteps(server, members, prepared, options);
      const best = rows.filter(isClean).at(-1);
      write(`\n${title}\n${formatLoadReport(rows)}\n`);
      return { title, rows, best };
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

/** `npm run bench:load`: the mixed workload step by step; see bench/README.md. */
async function main(): Promise<number> {
  const options = readLoadOptions(process.argv.slice(2), process.env);
  if (options.help) {
    write(`${LOAD_USAGE}\n`);
    return 0;
  }
  // Never hang: give up well after the planned steps should have finished.
  const perEngineSeconds = options.connections.length * (options.durationSeconds + 120) + 600;
  setTimeout(
    () => {
      process.stderr.write('Benchmark did not finish in time; stopping.\n');
      process.exit(1);
    },
    options.engines.length * perEngineSeconds * 1000,
  ).unref();

  const mix = Object.entries(LOAD_MIX)
    .map(([op, share]) => `${op} ${share} %`)
    .join(', ');
  write(
    `Mixed load, Node ${process.version}, ${availableParallelism()} CPUs shared by the server, ` +
      `the database, the load driver and anything else running.\nMix: ${mix} ` +
      `(feed pages, posts by id and post searches; likes, comments and new posts). ` +
      `Steps: ${options.connections.join(', ')} clients, ${options.durationSeconds} s each, ` +
      'stopping at the first step with errors.\n',
  );
  const results: EngineResult[] = [];
  for (const engine of options.engines) results.push(await runEngine(engine, options));

  write(`\nLoad average at the end: ${load()}\n`);
  for (const { title, rows, best } of results) {
    // Clean to the last step asked for: the limit lies beyond it.
    const beyond = best !== undefined && best === rows.at(-1) ? ' (every step clean)' : '';
    write(
      best
        ? `${title}: highest concurrency without errors ${best.connections} clients${beyond}, ` +
            `${count(Math.round(best.measurement.requests / best.measurement.elapsedSeconds))} req/s, ` +
            `p99 ${best.measurement.overall.p99Ms.toFixed(1)} ms\n`
        : `${title}: errors from the first step on\n`,
    );
  }
  // Errors at a later step are the limit the run looks for; a lost write, or errors from the
  // first step on, fail it.
  const lostWrites = results.some(({ rows }) => rows.some((row) => row.present.missing.length > 0));
  return lostWrites || results.some(({ best }) => !best) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Benchmark failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
