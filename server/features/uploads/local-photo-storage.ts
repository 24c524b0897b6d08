import { randomUUID } from 'node:crypto';
import { mkdir, open, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_FILE_NAME_PATTERN } from '../../../common/features/uploads/upload-limits';
import { uploadFileNames, type PhotoStorage, type StoredPhoto } from './photo-storage';

/** Where processed photos live on the local disk: `${dataDir}/uploads`. */
export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

const REMOVE_BATCH = 50;

/**
 * Photos in `${dataDir}/uploads` (the default): one host. Each file is written under a
 * temporary name, then renamed into place, so a reader never sees half a file.
 */
export function createLocalPhotoStorage(dataDir: string): PhotoStorage {
  const directory = uploadsDirectory(dataDir);

  async function writeFiles(entries: { name: string; data: Buffer }[]): Promise<void> {
    await mkdir(directory, { recursive: true });
    const temporary = entries.map(({ name }) =>
      path.join(directory, `.${name}.${randomUUID()}.tmp`),
    );
    try {
      await Promise.all(
        entries.map(({ data }, index) => writeFile(temporary[index]!, data, { flag: 'wx' })),
      );
      await Promise.all(
        entries.map(({ name }, index) => rename(temporary[index]!, path.join(directory, name))),
      );
    } catch (err) {
      await Promise.all(temporary.map((file) => rm(file, { force: true })));
      await Promise.all(entries.map(({ name }) => rm(path.join(directory, name), { force: true })));
      throw err;
    }
  }

  return {
    kind: 'local',
    description: directory,
    async writeUpload(id, files) {
      const names = uploadFileNames(id);
      await writeFiles([
        { name: names.large, data: files.large },
        { name: names.thumbnail, data: files.thumbnail },
      ]);
    },
    async writeFile(name, data) {
      if (!UPLOAD_FILE_NAME_PATTERN.test(name)) throw new Error(`Not a photo's file name: ${name}`);
      await writeFiles([{ name, data }]);
    },
    async removeUploads(ids) {
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
    },
    open: (name) => openLocalPhoto(directory, name),
    async size(name) {
      if (!UPLOAD_FILE_NAME_PATTERN.test(name)) return null;
      try {
        const stats = await stat(path.join(directory, name));
        return stats.isFile() ? stats.size : null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async *list() {
      let dir;
      try {
        dir = await opendir(directory);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for await (const entry of dir) {
        if (entry.isFile() && UPLOAD_FILE_NAME_PATTERN.test(entry.name)) yield entry.name;
      }
    },
  };
}

/**
 * Opens a photo by its public file name, or null when the name is not one of ours (so no path
 * outside the directory can be reached) or the file does not exist.
 */
async function openLocalPhoto(directory: string, name: string): Promise<StoredPhoto | null> {
  if (!UPLOAD_FILE_NAME_PATTERN.test(name)) return null;
  let handle;
  try {
    handle = await open(path.join(directory, name), 'r');
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
