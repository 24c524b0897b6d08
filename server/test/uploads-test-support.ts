import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';
import { uploads } from '../db/schema';
import type { TestContext } from './build-test-app';
import type { createMember } from './sign-in';

/** Test support of the uploads tests: images made on the fly, multipart bodies, checks. */

type Member = Awaited<ReturnType<typeof createMember>>;

export interface ErrorJson {
  error: { code: string; message: string };
}

/** A temporary data directory for this test file, removed after its tests. */
export function useTempDataDir(): { dataDir: string; uploadsDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  return { dataDir, uploadsDir: path.join(dataDir, 'uploads') };
}

const red = { r: 200, g: 30, b: 40 };

/** A plain image of the given size; `create` is sharp's solid-colour canvas. */
export function canvas(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background: { ...red, alpha: 1 } } });
}

/** A JPEG carrying EXIF with a copyright, a camera and a GPS position (Magic Kingdom). */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return canvas(width, height)
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Walt', Make: 'PhoneCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 25/1 5/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '81/1 34/1 53/1',
      },
    })
    .toBuffer();
}

/** A JPEG whose pixels are stored landscape with EXIF orientation 6 (shown rotated 90°). */
export function rotatedJpeg(width: number, height: number): Promise<Buffer> {
  return canvas(width, height).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

/** A two-frame animated GIF. */
export async function animatedGif(width: number, height: number): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width, height, channels: 4, background } })
      .png()
      .toBuffer();
  const frames = await Promise.all([frame('#ff0000'), frame('#0000ff')]);
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims `width` x `height` pixels (a decompression bomb's shape). */
export function pngClaimingSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from('789c030000000001', 'hex')),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FormPart {
  name: string;
  data: Buffer | string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
}

/** A `multipart/form-data` body and its content type, built by hand (malformed ones too). */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----uploads-test-${crypto.randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One file part in the `file` field. */
export function filePart(
  data: Buffer | string,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
) {
  return { name: 'file', data, filename, contentType };
}

/** `POST /api/uploads` with a multipart body made of `parts`, as `member` (or signed out). */
export function postForm(ctx: TestContext, member: Member | null, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...member?.headers, 'content-type': contentType },
    payload,
  });
}

/** Names of the files in the uploads directory. */
export async function storedFiles(uploadsDir: string): Promise<string[]> {
  return readdir(uploadsDir).catch(() => []);
}

/** The upload rows of a member. */
export async function rowsOf(ctx: TestContext, ownerId: string) {
  return ctx.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));
}

/** Expects the error body `{ error: { code, message } }` with this status. */
export function expectError(
  res: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const { error } = res.json() as ErrorJson;
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
}
