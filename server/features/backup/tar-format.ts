/**
 * The few parts of the POSIX ustar format a backup needs: regular files and folders, names up to
 * 255 bytes, sizes up to 8 GiB. Written and read with Node's own streams (no tar dependency).
 */

export const TAR_BLOCK = 512;
/** Two empty blocks end an archive. */
export const TAR_END = Buffer.alloc(TAR_BLOCK * 2);
const MAX_SIZE = 8 ** 11 - 1;

export interface TarHeader {
  name: string;
  size: number;
  type: 'file' | 'directory' | 'other';
  mtime: Date;
}

function writeText(block: Buffer, offset: number, length: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new Error(`tar field too long: ${text}`);
  bytes.copy(block, offset);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  writeText(block, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

/** Splits a name into ustar's prefix (up to 155 bytes) and name (up to 100 bytes). */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  const slash = name.lastIndexOf('/', 155);
  const prefix = name.slice(0, slash);
  const rest = name.slice(slash + 1);
  if (slash <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100) {
    throw new Error(`name too long for a tar archive: ${name}`);
  }
  return { prefix, name: rest };
}

/** The 512-byte header of a regular file (`size` bytes follow it) or a folder. */
export function encodeTarHeader(entry: {
  name: string;
  size: number;
  type: 'file' | 'directory';
  mtime?: Date;
}): Buffer {
  if (entry.size > MAX_SIZE) throw new Error(`${entry.name} is too large for a tar archive`);
  const block = Buffer.alloc(TAR_BLOCK);
  const { prefix, name } = splitName(entry.name);
  writeText(block, 0, 100, name);
  writeOctal(block, 100, 8, entry.type === 'directory' ? 0o700 : 0o600);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, entry.type === 'directory' ? 0 : entry.size);
  writeOctal(block, 136, 12, Math.floor((entry.mtime ?? new Date()).getTime() / 1000));
  block.fill(' ', 148, 156);
  block.write(entry.type === 'directory' ? '5' : '0', 156, 'latin1');
  writeText(block, 257, 6, 'ustar\0');
  writeText(block, 263, 2, '00');
  writeText(block, 345, 155, prefix);
  let sum = 0;
  for (const byte of block) sum += byte;
  writeText(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

/** Zero bytes that fill a file's data up to a whole block. */
export function tarPadding(size: number): Buffer {
  const rest = size % TAR_BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : TAR_BLOCK - rest);
}

function readText(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readText(block, offset, length).trim();
  return text === '' ? 0 : parseInt(text, 8);
}

/**
 * Parses a header block; null for an empty block (the end of the archive).
 * @throws Error when the block is not a ustar header (checksum, magic).
 */
export function decodeTarHeader(block: Buffer): TarHeader | null {
  if (block.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let i = 0; i < TAR_BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  if (sum !== readOctal(block, 148, 8) || !readText(block, 257, 6).startsWith('ustar')) {
    throw new Error('not a backup archive (damaged or not a tar file)');
  }
  const prefix = readText(block, 345, 155);
  const name = readText(block, 0, 100);
  const flag = String.fromCharCode(block[156]!);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: readOctal(block, 124, 12),
    type: flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : 'other',
    mtime: new Date(readOctal(block, 136, 12) * 1000),
  };
}
