import { z } from 'zod';

/**
 * Stable, machine-readable error codes of the product API (`/api/*`).
 * Clients branch on these; the accompanying message is for people.
 */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'insufficient_aal',
  'email_required',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'invalid_upload',
  'cannot_follow_self',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The one error body every `/api` route answers with: `{ error: { code, message } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('Per-field problems when the input failed validation'),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
