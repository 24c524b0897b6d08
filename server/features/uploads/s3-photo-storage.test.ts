import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadCreatedSchema } from '../../../common/features/uploads/uploads.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { startS3TestServer } from '../../test/s3-test-server';
import { createPostAs } from '../../test/factories';
import { createGroupAs } from '../../test/groups-test-support';
import { createMember } from '../../test/sign-in';
import {
  canvas,
  expectError,
  filePart,
  postForm,
  storedFiles,
  useTempDataDir,
} from '../../test/uploads-test-support';
import { createS3PhotoStorage } from './s3-photo-storage';
import { formatStorageUrl, parseStorageUrl, type StorageSettings } from './storage-url';
import { uploadReceivingDirectory } from './uploads.multipart';

const s3 = await startS3TestServer();
afterAll(() => s3.close());

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function namesIn(storage: { list(): AsyncIterable<string> }): Promise<string[]> {
  const names: string[] = [];
  for await (const name of storage.list()) names.push(name);
  return names.sort();
}

describe('STORAGE_URL', () => {
  it('reads a bucket, its prefix, the endpoint and the keys', () => {
    expect(
      parseStorageUrl(
        's3://community-photos/site/a?endpoint=http://127.0.0.1:9000&region=eu-1&signed_urls=3600',
        { accessKeyId: 'key', secretAccessKey: 'secret' },
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'community-photos',
      prefix: 'site/a/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      signedUrlSeconds: 3600,
    });
    expect(parseStorageUrl('s3://photos')).toMatchObject({
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
      signedUrlSeconds: null,
    });
    expect(parseStorageUrl(undefined)).toEqual({ kind: 'local' });
    for (const url of [
      's3://photos',
      's3://photos/site?endpoint=http://127.0.0.1:9000&region=eu-1',
      's3://photos?signed_urls=86400',
    ]) {
      expect(
        formatStorageUrl(parseStorageUrl(url) as Extract<StorageSettings, { kind: 's3' }>),
      ).toBe(url);
    }
  });

  it.each([
    ['https://photos', /s3:\/\//],
    ['s3://Bad_Bucket', /bucket/],
    ['s3://key:secret@photos', /STORAGE_ACCESS_KEY_ID/],
    ['s3://photos?endpoint=ftp://x', /endpoint/],
    ['s3://photos?force_path_style=maybe', /force_path_style/],
    ['s3://photos?regoin=x', /unknown parameter "regoin"/],
    ['s3://photos?signed_urls=60', /signed_urls/],
    ['s3://photos?signed_urls=604801', /signed_urls/],
    ['s3://photos?signed_urls=1h', /signed_urls/],
  ])('refuses %s', (value, message) => {
    expect(() => parseStorageUrl(value)).toThrow(message);
  });

  it('wants both keys or neither', () => {
    expect(() => parseStorageUrl('s3://photos', { accessKeyId: 'key' })).toThrow(/both/);
  });
});

describe('S3 photo storage (against s3rver)', () => {
  const storage = createS3PhotoStorage(s3.settings('adapter/'));
  const neighbour = createS3PhotoStorage(s3.settings('elsewhere/'));

  it('writes, opens as a stream, measures, lists and removes an upload', async () => {
    const id = crypto.randomUUID();
    await storage.writeUpload(id, {
      large: Buffer.from('large bytes'),
      thumbnail: Buffer.from('t'),
    });
    await neighbour.writeFile(`${crypto.randomUUID()}.webp`, Buffer.from('not ours'));

    const opened = await storage.open(`${id}.webp`);
    expect(opened?.size).toBe(11);
    expect((await readAll(opened!.stream)).toString()).toBe('large bytes');
    expect(await storage.size(`${id}-thumb.webp`)).toBe(1);
    expect(await namesIn(storage)).toEqual([`${id}-thumb.webp`, `${id}.webp`]);

    // Removing twice, and removing what was never there, is fine.
    await storage.removeUploads([id, crypto.randomUUID()]);
    await storage.removeUploads([id]);
    expect(await storage.open(`${id}.webp`)).toBeNull();
    expect(await storage.size(`${id}.webp`)).toBeNull();
    expect(await namesIn(storage)).toEqual([]);
    expect(await namesIn(neighbour)).toHaveLength(1);
  });

  it('never opens a name that is not a photo of ours', async () => {
    for (const name of ['../secret.webp', 'secret.txt', `${crypto.randomUUID()}.png`]) {
      expect(await storage.open(name)).toBeNull();
      expect(await storage.size(name)).toBeNull();
    }
    await expect(storage.writeFile('../x.webp', Buffer.from('x'))).rejects.toThrow(/file name/);
  });
});

const { dataDir, uploadsDir } = useTempDataDir();

describeEachDatabase(
  'photos in an S3-compatible store (STORAGE_URL)',
  (ctx) => {
    it('keeps an upload in the bucket, serves it streamed through its route, removes the temp file', async () => {
      const member = await createMember(ctx().db);
      const res = await postForm(ctx(), member, [
        filePart(await canvas(640, 320).jpeg().toBuffer()),
      ]);
      expect(res.statusCode).toBe(201);
      const photo = uploadCreatedSchema.parse(res.json());

      const bucket = createS3PhotoStorage(s3.settings('app/'));
      expect(await namesIn(bucket)).toEqual(
        expect.arrayContaining([`${photo.id}.webp`, `${photo.id}-thumb.webp`]),
      );
      expect(await storedFiles(uploadsDir)).toEqual([]);
      expect(await readdir(await uploadReceivingDirectory())).toEqual([]);

      for (const [url, width] of [
        [photo.url, 640],
        [photo.thumbnailUrl, 400],
      ] as const) {
        const served = await ctx().app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
        expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
      }

      // Gone from the bucket (a clean-up, a deletion): a 404, never a 500.
      await bucket.removeUploads([photo.id]);
      expectError(await ctx().app.inject({ method: 'GET', url: photo.url }), 404, 'not_found');
    });

    it('leaves nothing behind when the file is refused', async () => {
      const member = await createMember(ctx().db);
      const before = await namesIn(createS3PhotoStorage(s3.settings('app/')));
      const res = await postForm(ctx(), member, [
        filePart(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          'x.svg',
          'image/svg+xml',
        ),
      ]);
      expectError(res, 415, 'unsupported_media_type');
      expect(await namesIn(createS3PhotoStorage(s3.settings('app/')))).toEqual(before);
      expect(await readdir(await uploadReceivingDirectory())).toEqual([]);
    });
  },
  { dataDir, storage: s3.settings('app/') },
);

describeEachDatabase(
  'public photos handed out by signed address (STORAGE_URL with signed_urls)',
  (ctx) => {
    it('redirects a public photo to the store, the same address within its window, and streams a private one', async () => {
      const author = await createMember(ctx().db, { isEstablished: true });
      const upload = async () => {
        const res = await postForm(ctx(), author, [
          filePart(await canvas(640, 320).jpeg().toBuffer()),
        ]);
        expect(res.statusCode).toBe(201);
        return uploadCreatedSchema.parse(res.json());
      };
      const open = await upload();
      const first = await ctx().app.inject({ method: 'GET', url: open.url });
      expect(first.statusCode).toBe(302);
      const location = first.headers.location as string;
      expect(location.startsWith(`${s3.settings().endpoint}/photos/signed/${open.id}.webp?`)).toBe(
        true,
      );
      expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('3600');
      // Cached while the address stays valid: at least half its life, less a minute's margin.
      const maxAge = Number(/^public, max-age=(\d+)$/.exec(first.headers['cache-control']!)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(1800 - 60);
      expect(maxAge).toBeLessThanOrEqual(3600 - 60);
      const again = await ctx().app.inject({ method: 'GET', url: open.url });
      expect(again.headers.location).toBe(location);
      // Signed (SigV4) at the start of its window; the store serves the photo by that address.
      const query = new URL(location).searchParams;
      expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const signedAt = Date.parse(
        query
          .get('X-Amz-Date')!
          .replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
      );
      expect(signedAt % 1_800_000).toBe(0);
      const fetched = await fetch(location);
      expect(fetched.status).toBe(200);
      expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).width).toBe(640);

      // A private group's photo never leaves through the store: streamed, after the check.
      const group = await createGroupAs(ctx(), author, { visibility: 'private' });
      const closed = await upload();
      await createPostAs(ctx(), author, {
        body: 'Members only',
        groupId: group.id,
        imageIds: [closed.id],
      });
      expectError(await ctx().app.inject({ method: 'GET', url: closed.url }), 404, 'not_found');
      const mine = await ctx().app.inject({
        method: 'GET',
        url: closed.url,
        headers: author.headers,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      expect(mine.headers.location).toBeUndefined();
    });
  },
  { dataDir, storage: s3.settings('signed/', 3600) },
);
