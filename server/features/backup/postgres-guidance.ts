import { formatStorageUrl, type StorageSettings } from '../uploads/storage-url';

/** Where `aws s3 sync` copies a bucket's photos to, and back from. */
const PHOTO_COPY_FOLDER = './magic-community-photos';

/** The bucket's photos as an `aws s3` address, with the endpoint option a non-AWS store needs. */
function bucketAddress(storage: Extract<StorageSettings, { kind: 's3' }>) {
  return {
    url: `s3://${storage.bucket}/${storage.prefix}`,
    endpoint: storage.endpoint ? ` --endpoint-url ${storage.endpoint}` : '',
  };
}

/**
 * What to say of the photos when they are in a bucket (`STORAGE_URL`): neither `npm run backup`
 * nor a `tar` of `DATA_DIR` holds them, so they are copied with the store's own tools (or kept
 * by its versioning). Empty for photos in the data folder.
 */
export function bucketBackupGuidance(storage: StorageSettings): string[] {
  if (storage.kind !== 's3') return [];
  const { url, endpoint } = bucketAddress(storage);
  return [
    `Photos are in the bucket ${formatStorageUrl(storage)} (STORAGE_URL), not in DATA_DIR: copy them with the store's own tools (or keep the bucket's versioning on), for example:`,
    `  aws s3 sync ${url} ${PHOTO_COPY_FOLDER}${endpoint}`,
  ];
}

/**
 * What `npm run backup` and `npm run restore` say on PostgreSQL (`DATABASE_URL` set): the
 * server's own tools do it better than the app could, and the photos are plain files (or a
 * bucket's objects).
 */
export function postgresBackupGuidance(dataDir: string, storage: StorageSettings): string {
  return [
    'DATABASE_URL is set: the database is on a PostgreSQL server, so back it up with PostgreSQL’s own tools.',
    'Database (custom format, compressed; safe while the app runs):',
    '  pg_dump -Fc --no-owner -f magic-community.dump "$DATABASE_URL"',
    ...(storage.kind === 's3'
      ? bucketBackupGuidance(storage)
      : [
          `Photos (written once, never changed; copy them after the dump):`,
          `  tar -czf magic-community-uploads.tar.gz -C ${dataDir} uploads`,
        ]),
  ].join('\n');
}

export function postgresRestoreGuidance(dataDir: string, storage: StorageSettings): string {
  const photos =
    storage.kind === 's3'
      ? `  aws s3 sync ${PHOTO_COPY_FOLDER} ${bucketAddress(storage).url}${bucketAddress(storage).endpoint}`
      : `  tar -xzf magic-community-uploads.tar.gz -C ${dataDir}`;
  return [
    'DATABASE_URL is set: restore a PostgreSQL dump with PostgreSQL’s own tools, into an empty database:',
    '  pg_restore --no-owner -d "$DATABASE_URL" magic-community.dump',
    photos,
    'Then start the app on it; newer migrations apply at start-up.',
  ].join('\n');
}
