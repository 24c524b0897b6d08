import { parseArgs } from 'node:util';
import { readEngines, type BenchEngine } from './options';

/** What `npm run bench:load` was asked to do. */
export interface LoadBenchOptions {
  help: boolean;
  /** Concurrent clients of each step, in the order they run. */
  connections: number[];
  durationSeconds: number;
  engines: BenchEngine[];
  /** PostgreSQL holding seed:scale data (BENCH_DATABASE_URL, else DATABASE_URL). */
  databaseUrl: string | undefined;
  /** Posts seeded into the throw-away PGlite database (and a tenth as many members). */
  pglitePosts: number;
  /** Members signed in for the run (their writes are spread across all of them). */
  members: number;
  server: 'source' | 'dist';
  poolSize: number | undefined;
}

export const LOAD_USAGE = `Usage: npm run bench:load [-- options]

A mixed workload (70 % reads: feed pages, posts by id, search; 20 % likes and comments; 10 % new
posts) by signed-in members, one step per client count, stopping at the first step with errors.

  --connections L    concurrent clients per step, a comma-separated list (default 20,50,100,200)
  --duration S       seconds of load per step (5 to 600, default 60)
  --quick            a short look: 10 s per step, clients 20,50 (other flags still apply)
  --engine E         postgres, pglite or both (default: both when BENCH_DATABASE_URL or
                     DATABASE_URL is set, else pglite)
  --pglite-posts N   posts seeded into the throw-away PGlite database (1,000 to 100,000,
                     default 20,000), with N/10 members
  --members N        members signed in and sharing the writes (50 to 5,000, default 600;
                     fewer when the database has fewer members older than two days)
  --server S         source (node --import tsx server/main.ts, default) or dist
  --pool-size N      DATABASE_POOL_SIZE of the server on PostgreSQL (default: the server's)

PostgreSQL runs use BENCH_DATABASE_URL (else DATABASE_URL), which must hold seed:scale data:
  DATABASE_URL=postgres://… npm run seed:scale -- --users 10000 --posts 100000 --follows 300000 --likes 500000`;

function readInteger(raw: string, name: string, min: number, max: number): number {
  const value = Number(raw.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readConnections(raw: string): number[] {
  const steps = raw.split(',').map((part) => readInteger(part.trim(), 'connections', 1, 2000));
  if (steps.length === 0) throw new Error('--connections needs at least one client count');
  return steps;
}

/**
 * Reads the command line and the environment.
 * @throws Error with a one-line message on a bad flag or value.
 */
export function readLoadOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): LoadBenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      connections: { type: 'string' },
      duration: { type: 'string' },
      quick: { type: 'boolean' },
      engine: { type: 'string' },
      'pglite-posts': { type: 'string' },
      members: { type: 'string' },
      server: { type: 'string' },
      'pool-size': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const databaseUrl = env.BENCH_DATABASE_URL?.trim() || env.DATABASE_URL?.trim() || undefined;
  const server = values.server ?? 'source';
  if (server !== 'source' && server !== 'dist') {
    throw new Error(`--server must be source or dist, got "${server}"`);
  }
  const quick = values.quick ?? false;
  return {
    help: values.help ?? false,
    connections: readConnections(values.connections ?? (quick ? '20,50' : '20,50,100,200')),
    durationSeconds:
      values.duration !== undefined
        ? readInteger(values.duration, 'duration', 5, 600)
        : quick
          ? 10
          : 60,
    engines: values.help ? [] : readEngines(values.engine, databaseUrl, ['pglite', 'postgres']),
    databaseUrl,
    pglitePosts:
      values['pglite-posts'] === undefined
        ? 20_000
        : readInteger(values['pglite-posts'], 'pglite-posts', 1_000, 100_000),
    members: values.members === undefined ? 600 : readInteger(values.members, 'members', 50, 5_000),
    server,
    poolSize:
      values['pool-size'] === undefined
        ? undefined
        : readInteger(values['pool-size'], 'pool-size', 1, 200),
  };
}
