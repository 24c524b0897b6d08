import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readTestDatabaseUrl } from '../config';
import {
  openPglite,
  openPostgres,
  type Database,
  type DatabaseEngine,
  type DatabaseHandle,
} from '../db/client';
import { createScratchDatabase } from './server-process';

/**
 * A migrated database for server processes started by a test, on either engine: PGlite in a
 * data folder of its own, or a database of its own on TEST_DATABASE_URL's server.
 */
export interface ProcessDatabase {
  engine: DatabaseEngine;
  /** The process's `DATABASE_URL`; null on PGlite (the process opens `dataDir`). */
  url: string | null;
  /** The process's `DATA_DIR` (PGlite's folder is `pglite/` in it). */
  dataDir: string;
  /**
   * Opens the database in the test's own process for `work`, then closes it. PGlite is one
   * process's at a time: call it only while no server process runs on it.
   */
  use<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Drops the database (PostgreSQL) and deletes the data folder. */
  remove(): Promise<void>;
}

/** Creates and migrates a {@link ProcessDatabase}; PostgreSQL needs TEST_DATABASE_URL. */
export async function createProcessDatabase(engine: DatabaseEngine): Promise<ProcessDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `magic-${engine}-data-`));
  let scratch: { url: string; drop(): Promise<void> } | null = null;
  if (engine === 'postgres') {
    const adminUrl = readTestDatabaseUrl();
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    scratch = await createScratchDatabase(adminUrl);
  }
  const open = (): Promise<DatabaseHandle> =>
    scratch
      ? Promise.resolve(openPostgres(scratch.url, 4))
      : openPglite(path.join(dataDir, 'pglite'));
  const use = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const handle = await open();
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  };
  const migrated = await open();
  await migrated.migrate().finally(() => migrated.close());
  return {
    engine,
    url: scratch?.url ?? null,
    dataDir,
    use,
    async remove() {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
