import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  computeContestResults,
  scheduleContestResults,
} from '../../features/contests/contest-results';
import type { Database, Executor } from '../client';
import { contestEntries, contests, contestVotes, profiles, uploads } from '../schema';
import { DEMO_ADMIN_USERNAME } from './demo-data';
import { demoContests } from './demo-contests-data';
import { demoMemberId } from './demo-seed';
import { stableUuid } from './stable-id';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Rows the contests part of a demo run added. */
export interface DemoContestsResult {
  contests: number;
  entries: number;
  votes: number;
}

/** The fixed id of a demo contest. */
export function demoContestId(key: string): string {
  return stableUuid(`demo:contest:${key}`);
}

/** The first photo of the member's demo posts (their own upload), or null. */
async function firstPostPhoto(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.ownerId, userId), isNotNull(uploads.postId), isNull(uploads.messageId)))
    .orderBy(asc(uploads.createdAt), asc(uploads.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Adds the demo photo contests (one open for entries, one voting, two finished), made by the
 * admin, with entries of demo members (each with a photo of their demo posts) and votes; the
 * finished ones get their results through the contests' own results code (places, counts and
 * the winners' and entrants' notifications), the others their results job at the end of
 * voting. Idempotent: fixed ids, a contest already there is left alone; members missing, or
 * without a photo, are skipped.
 */
export async function seedDemoContests(
  db: Database,
  now = new Date(),
): Promise<DemoContestsResult> {
  const result: DemoContestsResult = { contests: 0, entries: 0, votes: 0 };
  const usernames = demoContests.flatMap((contest) => [
    ...contest.entries.map((entry) => entry.member),
    ...Object.keys(contest.votes),
    DEMO_ADMIN_USERNAME,
  ]);
  const present = new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(usernames.map(demoMemberId))]))
    ).map((row) => row.id),
  );
  const adminId = demoMemberId(DEMO_ADMIN_USERNAME);

  await db.transaction(async (tx) => {
    for (const contest of demoContests) {
      const id = demoContestId(contest.key);
      // On the hour, as staff would set them.
      const at = (days: number) =>
        new Date(Math.floor((now.getTime() + days * DAY_MS) / HOUR_MS) * HOUR_MS);
      const entries = [];
      for (const entry of contest.entries) {
        const userId = demoMemberId(entry.member);
        if (!present.has(userId)) continue;
        const photo = await firstPostPhoto(tx, userId);
        if (photo) entries.push({ ...entry, userId, photo });
      }
      const cover = entries[0]?.photo ?? null;
      const inserted = await tx
        .insert(contests)
        .values({
          id,
          title: contest.title,
          theme: contest.theme,
          rules: contest.rules,
          coverUploadId: cover,
          createdBy: present.has(adminId) ? adminId : null,
          entriesOpenAt: at(contest.entriesOpenDays),
          entriesCloseAt: at(contest.entriesCloseDays),
          votingEndsAt: at(contest.votingEndsDays),
          winnerCount: contest.winnerCount,
          createdAt: at(contest.entriesOpenDays - 2),
          updatedAt: at(contest.entriesOpenDays - 2),
        })
        .onConflictDoNothing()
        .returning({ id: contests.id, votingEndsAt: contests.votingEndsAt });
      if (inserted.length === 0) continue;
      result.contests += 1;
      const entryIds = new Map<string, string>();
      for (const [index, entry] of entries.entries()) {
        const entryId = stableUuid(`demo:contest-entry:${contest.key}:${entry.member}`);
        await tx
          .insert(contestEntries)
          .values({
            id: entryId,
            contestId: id,
            userId: entry.userId,
            uploadId: entry.photo,
            caption: entry.caption,
            // A few hours apart, in the order of the list.
            createdAt: new Date(
              at(contest.entriesOpenDays).getTime() + (index + 1) * 5 * 3_600_000,
            ),
          })
          .onConflictDoNothing();
        await tx
          .update(uploads)
          .set({ usedAt: sql`coalesce(${uploads.usedAt}, now())` })
          .where(eq(uploads.id, entry.photo));
        entryIds.set(entry.member, entryId);
        result.entries += 1;
      }
      await tx.update(contests).set({ entryCount: entryIds.size }).where(eq(contests.id, id));
      for (const [voter, entrant] of Object.entries(contest.votes)) {
        const voterId = demoMemberId(voter);
        const entryId = entryIds.get(entrant);
        if (!entryId || !present.has(voterId) || voter === entrant) continue;
        await tx
          .insert(contestVotes)
          .values({
            contestId: id,
            userId: voterId,
            entryId,
            votedAt: at(contest.entriesCloseDays + 1),
          })
          .onConflictDoNothing();
        result.votes += 1;
      }
      const votingEndsAt = inserted[0]!.votingEndsAt;
      if (votingEndsAt.getTime() <= now.getTime()) {
        // Computed as the runner would have at the deadline.
        await computeContestResults(tx, {
          contestId: id,
          expectedEnd: votingEndsAt,
          now: votingEndsAt,
        });
      } else {
        await scheduleContestResults(tx, id, votingEndsAt);
      }
    }
  });
  return result;
}
