import { expect, it } from 'vitest';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_RATE_LIMIT,
} from '../../../common/features/uploads/uploads.contract';
import { rateLimits } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import {
  canvas,
  expectError,
  filePart,
  pngClaimingSize,
  postForm,
  rowsOf,
  storedFiles,
  useTempDataDir,
  type ErrorJson,
  type FormPart,
} from '../../test/uploads-test-support';

const { dataDir, uploadsDir } = useTempDataDir();

describeEachDatabase(
  'POST /api/uploads refusals',
  (ctx) => {
    const unsupported: [string, Buffer | string, string, string][] = [
      ['a text file named .jpg', 'just some notes, not a photo', 'photo.jpg', 'image/jpeg'],
      [
        'an SVG',
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        'photo.svg',
        'image/svg+xml',
      ],
      ['an HTML page', '<!doctype html><script>alert(1)</script>', 'photo.png', 'image/png'],
      ['a PDF', '%PDF-1.4\n1 0 obj << >> endobj\n', 'photo.jpg', 'image/jpeg'],
      [
        'a HEIC (an ftyp box without the avif brand)',
        Buffer.concat([Buffer.from('00000018667479706865696300000000', 'hex'), Buffer.alloc(64)]),
        'photo.avif',
        'image/avif',
      ],
      ['a TIFF', Buffer.concat([Buffer.from('49492a00', 'hex'), Buffer.alloc(64)]), 'a.jpg', ''],
    ];
    it.each(unsupported)(
      'answers 415 to %s and stores nothing',
      async (_, data, filename, type) => {
        const member = await createMember(ctx().db);
        const before = await storedFiles(uploadsDir);
        const res = await postForm(ctx(), member, [filePart(data, filename, type)]);
        expectError(res, 415, 'unsupported_media_type');
        expect(await storedFiles(uploadsDir)).toEqual(before);
        expect(await rowsOf(ctx(), member.id)).toEqual([]);
      },
    );

    it('answers 415 when the content does not match its magic bytes (PNG header on a GIF)', async () => {
      const gif = await canvas(10, 10).gif().toBuffer();
      const forged = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), gif]);
      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, [filePart(forged, 'a.png', 'image/png')]);
      expect([415, 422]).toContain(res.statusCode);
      expect(await rowsOf(ctx(), member.id)).toEqual([]);
    });

    it('answers 422 to a damaged JPEG', async () => {
      const member = await createMember(ctx().db);
      const damaged = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(200, 7)]);
      const res = await postForm(ctx(), member, [filePart(damaged)]);
      expectError(res, 422, 'unprocessable');
      expect(await rowsOf(ctx(), member.id)).toEqual([]);
    });

    it('answers 422 to a decompression bomb (more than 50 megapixels)', async () => {
      const member = await createMember(ctx().db);
      for (const [width, height] of [
        [8000, 6500],
        [20_000, 20_000],
        [1, 60_000_000],
      ] as const) {
        const bomb = pngClaimingSize(width, height);
        expect(bomb.length).toBeLessThan(100);
        const res = await postForm(ctx(), member, [filePart(bomb, 'bomb.png', 'image/png')]);
        expectError(res, 422, 'unprocessable');
        expect((res.json() as ErrorJson).error.message).toMatch(/50 megapixels/);
      }
      expect(await rowsOf(ctx(), member.id)).toEqual([]);
    });

    it('answers 413 to a file over 10 MB and stores nothing', async () => {
      const member = await createMember(ctx().db);
      const before = await storedFiles(uploadsDir);
      const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x5a);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      const res = await postForm(ctx(), member, [filePart(big)]);
      expectError(res, 413, 'payload_too_large');
      expect((res.json() as ErrorJson).error.message).toMatch(/10 MB/);
      expect(await storedFiles(uploadsDir)).toEqual(before);
      expect(await rowsOf(ctx(), member.id)).toEqual([]);
    });

    it('answers 413 over a real connection while the oversize body is still streaming', async () => {
      const member = await createMember(ctx().db);
      const address = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
      const form = new FormData();
      const big = new Uint8Array(UPLOAD_MAX_BYTES + 512 * 1024);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      form.append('file', new Blob([big], { type: 'image/jpeg' }), 'big.jpg');
      const res = await fetch(`${address}/api/uploads`, {
        method: 'POST',
        headers: member.headers,
        body: form,
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as ErrorJson).error.code).toBe('payload_too_large');
      // The same connection pool keeps working.
      const ok = new FormData();
      ok.append('file', new Blob([await canvas(20, 20).jpeg().toBuffer()]), 'ok.jpg');
      const second = await fetch(`${address}/api/uploads`, {
        method: 'POST',
        headers: member.headers,
        body: ok,
      });
      expect(second.status).toBe(201);
      expect(await rowsOf(ctx(), member.id)).toHaveLength(1);
    });

    it('accepts a file of exactly 10 MB as far as size goes', async () => {
      const member = await createMember(ctx().db);
      const exact = Buffer.alloc(UPLOAD_MAX_BYTES, 0x20);
      exact.write('just text, exactly at the limit');
      const res = await postForm(ctx(), member, [filePart(exact)]);
      expectError(res, 415, 'unsupported_media_type');
    });

    const jpegStart = Buffer.from('ffd8ffe0', 'hex');
    const badForms: [string, FormPart[]][] = [
      ['no part at all', []],
      ['only a text field', [{ name: 'file', data: 'not a file' }]],
      ['the file under another name', [{ ...filePart(jpegStart), name: 'photo' }]],
      ['two files', [filePart(jpegStart), filePart(jpegStart)]],
      ['three files', [filePart(jpegStart), filePart(jpegStart), filePart(jpegStart)]],
      ['a file and an extra field', [filePart(jpegStart), { name: 'caption', data: 'hi' }]],
      ['an extra field and a file', [{ name: 'caption', data: 'hi' }, filePart(jpegStart)]],
      ['an empty file', [filePart(Buffer.alloc(0))]],
    ];
    it.each(badForms)('answers 400 to a form with %s', async (_, parts) => {
      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, parts);
      expectError(res, 400, 'bad_request');
      expect(await rowsOf(ctx(), member.id)).toEqual([]);
    });

    it('answers 400 to two real photos in one request', async () => {
      const member = await createMember(ctx().db);
      const photo = await canvas(20, 20).jpeg().toBuffer();
      const res = await postForm(ctx(), member, [filePart(photo), filePart(photo)]);
      expectError(res, 400, 'bad_request');
      expect(await rowsOf(ctx(), member.id)).toEqual([]);
    });

    const badRequests: [string, Record<string, string>, string | Buffer | undefined][] = [
      ['a JSON body', { 'content-type': 'application/json' }, '{"file":"x"}'],
      ['a text body', { 'content-type': 'text/plain' }, 'hello'],
      ['a raw image body', { 'content-type': 'image/jpeg' }, Buffer.from('ffd8ffe0', 'hex')],
      ['no body', {}, undefined],
      ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, 'xx'],
      [
        'a cut-short multipart body',
        { 'content-type': 'multipart/form-data; boundary=abc' },
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8',
      ],
    ];
    it.each(badRequests)('answers 400 to %s', async (_, headers, payload) => {
      const member = await createMember(ctx().db);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...member.headers, ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as ErrorJson).error.message.length).toBeGreaterThan(0);
      expect(await rowsOf(ctx(), member.id)).toEqual([]);
    });

    it(`accepts ${UPLOAD_RATE_LIMIT.max} uploads an hour per member, then answers 429`, async () => {
      const member = await createMember(ctx().db);
      const photo = await canvas(10, 10).jpeg().toBuffer();
      await ctx()
        .db.insert(rateLimits)
        .values({
          key: `uploads:${member.id}`,
          count: UPLOAD_RATE_LIMIT.max - 1,
          windowEndsAt: new Date(Date.now() + 30 * 60 * 1000),
        });
      expect((await postForm(ctx(), member, [filePart(photo)])).statusCode).toBe(201);
      const limited = await postForm(ctx(), member, [filePart(photo)]);
      expectError(limited, 429, 'rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rowsOf(ctx(), member.id)).toHaveLength(1);

      const other = await createMember(ctx().db);
      expect((await postForm(ctx(), other, [filePart(photo)])).statusCode).toBe(201);
    });
  },
  { dataDir },
);
