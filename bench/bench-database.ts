import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { seedScale } from '../server/db/seed/scale';
import {
  findBenchMember,
  prepareBenchAccount,
  type BenchAccount,
} from '../server/db/seed/scale-bench-member';
import { readTableCounts, type CountedTable } from '../server/db/seed/table-counts';
import { seedNavigation } from '../server/features/navigation/navigation.seed';
import type { BenchEngine } from './options';

/** A database ready for the benchmark's server, and the member it signs in as. */
export interface BenchDatabase {
  engine: BenchEngine;
  /** PostgreSQL's URL, or undefined for PGlite (which lives in `dataDir`). */
  databaseUrl: string | undefined;
  /** The server's DATA_DIR (throw-away: JWT secret, and PGlite's files). */
  dataDir: string;
  account: BenchAccount;
  rows: Record<CountedTable, number>;
  /** Seconds spent seeding PGlite (0 on PostgreSQL, which is seeded beforehand). */
  seedSeconds: number;
  /** Deletes `dataDir`. */
  dispose(): Promise<void>;
}

/** Page size of the feed the benchmark reads, and how deep it goes. */
export const FEED_PAGE_SIZE = 20;
export const FEED_DEEP_PAGE = 5;

async function prepare(
  handle: DatabaseHandle,
  seed: (handle: DatabaseHandle) => Promise<void>,
): Promise<{ account: BenchAccount; rows: Record<CountedTable, number> }> {
  await handle.migrate();
  await seedNavigation(handle.db);
  await seed(handle);
  const member = await findBenchMember(handle.db, FEED_DEEP_PAGE * FEED_PAGE_SIZE + 1);
  if (!member) {
    throw new Error(
      'no seed:scale member follows people with enough posts for five feed pages; seed first:\n' +
        '  DATABASE_URL=… npm run seed:scale -- --users 10000 --posts 100000 --follows 300000 --likes 500000 (groups by default)',
    );
  }
  return {
    account: await prepareBenchAccount(handle.db, member),
    rows: await readTableCounts(handle.db),
  };
}

/**
 * Prepares the database of one run: migrations and navigation as the server does them, the
 * seed:scale data (seeded here into a fresh PGlite; expected already in PostgreSQL) and a
 * sign-in account with a new password for a member who follows about 30 people.
 * The database is closed again before the server starts (PGlite allows one process).
 */
export async function prepareBenchDatabase(
  engine: BenchEngine,
  options: { databaseUrl: string | undefined; pglitePosts: number },
  log: (line: string) => void,
): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'magic-bench-'));
  const dispose = () => rm(dataDir, { recursive: true, force: true });
  const databaseUrl = engine === 'postgres' ? options.databaseUrl : undefined;
  let seedSeconds = 0;
  try {
    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      const prepared = await prepare(handle, async ({ db }) => {
        if (engine !== 'pglite') return;
        const posts = options.pglitePosts;
        const users = Math.max(10, Math.round(posts / 10));
        // As seed:scale's defaults: a group per 30 members (at most 300), 3 memberships each.
        const groups = Math.min(300, Math.ceil(users / 30));
        log(
          `Seeding PGlite: ${users} members, ${posts} posts, ${users * 30} follows, ${posts * 5} likes, ` +
            `${groups} groups with ${users * 3} memberships…`,
        );
        const result = await seedScale(db, {
          users,
          posts,
          follows: users * 30,
          likes: posts * 5,
          notificationsPerUser: 3,
          batchSize: 1000,
          groups,
          groupMemberships: users * 3,
        });
        seedSeconds = result.seconds;
      });
      return { engine, databaseUrl, dataDir, ...prepared, seedSeconds, dispose };
    } finally {
      await handle.close();
    }
  } catch (err) {
    await dispose();
    throw err;
  }
}
