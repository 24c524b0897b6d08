import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { comments, postLikes, posts, type PostRow } from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';
import { isHiddenItem } from '../../content/hidden-items.sql';
import { commentNotHiddenFrom, postVisibleTo } from './post-visibility';
import { notBlockedBetween } from '../../content/blocks.sql';

/** A post row with the microsecond `created_at` its cursor needs. */
export type PostPageRow = PostRow & { cursorCreatedAt: string };
/** A comment row with the microsecond `created_at` its cursor needs. */
export type CommentPageRow = typeof comments.$inferSelect & {
  cursorCreatedAt: string;
  /** Issue 15: hidden (only its author and staff read it). */
  hidden: boolean;
};

const postColumns = {
  ...getTableColumns(posts),
  cursorCreatedAt: cursorTimestamp(posts.createdAt),
};

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

/** A post with whether `viewerId` may see it by {@link postVisibleTo} (groups, blocks). */
export type PostWithVisibilityRow = PostPageRow & { visibleToViewer: boolean };

/**
 * A post, live or deleted, and whether the viewer (null: a visitor) may see it as far as
 * groups and blocks go; null when there is none.
 */
export async function findPostWithVisibility(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<PostWithVisibilityRow | null> {
  const rows = await db
    .select({
      ...postColumns,
      visibleToViewer: sql<boolean>`${postVisibleTo(viewerId, {
        id: sql`${posts.id}`,
        authorId: sql`${posts.authorId}`,
        groupId: sql`${posts.groupId}`,
      })}`,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A post locked for the rest of the transaction (edits and deletes of one post queue up), with
 * whether the viewer may see it by {@link postVisibleTo} (a write checks that before authorship).
 */
export async function lockPost(db: Executor, id: string, viewerId: string) {
  const rows = await db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      body: posts.body,
      deletedAt: posts.deletedAt,
      visibleToViewer: sql<boolean>`${postVisibleTo(viewerId, {
        id: sql`${posts.id}`,
        authorId: sql`${posts.authorId}`,
        groupId: sql`${posts.groupId}`,
      })}`,
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

/**
 * A live comment and whether the viewer may see it as the comment lists decide (no block either
 * way, not hidden from them by moderation); whether its post is visible is the post's own check.
 * A deleted comment is not found.
 */
export async function findCommentById(db: Executor, id: string, viewerId: string) {
  const rows = await db
    .select({
      ...getTableColumns(comments),
      visibleToViewer: sql<boolean>`(${notBlockedBetween(viewerId, sql`${comments.authorId}`)}
        and ${commentNotHiddenFrom(viewerId, {
          id: sql`${comments.id}`,
          authorId: sql`${comments.authorId}`,
        })})`,
    })
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Soft-deletes a comment (its row stays, with `deleted_at`); returns whether a live comment was
 * deleted, so a second delete changes nothing. The caller lowers the post's comment count.
 */
export async function deleteComment(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(comments)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/**
 * One page of a post's live comments, oldest first, after `cursor`, without those of members
 * blocked either way (`comments_post_live_created_idx`).
 */
export async function listCommentsPage(
  db: Executor,
  postId: string,
  viewerId: string | null,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<CommentPageRow[]> {
  const after = cursor
    ? sql`(${comments.createdAt}, ${comments.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      ...getTableColumns(comments),
      cursorCreatedAt: cursorTimestamp(comments.createdAt),
      hidden: isHiddenItem('comment', sql`${comments.id}`),
    })
    .from(comments)
    .where(
      and(
        eq(comments.postId, postId),
        isNull(comments.deletedAt),
        after,
        notBlockedBetween(viewerId, sql`${comments.authorId}`),
        commentNotHiddenFrom(viewerId, {
          id: sql`${comments.id}`,
          authorId: sql`${comments.authorId}`,
        }),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(limit);
}
