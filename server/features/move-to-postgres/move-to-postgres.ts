import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../../db/client';
import { fromProjectRoot } from '../../lib/project-root';
import { createPhotoStorage } from '../uploads/create-photo-storage';
import type { StorageSettings } from '../uploads/storage-url';
import { copyTables, type CopiedTable } from './copy-tables';
import { movePhotos, type MovedPhotos } from './move-photos';
import { readCatalog } from './table-catalog';

/** A move that must not start: the sentence says why and what to do. */
export class MoveRefusedError extends Error {
  override name = 'MoveRefusedError';
}

export interface MoveReport {
  tables: CopiedTable[];
  /** Null when photos stay in the data folder (no `STORAGE_URL`). */
  photos: MovedPhotos | null;
}

/** `host:port/database` of a connection string, without user or password. */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

/**
 * Tables the app's migrations write rows into themselves (`INSERT INTO "name"` in their SQL):
 * their rows in a freshly migrated database do not make it "not empty".
 */
async function tablesFilledByMigrations(): Promise<Set<string>> {
  const folder = fromProjectRoot('server', 'db', 'migrations');
  const names = new Set<string>();
  for (const file of await readdir(folder)) {
    if (!file.endsWith('.sql')) continue;
    const text = await readFile(path.join(folder, file), 'utf8');
    for (const match of text.matchAll(/insert into "([^"]+)"/gi)) names.add(`public.${match[1]}`);
  }
  return names;
}

/**
 * The first table of `target` holding a row, or null when every table is empty (rows the
 * migrations wrote themselves aside, so a move that failed can simply be run again).
 */
async function firstTableWithRows(target: pg.Client): Promise<string | null> {
  const filledByMigrations = await tablesFilledByMigrations();
  const tables = await target.query<{ qualified: string; label: string }>(
    `select format('%I.%I', n.nspname, c.relname) as qualified, n.nspname || '.' || c.relname as label
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
       and n.nspname not like 'pg\\_%'
     order by 1`,
  );
  for (const { qualified, label } of tables.rows) {
    if (filledByMigrations.has(label)) continue;
    const { rows } = await target.query(`select 1 from ${qualified} limit 1`);
    if (rows.length > 0) return label;
  }
  return null;
}

/**
 * Moves an embedded site to PostgreSQL: checks the target is empty (no table holds a row),
 * brings the data folder's database and the target to the same migrations, copies every table
 * (`copyTables`: dependency order, counts and checksums checked before the commit), then the
 * photos into the object store when `storage` names one. The data folder is only read. The
 * caller holds the data folder (no server runs on it).
 * @throws MoveRefusedError when there is nothing to move or the target is not empty;
 *   MoveCheckError when a table did not arrive intact (nothing committed).
 */
export async function moveToPostgres(input: {
  dataDir: string;
  targetUrl: string;
  storage: StorageSettings;
  say: (line: string) => void;
}): Promise<MoveReport> {
  const { dataDir, targetUrl, say } = input;
  const folder = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new MoveRefusedError(
      `There is no embedded database in ${folder}: set DATA_DIR to the data folder of the site to move.`,
    );
  }
  const where = describePostgres(targetUrl);
  const target = new pg.Client({
    connectionString: targetUrl,
    application_name: 'move-to-postgres',
  });
  try {
    await target.connect();
  } catch (err) {
    throw new MoveRefusedError(
      `Could not connect to PostgreSQL at ${where}: ${(err as Error).message}`,
    );
  }
  try {
    const busy = await firstTableWithRows(target);
    if (busy) {
      throw new MoveRefusedError(
        `The PostgreSQL database at ${where} is not empty (${busy} has rows): move-to-postgres only fills an empty database. Create a new one (createdb) and run it again.`,
      );
    }
    const source = await openPglite(folder);
    try {
      say(`Reading the embedded database in ${folder}…\n`);
      await source.migrate();
      const schema = openPostgres(targetUrl, 1);
      try {
        say(`Creating the tables in PostgreSQL at ${where}…\n`);
        await schema.migrate();
      } finally {
        await schema.close();
      }
      const catalog = await readCatalog(source.db);
      say(`Copying ${catalog.tables.length} tables…\n`);
      const tables = await copyTables(source.db, target, catalog, (table) => {
        if (table.rows > 0)
          say(`  ${table.label}: ${table.rows} rows, checksum ${table.checksum}\n`);
      });
      let photos: MovedPhotos | null = null;
      if (input.storage.kind === 's3') {
        const destination = createPhotoStorage(input.storage, dataDir);
        say(`Copying the photos into ${destination.description}…\n`);
        photos = await movePhotos(dataDir, destination, (done) => say(`  ${done} photo files…\n`));
      }
      return { tables, photos };
    } finally {
      await source.close();
    }
  } finally {
    await target.end().catch(() => {});
  }
}
