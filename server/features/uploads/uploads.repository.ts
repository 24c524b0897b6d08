import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads, type UploadRow } from '../../db/schema';

/** Columns a photo needs to be presented. */
const imageColumns = {
  id: uploads.id,
  postId: uploads.postId,
  width: uploads.width,
  height: uploads.height,
};
/** An upload as a post's photo. */
export type ImageRow = { id: string; postId: string | null; width: number; height: number };

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
 * Marks the owner's upload as used (an avatar). Uploads attached to a post do not qualify.
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
      and(eq(uploads.id, input.id), eq(uploads.ownerId, input.ownerId), isNull(uploads.postId)),
    )
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Deletes uploads never used and created before `olderThan`; returns their ids. */
export async function deleteUnusedUploadRows(db: Executor, olderThan: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(and(isNull(uploads.usedAt), lt(uploads.createdAt, olderThan)))
    .returning({ id: uploads.id });
  return rows.map((row) => row.id);
}
