import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { uploadsDirectory } from '../uploads/uploads.storage';
import { DATABASE_ENTRY, MANIFEST_ENTRY, UPLOADS_PREFIX } from './backup-manifest';
import type { Snapshot, UploadFile } from './backup-snapshot';
import { TAR_END, encodeTarHeader, tarPadding } from './tar-format';

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

/** One photo as tar entries, or nothing when the file is gone since the snapshot. */
async function* uploadEntry(dataDir: string, file: UploadFile): AsyncGenerator<Buffer> {
  let handle;
  try {
    handle = await open(path.join(uploadsDirectory(dataDir), file.name), 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    const { size, mtime } = await handle.stat();
    yield encodeTarHeader({ name: `${UPLOADS_PREFIX}${file.name}`, size, type: 'file', mtime });
    let written = 0;
    const chunks = size > 0 ? handle.createReadStream({ autoClose: false, end: size - 1 }) : [];
    for await (const chunk of chunks) {
      written += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (written !== size) throw new Error(`${file.name} changed while it was copied`);
    yield tarPadding(size);
  } finally {
    await handle.close();
  }
}

/**
 * Writes `snapshot` to `destination` as one gzip-compressed tar: `manifest.json`, then
 * `database/pglite.tar` (PGlite's own dump of its folder), then `uploads/<file>` for each photo.
 */
export async function writeArchive(
  snapshot: Snapshot,
  dataDir: string,
  destination: Writable,
): Promise<ArchiveSummary> {
  const summary: ArchiveSummary = { uploadFiles: 0, vanishedUploads: 0 };
  async function* entries(): AsyncGenerator<Buffer> {
    const manifest = Buffer.from(`${JSON.stringify(snapshot.manifest, null, 2)}\n`);
    yield encodeTarHeader({ name: MANIFEST_ENTRY, size: manifest.length, type: 'file' });
    yield manifest;
    yield tarPadding(manifest.length);
    const database = snapshot.database;
    yield encodeTarHeader({ name: DATABASE_ENTRY, size: database.size, type: 'file' });
    for await (const chunk of Readable.fromWeb(database.stream() as WebReadableStream)) {
      yield chunk as Buffer;
    }
    yield tarPadding(database.size);
    for (const file of snapshot.uploads) {
      let copied = false;
      for await (const chunk of uploadEntry(dataDir, file)) {
        copied = true;
        yield chunk;
      }
      if (copied) summary.uploadFiles += 1;
      else summary.vanishedUploads += 1;
    }
    yield TAR_END;
  }
  await pipeline(entries, createGzip({ level: 6 }), destination);
  return summary;
}
