import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_FILE_NAME_PATTERN } from '../../../common/features/uploads/upload-limits';
import {
  uploadFileNames,
  type PhotoStorage,
  type SignedPhotoUrl,
  type StoredPhoto,
} from './photo-storage';
import type { StorageSettings } from './storage-url';

/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

/** Whether the store said the object is not there (S3 says NoSuchKey; some stores only 404). */
/** What the store says of a photo fetched by its signed address: the app's own long cache. */
const PUBLIC_PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A redirect is cached a minute less than its address lives (clocks, slow fetches). */
const SIGNED_URL_MARGIN_SECONDS = 60;

function isMissing(err: unknown): boolean {
  return (
    err instanceof NoSuchKey ||
    (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)
  );
}

/**
 * Photos in an S3-compatible bucket (AWS S3, MinIO, SeaweedFS, Garage, Cloudflare R2…), shared
 * by every app process on every host. The objects stay private: they are served through the
 * app's own routes, which check the photo's item first and stream the object's body; with
 * `signed_urls`, a photo those routes find public is handed out as a signed address of the
 * store instead (`signedUrl`), which only ever opens that one file for a limited time.
 */
export function createS3PhotoStorage(
  settings: Extract<StorageSettings, { kind: 's3' }>,
): PhotoStorage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the API requires them: several S3-compatible stores refuse the
    // newer default (CRC32 trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const key = (name: string) => `${settings.prefix}${name}`;

  async function put(name: string, data: Buffer): Promise<void> {
    await client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key(name),
        Body: data,
        ContentType: 'image/webp',
        ContentLength: data.length,
      }),
    );
  }

  /**
   * Signs a GET of the file for `seconds`. Addresses are signed at the start of a window of
   * half that length, so every request in the window gets the same address (browsers and
   * caches keep one copy of the photo per window), still valid for at least half its life.
   */
  async function signUrl(name: string, seconds: number): Promise<SignedPhotoUrl | null> {
    if (!UPLOAD_FILE_NAME_PATTERN.test(name)) return null;
    const windowMs = (seconds * 1000) / 2;
    const now = Date.now();
    const signedAt = Math.floor(now / windowMs) * windowMs;
    const url = await getSignedUrl(
      client,
      new GetObjectCommand({
        Bucket: settings.bucket,
        Key: key(name),
        ResponseCacheControl: PUBLIC_PHOTO_CACHE_CONTROL,
        ResponseContentType: 'image/webp',
      }),
      { expiresIn: seconds, signingDate: new Date(signedAt) },
    );
    const validForSeconds = Math.floor((signedAt + seconds * 1000 - now) / 1000);
    return { url, maxAgeSeconds: Math.max(0, validForSeconds - SIGNED_URL_MARGIN_SECONDS) };
  }

  async function remove(names: string[]): Promise<void> {
    for (let start = 0; start < names.length; start += DELETE_BATCH) {
      const batch = names.slice(start, start + DELETE_BATCH);
      const result = await client.send(
        new DeleteObjectsCommand({
          Bucket: settings.bucket,
          Delete: { Objects: batch.map((name) => ({ Key: key(name) })), Quiet: true },
        }),
      );
      const failed = (result.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        throw new Error(`Could not remove ${failed.length} photo file(s): ${failed[0]!.Message}`);
      }
    }
  }

  return {
    kind: 's3',
    description: `s3://${settings.bucket}/${settings.prefix}`,
    client,
    async writeUpload(id, files) {
      const names = uploadFileNames(id);
      try {
        await Promise.all([put(names.large, files.large), put(names.thumbnail, files.thumbnail)]);
      } catch (err) {
        await remove([names.large, names.thumbnail]).catch(() => {});
        throw err;
      }
    },
    async writeFile(name, data) {
      if (!UPLOAD_FILE_NAME_PATTERN.test(name)) throw new Error(`Not a photo's file name: ${name}`);
      await put(name, data);
    },
    async removeUploads(ids) {
      await remove(
        ids.flatMap((id) => {
          const names = uploadFileNames(id);
          return [names.large, names.thumbnail];
        }),
      );
    },
    async open(name): Promise<StoredPhoto | null> {
      if (!UPLOAD_FILE_NAME_PATTERN.test(name)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }),
        );
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          throw new Error('The photo store answered without a readable body.');
        }
        return { stream: object.Body, size: object.ContentLength };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    ...(settings.signedUrlSeconds !== null && {
      signedUrl: (name: string) => signUrl(name, settings.signedUrlSeconds!),
    }),
    async size(name) {
      if (!UPLOAD_FILE_NAME_PATTERN.test(name)) return null;
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: settings.bucket, Key: key(name) }),
        );
        return head.ContentLength ?? null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: settings.prefix || undefined,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(settings.prefix.length);
          if (name && UPLOAD_FILE_NAME_PATTERN.test(name)) yield name;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
