import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContestListStatus } from '../../../common/features/contests/contest-limits';
import { isNotHidden } from '../../content/hidden-items.sql';
import { authorNotSuspended } from '../../content/suspended-authors.sql';
import type { Executor } from '../../db/client';
import { contests, uploads } from '../../db/schema';
import type { ContestRow } from '../../db/schema';
import { cursorTimestamp } from '../../lib/cursor';
import type { ContestListKey } from './contest-cursor';
import { contestVisibleTo } from './contests.policy';

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

/**
 * Issue 27, one way to count: the contest's entries everyone may see (not hidden by
 * moderation, no suspended member's), counted at read from `contest_entries_one_per_member_key`
 * rather than the stored `entry_count` (which cannot know of a hide or a suspension).
 */
const shownEntryCount = sql<number>`(select count(*)::int from contest_entries counted_entry
  where counted_entry.contest_id = contests.id
    and ${isNotHidden('contest_entry', sql`counted_entry.id`)}
    and ${authorNotSuspended(sql`counted_entry.user_id`)})`.mapWith(Number);

function withCover(
  row: { contest: ContestRow; keyAt: string; shownEntryCount: number } & CoverColumns,
): ContestViewRow {
  return {
    ...row.contest,
    entryCount: row.shownEntryCount,
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
    .select({
      contest: contests,
      keyAt: cursorTimestamp(keyColumn(status)),
      shownEntryCount,
      ...coverColumns,
    })
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
