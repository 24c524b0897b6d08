import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { TAR_END, decodeTarHeader, encodeTarHeader, tarPadding } from './tar-format';
import { readTarFiles } from './tar-reader';

function archive(files: { name: string; data: Buffer }[]): Buffer {
  return Buffer.concat([
    ...files.flatMap(({ name, data }) => [
      encodeTarHeader({ name, size: data.length, type: 'file' }),
      data,
      tarPadding(data.length),
    ]),
    TAR_END,
  ]);
}

/** Feeds `bytes` in uneven chunks, as a socket or gunzip does. */
async function readAll(bytes: Buffer, chunkSize = 777) {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += chunkSize) {
    chunks.push(bytes.subarray(start, start + chunkSize));
  }
  const files = [];
  for await (const file of readTarFiles(Readable.from(chunks))) files.push(file);
  return files;
}

describe('backup tar format', () => {
  it('reads back what it writes: empty files, block-sized files, long names', async () => {
    const longName = `uploads/${'a'.repeat(90)}/${'b'.repeat(95)}.webp`;
    const files = [
      { name: 'manifest.json', data: Buffer.from('{"format":"x"}\n') },
      { name: 'empty', data: Buffer.alloc(0) },
      { name: 'block', data: Buffer.alloc(512, 7) },
      { name: longName, data: Buffer.from('photo bytes') },
    ];
    const read = await readAll(archive(files));
    expect(read.map((file) => [file.name, file.data.toString('hex')])).toEqual(
      files.map((file) => [file.name, file.data.toString('hex')]),
    );
  });

  it('writes ustar headers with a checksum, and refuses a damaged one', () => {
    const header = encodeTarHeader({ name: 'manifest.json', size: 10, type: 'file' });
    expect(header.subarray(257, 262).toString()).toBe('ustar');
    expect(decodeTarHeader(header)).toMatchObject({ name: 'manifest.json', size: 10 });
    header[0] = 'M'.charCodeAt(0);
    expect(() => decodeTarHeader(header)).toThrow('not a backup archive');
  });

  it('finds a truncated archive out', async () => {
    const whole = archive([{ name: 'database/pglite.tar', data: Buffer.alloc(5000, 1) }]);
    await expect(readAll(whole.subarray(0, 3000))).rejects.toThrow('ends early');
  });

  it('refuses names that do not fit', () => {
    expect(() => encodeTarHeader({ name: 'x'.repeat(300), size: 0, type: 'file' })).toThrow(
      'name too long',
    );
  });
});
