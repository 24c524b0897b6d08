import type { Readable } from 'node:stream';

/** A stored photo opened for serving: read as a stream, never buffered whole. */
export interface StoredPhoto {
  stream: Readable;
  size: number;
}

/** Where a public photo may be fetched from the store itself, and for how long to say so. */
export interface SignedPhotoUrl {
  url: string;
  /** How long the redirect to it may be cached: the address stays valid at least that long. */
  maxAgeSeconds: number;
}

/**
 * Where processed photos live. Two places: the local folder `${DATA_DIR}/uploads` (the
 * default, one host) and any S3-compatible object store (`STORAGE_URL`), which several app
 * processes on several hosts share. Names are the public file names (`<id>.webp`,
 * `<id>-thumb.webp`); nothing else is ever stored or opened.
 */
export interface PhotoStorage {
  /** `local` or `s3`, for logs and `move-to-postgres`. */
  readonly kind: 'local' | 's3';
  /** Where it is, for people: a folder or `s3://bucket/prefix`. */
  readonly description: string;
  /**
   * Writes one upload's photo and thumbnail. A reader never sees half a file; on failure
   * nothing of this upload is left behind.
   */
  writeUpload(id: string, files: { large: Buffer; thumbnail: Buffer }): Promise<void>;
  /** Writes one file under its public name (restores and moves). */
  writeFile(name: string, data: Buffer): Promise<void>;
  /** Removes the files of these uploads; files already gone are fine. */
  removeUploads(ids: string[]): Promise<void>;
  /** Opens a file by its public name, or null when the name is not ours or nothing is there. */
  open(name: string): Promise<StoredPhoto | null>;
  /** A file's size in bytes, or null when nothing is there under that name. */
  size(name: string): Promise<number | null>;
  /** Every stored file name, in no particular order. */
  list(): AsyncIterable<string>;
  /**
   * A signed address of a file in the store, when the store is set to hand public photos out
   * that way (S3 with `signed_urls`); absent otherwise. Never for a name that is not ours.
   */
  signedUrl?(name: string): Promise<SignedPhotoUrl | null>;
}

/** File names of an upload's photo and thumbnail (the same names as their public URLs). */
export function uploadFileNames(id: string): { large: string; thumbnail: string } {
  return { large: `${id}.webp`, thumbnail: `${id}-thumb.webp` };
}
