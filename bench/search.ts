import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import {
  contentSearchTypes,
  searchTypes,
  type SearchType,
} from '../common/features/search/search-types';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import {
  findBenchMember,
  prepareBenchAccount,
  type BenchAccount,
} from '../server/db/seed/scale-bench-member';
import { signIn } from './member-session';
import { readDataset, type BenchSearch, type SearchDataset } from './search-queries';
import { formatNumber, summarize, type LatencySummary } from './search-stats';
import { formatTable } from './table';

const USAGE = `Usage: npm run bench:search [-- --rounds R] [--types T,…] [postgres://… …]

Times GET /api/search (posts, people, and checklists, tips, events, contests, creators and
guides as a visitor and as a member) on each PostgreSQL database given (or BENCH_DATABASE_URL),
which must hold seed:scale data, and prints p50/p95/p99 per kind of search.

  --rounds R   timed passes over the searches (1 to 1,000, default 30), after 2 unmeasured ones
  --types T,…  time only these types (posts, people, checklists, tips, events, contests,
               creators, guides; default all of them), e.g. --types people,tips

Example (about 40 s and 8 min of seeding; VACUUM does what autovacuum would on a server):
  createdb -h 127.0.0.1 -U postgres magic_search_100k
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/magic_search_100k \\
    npm run seed:scale -- --users 10000 --posts 100000
  createdb -h 127.0.0.1 -U postgres magic_search_1m
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/magic_search_1m \\
    npm run seed:scale -- --users 50000 --posts 1000000 --follows 1500000 --likes 3000000
  psql -h 127.0.0.1 -U postgres -d magic_search_100k -c 'VACUUM (ANALYZE)'
  psql -h 127.0.0.1 -U postgres -d magic_search_1m -c 'VACUUM (ANALYZE)'
  npm run bench:search -- postgres://postgres@127.0.0.1:5432/magic_search_100k \\
    postgres://postgres@127.0.0.1:5432/magic_search_1m`;

/** Issue 28's target: each content type's search p95 below this at seed:scale's sizes. */
const CONTENT_TARGET_P95_MS = 50;
/** Issue 6's target: post search p95 below this at a million posts. */
const TARGET_P95_MS = 50;
const TARGET_POSTS = 1_000_000;

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rounds: { type: 'string' },
      types: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const rounds = values.rounds === undefined ? 30 : Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 1000) {
    throw new Error(`--rounds must be a whole number from 1 to 1,000, got "${values.rounds}"`);
  }
  const types = readTypes(values.types);
  const urls = positionals.length > 0 ? positionals : [process.env.BENCH_DATABASE_URL ?? ''];
  return { help: values.help ?? false, rounds, types, urls: urls.filter(Boolean) };
}

/** `--types`: the types to time, comma-separated (all of them when absent). */
function readTypes(value: string | undefined): ReadonlySet<SearchType> {
  if (value === undefined) return new Set(searchTypes);
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(searchTypes as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(
      `--types takes a comma-separated list of ${searchTypes.join(', ')}; got "${value}"`,
    );
  }
  return new Set(names as SearchType[]);
}

/** The real app on 127.0.0.1 (an ephemeral port) against `databaseUrl`, migrations applied. */
async function startServer(databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'magic-search-bench-'));
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    { serveWeb: false },
  );
  const app: FastifyInstance = await buildApp(config);
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    origin,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface SearchPageBody {
  items: unknown[];
  nextCursor: string | null;
}

