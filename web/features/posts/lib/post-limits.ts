// The limits the posts feature's pages use, from common's modules without zod (so the browser
// does not load zod with them).
export {
  COMMENT_BODY_MAX,
  HIGHLIGHTS_DEFAULT,
  POST_BODY_MAX,
  POST_IMAGES_MAX,
  POST_TAG_MAX,
  POST_TAGS_MAX,
} from '../../../../common/features/posts/post-limits';
export { parks } from '../../../../common/features/parks';
export {
  UPLOAD_ACCEPTED_TYPES,
  UPLOAD_FIELD_NAME,
  UPLOAD_MAX_BYTES,
} from '../../../../common/features/uploads/upload-limits';
