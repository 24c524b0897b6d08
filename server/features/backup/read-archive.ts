import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { UPLOAD_FILE_NAME_PATTERN } from '../../../common/features/uploads/upload-limits';
import {
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  UPLOADS_PREFIX,
  backupManifestSchema,
  type BackupManifest,
} from './backup-manifest';

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

/** node-tar's complaints (strict mode) as the sentences a backup's reader gives. */
function tarFailure(err: unknown): unknown {
  const { tarCode, message } = err as { tarCode?: string; message?: string };
  if (tarCode === 'TAR_BAD_ARCHIVE' && message?.includes('Truncated input')) {
    return new Error('the backup ends early: the file is incomplete');
  }
  if (tarCode === 'TAR_ENTRY_INVALID' || tarCode === 'TAR_BAD_ARCHIVE') {
    return new Error('not a backup archive (damaged or not a tar file)');
  }
  return err;
}

/**
 * The regular files of the gzip'd tar `file`, one at a time, read by node-tar's `Parser` in
 * strict mode (a damaged header is an error, not a skipped entry): each one's body must be read
 * before the next is asked for, so only what is being read is in memory. Folders, links and
 * other entries are skipped, as they were never written. Node's gunzip unpacks the file (its
 * length and CRC are checked at the end) and the whole file is read: the tar must end with its
 * end-of-archive blocks; whatever follows them is read through (for the gzip check) and ignored.
 * @throws Error when the file is damaged, truncated or not a tar.
 */
async function* readTarFiles(file: string): AsyncGenerator<ReadEntry> {
  const parser = new Parser({ strict: true, brotli: false, zstd: false });
  const queue: ReadEntry[] = [];
  let current: ReadEntry | undefined;
  let failure: unknown;
  let parsed = false;
  let unzipped = false;
  let sawEnd = false;
  let wake = () => {};
  const fail = (err: unknown) => {
    if (failure === undefined) {
      failure = tarFailure(err);
      // A reader waiting for the rest of this entry learns that it is not coming.
      current?.destroy(failure as Error);
    }
    wake();
  };
  parser.on('entry', (entry: ReadEntry) => {
    entry.on('error', () => {});
    if (entry.type === 'File' || entry.type === 'OldFile') queue.push(entry);
    else entry.resume();
    wake();
  });
  parser.on('error', fail);
  parser.on('end', () => {
    parsed = true;
    wake();
  });
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', fail);
  gunzip.on('error', fail);
  gunzip.on('end', () => {
    unzipped = true;
    wake();
  });
  parser.on('eof', () => {
    sawEnd = true;
    // The archive is complete: the rest of the gzip stream is read (to check it) but not parsed.
    gunzip.unpipe(parser);
    gunzip.resume();
    parser.end();
  });
  source.pipe(gunzip).pipe(parser);
  try {
    for (;;) {
      if (failure !== undefined) throw failure;
      current = queue.shift();
      if (current) {
        yield current;
        continue;
      }
      if (parsed && unzipped) break;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (!sawEnd) throw new Error('the backup ends early: the file is incomplete');
  } finally {
    current = undefined;
    if (!(parsed && unzipped)) {
      source.destroy();
      gunzip.destroy();
    }
  }
}

/** The bytes of an entry, whole (the manifest and the database dump). */
async function readWhole(entry: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Reads a backup archive from start to end (so a truncated or damaged file is found out: gzip
 * checks its length and CRC at the end), checking that it is one: `manifest.json` first, one
 * database, photo files with the names the app serves. `onDatabase` receives the database dump;
 * `onUpload` receives each photo's bytes as a stream, which it must read to the end (restore
 * writes them; a check after a backup only counts them).
 * @throws BackupArchiveError when it is not a complete backup.
 */
export async function readBackupArchive(
  file: string,
  handlers: {
    onDatabase?(data: Buffer): Promise<void>;
    onUpload?(name: string, chunks: AsyncIterable<Buffer>): Promise<void>;
  } = {},
): Promise<ArchiveContents> {
  let manifest: BackupManifest | null = null;
  let databaseBytes: number | null = null;
  let uploadFiles = 0;
  let uploadBytes = 0;
  try {
    for await (const entry of readTarFiles(file)) {
      if (!manifest) {
        const parsed =
          entry.path === MANIFEST_ENTRY
            ? backupManifestSchema.safeParse(parseJson(await readWhole(entry)))
            : null;
        if (!parsed?.success)
          throw new BackupArchiveError(`${file} is not a Magic Community backup`);
        manifest = parsed.data;
      } else if (entry.path === DATABASE_ENTRY && databaseBytes === null) {
        const data = await readWhole(entry);
        databaseBytes = data.length;
        await handlers.onDatabase?.(data);
      } else if (
        entry.path.startsWith(UPLOADS_PREFIX) &&
        UPLOAD_FILE_NAME_PATTERN.test(entry.path.slice(UPLOADS_PREFIX.length))
      ) {
        async function* counted(): AsyncGenerator<Buffer> {
          for await (const chunk of entry as AsyncIterable<Buffer>) {
            uploadBytes += chunk.length;
            yield chunk;
          }
        }
        if (handlers.onUpload) {
          await handlers.onUpload(entry.path.slice(UPLOADS_PREFIX.length), counted());
        } else {
          for await (const chunk of counted()) void chunk;
        }
        uploadFiles += 1;
      } else {
        throw new BackupArchiveError(`${file} holds an unexpected entry: ${entry.path}`);
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
