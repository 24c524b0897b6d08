import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readTestDatabaseUrl } from '../config';
import { openPglite, openPostgres, type DatabaseEngine, type DatabaseHandle } from '../db/client';

/** The engines every database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngines: DatabaseEngine[] = readTestDatabaseUrl()
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh, migrated database for one test file; `close()` removes it. */
export async function createTestDatabase(engine: DatabaseEngine): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const adminUrl = readTestDatabaseUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 5);
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
