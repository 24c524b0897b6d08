import { TAR_BLOCK, decodeTarHeader, type TarHeader } from './tar-format';

/** One file of an archive, its data whole in memory (backup entries are photos and one database). */
export interface TarFile extends TarHeader {
  data: Buffer;
}

/** Collects stream chunks and hands them out in exact lengths without copying more than once. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  take(length: number): Buffer {
    const whole = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = whole.length > length ? [whole.subarray(length)] : [];
    this.length -= length;
    return whole.subarray(0, length);
  }
}

/**
 * Reads a (decompressed) tar stream: yields each regular file with its data, skips folders.
 * @throws Error when the stream ends before the end-of-archive blocks (a truncated backup) or
 *   holds something that is not a ustar header.
 */
export async function* readTarFiles(stream: AsyncIterable<Buffer>): AsyncGenerator<TarFile> {
  const queue = new ByteQueue();
  let header: TarHeader | null = null;
  let needed = TAR_BLOCK;
  for await (const chunk of stream) {
    queue.push(chunk);
    while (queue.length >= needed) {
      if (!header) {
        header = decodeTarHeader(queue.take(TAR_BLOCK));
        if (!header) return;
        needed = Math.ceil(header.size / TAR_BLOCK) * TAR_BLOCK;
        if (needed > 0) continue;
      }
      const data = queue.take(needed).subarray(0, header.size);
      if (header.type === 'file') yield { ...header, data: Buffer.from(data) };
      header = null;
      needed = TAR_BLOCK;
    }
  }
  throw new Error('the backup ends early: the file is incomplete');
}
