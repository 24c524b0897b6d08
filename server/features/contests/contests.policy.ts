import { sql, type SQL } from 'drizzle-orm';
import type { ContestPhase } from '../../../common/features/contests/contest-limits';
import { contestEntries } from '../../db/schema';
import { isNotHiddenFrom } from '../../content/hidden-items.sql';
import { authorNotSuspendedFor } from '../../content/suspended-authors.sql';
import { notBlockedBetween } from '../../content/blocks.sql';
import { type ViewerSql } from '../../content/viewer-sql';

/**
 * Who may see and do what in photo contests: the one place every read and write of contests
 * asks (the API's lists and contest page, the results job, the server-rendered pages and the
 * sitemap).
 *
 * - Contests are public: every visitor sees every contest ({@link contestVisibleTo}).
 * - Entries are seen by everyone, except across a block: neither member of a block sees the
 *   other's entry, nor may vote for it ({@link entryVisibleTo}), as posts and tips do.
 * - Vote counts and places are seen by no one, staff included, until the results are in
 *   ({@link canSeeVoteCounts}): no bandwagon.
 * - Staff (`profiles.is_admin`) create, edit and delete contests ({@link canManageContests}).
 * - Members enter during the entry period and vote during the voting period
 *   ({@link entryRefusal}, {@link voteRefusal}), never for their own entry.
 */

/** The times and state the rules read of a contest. */
export interface ContestFacts {
  entriesOpenAt: Date;
  entriesCloseAt: Date;
  votingEndsAt: Date;
  resultsAt: Date | null;
}

/** The viewer as the rules read them. */
export interface ContestViewer {
  viewerId: string | null;
  isStaff: boolean;
}

/** Where the contest stands at `now` (see `contestPhases`). */
export function contestPhase(contest: ContestFacts, now: Date): ContestPhase {
  if (contest.resultsAt) return 'finished';
  const time = now.getTime();
  if (time < contest.entriesOpenAt.getTime()) return 'upcoming';
  if (time < contest.entriesCloseAt.getTime()) return 'entries';
  if (time < contest.votingEndsAt.getTime()) return 'voting';
  return 'tallying';
}

/** Every contest is public (visitors included): the condition of every contest read. */
export function contestVisibleTo(_viewerId: ViewerSql): SQL {
  return sql`true`;
}

/**
 * An entry is seen by the viewer unless its author and the viewer have blocked each other
 * (either way). `authorId` is the entry's author column (of the query's own alias).
 */
export function entryVisibleTo(
  viewerId: ViewerSql,
  authorId: SQL = sql`${contestEntries.userId}`,
  entryId: SQL = sql`${contestEntries.id}`,
): SQL {
  // Issue 15: an entry hidden by moderation only for its author and staff; issue 26: a
  // suspended member's entry only for staff.
  return sql`(${notBlockedBetween(viewerId, authorId)}
    and ${isNotHiddenFrom('contest_entry', entryId, authorId, viewerId)}
    and ${authorNotSuspendedFor(authorId, viewerId)})`;
}

/** Vote counts and places are shown once the winners are computed, never before. */
export function canSeeVoteCounts(contest: Pick<ContestFacts, 'resultsAt'>): boolean {
  return contest.resultsAt !== null;
}

/** Staff create, edit and delete contests. */
export function canManageContests(viewer: ContestViewer): boolean {
  return viewer.viewerId !== null && viewer.isStaff;
}

/**
 * Why the contest takes no entry, replacement or withdrawal at `now`: `not_open` before the
 * entry period, `closed` after it; null while entries are open.
 */
export function entryRefusal(contest: ContestFacts, now: Date): 'not_open' | 'closed' | null {
  const phase = contestPhase(contest, now);
  if (phase === 'upcoming') return 'not_open';
  return phase === 'entries' ? null : 'closed';
}

/**
 * Why the contest takes no vote (cast, moved or removed) at `now`: `not_open` before voting,
 * `closed` after it; null during voting.
 */
export function voteRefusal(contest: ContestFacts, now: Date): 'not_open' | 'closed' | null {
  const phase = contestPhase(contest, now);
  if (phase === 'upcoming' || phase === 'entries') return 'not_open';
  return phase === 'voting' ? null : 'closed';
}

/** Whether a member may vote for `entry`: never for their own. */
export function mayVoteFor(entry: { userId: string }, viewerId: string): boolean {
  return entry.userId !== viewerId;
}

/** The dates and the number of winners are fixed once voting has ended. */
export function areDatesLocked(contest: ContestFacts, now: Date): boolean {
  const phase = contestPhase(contest, now);
  return phase === 'tallying' || phase === 'finished';
}
