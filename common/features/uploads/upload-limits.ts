// Limits of photo uploads, without zod (pages use them without loading it).

/** Largest photo a member may upload: 10 MB (bigger ones get a 413). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Largest decoded image accepted (decompression-bomb guard): 50 megapixels. */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** Long side of the stored photo; larger images are scaled down, aspect kept. */
export const UPLOAD_LONG_SIDE_MAX = 2048;
/** Long side of the thumbnail. */
export const UPLOAD_THUMBNAIL_LONG_SIDE = 400;
/** Uploads per member per hour. */
export const UPLOAD_RATE_LIMIT = { max: 60, windowSeconds: 60 * 60 } as const;
/** The multipart form field that carries the photo. */
export const UPLOAD_FIELD_NAME = 'file';
/** Media types the server recognises by content (for an `<input accept>`). */
export const UPLOAD_ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
/** Longest alt text of a photo (characters, after trimming). */
export const UPLOAD_ALT_MAX = 500;
/** The visible badge on a photo that has alt text. */
export const ALT_BADGE_TEXT = 'ALT';
/** Most photos in one direct message. */
export const MESSAGE_IMAGES_MAX = 4;
/** Name of a served photo file under `/uploads/`: `<uuid>.webp` or `<uuid>-thumb.webp`. */
export const UPLOAD_FILE_NAME_PATTERN = /^[0-9a-f-]{36}(-thumb)?\.webp$/;
