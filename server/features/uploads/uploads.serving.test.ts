import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { uploadCreatedSchema } from '../../../common/features/uploads/uploads.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import {
  canvas,
  expectError,
  filePart,
  postForm,
  useTempDataDir,
} from '../../test/uploads-test-support';

const { dataDir } = useTempDataDir();

describeEachDatabase(
  'GET /uploads/*',
  (ctx) => {
    async function uploadPhoto() {
      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, [
        filePart(await canvas(500, 250).jpeg().toBuffer()),
      ]);
      return uploadCreatedSchema.parse(res.json());
    }

    it('serves the photo and its thumbnail as long-cached WebP', async () => {
      const photo = await uploadPhoto();
      for (const [url, width] of [
        [photo.url, 500],
        [photo.thumbnailUrl, 400],
      ] as const) {
        const res = await ctx().app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'gzip, br' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
        // No sign-in needed: photos are public, like the posts that show them.
      }
    });

    it('answers HEAD and a matching If-None-Match', async () => {
      const photo = await uploadPhoto();
      const head = await ctx().app.inject({ method: 'HEAD', url: photo.url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/webp');
      const etag = head.headers.etag as string;
      expect(etag).toBe(`"${photo.id}"`);
      const cached = await ctx().app.inject({
        method: 'GET',
        url: photo.url,
        headers: { 'if-none-match': etag },
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
    });

    it('answers a JSON 404 for an unknown photo', async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/uploads/${crypto.randomUUID()}.webp`,
      });
      expectError(res, 404, 'not_found');
      expect(res.headers['content-type']).toMatch(/application\/json/);
    });

    it('never serves anything outside the uploads directory', async () => {
      const photo = await uploadPhoto();
      await writeFile(path.join(dataDir, 'secret.webp'), 'TOP-SECRET-CONTENT');
      await writeFile(path.join(dataDir, `${photo.id}.txt`), 'TOP-SECRET-CONTENT');
      const attempts = [
        '/uploads/../secret.webp',
        '/uploads/..%2fsecret.webp',
        '/uploads/%2e%2e%2fsecret.webp',
        '/uploads/..%5csecret.webp',
        '/uploads/%2e%2e/%2e%2e/package.json',
        '/uploads/....//secret.webp',
        `/uploads/${photo.id}.txt`,
        `/uploads/${photo.id}.webp%00.txt`,
        `/uploads/${photo.id.toUpperCase()}.webp`,
        `/uploads/nested/${photo.id}.webp`,
        `/uploads/.${photo.id}.webp.tmp`,
        '/uploads/',
        '/uploads/pglite',
      ];
      for (const url of attempts) {
        const res = await ctx().app.inject({ method: 'GET', url });
        expect([404, 400], url).toContain(res.statusCode);
        expect(res.payload, url).not.toContain('TOP-SECRET');
        expect(res.headers['content-type'], url).toMatch(/application\/json/);
      }
    });
  },
  { dataDir },
);
