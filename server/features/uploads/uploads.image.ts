import { open } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import {
  UPLOAD_LONG_SIDE_MAX,
  UPLOAD_MAX_PIXELS,
  UPLOAD_THUMBNAIL_LONG_SIDE,
} from '../../../common/features/uploads/uploads.contract';
import { AppError } from '../../lib/app-error';
import type { ImageJobQueue } from './uploads.queue';

/** Image formats accepted, recognised by their first bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** One encoded WebP with its pixel size. */
export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A photo re-encoded for storage: the large WebP and its thumbnail, without metadata. */
export interface ProcessedImage {
  large: EncodedImage;
  thumbnail: EncodedImage;
}

const unsupported = () =>
  new AppError(
    'unsupported_media_type',
    'This file is not a supported image. Upload a JPEG, PNG, WebP, GIF or AVIF photo.',
  );
const unreadable = () =>
  new AppError('unprocessable', 'This image could not be read. It may be damaged.');
const tooManyPixels = () =>
  new AppError(
    'unprocessable',
    `This image has too many pixels (at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels).`,
  );

/** libvips refuses to open an image over `limitInputPixels` with this message. */
const isPixelLimitError = (err: unknown) =>
  err instanceof Error && /exceeds pixel limit/i.test(err.message);

const ascii = (data: Buffer, start: number, end: number) =>
  data.subarray(start, end).toString('latin1');

/** AVIF is an ISO-BMFF file whose `ftyp` box names the `avif` or `avis` brand. */
function isAvif(data: Buffer): boolean {
  if (data.length < 16 || ascii(data, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(data.readUInt32BE(0), data.length, 256);
  const brands = [ascii(data, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    brands.push(ascii(data, offset, offset + 4));
  }
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * The image format of `data` from its magic bytes (never from a name or a declared type), or
 * null for anything else (SVG, HTML, HEIC, TIFF, PDF, text…), which is never handed to a decoder.
 */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) {
    return 'png';
  }
  if (data.length >= 6 && /^GIF8[79]a$/.test(ascii(data, 0, 6))) return 'gif';
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') {
    return 'webp';
  }
  return isAvif(data) ? 'avif' : null;
}

/** Whether libvips decoded the same format the magic bytes announced. */
function isSameFormat(expected: ImageFormat, metadata: Metadata): boolean {
  if (expected === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === expected;
}

const decodeOptions: SharpOptions = {
  limitInputPixels: UPLOAD_MAX_PIXELS,
  // Slightly truncated camera files still decode; only real errors fail.
  failOn: 'error',
  // Animated GIF/WebP: the first frame only.
  pages: 1,
};

async function encodeWebp(image: Sharp, longSide: number, quality: number): Promise<EncodedImage> {
  const { data, info } = await image
    .clone()
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Sets sharp up for a server that decodes photos one queued job at a time (see
 * `uploads.queue.ts`): one libvips thread per image, so a photo never takes every core from the
 * API, and no operation cache, so memory goes back once a photo is done. Process-wide.
 */
export function configureImageProcessing(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}

/**
 * Checks a photo (`source`: its bytes, or the path of the file it was received into) by content
 * and re-encodes it as WebP: the photo (long side at most 2048 px)
 * and a thumbnail (long side at most 400 px), turned upright from its EXIF orientation, in
 * sRGB, with every piece of metadata (EXIF, GPS, XMP, ICC profiles) left out. The checks read
 * only the header, at once; the decoding waits for its turn in `queue`.
 * @throws AppError 415 when it is not a JPEG, PNG, WebP, GIF or AVIF image; 422 when it is
 *   damaged or larger than {@link UPLOAD_MAX_PIXELS}; 503 when the queue is full.
 */
export async function processImage(
  source: Buffer | string,
  queue: ImageJobQueue,
): Promise<ProcessedImage> {
  const format = sniffImageFormat(typeof source === 'string' ? await readHead(source) : source);
  if (!format) throw unsupported();
  let metadata: Metadata;
  try {
    metadata = await sharp(source, decodeOptions).metadata();
  } catch (err) {
    throw isPixelLimitError(err) ? tooManyPixels() : unreadable();
  }
  if (!isSameFormat(format, metadata)) throw unsupported();
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width * height > UPLOAD_MAX_PIXELS) throw tooManyPixels();

  return queue.run(() => encodeImage(source));
}

/** A file's first bytes: all {@link sniffImageFormat} looks at (an AVIF brand list included). */
async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The decoding and encoding of {@link processImage}: the part that takes memory and time. */
async function encodeImage(source: Buffer | string): Promise<ProcessedImage> {
  // No `withMetadata`/`keepMetadata`: sharp writes none and converts to sRGB.
  const upright = sharp(source, decodeOptions).autoOrient();
  try {
    const [large, thumbnail] = await Promise.all([
      encodeWebp(upright, UPLOAD_LONG_SIDE_MAX, 82),
      encodeWebp(upright, UPLOAD_THUMBNAIL_LONG_SIDE, 75),
    ]);
    return { large, thumbnail };
  } catch (err) {
    throw isPixelLimitError(err) ? tooManyPixels() : unreadable();
  }
}
