import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contestEntries, contests, profiles, uploads } from '../../db/schema';
import type { ViewerSql } from '../../content/viewer-sql';
import { entryVisibleTo } from './contests.policy';
import { lockContest, type PhotoRow } from './contests.repository';

/* Every query of contest entries: the visible entries and winners, a member's entry, writes. */

/** An entry with its author and photo. */
export interface EntryViewRow {
  id: string;
  contestId: string;
  userId: string;
  caption: string;
  createdAt: Date;
  replacedAt: Date | null;
  voteCount: number;
  place: number | null;
  authorUsername: string;
  authorAvatarUrl: string | null;
  photo: PhotoRow;
}

function selectEntries(db: Executor) {
  return db
    .select({
      entry: contestEntries,
      authorUsername: profiles.username,
      authorAvatarUrl: profiles.avatarUrl,
      photoId: uploads.id,
      photoWidth: uploads.width,
      photoHeight: uploads.height,
      photoAlt: uploads.altText,
    })
    .from(contestEntries)
    .innerJoin(profiles, eq(profiles.id, contestEntries.userId))
    .innerJoin(uploads, eq(uploads.id, contestEntries.uploadId));
}

type SelectedEntry = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

function toEntryView(row: SelectedEntry): EntryViewRow {
  return {
    id: row.entry.id,
    contestId: row.entry.contestId,
    userId: row.entry.userId,
    caption: row.entry.caption,
    createdAt: row.entry.createdAt,
    replacedAt: row.entry.replacedAt,
    voteCount: row.entry.voteCount,
    place: row.entry.place,
    authorUsername: row.authorUsername,
    authorAvatarUrl: row.authorAvatarUrl,
    photo: {
      id: row.photoId,
      width: row.photoWidth,
      height: row.photoHeight,
      altText: row.photoAlt,
    },
  };
}

/**
 * The entries of a contest the viewer may see (no block either way), oldest first; at most
 * `limit`.
 */
export async function listVisibleEntries(
  db: Executor,
  contestId: string,
  viewerId: ViewerSql,
  limit: number,
): Promise<EntryViewRow[]> {
  const rows = await selectEntries(db)
    .where(and(eq(contestEntries.contestId, contestId), entryVisibleTo(viewerId)))
    .orderBy(asc(contestEntries.createdAt), asc(contestEntries.id))
    .limit(limit);
  return rows.map(toEntryView);
}

/** The placed entries of the given contests the viewer may see, by contest and place. */
export async function listVisibleWinners(
  db: Executor,
  contestIds: string[],
  viewerId: ViewerSql,
): Promise<EntryViewRow[]> {
  if (contestIds.length === 0) return [];
  const rows = await selectEntries(db)
    .where(
      and(
        inArray(contestEntries.contestId, contestIds),
        isNotNull(contestEntries.place),
        entryVisibleTo(viewerId),
      ),
    )
    .orderBy(asc(contestEntries.contestId), asc(contestEntries.place));
  return rows.map(toEntryView);
}

/** One entry of the contest the viewer may see, or undefined. */
export async function findVisibleEntry(
  db: Executor,
  contestId: string,
  entryId: string,
  viewerId: ViewerSql,
): Promise<EntryViewRow | undefined> {
  const [row] = await selectEntries(db)
    .where(
      and(
        eq(contestEntries.contestId, contestId),
        eq(contestEntries.id, entryId),
        entryVisibleTo(viewerId),
      ),
    )
    .limit(1);
  return row ? toEntryView(row) : undefined;
}

/** The member's entry in the contest (their own: no block applies), or undefined. */
export async function findEntryOf(db: Executor, contestId: string, userId: string) {
  const [row] = await db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)))
    .limit(1);
  return row;
}

export async function insertEntry(db: Executor, values: typeof contestEntries.$inferInsert) {
  const [row] = await db.insert(contestEntries).values(values).returning({ id: contestEntries.id });
  return row!;
}

export async function updateEntryRow(
  db: Executor,
  entryId: string,
  values: Partial<typeof contestEntries.$inferInsert>,
): Promise<void> {
  await db.update(contestEntries).set(values).where(eq(contestEntries.id, entryId));
}

export async function deleteEntryRow(db: Executor, entryId: string): Promise<void> {
  await db.delete(contestEntries).where(eq(contestEntries.id, entryId));
}

/** Sets the contest's entry count from its rows. */
export async function refreshEntryCount(db: Executor, contestId: string): Promise<void> {
  await db
    .update(contests)
    .set({
      entryCount: sql`(select count(*)::int from contest_entries ce where ce.contest_id = ${contestId}::uuid)`,
    })
    .where(eq(contests.id, contestId));
}

/**
 * The member's own photos an entry or a cover may use (uploads not sent in a message),
 * newest first.
 */
export async function listPhotoChoices(
  db: Executor,
  ownerId: string,
  limit: number,
): Promise<PhotoRow[]> {
  return db
    .select({
      id: uploads.id,
      width: uploads.width,
      height: uploads.height,
      altText: uploads.altText,
    })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), isNull(uploads.messageId)))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(limit);
}

/**
 * Marks the owner's upload used by a contest (an entry's photo, a cover): uploads of a direct
 * message do not qualify. Whether a row matched.
 */
export async function claimContestPhoto(
  db: Executor,
  input: { ownerId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ usedAt: sql`coalesce(${uploads.usedAt}, now())` })
    .where(
      and(eq(uploads.id, input.id), eq(uploads.ownerId, input.ownerId), isNull(uploads.messageId)),
    )
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/**
 * Takes a member's entries out of their contests before their account goes (the cascade would
 * remove the rows and leave the entry counts behind): each contest locked in id order, the
 * entry removed (with the votes for it), the count set again. Run it in the deletion's
 * transaction.
 */
export async function withdrawContestEntriesOf(tx: Executor, userId: string): Promise<number> {
  const rows = await tx
    .select({ contestId: contestEntries.contestId })
    .from(contestEntries)
    .where(eq(contestEntries.userId, userId))
    .orderBy(asc(contestEntries.contestId));
  for (const { contestId } of rows) {
    await lockContest(tx, contestId);
    await tx
      .delete(contestEntries)
      .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)));
    await refreshEntryCount(tx, contestId);
  }
  return rows.length;
}
