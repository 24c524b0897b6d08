import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContestListStatus } from '../../../common/features/contests/contest-limits';
import type { Executor } from '../../db/client';
import { contestEntries, contests, contestVotes, profiles, uploads } from '../../db/schema';
import type { ContestRow } from '../../db/schema';
import { cursorTimestamp } from '../../lib/cursor';
import type { ViewerSql } from '../posts/post-visibility';
import type { ContestListKey } from './contest-cursor';
import { contestVisibleTo, entryVisibleTo } from './contests.policy';

/** A photo (an upload) as the presenter reads it. */
export interface PhotoRow {
  id: string;
  width: number;
  height: number;
  altText: string | null;
}

/** A contest with its cover and its cursor part. */
export interface ContestViewRow extends ContestRow {
  cover: PhotoRow | null;
  keyAt: string;
}

const coverColumns = {
  coverId: uploads.id,
  coverWidth: uploads.width,
  coverHeight: uploads.height,
  coverAlt: uploads.altText,
};

type CoverColumns = {
  coverId: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverAlt: string | null;
};

function withCover(row: { contest: ContestRow; keyAt: string } & CoverColumns): ContestViewRow {
  return {
    ...row.contest,
    keyAt: row.keyAt,
    cover:
      row.coverId !== null
        ? {
            id: row.coverId,
            width: row.coverWidth!,
            height: row.coverHeight!,
            altText: row.coverAlt,
          }
        : null,
  };
}

/** The time column a list is ordered by. */
function keyColumn(status: ContestListStatus) {
  if (status === 'entries') return contests.entriesCloseAt;
  if (status === 'upcoming') return contests.entriesOpenAt;
  return contests.votingEndsAt;
}

function selectContests(db: Executor, status: ContestListStatus) {
  return db
    .select({ contest: contests, keyAt: cursorTimestamp(keyColumn(status)), ...coverColumns })
    .from(contests)
    .leftJoin(uploads, eq(uploads.id, contests.coverUploadId));
}

/** A contest by id with its cover (every contest is public), or undefined. */
export async function findContestView(
  db: Executor,
  contestId: string,
): Promise<ContestViewRow | undefined> {
  const [row] = await selectContests(db, 'past')
    .where(and(eq(contests.id, contestId), contestVisibleTo(null)))
    .limit(1);
  return row ? withCover(row) : undefined;
}

/** The condition of a list at `now`: which contests are in it. */
function statusCondition(status: ContestListStatus, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (status === 'upcoming') return sql`${contests.entriesOpenAt} > ${at}`;
  if (status === 'entries') {
    return sql`${contests.entriesOpenAt} <= ${at} and ${contests.entriesCloseAt} > ${at}`;
  }
  if (status === 'voting') {
    return sql`${contests.entriesCloseAt} <= ${at} and ${contests.votingEndsAt} > ${at}`;
  }
  return sql`${contests.votingEndsAt} <= ${at}`;
}

/**
 * A page of one list at `now`: `entries`, `voting` and `upcoming` soonest first (the time
 * each ends or opens), `past` the latest end of voting first; `limit` rows at most.
 */
export async function listContestViews(
  db: Executor,
  input: { status: ContestListStatus; now: Date; cursor?: ContestListKey; limit: number },
): Promise<ContestViewRow[]> {
  const column = keyColumn(input.status);
  const isLatestFirst = input.status === 'past';
  const conditions: SQL[] = [contestVisibleTo(null), statusCondition(input.status, input.now)];
  if (input.cursor) {
    const key = sql`(${input.cursor.at}::timestamptz, ${input.cursor.id}::uuid)`;
    conditions.push(
      isLatestFirst
        ? sql`(${column}, ${contests.id}) < ${key}`
        : sql`(${column}, ${contests.id}) > ${key}`,
    );
  }
  const rows = await selectContests(db, input.status)
    .where(and(...conditions))
    .orderBy(
      ...(isLatestFirst ? [desc(column), desc(contests.id)] : [asc(column), asc(contests.id)]),
    )
    .limit(input.limit);
  return rows.map(withCover);
}

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

/** The contest's row under a row lock (entries, votes, edits and the results take turns). */
export async function lockContest(
  tx: Executor,
  contestId: string,
): Promise<ContestRow | undefined> {
  const [row] = await tx
    .select()
    .from(contests)
    .where(eq(contests.id, contestId))
    .for('update')
    .limit(1);
  return row;
}

export async function insertContest(db: Executor, values: typeof contests.$inferInsert) {
  const [row] = await db.insert(contests).values(values).returning({ id: contests.id });
  return row!;
}

export async function updateContestRow(
  db: Executor,
  contestId: string,
  values: Partial<typeof contests.$inferInsert>,
): Promise<void> {
  await db.update(contests).set(values).where(eq(contests.id, contestId));
}

export async function deleteContestRow(db: Executor, contestId: string): Promise<boolean> {
  const rows = await db
    .delete(contests)
    .where(eq(contests.id, contestId))
    .returning({ id: contests.id });
  return rows.length > 0;
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

/** The entry the member voted for in the contest, or null. */
export async function findVotedEntryId(
  db: Executor,
  contestId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ entryId: contestVotes.entryId })
    .from(contestVotes)
    .where(and(eq(contestVotes.contestId, contestId), eq(contestVotes.userId, userId)))
    .limit(1);
  return row?.entryId ?? null;
}

/** Casts the member's one vote of the contest, or moves it to `entryId`. */
export async function upsertVote(
  db: Executor,
  values: { contestId: string; userId: string; entryId: string; votedAt: Date },
): Promise<void> {
  await db
    .insert(contestVotes)
    .values(values)
    .onConflictDoUpdate({
      target: [contestVotes.contestId, contestVotes.userId],
      set: { entryId: values.entryId, votedAt: values.votedAt },
    });
}

/** Removes the member's vote in the contest; whether there was one. */
export async function deleteVote(
  db: Executor,
  contestId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(contestVotes)
    .where(and(eq(contestVotes.contestId, contestId), eq(contestVotes.userId, userId)))
    .returning({ userId: contestVotes.userId });
  return rows.length > 0;
}

/**
 * Every entry of the contest with its votes, in the order of the results: most votes first,
 * then the earlier entry (its first entering, not a replacement), then id.
 */
export async function tallyEntries(
  db: Executor,
  contestId: string,
): Promise<{ id: string; userId: string; votes: number }[]> {
  const votes = sql<number>`(select count(*)::int from contest_votes cv where cv.entry_id = ${contestEntries.id})`;
  const rows = await db
    .select({ id: contestEntries.id, userId: contestEntries.userId, votes })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId))
    .orderBy(desc(votes), asc(contestEntries.createdAt), asc(contestEntries.id));
  return rows.map((row) => ({ ...row, votes: Number(row.votes) }));
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
export async function withdrawContestEntriesOf(tx: Executor, userId: string): Promise<void> {
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
}
