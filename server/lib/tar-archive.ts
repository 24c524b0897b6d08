import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header, Pack, ReadEntry } from 'tar';

/**
 * Writing gzip-compressed tar archives with node-tar (`tar`), streaming: entries are read and
 * compressed a piece at a time, with back-pressure, so neither the archive nor a file entry is
 * ever whole in memory (a `content` entry is, by definition).
 *
 * Entries are regular files only (mode 0600, no owner), with the name given; folders are implied
 * by the names (`data/posts.json`). Every archive is plain ustar (a pax header only for names
 * over 100 bytes or non-ASCII ones), read by any tar.
 */

/** One file of an archive: its text or bytes, or a file on disk copied in as it is when read. */
export type TarEntry =
  { name: string; content: string | Buffer } | { name: string; filePath: string };

/**
 * A file of an archive whose bytes the caller streams itself: exactly `size` bytes must come out
 * of `chunks` (else the archive fails: a file that changed while it was copied).
 */
export interface TarStreamEntry {
  name: string;
  size: number;
  mtime?: Date;
  chunks: AsyncIterable<Buffer | Uint8Array>;
}

type Entries<T> = AsyncIterable<T> | Iterable<T>;

/**
 * `name` when it is safe as an entry name: relative, `/`-separated, without empty, `.` or `..`
 * parts, backslashes or NUL (so extracting the archive anywhere never writes outside its folder).
 * @throws Error otherwise.
 */
export function safeTarName(name: string): string {
  const parts = name.split('/');
  if (
    name === '' ||
    /[\\\0]/.test(name) ||
    /^[a-zA-Z]:/.test(name) ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`unsafe name for an archive entry: ${JSON.stringify(name)}`);
  }
  return name;
}

/** An entry's length, time and bytes; `close` when its file has been copied. */
interface EntrySource {
  size: number;
  mtime: Date;
  chunks: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer>;
  close?: () => Promise<void>;
}

async function openEntry(entry: TarEntry | TarStreamEntry): Promise<EntrySource> {
  if ('content' in entry) {
    const bytes = typeof entry.content === 'string' ? Buffer.from(entry.content) : entry.content;
    return { size: bytes.length, mtime: new Date(), chunks: [bytes] };
  }
  if ('chunks' in entry) {
    return { size: entry.size, mtime: entry.mtime ?? new Date(), chunks: entry.chunks };
  }
  const handle = await open(entry.filePath, 'r');
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new Error(`${entry.filePath} is not a regular file`);
    // The bytes up to the size read now: a file that grows meanwhile is copied as it was.
    const chunks =
      stats.size > 0 ? handle.createReadStream({ autoClose: false, end: stats.size - 1 }) : [];
    return { size: stats.size, mtime: stats.mtime, chunks, close: () => handle.close() };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/** Adds each entry to `pack` in turn, waiting for the archive to take its bytes; then ends it. */
async function addEntries(
  pack: Pack,
  entries: Entries<TarEntry | TarStreamEntry>,
  signal: AbortSignal,
): Promise<void> {
  for await (const entry of entries) {
    signal.throwIfAborted();
    const name = safeTarName(entry.name);
    const source = await openEntry(entry);
    try {
      const body = new ReadEntry(
        new Header({
          path: name,
          type: 'File',
          size: source.size,
          mode: 0o600,
          mtime: source.mtime,
        }),
      );
      pack.add(body);
      let written = 0;
      for await (const chunk of source.chunks) {
        const bytes = Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        written += bytes.length;
        if (written > source.size) break;
        if (!body.write(bytes)) await once(body, 'drain', { signal });
      }
      if (written !== source.size) {
        throw new Error(`${name} changed while it was archived (${source.size} bytes expected)`);
      }
      body.end();
    } finally {
      await source.close?.();
    }
  }
  pack.end();
}

/**
 * Streams a gzip-compressed tar of `entries` into `destination` (a file, a socket, a response),
 * ending it; entries are taken from the iterable one at a time, as the archive needs them.
 * On failure `destination` is destroyed (a reader then finds the archive incomplete).
 * @returns the compressed bytes written.
 * @throws Error for an unsafe name ({@link safeTarName}), a file that cannot be read or that
 *   changed size while it was copied, or the destination's error.
 */
export async function pipeTarGz(
  destination: Writable,
  entries: Entries<TarEntry | TarStreamEntry>,
  options: { level?: number } = {},
): Promise<{ bytes: number }> {
  const pack = new Pack({ portable: true });
  const controller = new AbortController();
  let failure: unknown;
  const fail = (err: unknown) => {
    failure ??= err;
    controller.abort(err);
  };
  let bytes = 0;
  await Promise.all([
    addEntries(pack, entries, controller.signal).catch(fail),
    pipeline(
      Readable.from(pack),
      createGzip({ level: options.level ?? 6 }),
      async function* count(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          bytes += chunk.length;
          yield chunk;
        }
      },
      destination,
      { signal: controller.signal },
    ).catch(fail),
  ]);
  if (failure !== undefined) throw failure;
  return { bytes };
}

/**
 * Writes a gzip-compressed tar of `entries` to the file `path` (created with mode 0600, or
 * replaced), streaming. A file entry is read when its turn comes. When writing fails, the file
 * is removed.
 *
 * ```ts
 * await writeTarGz('/tmp/my-data.tar.gz', [
 *   { name: 'profile.json', content: JSON.stringify(profile) },
 *   { name: 'photos/castle.webp', filePath: '/data/uploads/1234.webp' },
 * ]);
 * ```
 * @throws Error as {@link pipeTarGz} does.
 */
export async function writeTarGz(
  path: string,
  entries: Entries<TarEntry | TarStreamEntry>,
): Promise<{ bytes: number }> {
  try {
    return await pipeTarGz(createWriteStream(path, { mode: 0o600 }), entries);
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
}
