import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { UPLOAD_FILE_NAME_PATTERN } from '../../../common/features/uploads/upload-limits';
import type { DatabaseHandle } from '../../db/client';
import { uploadsDirectory } from '../uploads/local-photo-storage';
import {
  readAppVersion,
  readBackupCounts,
  readMigrationLevel,
  type BackupManifest,
} from './backup-manifest';

/** A photo file to copy into the archive. */
export interface UploadFile {
  name: string;
  size: number;
}

/** The embedded database copied at one moment, with the photo files present at that moment. */
export interface Snapshot {
  manifest: BackupManifest;
  database: Blob;
  uploads: UploadFile[];
}

/**
 * The served photo files in `${dataDir}/uploads` (half-written temporary files left out). A
 * photo's files are complete under their final names before its row is inserted, and are never
 * changed afterwards, so every upload row committed so far has its files here.
 */
async function listUploadFiles(dataDir: string): Promise<UploadFile[]> {
  const directory = uploadsDirectory(dataDir);
  const entries = await readdir(directory, { withFileTypes: true }).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  const files: UploadFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !UPLOAD_FILE_NAME_PATTERN.test(entry.name)) continue;
    const stats = await stat(path.join(directory, entry.name)).catch(() => null);
    if (stats) files.push({ name: entry.name, size: stats.size });
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Copies the PGlite database of `handle` and lists the photo files, at one moment: inside one
 * transaction, which holds PGlite's transaction lock, so no other query or transaction of the
 * process runs until it ends. In it: the counts and migration level for the manifest, a
 * CHECKPOINT (the data files then hold every committed change, so the copy needs no recovery
 * when opened), PGlite's `dumpDataDir`, and the listing of `${dataDir}/uploads`. The app waits
 * for this (about a second for the demo data); the archive is written afterwards.
 * @throws Error when `handle` is not PGlite.
 */
export async function takeSnapshot(handle: DatabaseHandle, dataDir: string): Promise<Snapshot> {
  const dumpDataDir = handle.dumpDataDir;
  if (!dumpDataDir) throw new Error('Only the embedded database (PGlite) is backed up this way');
  const appVersion = await readAppVersion();
  return handle.db.transaction(async (tx) => {
    const counts = await readBackupCounts(tx);
    const migration = await readMigrationLevel(tx);
    await tx.execute(sql`checkpoint`);
    const createdAt = new Date().toISOString();
    const database = await dumpDataDir();
    const uploads = await listUploadFiles(dataDir);
    const manifest: BackupManifest = {
      format: 'magic-community-backup',
      formatVersion: 1,
      appVersion,
      createdAt,
      engine: 'pglite',
      migration,
      counts,
      uploadFiles: {
        files: uploads.length,
        bytes: uploads.reduce((sum, file) => sum + file.size, 0),
      },
    };
    return { manifest, database, uploads };
  });
}
