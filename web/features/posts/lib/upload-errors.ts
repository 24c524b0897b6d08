import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from './post-limits';

export const PHOTO_TOO_LARGE = 'Photo is larger than 10 MB';
export const PHOTO_WRONG_TYPE = 'Only JPEG, PNG, WebP, GIF or AVIF photos';
export const PHOTO_UPLOAD_FAILED = 'There was a problem uploading your file. Please try again.';
export const CONNECTION_PROBLEM =
  'Connection problem. Please check your internet connection and try again.';

/** What to tell the member when an upload fails with this status (and server message). */
export function uploadErrorMessage(status: number, serverMessage?: string): string {
  if (status === 413) return PHOTO_TOO_LARGE;
  if (status === 415) return PHOTO_WRONG_TYPE;
  if (status === 0) return CONNECTION_PROBLEM;
  return serverMessage?.trim() || PHOTO_UPLOAD_FAILED;
}

/**
 * The problem the server would report for this file, found before uploading it: too large,
 * or a declared type that is not an image we accept (the server still checks the content).
 */
export function findPhotoProblem(file: { size: number; type: string }): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return PHOTO_TOO_LARGE;
  if (file.type && !(UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return PHOTO_WRONG_TYPE;
  return null;
}
