import { createLocalPhotoStorage } from '../uploads/local-photo-storage';
import type { PhotoStorage } from '../uploads/photo-storage';

/** What happened to the photos of the data folder. */
export interface MovedPhotos {
  /** Photo files in the data folder. */
  files: number;
  /** Copied into the object store now (the others were there already, same size). */
  copied: number;
  bytes: number;
}

/**
 * Copies every photo file of `${dataDir}/uploads` into `destination` (an object store), one
 * at a time, skipping files already there with the same size (so a second run resumes), then
 * checks that each is there with its size. The local files are left as they are.
 * @throws Error when a file did not arrive intact.
 */
export async function movePhotos(
  dataDir: string,
  destination: PhotoStorage,
  onProgress: (done: number) => void = () => {},
): Promise<MovedPhotos> {
  const local = createLocalPhotoStorage(dataDir);
  const moved: MovedPhotos = { files: 0, copied: 0, bytes: 0 };
  for await (const name of local.list()) {
    moved.files += 1;
    const size = (await local.size(name))!;
    moved.bytes += size;
    if ((await destination.size(name)) !== size) {
      const file = await local.open(name);
      if (!file) throw new Error(`${name} disappeared from the data folder during the move`);
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      await destination.writeFile(name, Buffer.concat(chunks));
      moved.copied += 1;
    }
    if ((await destination.size(name)) !== size) {
      throw new Error(`${name} did not arrive intact in ${destination.description}`);
    }
    if (moved.files % 100 === 0) onProgress(moved.files);
  }
  return moved;
}
