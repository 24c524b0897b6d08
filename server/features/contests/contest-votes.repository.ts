import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contestEntries, contestVotes } from '../../db/schema';

/* Every query of contest votes: a member's vote, casting, moving and removing it, the tally. */

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
