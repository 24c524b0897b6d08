import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeTarGz, type TarEntry, type TarStreamEntry } from '../../lib/tar-archive';
import { uploadsDirectory } from '../uploads/local-photo-storage';
import { DATABASE_ENTRY, MANIFEST_ENTRY, UPLOADS_PREFIX } from './backup-manifest';
import type { Snapshot, UploadFile } from './backup-snapshot';

/** What went into an archive. */
export interface ArchiveSummary {
  /** Photo files copied. */
  uploadFiles: number;
  /**
   * Listed photo files that were gone when their turn came: unused uploads the hourly clean-up
   * removed meanwhile (photos in use are never removed while their row exists).
   */
  vanishedUploads: number;
}

/** The first `size` bytes of an open photo file; fewer means it changed while it was copied. */
async function* photoBytes(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  file: UploadFile,
  size: number,
): AsyncGenerator<Buffer> {
  let written = 0;
  for await (const chunk of chunks) {
    written += chunk.length;
    yield chunk;
  }
  if (written !== size) throw new Error(`${file.name} changed while it was copied`);
}

/**
 * The photos as archive entries, each file opened when its turn comes (and closed once it is
 * copied); a file gone since the snapshot is counted in `summary` and left out.
 */
async function* uploadEntries(
  dataDir: string,
  files: UploadFile[],
  summary: ArchiveSummary,
): AsyncGenerator<TarStreamEntry> {
  for (const file of files) {
    let handle;
    try {
      handle = await open(path.join(uploadsDirectory(dataDir), file.name), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      summary.vanishedUploads += 1;
      continue;
    }
    try {
      const { size, mtime } = await handle.stat();
      const chunks: AsyncIterable<Buffer> | Buffer[] =
        size > 0 ? handle.createReadStream({ autoClose: false, end: size - 1 }) : [];
      yield {
        name: `${UPLOADS_PREFIX}${file.name}`,
        size,
        mtime,
        chunks: photoBytes(chunks, file, size),
      };
      summary.uploadFiles += 1;
    } finally {
      await handle.close();
    }
  }
}

/**
 * Writes `snapshot` to `destination` as one gzip-compressed tar (node-tar, streamed): `manifest.json`,
 * then `database/pglite.tar` (PGlite's own dump of its folder), then `uploads/<file>` for each photo.
 */
export async function writeArchive(
  snapshot: Snapshot,
  dataDir: string,
  destination: Writable,
): Promise<ArchiveSummary> {
  const summary: ArchiveSummary = { uploadFiles: 0, vanishedUploads: 0 };
  async function* entries(): AsyncGenerator<TarEntry | TarStreamEntry> {
    yield { name: MANIFEST_ENTRY, content: `${JSON.stringify(snapshot.manifest, null, 2)}\n` };
    const database = snapshot.database;
    yield {
      name: DATABASE_ENTRY,
      size: database.size,
      chunks: Readable.fromWeb(database.stream() as WebReadableStream),
    };
    yield* uploadEntries(dataDir, snapshot.uploads, summary);
  }
  await pipeTarGz(destination, entries());
  return summary;
}
