/**
 * The posts contract's limits, repeated here so the browser does not load zod with them
 * (`post-limits.test.ts` checks that they match `common/features/posts/posts.contract.ts`).
 */
export const POST_BODY_MAX = 5000;
export const POST_IMAGES_MAX = 10;
export const POST_TAGS_MAX = 10;
export const POST_TAG_MAX = 30;
export const COMMENT_BODY_MAX = 2000;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export const UPLOAD_FIELD_NAME = 'file';
/** Highlights asked for on the visitors' home page. */
export const HIGHLIGHTS_DEFAULT = 6;

/** The places a post can be tagged with, in the contract's order. */
export const parks = [
  'Magic Kingdom',
  'EPCOT',
  'Hollywood Studios',
  'Animal Kingdom',
  'Disney Springs',
  'Typhoon Lagoon',
  'Blizzard Beach',
  'Resort',
] as const;
