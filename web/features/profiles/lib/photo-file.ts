import {
  UPLOAD_ACCEPTED_TYPES,
  UPLOAD_MAX_BYTES,
} from '../../../../common/features/uploads/uploads.contract';

export const photoFileMessages = {
  type: 'Choose a JPEG, PNG, WebP, GIF or AVIF image.',
  size: `Photos can be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
} as const;

/**
 * Why a picked file cannot be a photo, or null. A file the browser could not type (empty
 * `type`) is left to the server, which checks the content itself.
 */
export function findPhotoFileProblem(file: { type: string; size: number }): string | null {
  if (file.type && !(UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return photoFileMessages.type;
  }
  if (file.size > UPLOAD_MAX_BYTES) return photoFileMessages.size;
  return null;
}
