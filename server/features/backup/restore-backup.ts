import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openPglite } from '../../db/client';
import { uploadsDirectory } from '../uploads/local-photo-storage';
import { readBackupCounts, type BackupCounts } from './backup-manifest';
import { readBackupArchive, type ArchiveContents } from './read-archive';

/** Thrown when a restore cannot go ahead, with a sentence for the operator. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** A restored data folder. */
export interface RestoreOutcome extends ArchiveContents {
  /** Rows found in the restored database (the same as the manifest's). */
  restoredCounts: BackupCounts;
}

/** True when `dir` does not exist or holds nothing. */
async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** Unpacks PGlite's dump into `databaseDir` with PGlite's own loader, then counts its rows. */
async function loadDatabase(databaseDir: string, dump: Buffer): Promise<BackupCounts> {
  const loaded = await PGlite.create({
    dataDir: databaseDir,
    loadDataDir: new Blob([new Uint8Array(dump)]),
    extensions: { pg_trgm },
  });
  await loaded.close();
  const handle = await openPglite(databaseDir);
  try {
    return await readBackupCounts(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Restores a backup archive into `dataDir`, which must be empty or absent: the database into
 * `pglite/`, the photos into `uploads/`. Everything is unpacked into a folder beside it first and
 * renamed into place at the end, so a failed restore leaves nothing half-done. The app applies
 * newer migrations when it starts on it. The JWT secret is not in backups: the app makes a new
 * one (members' sessions go on through their refresh tokens, which are in the database).
 * @throws RestoreError when `dataDir` is not empty, BackupArchiveError for a bad archive.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreOutcome> {
  const target = path.resolve(dataDir);
  if (!(await isEmptyFolder(target))) {
    throw new RestoreError(
      `${target} is not empty: a backup is restored only into an empty or new data folder (move the current one aside first).`,
    );
  }
  const staging = `${target}.restoring-${randomBytes(4).toString('hex')}`;
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    const database: { dump?: Buffer } = {};
    const uploads = uploadsDirectory(staging);
    await mkdir(uploads, { recursive: true });
    const contents = await readBackupArchive(file, {
      onDatabase: async (data) => {
        database.dump = data;
      },
      onUpload: (name, chunks) =>
        pipeline(chunks, createWriteStream(path.join(uploads, name), { flags: 'wx' })),
    });
    const restoredCounts = await loadDatabase(path.join(staging, 'pglite'), database.dump!);
    if (JSON.stringify(restoredCounts) !== JSON.stringify(contents.manifest.counts)) {
      throw new RestoreError(
        `The restored database holds ${JSON.stringify(restoredCounts)}, the backup says ${JSON.stringify(contents.manifest.counts)}.`,
      );
    }
    // A server that started on the folder meanwhile has written into it: rmdir and rename
    // then fail (neither replaces a folder that holds anything), and nothing is swapped in.
    const writtenMeanwhile = new RestoreError(
      `${target} was written to while the backup was being restored (did a server start on it?).`,
    );
    if (!(await isEmptyFolder(target))) throw writtenMeanwhile;
    await rmdir(target).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return;
      throw err.code === 'ENOTEMPTY' || err.code === 'EEXIST' ? writtenMeanwhile : err;
    });
    await rename(staging, target).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOTEMPTY' || err.code === 'EEXIST' ? writtenMeanwhile : err;
    });
    return { ...contents, restoredCounts };
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
}
