import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads, type UploadRow } from '../../db/schema';
import { photoVisibleTo } from './photo-holders';

/** Columns a photo needs to be presented. */
const imageColumns = {
  id: uploads.id,
  postId: uploads.postId,
  messageId: uploads.messageId,
  width: uploads.width,
  height: uploads.height,
  altText: uploads.altText,
};
/** An upload as a post's or a message's photo. */
export type ImageRow = {
  id: string;
  postId: string | null;
  messageId: string | null;
  width: number;
  height: number;
  altText: string | null;
};

/** Records a processed upload (its files are already written). */
export async function insertUpload(
  db: Executor,
  values: typeof uploads.$inferInsert,
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload insert returned no row');
  return row;
}

/**
 * Attaches `ids` of `ownerId` to `postId` in one statement, `position` following the order of
 * `ids`. Only rows that are unused or already on this post qualify; returns the ids updated.
 */
export async function attachUploadsToPost(
  db: Executor,
  input: { ownerId: string; ids: string[]; postId: string },
): Promise<string[]> {
  const position = sql.join(
    [
      sql`case ${uploads.id}`,
      ...input.ids.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
      sql`end`,
    ],
    sql` `,
  );
  const rows = await db
    .update(uploads)
    .set({
      postId: input.postId,
      position,
      usedAt: sql`coalesce(${uploads.usedAt}, now())`,
    })
    .where(
      and(
        inArray(uploads.id, input.ids),
        eq(uploads.ownerId, input.ownerId),
        or(and(isNull(uploads.usedAt), isNull(uploads.postId)), eq(uploads.postId, input.postId)),
      ),
    )
    .returning({ id: uploads.id });
  return rows.map((row) => row.id);
}

/** Detaches the post's uploads whose ids are not in `keepIds`: they become unused again. */
export async function detachUploadsFromPost(
  db: Executor,
  postId: string,
  keepIds: string[],
): Promise<void> {
  const conditions: SQL[] = [eq(uploads.postId, postId)];
  if (keepIds.length > 0) conditions.push(notInArray(uploads.id, keepIds));
  await db
    .update(uploads)
    .set({ postId: null, position: null, usedAt: null })
    .where(and(...conditions));
}

/** Photos of the given posts, ordered by post then position. */
export async function findImagesOfPosts(db: Executor, postIds: string[]): Promise<ImageRow[]> {
  return db
    .select(imageColumns)
    .from(uploads)
    .where(inArray(uploads.postId, postIds))
    .orderBy(asc(uploads.postId), asc(uploads.position), asc(uploads.createdAt));
}

/**
 * Attaches `ids` of `ownerId` to `messageId` in one statement, `position` following the order
 * of `ids`, and marks them used. Only unused uploads qualify; returns the ids updated.
 */
export async function attachUploadsToMessage(
  db: Executor,
  input: { ownerId: string; ids: string[]; messageId: string },
): Promise<string[]> {
  const position = sql.join(
    [
      sql`case ${uploads.id}`,
      ...input.ids.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
      sql`end`,
    ],
    sql` `,
  );
  const rows = await db
    .update(uploads)
    .set({ messageId: input.messageId, position, usedAt: sql`now()` })
    .where(
      and(
        inArray(uploads.id, input.ids),
        eq(uploads.ownerId, input.ownerId),
        isNull(uploads.usedAt),
        isNull(uploads.postId),
        isNull(uploads.messageId),
      ),
    )
    .returning({ id: uploads.id });
  return rows.map((row) => row.id);
}

/** Photos of the given messages, ordered by message then position. */
export async function findImagesOfMessages(
  db: Executor,
  messageIds: string[],
): Promise<ImageRow[]> {
  return db
    .select(imageColumns)
    .from(uploads)
    .where(inArray(uploads.messageId, messageIds))
    .orderBy(asc(uploads.messageId), asc(uploads.position), asc(uploads.createdAt));
}

/** Who may be shown an upload's files: everyone (`isPublic`), or at least the viewer. */
export interface PhotoAccess {
  isPublic: boolean;
  isVisibleToViewer: boolean;
}

