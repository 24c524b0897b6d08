import { createLocalPhotoStorage } from './local-photo-storage';
import type { PhotoStorage } from './photo-storage';
import { createS3PhotoStorage } from './s3-photo-storage';
import type { StorageSettings } from './storage-url';

/** The photo storage the settings name: the local folder under `dataDir`, or the S3 bucket. */
export function createPhotoStorage(settings: StorageSettings, dataDir: string): PhotoStorage {
  return settings.kind === 's3' ? createS3PhotoStorage(settings) : createLocalPhotoStorage(dataDir);
}
