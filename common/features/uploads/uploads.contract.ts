import { z } from 'zod';
import { UPLOAD_ALT_MAX, UPLOAD_FIELD_NAME, UPLOAD_MAX_BYTES } from './upload-limits';

// The limits live in a module without zod, so pages can use them without loading it.
export * from './upload-limits';

/** A processed photo: the large WebP, its thumbnail and the large one's pixel size. */
export const postImageSchema = z.object({
  id: z.uuid(),
  /** `/uploads/<id>.webp`, long side at most 2048 px. */
  url: z.string(),
  /** `/uploads/<id>-thumb.webp`, long side at most 400 px. */
  thumbnailUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** What the photo shows, for screen readers (the uploader's words); null when none was given. */
  alt: z.string().nullable(),
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

/**
 * `PATCH /api/uploads/{id}` body: the photo's alt text, trimmed, at most
 * {@link UPLOAD_ALT_MAX} characters; empty or null removes it. Only its uploader may set it.
 */
export const uploadAltInputSchema = z
  .object({
    alt: z
      .string('Description must be text')
      .trim()
      .max(UPLOAD_ALT_MAX, `Description can be at most ${UPLOAD_ALT_MAX} characters`)
      .nullable()
      .transform((alt) => (alt ? alt : null))
      .describe('What the photo shows, for screen readers; empty or null removes it'),
  })
  .strict();
export type UploadAltInput = z.input<typeof uploadAltInputSchema>;

/** `{id}` of an upload (`PATCH /api/uploads/{id}`, the message photo routes). */
export const uploadIdParamsSchema = z.object({
  id: z
    .string()
    .max(100)
    .describe('An upload id (uuid, any letter case)')
    .transform((id) => id.toLowerCase()),
});

/** `GET /uploads/*` path parameter (checked against {@link UPLOAD_FILE_NAME_PATTERN}). */
export const uploadFileParamsSchema = z.object({ '*': z.string() });
