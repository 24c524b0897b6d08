import { parseArgs } from 'node:util';

/** A database engine the benchmark can run the server on. */
export type BenchEngine = 'postgres' | 'pglite';

/** What `npm run bench` was asked to do. */
export interface BenchOptions {
  help: boolean;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  engines: BenchEngine[];
  /** PostgreSQL holding the seed:scale data (BENCH_DATABASE_URL, else DATABASE_URL). */
  databaseUrl: string | undefined;
  /** Posts seeded into the throw-away PGlite database. */
  pglitePosts: number;
  /** `source`: `node --import tsx server/main.ts`; `dist`: `node dist/server/main.js`. */
  server: 'source' | 'dist';
  /** DATABASE_POOL_SIZE given to the server on PostgreSQL (undefined: the server's default). */
  poolSize: number | undefined;
}

export const BENCH_USAGE = `Usage: npm run bench [-- options]

  --duration S       seconds of measured load per endpoint (1 to 120, default 20)
  --warmup S         seconds of unmeasured load before each endpoint (0 to 30, default 3)
  --connections C    concurrent connections (1 to 500, default 50)
  --engine E         postgres, pglite or both (default: both when BENCH_DATABASE_URL or
                     DATABASE_URL is set, else pglite)
  --pglite-posts N   posts seeded into the throw-away PGlite database (100 to 100,000,
                     default 10,000), with N/10 members, 30 follows each and 5 likes per post
  --server S         source (node --import tsx server/main.ts, default) or dist
                     (node dist/server/main.js: run npm run build first)
  --pool-size N      DATABASE_POOL_SIZE of the server on PostgreSQL (1 to 200, default: the
                     server's own default)

PostgreSQL runs use BENCH_DATABASE_URL (else DATABASE_URL), which must hold seed:scale data:
  DATABASE_URL=postgres://… npm run seed:scale -- --users 10000 --posts 100000 --follows 300000 --likes 500000`;

function readNumber(
  raw: string | undefined,
  name: string,
  limits: { min: number; max: number; fallback: number },
): number {
  if (raw === undefined) return limits.fallback;
  const value = Number(raw.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(value) || value < limits.min || value > limits.max) {
    throw new Error(
      `--${name} must be a whole number from ${limits.min} to ${limits.max}, got "${raw}"`,
    );
  }
  return value;
}

/**
 * `--engine` (postgres, pglite or both; both when a database URL is set, else pglite), with
 * `bothOrder` the order in which both run.
 */
export function readEngines(
  raw: string | undefined,
  databaseUrl: string | undefined,
  bothOrder: BenchEngine[] = ['postgres', 'pglite'],
): BenchEngine[] {
  const engines: Record<string, BenchEngine[]> = {
    postgres: ['postgres'],
    pglite: ['pglite'],
    both: bothOrder,
  };
  const chosen = engines[raw ?? (databaseUrl ? 'both' : 'pglite')];
  if (!chosen) throw new Error(`--engine must be postgres, pglite or both, got "${raw}"`);
  if (chosen.includes('postgres') && !databaseUrl) {
    throw new Error('--engine postgres needs BENCH_DATABASE_URL or DATABASE_URL');
  }
  return chosen;
}

/**
 * Reads the command line and the environment.
 * @throws Error with a one-line message on a bad flag or value.
 */
export function readBenchOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      engine: { type: 'string' },
      'pglite-posts': { type: 'string' },
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
  return {
    help: values.help ?? false,
    durationSeconds: readNumber(values.duration, 'duration', { min: 1, max: 120, fallback: 20 }),
    warmupSeconds: readNumber(values.warmup, 'warmup', { min: 0, max: 30, fallback: 3 }),
    connections: readNumber(values.connections, 'connections', { min: 1, max: 500, fallback: 50 }),
    engines: values.help ? [] : readEngines(values.engine, databaseUrl),
    databaseUrl,
    pglitePosts: readNumber(values['pglite-posts'], 'pglite-posts', {
      min: 100,
      max: 100_000,
      fallback: 10_000,
    }),
    server,
    poolSize:
      values['pool-size'] === undefined
        ? undefined
        : readNumber(values['pool-size'], 'pool-size', { min: 1, max: 200, fallback: 10 }),
  };
}
