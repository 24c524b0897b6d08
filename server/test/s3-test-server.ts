import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageSettings } from '../features/uploads/storage-url';

/** s3rver's fixed keys (it checks signatures made with them). */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver) on a free port of 127.0.0.1, storing in a temp folder,
 * with one empty bucket; `settings(prefix)` are the app's storage settings for it.
 */
export async function startS3TestServer(bucket = 'photos') {
  const directory = mkdtempSync(path.join(tmpdir(), 'magic-community-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    settings(
      prefix = '',
      signedUrlSeconds: number | null = null,
    ): Extract<StorageSettings, { kind: 's3' }> {
      return {
        kind: 's3',
        bucket,
        prefix,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: S3RVER_KEYS,
        signedUrlSeconds,
      };
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
