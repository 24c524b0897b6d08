import {
  CONTEST_ENTRY_NOT_FOUND_MESSAGE,
  CONTEST_OWN_ENTRY_VOTE_MESSAGE,
  CONTEST_VOTE_LIMIT_MESSAGE,
  CONTEST_VOTE_RATE_LIMIT,
  CONTEST_VOTING_CLOSED_MESSAGE,
  CONTEST_VOTING_NOT_OPEN_MESSAGE,
} from '../../../common/features/contests/contest-limits';
import type { ContestVote } from '../../../common/features/contests/contests.contract';
import type { ContestRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { mayVoteFor, voteRefusal } from './contests.policy';
import { findVisibleEntry } from './contest-entries.repository';
import { deleteVote, upsertVote } from './contest-votes.repository';
import { lockContest } from './contests.repository';
import {
  conflict,
  contestNotFound,
  requireContest,
  type ContestWriteContext,
} from './contests.service';

/* Votes of photo contests: one per member per contest, cast, moved or taken back in voting. */

/** 409 when the contest takes no vote change at `now`. */
function requireVotingOpen(row: ContestRow, now: Date): void {
  const refusal = voteRefusal(row, now);
  if (refusal === 'not_open') throw conflict(CONTEST_VOTING_NOT_OPEN_MESSAGE);
  if (refusal === 'closed') throw conflict(CONTEST_VOTING_CLOSED_MESSAGE);
}

/**
 * `PUT /api/contests/{id}/vote`: casts the member's one vote of the contest for `entryId`, or
 * moves it there, during voting; never for their own entry, nor for an entry hidden by a block.
 * Under the contest's row lock, so it is before the results or refused.
 * @throws AppError 404 contest or entry, 403 own entry, 409 outside voting, 429.
 */
export async function castVote(
  ctx: ContestWriteContext,
  viewerId: string,
  contestId: string,
  entryId: string,
): Promise<ContestVote> {
  const found = await requireContest(ctx.db, contestId);
  requireVotingOpen(found, ctx.now);
  const id = entryId.toLowerCase();
  const entry = isUuid(id) ? await findVisibleEntry(ctx.db, found.id, id, viewerId) : undefined;
  if (!entry) throw notFound(CONTEST_ENTRY_NOT_FOUND_MESSAGE);
  if (!mayVoteFor(entry, viewerId)) throw forbidden(CONTEST_OWN_ENTRY_VOTE_MESSAGE);
  await ctx.rateLimiter.consume(
    `contests:vote:${viewerId}`,
    CONTEST_VOTE_RATE_LIMIT,
    CONTEST_VOTE_LIMIT_MESSAGE,
  );
  await ctx.db.transaction(async (tx) => {
    const row = await lockContest(tx, found.id);
    if (!row) throw contestNotFound();
    requireVotingOpen(row, ctx.now);
    await upsertVote(tx, {
      contestId: row.id,
      userId: viewerId,
      entryId: entry.id,
      votedAt: ctx.now,
    });
  });
  return { contestId: found.id, votedEntryId: entry.id };
}

/**
 * `DELETE /api/contests/{id}/vote`: takes back the member's vote during voting (nothing to
 * take back is no error). @throws AppError 404, 409 outside voting, 429.
 */
export async function removeVote(
  ctx: ContestWriteContext,
  viewerId: string,
  contestId: string,
): Promise<ContestVote> {
  const found = await requireContest(ctx.db, contestId);
  requireVotingOpen(found, ctx.now);
  await ctx.rateLimiter.consume(
    `contests:vote:${viewerId}`,
    CONTEST_VOTE_RATE_LIMIT,
    CONTEST_VOTE_LIMIT_MESSAGE,
  );
  await ctx.db.transaction(async (tx) => {
    const row = await lockContest(tx, found.id);
    if (!row) throw contestNotFound();
    requireVotingOpen(row, ctx.now);
    await deleteVote(tx, row.id, viewerId);
  });
  return { contestId: found.id, votedEntryId: null };
}
