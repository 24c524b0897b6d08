import { z } from 'zod';

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
/** Name of a served photo file under `/uploads/`: `<uuid>.webp` or `<uuid>-thumb.webp`. */
export const UPLOAD_FILE_NAME_PATTERN = /^[0-9a-f-]{36}(-thumb)?\.webp$/;

/** A processed photo: the large WebP, its thumbnail and the large one's pixel size. */
export const postImageSchema = z.object({
  id: z.uuid(),
  /** `/uploads/<id>.webp`, long side at most 2048 px. */
  url: z.string(),
  /** `/uploads/<id>-thumb.webp`, long side at most 400 px. */
  thumbnailUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type PostImage = z.infer<typeof postImageSchema>;

/**
 * `POST /api/uploads` request body, for the API document only: `multipart/form-data` with one
 * image in the field {@link UPLOAD_FIELD_NAME}. The route reads the file stream itself (checked
 * by content and size there), so this schema accepts anything and validates nothing.
 */
export const uploadFormSchema = z.unknown().meta({
  type: 'object',
  required: [UPLOAD_FIELD_NAME],
  properties: {
    [UPLOAD_FIELD_NAME]: {
      type: 'string',
      format: 'binary',
      description: `One image (JPEG, PNG, WebP, GIF or AVIF), at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
    },
  },
});

/** `POST /api/uploads` → 201: the stored photo, ready to attach to a post or profile. */
export const uploadCreatedSchema = postImageSchema;
export type UploadCreated = PostImage;

/** `GET /uploads/*` path parameter (checked against {@link UPLOAD_FILE_NAME_PATTERN}). */
export const uploadFileParamsSchema = z.object({ '*': z.string() });