/** One timed request; throws on anything but a 200. */
async function timedSearch(
  origin: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<[number, SearchPageBody]> {
  const started = performance.now();
  const response = await fetch(`${origin}${url}`, { headers });
  const body = (await response.json()) as SearchPageBody;
  const elapsed = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return [elapsed, body];
}

function searchUrl(search: BenchSearch, cursor?: string): string {
  const params = new URLSearchParams({ q: search.q, type: search.type });
  if (cursor) params.set('cursor', cursor);
  return `/api/search?${params}`;
}

/** The URL a search is timed at: its first page, or the page after it. */
async function resolveUrl(
  origin: string,
  search: BenchSearch,
  headers: Record<string, string>,
): Promise<string> {
  if (!search.isSecondPage) return searchUrl(search);
  const [, first] = await timedSearch(origin, searchUrl(search), headers);
  if (!first.nextCursor) throw new Error(`"${search.q}" has a single page: seed more posts`);
  return searchUrl(search, first.nextCursor);
}

interface DatabaseFigures {
  name: string;
  dataset: SearchDataset;
  byGroup: Map<string, { type: string; samples: number[]; results: number }>;
  posts: LatencySummary;
  people: LatencySummary;
  /** Each content type's searches, visitor and member together. */
  content: Map<string, LatencySummary>;
}

/** A seed:scale member to search as, with a fresh password (the benchmark signs in as them). */
async function memberAccount(databaseUrl: string): Promise<BenchAccount> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'magic-search-member-'));
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const member = await findBenchMember(handle.db, 1);
    if (!member) throw new Error('no seed:scale member to search as: seed the database first');
    return await prepareBenchAccount(handle.db, member);
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Times every search `rounds` times (interleaved, one request at a time). */
async function benchDatabase(
  url: string,
  rounds: number,
  types: ReadonlySet<SearchType>,
): Promise<DatabaseFigures> {
  const name = new URL(url).pathname.slice(1);
  const read = await readDataset(url);
  const dataset = { ...read, searches: read.searches.filter((search) => types.has(search.type)) };
  if (dataset.livePosts === 0) {
    throw new Error(`${name} has no posts: seed it first (npm run bench:search -- --help)`);
  }
  const account = await memberAccount(url);
  const server = await startServer(url);
  try {
    const token = await signIn(server.origin, account.email, account.password);
    const memberHeaders = { authorization: `Bearer ${token}` };
    const headersOf = (search: BenchSearch) => (search.asMember ? memberHeaders : {});
    const timed = await Promise.all(
      dataset.searches.map(async (search) => ({
        search,
        url: await resolveUrl(server.origin, search, headersOf(search)),
      })),
    );
    const byGroup = new Map<string, { type: string; samples: number[]; results: number }>();
    for (let round = -2; round < rounds; round += 1) {
      for (const { search, url: path } of timed) {
        const [ms, body] = await timedSearch(server.origin, path, headersOf(search));
        if (round < 0) continue;
        const key = `${search.type}: ${search.group}`;
        const entry = byGroup.get(key) ?? { type: search.type, samples: [], results: 0 };
        entry.samples.push(ms);
        entry.results = Math.max(entry.results, body.items.length);
        byGroup.set(key, entry);
      }
    }
    const all = (type: string) =>
      [...byGroup.values()].filter((entry) => entry.type === type).flatMap((e) => e.samples);
    return {
      name,
      dataset,
      byGroup,
      posts: summarize(all('posts')),
      people: summarize(all('people')),
      content: new Map(contentSearchTypes.map((type) => [type, summarize(all(type))])),
    };
  } finally {
    await server.close();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : formatNumber(value, 1));

function printDatabase(figures: DatabaseFigures): void {
  const { dataset } = figures;
  process.stdout.write(
    `\n${figures.name}: ${formatNumber(dataset.livePosts)} live posts, ` +
      `${formatNumber(dataset.profiles)} members; posts ` +
      `${formatNumber(dataset.postsAllVisible * 100)}% all-visible, ` +
      `${dataset.hasLexemeStats ? 'with' : 'without'} lexeme stats\n` +
      `  listed rows: ${Object.entries(dataset.contentRows)
        .map(([kind, n]) => `${formatNumber(n)} ${kind}`)
        .join(', ')}\n`,
  );
  if (dataset.postsAllVisible < 0.9 || !dataset.hasLexemeStats) {
    process.stdout.write(
      `  Run VACUUM (ANALYZE) on ${figures.name} first: figures without it are not a ` +
        `server's (autovacuum keeps posts all-visible and analyzed)\n`,
    );
  }
  const rows = [['search', 'requests', 'results', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms']];
  for (const [group, entry] of figures.byGroup) {
    const s = summarize(entry.samples);
    rows.push([
      group,
      String(s.count),
      String(entry.results),
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      ms(s.max),
    ]);
  }
  for (const [label, s] of [
    ['all post searches', figures.posts],
    ['all people searches', figures.people],
    ...[...figures.content].map(([type, summary]) => [`all ${type} searches`, summary] as const),
  ] as const) {
    if (s.count === 0) continue;
    rows.push([label, String(s.count), '', ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)]);
  }
  process.stdout.write(`${formatTable(rows)}\n`);
}

function printSummary(all: DatabaseFigures[]): void {
  const base = all[0]!;
  const rows = [['database', 'live posts', 'posts p95 ms', 'vs first', 'people p95 ms', 'target']];
  for (const figures of all) {
    const isTargetSize = figures.dataset.livePosts >= TARGET_POSTS;
    const verdict =
      figures.posts.count === 0
        ? 'posts not timed'
        : figures.posts.p95 < TARGET_P95_MS
          ? 'met'
          : 'MISSED';
    rows.push([
      figures.name,
      formatNumber(figures.dataset.livePosts),
      ms(figures.posts.p95),
      figures.posts.count === 0 ? '-' : `${formatNumber(figures.posts.p95 / base.posts.p95, 2)}x`,
      ms(figures.people.p95),
      isTargetSize ? `p95 < ${TARGET_P95_MS} ms: ${verdict}` : `(applies at 1M posts)`,
    ]);
  }
  process.stdout.write(`\nSummary\n${formatTable(rows)}\n`);
  // The kinds timed (all of them unless --types left some out).
  const timed = contentSearchTypes.filter((type) => (base.content.get(type)?.count ?? 0) > 0);
  if (timed.length === 0) return;
  const kinds = [['database', ...timed.map((type) => `${type} p95 ms`), 'target']];
  for (const figures of all) {
    const p95s = timed.map((type) => figures.content.get(type)?.p95 ?? 0);
    const missed = timed.filter((_, i) => (p95s[i] ?? 0) >= CONTENT_TARGET_P95_MS);
    kinds.push([
      figures.name,
      ...p95s.map(ms),
      `p95 < ${CONTENT_TARGET_P95_MS} ms per kind: ${missed.length === 0 ? 'met' : `MISSED (${missed.join(', ')})`}`,
    ]);
  }
  process.stdout.write(`\nContent kinds (issue 28)\n${formatTable(kinds)}\n`);
}

/** `npm run bench:search`: search latency at each database's size, beside the 1M-post target. */
async function main(): Promise<number> {
  const options = readOptions();
  if (options.help || options.urls.length === 0) {
    process.stdout.write(`${USAGE}\n`);
    return options.help ? 0 : 2;
  }
  process.stdout.write(
    `Search benchmark: ${options.rounds} rounds, one request at a time, Node ${process.version}, ` +
      `${availableParallelism()} CPUs, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}\n`,
  );
  const all: DatabaseFigures[] = [];
  for (const url of options.urls) {
    const figures = await benchDatabase(url, options.rounds, options.types);
    printDatabase(figures);
    all.push(figures);
  }
  printSummary(all);
  process.stdout.write(
    `Load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Search benchmark failed: ${err instanceof Error ? err.message : err}\n`);
    process.exit(1);
  },
);
