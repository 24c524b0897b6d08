import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where members' data archives live: `${dataDir}/exports`, beside the database and the photos,
 * never under a folder the server serves; only `GET /api/me/data-export/download` reads them,
 * for their owner.
 */
export function exportsDirectory(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** The archive of request `id` on disk (named by the request's id, never by anything typed). */
export function exportFilePath(dataDir: string, id: string): string {
  return path.join(exportsDirectory(dataDir), `${id}.tar.gz`);
}

/** A temporary name to write an archive under before it is renamed into place. */
export async function prepareExportFile(
  dataDir: string,
  id: string,
): Promise<{ partial: string; commit(): Promise<void> }> {
  await mkdir(exportsDirectory(dataDir), { recursive: true, mode: 0o700 });
  const final = exportFilePath(dataDir, id);
  const partial = `${final}.partial`;
  return { partial, commit: () => rename(partial, final) };
}

/** Removes a file; one already gone (or whose folder is) is fine. */
async function removeFile(file: string): Promise<void> {
  try {
    await rm(file, { force: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOTDIR') throw err;
  }
}

/** Removes the archives of these requests; files already gone are fine. */
export async function removeExportFiles(dataDir: string, ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.flatMap((id) => {
      const file = exportFilePath(dataDir, id);
      return [removeFile(file), removeFile(`${file}.partial`)];
    }),
  );
}
