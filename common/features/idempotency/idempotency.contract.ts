import { z } from 'zod';

/** The request header that makes a creating `POST` safe to retry (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The response header set on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** Longest key the server accepts. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key is remembered after its first use. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** One to 255 visible ASCII characters (no spaces); a random UUID is the usual choice. */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'Idempotency-Key must not be empty.')
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, 'Idempotency-Key is at most 255 characters.')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key may hold visible ASCII characters only (no spaces).');

/** The headers of a route that takes an `Idempotency-Key` (other headers pass through). */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema
    .optional()
    .describe(
      `A key of the client's choosing (a random UUID), the same for every retry of one logical request. A retry with the same key and the same body is answered with the first success (marked \`Idempotent-Replayed: true\`) without creating again; the same key with another body answers 422, and while the first request is still running 409. Keys are remembered for ${IDEMPOTENCY_KEY_TTL_HOURS} hours, per member; error answers are not remembered.`,
    ),
});