/**
 * Whether the upload's files may be served, in one statement: to everyone (its items, if any,
 * include one a visitor may see) and to the viewer (one they may see), each by the item's own
 * visibility rule ({@link photoVisibleTo}). Null when there is no such upload: a file without
 * a row is not served either (its row went with its owner's account, a message's photos
 * included, so nothing may say it was ever public).
 */
export async function findPhotoAccess(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<PhotoAccess | null> {
  const isPublic = photoVisibleTo(null);
  const result = (await db.execute<{ is_public: boolean; is_visible: boolean }>(sql`
    select ${isPublic} as is_public,
      ${viewerId === null ? isPublic : sql`(${isPublic} or ${photoVisibleTo(viewerId)})`} as is_visible
    from uploads photo where photo.id = ${id}::uuid`)) as unknown as {
    rows: { is_public: boolean; is_visible: boolean }[];
  };
  const row = result.rows[0];
  return row ? { isPublic: row.is_public, isVisibleToViewer: row.is_visible } : null;
}

/** Sets the alt text of the owner's upload; the updated row, or null when it is not theirs. */
export async function updateUploadAlt(
  db: Executor,
  input: { ownerId: string; id: string; altText: string | null },
): Promise<ImageRow | null> {
  const [row] = await db
    .update(uploads)
    .set({ altText: input.altText })
    .where(and(eq(uploads.id, input.id), eq(uploads.ownerId, input.ownerId)))
    .returning(imageColumns);
  return row ?? null;
}

/**
 * Marks the owner's upload as used (an avatar). Uploads attached to a post or a message do not
 * qualify.
 * Returns whether a row matched.
 */
export async function markUploadUsed(
  db: Executor,
  input: { ownerId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ usedAt: sql`coalesce(${uploads.usedAt}, now())` })
    .where(
      and(
        eq(uploads.id, input.id),
        eq(uploads.ownerId, input.ownerId),
        isNull(uploads.postId),
        isNull(uploads.messageId),
      ),
    )
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/**
 * Marks the owner's uploads with these ids as used (a creator's portfolio): photos of direct
 * messages never qualify. Returns the ids that matched.
 */
export async function markPortfolioUploadsUsed(
  db: Executor,
  input: { ownerId: string; ids: string[] },
): Promise<string[]> {
  if (input.ids.length === 0) return [];
  const rows = await db
    .update(uploads)
    .set({ usedAt: sql`coalesce(${uploads.usedAt}, now())` })
    .where(
      and(
        inArray(uploads.id, input.ids),
        eq(uploads.ownerId, input.ownerId),
        isNull(uploads.messageId),
      ),
    )
    .returning({ id: uploads.id });
  return rows.map((row) => row.id);
}

/**
 * Deletes uploads never used and created before `olderThan`; returns their ids. A photo still
 * in use elsewhere (entered in a photo contest, a contest's or an event's cover, in a creator's
 * portfolio) is kept even when a post edit released it.
 */
export async function deleteUnusedUploadRows(db: Executor, olderThan: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(
      and(
        isNull(uploads.usedAt),
        lt(uploads.createdAt, olderThan),
        sql`not exists (select 1 from contest_entries kept_entry where kept_entry.upload_id = ${uploads.id})`,
        sql`not exists (select 1 from contests kept_cover where kept_cover.cover_upload_id = ${uploads.id})`,
        sql`not exists (select 1 from events kept_event where kept_event.cover_upload_id = ${uploads.id})`,
        sql`not exists (select 1 from creator_portfolio_photos kept_photo where kept_photo.upload_id = ${uploads.id})`,
      ),
    )
    .returning({ id: uploads.id });
  return rows.map((row) => row.id);
}

/** Deletes every upload row of a member (their entries and portfolio photos go with them). */
export async function deleteUploadRowsOf(tx: Executor, ownerId: string): Promise<string[]> {
  const rows = await tx
    .delete(uploads)
    .where(eq(uploads.ownerId, ownerId))
    .returning({ id: uploads.id });
  return rows.map((row) => row.id);
}
