import { loadConfig } from '../../config';
import { createPhotoStorage } from '../../features/uploads/create-photo-storage';
import type { PhotoStorage } from '../../features/uploads/photo-storage';
import { seedNavigation } from '../../features/navigation/navigation.seed';
import { openDatabase, type DatabaseHandle } from '../client';

/** The database a seeder writes to, opened and prepared exactly as the server does it. */
export interface SeedDatabase {
  handle: DatabaseHandle;
  /** Where the data goes, for the seeder's first line of output (no password). */
  description: string;
  /** The server's data directory. */
  dataDir: string;
  /** Where the server keeps photos (`STORAGE_URL`, else under `dataDir`). */
  photos: PhotoStorage;
}

function describeTarget(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `PGlite in ${dataDir}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/**
 * Opens the configured database (DATABASE_URL, else PGlite in DATA_DIR), applies pending
 * migrations and the default navigation, as `buildApp` does on start-up.
 * @throws ConfigError when the environment is invalid.
 */
export async function openSeedDatabase(): Promise<SeedDatabase> {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    limits: config.databaseLimits,
    listenUrl: config.databaseListenUrl,
    pooling: config.databasePooling,
  });
  try {
    await handle.migrate();
    await seedNavigation(handle.db);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return {
    handle,
    description: describeTarget(config.databaseUrl, config.dataDir),
    dataDir: config.dataDir,
    photos: createPhotoStorage(config.storage, config.dataDir),
  };
}
