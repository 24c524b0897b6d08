import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { messages } from './messages';
import { profiles } from './profiles';
import { reviews } from './reviews';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** PostgreSQL's `tsvector` (read as its text form; only search queries use it, in SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A 256-bit string (read as text of 0s and 1s; only search queries use it, in SQL). */
const bits256 = customType<{ data: string }>({ dataType: () => 'bit(256)' });

/**
 * What full-text search reads of a post, kept by PostgreSQL itself: tags weigh most (A, the
 * member's own labels of what the post is about), then the text (B), then the park (C).
 * `posts_tags_text` is an immutable `array_to_string(tags, ' ')` (migration 0005), which a
 * generated column may call where `array_to_string` itself (stable) may not.
 */
const postSearchDocumentSql =
  `setweight(to_tsvector('english'::regconfig, posts_tags_text(tags)), 'A') || ` +
  `setweight(to_tsvector('english'::regconfig, body), 'B') || ` +
  `setweight(to_tsvector('english'::regconfig, coalesce(park, '')), 'C')`;
const postSearchDocument = sql.raw(postSearchDocumentSql);
/**
 * Which lexemes the document may hold, as `posts_search_signature` (migration 0008) hashes
 * them. A generated column cannot read another, so it is computed from the same expression.
 */
const postSearchSignature = sql.raw(`posts_search_signature(${postSearchDocumentSql})`);
const createdAt = () => at('created_at').notNull().defaultNow();

/** A member's post (spec §3): text and/or photos; deleted posts keep their row (`deleted_at`). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    park: text('park'),
    /** The group the post belongs to (its privacy then follows the group's); null: none. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Kept in step with `post_likes` and `comments` in the same transaction (feed reads them). */
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
    /** Generated from tags, body and park (see `postSearchDocument`); never written by the app. */
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(postSearchDocument),
    /** Generated from the same document (see `postSearchSignature`); never written by the app. */
    searchSignature: bits256('search_signature').notNull().generatedAlwaysAs(postSearchSignature),
  },
  (table) => [
    // Full-text search of live posts (`@@` on the generated document).
    index('posts_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.deletedAt} is null`),
    // Search of words found in many posts: live posts newest first with their signature, read
    // without visiting the table until a post's signature holds every word searched.
    index('posts_live_signature_idx')
      .on(table.createdAt.desc(), table.id.desc(), table.searchSignature)
      .where(sql`${table.deletedAt} is null`),
    index('posts_author_created_idx').on(table.authorId, table.createdAt.desc(), table.id.desc()),
    // The feed and profile pages: one author's live posts, newest first, read in index order
    // and cut by the cursor and the page size (without it the planner may AND the whole of
    // posts_live_created_idx into every author's scan). `group_id` comes last so the privacy
    // rule of private groups is decided from the index too (it does not change the order).
    index('posts_author_live_created_idx')
      .on(table.authorId, table.createdAt.desc(), table.id.desc(), table.groupId)
      .where(sql`${table.deletedAt} is null`),
    index('posts_live_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    // A group's live posts, newest first (the group page and the feed's groups), with their
    // author for the block rule.
    index('posts_group_live_created_idx')
      .on(table.groupId, table.createdAt.desc(), table.id.desc(), table.authorId)
      .where(sql`${table.deletedAt} is null and ${table.groupId} is not null`),
  ],
);

/**
 * A processed photo (a large WebP and a thumbnail under `DATA_DIR/uploads`, named by id).
 * Unused until attached to a post or set as an avatar (`used_at`); unused ones are removed
 * after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** The direct message the photo was sent with (only its participants may fetch it). */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** The review the photo illustrates (everyone who may read the review may see it). */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    /** What the photo shows, for screen readers (written by the uploader; null: none). */
    altText: text('alt_text'),
    /** Order among the post's photos. */
    position: integer('position'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbnailWidth: integer('thumbnail_width').notNull(),
    thumbnailHeight: integer('thumbnail_height').notNull(),
    byteSize: integer('byte_size').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_post_idx').on(table.postId, table.position),
    index('uploads_message_idx')
      .on(table.messageId, table.position)
      .where(sql`${table.messageId} is not null`),
    index('uploads_review_idx')
      .on(table.reviewId, table.position)
      .where(sql`${table.reviewId} is not null`),
    index('uploads_unused_idx')
      .on(table.createdAt)
      .where(sql`${table.usedAt} is null`),
  ],
);

/**
 * A comment on a post; a deleted one keeps its row (`deleted_at`, issue 27) and leaves every
 * read path, and `posts.comment_count` counts the live ones.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    // Every comment of a post, deleted ones too: the cascade when a post's row goes.
    index('comments_post_created_idx').on(table.postId, table.createdAt, table.id),
    // A post's live comments, oldest first (the comment list and its cursor).
    index('comments_post_live_created_idx')
      .on(table.postId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** One member liking one post (at most once). */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('post_likes_user_idx').on(table.userId, table.createdAt),
  ],
);

/** One member following another (never themselves). */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('follows_followee_idx').on(table.followeeId, table.createdAt),
    check('follows_not_self', sql`${table.followerId} <> ${table.followeeId}`),
  ],
);

/** A post as the app reads it (the search document and signature stay in the database). */
export type PostRow = Omit<typeof posts.$inferSelect, 'searchVector' | 'searchSignature'>;
export type UploadRow = typeof uploads.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
