import { z } from 'zod';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { parks } from '../parks';
import { normalizeId } from '../profiles/profiles.contract';
import { postImageSchema } from '../uploads/uploads.contract';
import {
  COMMENT_BODY_MAX,
  HIGHLIGHTS_DEFAULT,
  HIGHLIGHTS_MAX,
  POST_BODY_MAX,
  POST_IMAGES_MAX,
  POST_TAG_MAX,
  POST_TAGS_MAX,
  POSTS_PAGE_DEFAULT,
  POSTS_PAGE_MAX,
} from './post-limits';

// The limits live in a module without zod, so pages can use them without loading it.
export * from './post-limits';

export { parks, type Park } from '../parks';

/** Letters, digits, `-` and `_` (any script). */
const TAG_PATTERN = /^[\p{L}\p{N}_-]+$/u;

/** Ids in requests: any 8-4-4-4-12 hex id (the server answers 404 for one that matches nothing). */
const idSchema = z.guid('Must be an id');

const postBodySchema = z
  .string()
  .trim()
  .max(POST_BODY_MAX, `Posts can be at most ${POST_BODY_MAX} characters`);

const imageIdsSchema = z
  .array(idSchema)
  .max(POST_IMAGES_MAX, `A post can have at most ${POST_IMAGES_MAX} photos`)
  .refine((ids) => new Set(ids).size === ids.length, 'The same photo is listed twice');

const parkSchema = z.enum(parks, { message: `Park must be one of: ${parks.join(', ')}` });

/** One tag: a leading `#` is dropped and it is lower-cased. */
const tagSchema = z
  .string()
  .trim()
  .transform((tag) => tag.replace(/^#+/, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Tags cannot be empty')
      .max(POST_TAG_MAX, `Tags can be at most ${POST_TAG_MAX} characters`)
      .regex(TAG_PATTERN, 'Tags may contain only letters, digits, - and _'),
  );

/** Tags: at most ten, deduplicated after lower-casing, in the order given. */
const tagsSchema = z
  .array(tagSchema)
  .max(POST_TAGS_MAX, `A post can have at most ${POST_TAGS_MAX} tags`)
  .transform((tags) => [...new Set(tags)]);

/**
 * `POST /api/posts` body: text and/or photos (uploaded first), an optional park and tags, and
 * optionally the group it is posted in.
 */
export const createPostInputSchema = z
  .object({
    body: postBodySchema.default(''),
    imageIds: imageIdsSchema.default([]),
    park: parkSchema.nullable().default(null),
    tags: tagsSchema.default([]),
    /** The group to post in (issue 12): you must be a member of it. */
    groupId: idSchema.nullable().default(null),
  })
  .strict()
  .refine((post) => post.body.length > 0 || post.imageIds.length > 0, {
    message: 'Write something or add at least one photo',
    path: ['body'],
  });
export type CreatePostInput = z.input<typeof createPostInputSchema>;

/**
 * `PATCH /api/posts/{id}` body: only the fields given change; `imageIds` replaces the list of
 * photos; `park: null` clears the park.
 */
export const updatePostInputSchema = z
  .object({
    body: postBodySchema.optional(),
    imageIds: imageIdsSchema.optional(),
    park: parkSchema.nullable().optional(),
    tags: tagsSchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdatePostInput = z.input<typeof updatePostInputSchema>;

/** `POST /api/posts/{id}/comments` body. */
export const createCommentInputSchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, 'Write a comment')
      .max(COMMENT_BODY_MAX, `Comments can be at most ${COMMENT_BODY_MAX} characters`),
  })
  .strict();
export type CreateCommentInput = z.input<typeof createCommentInputSchema>;

/** `?cursor=&limit=` of every list here; the cursor is the opaque `nextCursor` of the last page. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: limitQuerySchema({ default: POSTS_PAGE_DEFAULT, max: POSTS_PAGE_MAX }),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

/**
 * `{id}` path parameter, lower-cased ({@link normalizeId}) so ids compare equal in any letter
 * case; an id that is not a uuid answers 404 like an unknown one.
 */
export const idParamsSchema = z.object({
  id: z.string().max(100).describe('A uuid, any letter case').transform(normalizeId),
});

/** Who wrote a post or comment (public fields of their profile). */
export const authorSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;

/** The group a post belongs to, as its card names and links it. */
export const postGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type PostGroup = z.infer<typeof postGroupSchema>;

/** A post as every endpoint answers it; `deletedAt` only appears for staff looking at a deleted one. */
export const postSchema = z.object({
  id: z.string(),
  body: z.string(),
  park: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().optional(),
  author: authorSchema,
  images: z.array(postImageSchema),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  /** The group the post belongs to (issue 12), shown on its card everywhere; null: none. */
  group: postGroupSchema.nullable(),
  /**
   * Issue 15: true when the post is hidden (after reports, pending review, or by a moderator);
   * only its author and staff still see it, so only they ever get this field.
   */
  hidden: z.boolean().optional(),
});
export type Post = z.infer<typeof postSchema>;

/** A page of posts, newest first; `nextCursor` is null on the last page. */
export const postPageSchema = cursorPageSchema(postSchema);
export type PostPage = z.infer<typeof postPageSchema>;

/** A comment on a post. */
export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  author: authorSchema,
  /** Issue 15: true when hidden; only its author and staff see it, so only they get this field. */
  hidden: z.boolean().optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A page of comments, oldest first; `nextCursor` is null on the last page. */
export const commentPageSchema = cursorPageSchema(commentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;

/** What `PUT|DELETE /api/posts/{id}/like` answer: the viewer's like and the new total. */
export const likeStateSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int(),
});
export type LikeState = z.infer<typeof likeStateSchema>;

/** `GET /api/posts/highlights?limit=`. */
export const highlightsQuerySchema = z.object({
  limit: limitQuerySchema({ default: HIGHLIGHTS_DEFAULT, max: HIGHLIGHTS_MAX }),
});
export type HighlightsQuery = z.input<typeof highlightsQuerySchema>;

/**
 * What a short listing of a post shows besides its text (highlights, activity days, search
 * results): park, time, author, the first photo and the counts.
 */
export const postSummaryFields = {
  park: z.string().nullable(),
  createdAt: z.string(),
  author: authorSchema,
  /** The post's first photo, or null for a text post. */
  photo: postImageSchema.nullable(),
  photoCount: z.number().int().nonnegative(),
  likeCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
};
export type PostSummaryFields = z.infer<z.ZodObject<typeof postSummaryFields>>;

/** A post listed by the start of its text, with its first photo, author and counts. */
export const postExcerptSchema = z.object({
  id: z.string(),
  /** The start of the post's text (empty for a photo-only post). */
  excerpt: z.string(),
  ...postSummaryFields,
});
export type PostExcerpt = z.infer<typeof postExcerptSchema>;

/** One public highlight: a recent post's first photo, a short excerpt, author and counts. */
export const postHighlightSchema = postExcerptSchema;
export type PostHighlight = PostExcerpt;

/**
 * `GET /api/posts/highlights`: the same for everyone (no viewer fields), so it is cached;
 * `generatedAt` says when the list was computed.
 */
export const postHighlightsSchema = z.object({
  items: z.array(postHighlightSchema),
  generatedAt: z.string(),
});
export type PostHighlights = z.infer<typeof postHighlightsSchema>;
