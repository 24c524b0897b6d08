import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { uploadCreatedSchema } from '../../../common/features/uploads/uploads.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import {
  animatedGif,
  canvas,
  expectError,
  filePart,
  jpegWithGps,
  postForm,
  rotatedJpeg,
  rowsOf,
  storedFiles,
  useTempDataDir,
} from '../../test/uploads-test-support';

const { dataDir, uploadsDir } = useTempDataDir();

/** Chunk ids of a WebP (RIFF) file: VP8/VP8L/VP8X, ALPH, and never EXIF, XMP or ICCP. */
function webpChunks(data: Buffer): string[] {
  expect(data.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(data.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const chunks: string[] = [];
  for (let offset = 12; offset + 8 <= data.length;) {
    const size = data.readUInt32LE(offset + 4);
    chunks.push(data.subarray(offset, offset + 4).toString('latin1'));
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

describeEachDatabase(
  'POST /api/uploads',
  (ctx) => {
    it('answers 401 to a visitor and stores nothing', async () => {
      const before = await storedFiles(uploadsDir);
      const res = await postForm(ctx(), null, [filePart(await jpegWithGps())]);
      expectError(res, 401, 'unauthorized');
      expect(await storedFiles(uploadsDir)).toEqual(before);
    });

    it('stores a JPEG as WebP files and an unused row of the member', async () => {
      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, [filePart(await jpegWithGps(640, 480))]);
      expect(res.statusCode).toBe(201);
      const body = uploadCreatedSchema.parse(res.json());
      expect(Object.keys(res.json() as object).sort()).toEqual(
        ['alt', 'height', 'id', 'thumbnailUrl', 'url', 'width'].sort(),
      );
      expect(body).toMatchObject({
        url: `/uploads/${body.id}.webp`,
        thumbnailUrl: `/uploads/${body.id}-thumb.webp`,
        width: 640,
        height: 480,
      });
      const large = await readFile(path.join(uploadsDir, `${body.id}.webp`));
      const thumb = await readFile(path.join(uploadsDir, `${body.id}-thumb.webp`));
      expect(await sharp(large).metadata()).toMatchObject({
        format: 'webp',
        width: 640,
        height: 480,
      });
      expect(await sharp(thumb).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 300,
      });
      const [row] = await rowsOf(ctx(), member.id);
      expect(row).toMatchObject({
        id: body.id,
        ownerId: member.id,
        postId: null,
        position: null,
        usedAt: null,
        width: 640,
        height: 480,
        thumbnailWidth: 400,
        thumbnailHeight: 300,
        byteSize: large.length + thumb.length,
      });
      expect((await storedFiles(uploadsDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });

    it('strips EXIF and GPS: neither file keeps any metadata', async () => {
      const input = await jpegWithGps(800, 600);
      const inputMeta = await sharp(input).metadata();
      // The fixture really carries GPS: the EXIF holds the GPS IFD pointer (tag 0x8825).
      expect(inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
      expect(inputMeta.exif?.includes(Buffer.from('PhoneCam'))).toBe(true);

      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, [filePart(input)]);
      expect(res.statusCode).toBe(201);
      const { id } = uploadCreatedSchema.parse(res.json());
      for (const name of [`${id}.webp`, `${id}-thumb.webp`]) {
        const data = await readFile(path.join(uploadsDir, name));
        const meta = await sharp(data).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        for (const chunk of webpChunks(data)) expect(['EXIF', 'XMP ', 'ICCP']).not.toContain(chunk);
        expect(data.includes(Buffer.from('PhoneCam'))).toBe(false);
        expect(data.includes(Buffer.from('Walt'))).toBe(false);
      }
    });

    it('drops a colour profile (the output is plain sRGB)', async () => {
      const input = await canvas(50, 50).jpeg().withIccProfile('p3').toBuffer();
      expect((await sharp(input).metadata()).icc).toBeDefined();
      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, [filePart(input)]);
      const { id } = uploadCreatedSchema.parse(res.json());
      const meta = await sharp(path.join(uploadsDir, `${id}.webp`)).metadata();
      expect(meta.icc).toBeUndefined();
      expect(meta.space).toBe('srgb');
    });

    it('turns a photo upright from its EXIF orientation', async () => {
      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, [filePart(await rotatedJpeg(120, 60))]);
      expect(uploadCreatedSchema.parse(res.json())).toMatchObject({ width: 60, height: 120 });
    });

    it('scales the long side down to 2048 px and the thumbnail to 400 px, keeping the aspect', async () => {
      const member = await createMember(ctx().db);
      const wide = await canvas(4000, 1000).png().toBuffer();
      const res = await postForm(ctx(), member, [filePart(wide, 'wide.png', 'image/png')]);
      const body = uploadCreatedSchema.parse(res.json());
      expect(body).toMatchObject({ width: 2048, height: 512 });
      const thumb = await sharp(path.join(uploadsDir, `${body.id}-thumb.webp`)).metadata();
      expect([thumb.width, thumb.height]).toEqual([400, 100]);

      const tall = await canvas(900, 3000).jpeg().toBuffer();
      const tallBody = uploadCreatedSchema.parse(
        (await postForm(ctx(), member, [filePart(tall)])).json(),
      );
      expect([tallBody.width, tallBody.height]).toEqual([614, 2048]);
      const tallThumb = await sharp(path.join(uploadsDir, `${tallBody.id}-thumb.webp`)).metadata();
      expect([tallThumb.width, tallThumb.height]).toEqual([120, 400]);
    });

    it('never enlarges a small image', async () => {
      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, [
        filePart(await canvas(300, 200).jpeg().toBuffer()),
      ]);
      const body = uploadCreatedSchema.parse(res.json());
      expect([body.width, body.height]).toEqual([300, 200]);
      const thumb = await sharp(path.join(uploadsDir, `${body.id}-thumb.webp`)).metadata();
      expect([thumb.width, thumb.height]).toEqual([300, 200]);
    });

    const formats: [string, () => Promise<Buffer>][] = [
      ['JPEG', () => canvas(40, 30).jpeg().toBuffer()],
      ['PNG', () => canvas(40, 30, 4).png().toBuffer()],
      ['WebP', () => canvas(40, 30).webp().toBuffer()],
      ['GIF', () => canvas(40, 30).gif().toBuffer()],
      ['AVIF', () => canvas(40, 30).avif().toBuffer()],
    ];
    it.each(formats)('accepts %s, judged by content whatever the name says', async (_, make) => {
      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, [
        filePart(await make(), 'misnamed.txt', 'text/plain'),
      ]);
      expect(res.statusCode).toBe(201);
      const body = uploadCreatedSchema.parse(res.json());
      expect([body.width, body.height]).toEqual([40, 30]);
      const meta = await sharp(path.join(uploadsDir, `${body.id}.webp`)).metadata();
      expect(meta.format).toBe('webp');
    });

    it('keeps the first frame of an animated GIF', async () => {
      const gif = await animatedGif(30, 20);
      expect((await sharp(gif, { pages: -1 }).metadata()).pages).toBe(2);
      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, [filePart(gif, 'anim.gif', 'image/gif')]);
      const body = uploadCreatedSchema.parse(res.json());
      expect([body.width, body.height]).toEqual([30, 20]);
      const meta = await sharp(path.join(uploadsDir, `${body.id}.webp`)).metadata();
      expect(meta.pages ?? 1).toBe(1);
    });
  },
  { dataDir },
);
