import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_FILE_NAME_PATTERN } from '../../../common/features/uploads/uploads.contract';

/** Where processed photos live: `${dataDir}/uploads`. */
export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** File names of an upload's photo and thumbnail (the same names as their public URLs). */
export function uploadFileNames(id: string): { large: string; thumbnail: string } {
  return { large: `${id}.webp`, thumbnail: `${id}-thumb.webp` };
}

/**
 * Writes the upload's files: each first under a temporary name, then renamed into place, so a
 * reader never sees half a file. On failure nothing of this upload is left behind.
 */
export async function writeUploadFiles(
  dataDir: string,
  id: string,
  files: { large: Buffer; thumbnail: Buffer },
): Promise<void> {
  const directory = uploadsDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const names = uploadFileNames(id);
  const entries = [
    { name: names.large, data: files.large },
    { name: names.thumbnail, data: files.thumbnail },
  ];
  const temporary = entries.map(({ name }) => path.join(directory, `.${name}.${randomUUID()}.tmp`));
  try {
    await Promise.all(
      entries.map(({ data }, index) => writeFile(temporary[index]!, data, { flag: 'wx' })),
    );
    await Promise.all(
      entries.map(({ name }, index) => rename(temporary[index]!, path.join(directory, name))),
    );
  } catch (err) {
    await Promise.all(temporary.map((file) => rm(file, { force: true })));
    await removeUploadFiles(dataDir, [id]);
    throw err;
  }
}

const REMOVE_BATCH = 50;

/** Removes the files of these uploads; files already gone are fine. */
export async function removeUploadFiles(dataDir: string, ids: string[]): Promise<void> {
  const directory = uploadsDirectory(dataDir);
  for (let start = 0; start < ids.length; start += REMOVE_BATCH) {
    await Promise.all(
      ids.slice(start, start + REMOVE_BATCH).flatMap((id) => {
        const names = uploadFileNames(id);
        return [names.large, names.thumbnail].map((name) =>
          rm(path.join(directory, name), { force: true }),
        );
      }),
    );
  }
}

/**
 * Opens a served photo by its public file name, or null when the name is not one of ours
 * (so no path outside the directory can be reached) or the file does not exist.
 */
export async function openUploadFile(
  dataDir: string,
  name: string,
): Promise<{ stream: Readable; size: number } | null> {
  if (!UPLOAD_FILE_NAME_PATTERN.test(name)) return null;
  let handle;
  try {
    handle = await open(path.join(uploadsDirectory(dataDir), name), 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    return { stream: handle.createReadStream(), size: stats.size };
  } catch (err) {
    await handle.close();
    throw err;
  }
}
