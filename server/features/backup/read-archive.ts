import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { UPLOAD_FILE_NAME_PATTERN } from '../../../common/features/uploads/upload-limits';
import {
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  UPLOADS_PREFIX,
  backupManifestSchema,
  type BackupManifest,
} from './backup-manifest';
import { readTarFiles } from './tar-reader';

/** Thrown for a file that is not a whole backup of this app. */
export class BackupArchiveError extends Error {
  override name = 'BackupArchiveError';
}

/** What an archive holds besides its manifest. */
export interface ArchiveContents {
  manifest: BackupManifest;
  databaseBytes: number;
  uploadFiles: number;
  uploadBytes: number;
}

/**
 * Reads a backup archive from start to end (so a truncated or damaged file is found out: gzip
 * checks its length and CRC at the end), checking that it is one: `manifest.json` first, one
 * database, photo files with the names the app serves. `onDatabase` and `onUpload` receive the
 * contents (restore writes them; a check after a backup only counts them).
 * @throws BackupArchiveError when it is not a complete backup.
 */
export async function readBackupArchive(
  file: string,
  handlers: {
    onDatabase?(data: Buffer): Promise<void>;
    onUpload?(name: string, data: Buffer): Promise<void>;
  } = {},
): Promise<ArchiveContents> {
  let manifest: BackupManifest | null = null;
  let databaseBytes: number | null = null;
  let uploadFiles = 0;
  let uploadBytes = 0;
  try {
    for await (const entry of readTarFiles(createReadStream(file).pipe(createGunzip()))) {
      if (!manifest) {
        const parsed =
          entry.name === MANIFEST_ENTRY
            ? backupManifestSchema.safeParse(parseJson(entry.data))
            : null;
        if (!parsed?.success)
          throw new BackupArchiveError(`${file} is not a Magic Community backup`);
        manifest = parsed.data;
      } else if (entry.name === DATABASE_ENTRY && databaseBytes === null) {
        databaseBytes = entry.data.length;
        await handlers.onDatabase?.(entry.data);
      } else if (
        entry.name.startsWith(UPLOADS_PREFIX) &&
        UPLOAD_FILE_NAME_PATTERN.test(entry.name.slice(UPLOADS_PREFIX.length))
      ) {
        uploadFiles += 1;
        uploadBytes += entry.data.length;
        await handlers.onUpload?.(entry.name.slice(UPLOADS_PREFIX.length), entry.data);
      } else {
        throw new BackupArchiveError(`${file} holds an unexpected entry: ${entry.name}`);
      }
    }
  } catch (err) {
    if (err instanceof BackupArchiveError) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw new BackupArchiveError(`${file} is not a complete backup: ${reason}`);
  }
  if (!manifest || databaseBytes === null) {
    throw new BackupArchiveError(`${file} is not a complete backup: it holds no database`);
  }
  return { manifest, databaseBytes, uploadFiles, uploadBytes };
}

function parseJson(data: Buffer): unknown {
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
}
