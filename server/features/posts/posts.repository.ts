import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { comments, postLikes, posts, profiles, type PostRow } from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';

/** A post row with the microsecond `created_at` its cursor needs. */
export type PostPageRow = PostRow & { cursorCreatedAt: string };
/** A comment row with the microsecond `created_at` its cursor needs. */
export type CommentPageRow = typeof comments.$inferSelect & { cursorCreatedAt: string };

/** Public fields of a profile shown beside posts and comments. */
export interface AuthorRow {
  id: string;
  username: string;
  avatarUrl: string | null;
}

const postColumns = {
  ...getTableColumns(posts),
  cursorCreatedAt: cursorTimestamp(posts.createdAt),
};

/** Rows strictly after `cursor` in (created_at, id) descending order. */
function olderThan(cursor: CursorKey | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${posts.createdAt}, ${posts.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * Authors (id, username, avatar) of the given profile ids in one query; unknown ids are absent.
 */
export async function findAuthorsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, AuthorRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(inArray(profiles.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether the member is staff (`profiles.is_admin`); false for an unknown id. */
export async function isStaffMember(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0]?.isAdmin ?? false;
}

export async function insertPost(db: Executor, values: typeof posts.$inferInsert) {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('post insert returned no row');
  return row;
}

/** A post, live or deleted, with its cursor timestamp; null when there is none. */
export async function findPostById(db: Executor, id: string): Promise<PostPageRow | null> {
  const rows = await db.select(postColumns).from(posts).where(eq(posts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A post locked for the rest of the transaction (edits and deletes of one post queue up). */
export async function lockPost(db: Executor, id: string) {
  const rows = await db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      body: posts.body,
      deletedAt: posts.deletedAt,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function updatePost(
  db: Executor,
  id: string,
  values: Partial<Pick<typeof posts.$inferInsert, 'body' | 'park' | 'tags' | 'updatedAt'>>,
): Promise<void> {
  await db.update(posts).set(values).where(eq(posts.id, id));
}

/** Marks a live post deleted; returns whether it was live. */
export async function markPostDeleted(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ deletedAt: at })
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** A photo of a post as the read statements return it (the URLs are derived from the id). */
export interface PostImageRow {
  id: string;
  width: number;
  height: number;
}

/**
 * A post with everything it is shown with (author, photos in order, whether the viewer liked
 * it), read in the same statement as the post itself.
 */
export interface PostViewRow extends PostPageRow {
  /** Undefined when the profile row is missing (it cascades to posts, so only in a race). */
  author: AuthorRow | undefined;
  images: PostImageRow[];
  likedByMe: boolean;
}

/** A single post's view, plus whether the viewer is staff (looked up only for a deleted post). */
export interface SinglePostViewRow extends PostViewRow {
  viewerIsStaff: boolean;
}

/** A row of the view statements, as both drivers return it (timestamps as text, JSON parsed). */
interface RawPostView extends Record<string, unknown> {
  id: string;
  author_id: string;
  body: string;
  park: string | null;
  tags: string[];
  like_count: number;
  comment_count: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  cursor_created_at: string;
  author_username: string | null;
  author_avatar_url: string | null;
  images: PostImageRow[];
  liked_by_me: boolean;
  viewer_is_staff?: boolean;
}

/** Rows of a raw statement; node-postgres and PGlite both answer `{ rows }`. */
async function selectRows<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute<T>(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every column of `posts`, for a page statement reading `from posts`. */
const pageColumns = sql`${posts}.*`;
/** The page's rows as `postViews` names them (`p`). */
const pageRow = alias(posts, 'p');

/**
 * Live posts in (created_at, id) descending order after `cursor`, for `from posts`. `nulls last`
 * (the columns are never null) matches the order of `posts_author_live_created_idx` as
 * drizzle-kit writes it, so the scan reads rows in order and stops at the page size.
 */
function liveOlderThan(cursor: CursorKey | undefined): SQL {
  return sql`${posts.deletedAt} is null${cursor ? sql` and ${olderThan(cursor)}` : sql``}
    order by ${posts.createdAt} desc nulls last, ${posts.id} desc nulls last`;
}

/**
 * Wraps `page` (a statement returning `pageColumns` rows, aliased `p`) with the cursor
 * timestamp (formatted for the page's rows only) and what each post is
 * shown with: its author (primary key of `profiles`), its photos as one JSON array (from
 * `uploads_post_idx`) and the viewer's like (primary key of `post_likes`; false for a visitor).
 * One statement, so one round trip per page whatever its size.
 */
function postViews(page: SQL, viewerId: string | null, extraColumns: SQL = sql``): SQL {
  return sql`
    select p.id, p.author_id, p.body, p.park, p.tags, p.like_count, p.comment_count,
      p.created_at, p.updated_at, p.deleted_at,
      ${cursorTimestamp(pageRow.createdAt)} as cursor_created_at,
      a.username as author_username, a.avatar_url as author_avatar_url,
      coalesce(
        (select json_agg(json_build_object('id', u.id, 'width', u.width, 'height', u.height)
            order by u.position, u.created_at)
          from uploads u where u.post_id = p.id),
        '[]'::json) as images,
      exists (select 1 from post_likes l
        where l.post_id = p.id and l.user_id = ${viewerId}::uuid) as liked_by_me
      ${extraColumns}
    from (${page}) as p
    left join profiles a on a.id = p.author_id
    order by p.created_at desc, p.id desc`;
}

/** Timestamps arrive as PostgreSQL text (`2024-05-01 12:00:00.123456+00`), read as Drizzle does. */
function toPostView(row: RawPostView): PostViewRow {
  return {
    id: row.id,
    authorId: row.author_id,
    body: row.body,
    park: row.park,
    tags: row.tags,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    deletedAt: row.deleted_at === null ? null : new Date(row.deleted_at),
    cursorCreatedAt: row.cursor_created_at,
    author:
      row.author_username === null
        ? undefined
        : { id: row.author_id, username: row.author_username, avatarUrl: row.author_avatar_url },
    images: row.images,
    likedByMe: row.liked_by_me,
  };
}

/**
 * One post (live or deleted) with its author, photos and the viewer's like, and whether the
 * viewer is staff when the post is deleted, in one statement; null when there is none.
 */
export async function findPostView(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<SinglePostViewRow | null> {
  const page = sql`select ${pageColumns} from ${posts} where ${posts.id} = ${id}::uuid`;
  const isStaff = sql`, p.deleted_at is not null and exists (select 1 from profiles s
      where s.id = ${viewerId}::uuid and s.is_admin) as viewer_is_staff`;
  const [row] = await selectRows<RawPostView>(db, postViews(page, viewerId, isStaff));
  return row ? { ...toPostView(row), viewerIsStaff: row.viewer_is_staff === true } : null;
}

/**
 * One feed page in one statement: live posts by the people `viewerId` follows and by the
 * viewer, newest first, after `cursor`, `limit` rows (ask for one more to know whether a page
 * follows), each with author, photos and the viewer's like.
 * Keyset, no OFFSET: for each author (from the `follows` primary key) a lateral scan of
 * `posts_author_created_idx` bounded by the cursor reads at most `limit` rows, and the newest
 * `limit` of those make the page, so the cost depends on the number of people followed and the
 * page size, not on how deep the page is or how many posts they wrote.
 */
export async function listFeedPage(
  db: Executor,
  viewerId: string,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<PostViewRow[]> {
  const page = sql`
    select fp.* from (
      select followee_id as author_id from follows where follower_id = ${viewerId}::uuid
      union all select ${viewerId}::uuid
    ) as fa
    cross join lateral (
      select ${pageColumns} from ${posts}
      where ${posts.authorId} = fa.author_id and ${liveOlderThan(cursor)}
      limit ${limit}
    ) as fp
    order by fp.created_at desc, fp.id desc
    limit ${limit}`;
  const rows = await selectRows<RawPostView>(db, postViews(page, viewerId));
  return rows.map(toPostView);
}

/**
 * One page of a member's live posts, newest first, after `cursor` (from
 * `posts_author_created_idx`), each with author, photos and the viewer's like, in one statement.
 */
export async function listAuthorPostsPage(
  db: Executor,
  authorId: string,
  viewerId: string | null,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<PostViewRow[]> {
  const page = sql`
    select ${pageColumns} from ${posts}
    where ${posts.authorId} = ${authorId}::uuid and ${liveOlderThan(cursor)}
    limit ${limit}`;
  const rows = await selectRows<RawPostView>(db, postViews(page, viewerId));
  return rows.map(toPostView);
}

/** Adds a like; returns whether a row was inserted (false when it was already there). */
export async function insertLike(db: Executor, postId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  return rows.length > 0;
}

/** Removes a like; returns whether a row was deleted. */
export async function deleteLike(db: Executor, postId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  return rows.length > 0;
}

/** Adds `delta` to a post's like or comment count in one statement; returns the new counts. */
export async function adjustPostCounts(
  db: Executor,
  postId: string,
  delta: { likes?: number; comments?: number },
) {
  const [row] = await db
    .update(posts)
    .set({
      likeCount: sql`${posts.likeCount} + ${delta.likes ?? 0}`,
      commentCount: sql`${posts.commentCount} + ${delta.comments ?? 0}`,
    })
    .where(eq(posts.id, postId))
    .returning({ likeCount: posts.likeCount, commentCount: posts.commentCount });
  if (!row) throw new Error('post count update matched no row');
  return row;
}

export async function insertComment(db: Executor, values: typeof comments.$inferInsert) {
  const [row] = await db
    .insert(comments)
    .values(values)
    .returning({ ...getTableColumns(comments) });
  if (!row) throw new Error('comment insert returned no row');
  return row;
}

export async function findCommentById(db: Executor, id: string) {
  const rows = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Deletes a comment; returns whether it was there. */
export async function deleteComment(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
  return rows.length > 0;
}

/** One page of a post's comments, oldest first, after `cursor`. */
export async function listCommentsPage(
  db: Executor,
  postId: string,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<CommentPageRow[]> {
  const after = cursor
    ? sql`(${comments.createdAt}, ${comments.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({ ...getTableColumns(comments), cursorCreatedAt: cursorTimestamp(comments.createdAt) })
    .from(comments)
    .where(and(eq(comments.postId, postId), after))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(limit);
}
