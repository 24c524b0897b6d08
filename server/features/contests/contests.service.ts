import type { z } from 'zod';
import {
  CONTEST_COVER_INVALID_MESSAGE,
  CONTEST_DATES_LOCKED_MESSAGE,
  CONTEST_ENTRIES_AFTER_OPEN_MESSAGE,
  CONTEST_ENTRIES_MAX,
  CONTEST_LENGTH_MAX_DAYS,
  CONTEST_MANAGE_LIMIT_MESSAGE,
  CONTEST_MANAGE_RATE_LIMIT,
  CONTEST_NOT_FOUND_MESSAGE,
  CONTEST_OPEN_MAX_DAYS_AHEAD,
  CONTEST_STAFF_ONLY_MESSAGE,
  CONTEST_TOO_FAR_MESSAGE,
  CONTEST_TOO_LONG_MESSAGE,
  CONTEST_VOTING_AFTER_ENTRIES_MESSAGE,
  CONTEST_VOTING_END_PAST_MESSAGE,
} from '../../../common/features/contests/contest-limits';
import type {
  Contest,
  ContestPage,
  contestsListQuerySchema,
  createContestInputSchema,
  updateContestInputSchema,
} from '../../../common/features/contests/contests.contract';
import { parkLocalToInstant } from '../../../common/features/events/park-time';
import type { Database, Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import { isAdminMember } from '../members/members.repository';
import { decodeContestListCursor, encodeContestListCursor } from './contest-cursor';
import { scheduleContestResults } from './contest-results';
import {
  areDatesLocked,
  canManageContests,
  entryRefusal,
  voteRefusal,
  type ContestViewer,
} from './contests.policy';
import { presentContest, presentContestSummary } from './contests.presenter';
import {
  claimContestPhoto,
  findEntryOf,
  listVisibleEntries,
  listVisibleWinners,
} from './contest-entries.repository';
import { findVotedEntryId } from './contest-votes.repository';
import {
  deleteContestRow,
  findContestView,
  insertContest,
  listContestViews,
  lockContest,
  updateContestRow,
} from './contests.repository';

type ContestsListQuery = z.output<typeof contestsListQuerySchema>;
type CreateContestInput = z.output<typeof createContestInputSchema>;
type UpdateContestInput = z.output<typeof updateContestInputSchema>;

/** What writes need besides the database: the shared limiter and the time. */
export interface ContestWriteContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** 404 `Contest not found`. */
export const contestNotFound = () => notFound(CONTEST_NOT_FOUND_MESSAGE);
const unprocessable = (message: string) => new AppError('unprocessable', message);
/** 409 with the rule's sentence. */
export const conflict = (message: string) => new AppError('conflict', message);

async function viewerOf(db: Executor, viewerId: string | null): Promise<ContestViewer> {
  return { viewerId, isStaff: viewerId ? await isAdminMember(db, viewerId) : false };
}

/** The contest with its cover. @throws AppError 404 for a malformed or unknown id. */
export async function requireContest(db: Executor, contestId: string) {
  const row = isUuid(contestId) ? await findContestView(db, contestId) : undefined;
  if (!row) throw contestNotFound();
  return row;
}

/** @throws AppError 403 unless the viewer is staff. */
async function requireStaff(db: Executor, viewerId: string): Promise<void> {
  if (!canManageContests(await viewerOf(db, viewerId))) throw forbidden(CONTEST_STAFF_ONLY_MESSAGE);
}

/** `GET /api/contests`: one list at `now`, each contest with its winners once they are known. */
export async function listContests(
  db: Executor,
  viewerId: string | null,
  query: ContestsListQuery,
  now: Date,
): Promise<ContestPage> {
  const cursor = decodeContestListCursor(query.cursor, query.status);
  const rows = await listContestViews(db, {
    status: query.status,
    now,
    limit: query.limit + 1,
    ...(cursor ? { cursor } : {}),
  });
  const page = rows.slice(0, query.limit);
  const winners = await listVisibleWinners(
    db,
    page.filter((row) => row.resultsAt !== null).map((row) => row.id),
    viewerId,
  );
  const last = page[page.length - 1];
  return {
    items: page.map((row) =>
      presentContestSummary(
        row,
        winners.filter((entry) => entry.contestId === row.id),
        now,
      ),
    ),
    nextCursor:
      rows.length > query.limit && last
        ? encodeContestListCursor({ status: query.status, at: last.keyAt, id: last.id })
        : null,
  };
}

/** `GET /api/contests/{id}`: the contest, its entries the viewer may see, their rights. */
export async function getContest(
  db: Executor,
  viewerId: string | null,
  contestId: string,
  now: Date,
): Promise<Contest> {
  const row = await requireContest(db, contestId);
  const entries = await listVisibleEntries(db, row.id, viewerId, CONTEST_ENTRIES_MAX);
  const viewer = await viewerOf(db, viewerId);
  const own = viewerId ? await findEntryOf(db, row.id, viewerId) : undefined;
  return presentContest(
    row,
    entries,
    {
      canManage: canManageContests(viewer),
      canEnter: viewerId !== null && entryRefusal(row, now) === null,
      canVote: viewerId !== null && voteRefusal(row, now) === null,
      entryId: own?.id ?? null,
      votedEntryId: viewerId ? await findVotedEntryId(db, row.id, viewerId) : null,
    },
    viewerId,
    now,
  );
}

/** The dates' rules (422): in order, voting ending in the future, not too long, not too far. */
function checkDates(
  dates: { entriesOpenAt: Date; entriesCloseAt: Date; votingEndsAt: Date },
  now: Date,
): void {
  if (dates.entriesCloseAt <= dates.entriesOpenAt) {
    throw unprocessable(CONTEST_ENTRIES_AFTER_OPEN_MESSAGE);
  }
  if (dates.votingEndsAt <= dates.entriesCloseAt) {
    throw unprocessable(CONTEST_VOTING_AFTER_ENTRIES_MESSAGE);
  }
  if (dates.votingEndsAt.getTime() <= now.getTime()) {
    throw unprocessable(CONTEST_VOTING_END_PAST_MESSAGE);
  }
  if (
    dates.votingEndsAt.getTime() - dates.entriesOpenAt.getTime() >
    CONTEST_LENGTH_MAX_DAYS * DAY_MS
  ) {
    throw unprocessable(CONTEST_TOO_LONG_MESSAGE);
  }
  if (dates.entriesOpenAt.getTime() > now.getTime() + CONTEST_OPEN_MAX_DAYS_AHEAD * DAY_MS) {
    throw unprocessable(CONTEST_TOO_FAR_MESSAGE);
  }
}

/** Marks the staff member's upload used as the cover. @throws AppError 422 when not theirs. */
async function claimCover(tx: Executor, ownerId: string, uploadId: string): Promise<string> {
  const id = uploadId.toLowerCase();
  if (!isUuid(id) || !(await claimContestPhoto(tx, { ownerId, id }))) {
    throw new AppError('invalid_upload', CONTEST_COVER_INVALID_MESSAGE);
  }
  return id;
}

/**
 * `POST /api/contests` (staff): the contest, and its results job at the end of voting, in one
 * transaction. @throws AppError 403 not staff, 422 dates or cover, 429 over the limit.
 */
export async function createContest(
  ctx: ContestWriteContext,
  viewerId: string,
  input: CreateContestInput,
): Promise<Contest> {
  await requireStaff(ctx.db, viewerId);
  await ctx.rateLimiter.consume(
    `contests:manage:${viewerId}`,
    CONTEST_MANAGE_RATE_LIMIT,
    CONTEST_MANAGE_LIMIT_MESSAGE,
  );
  const dates = {
    entriesOpenAt: parkLocalToInstant(input.entriesOpenAt),
    entriesCloseAt: parkLocalToInstant(input.entriesCloseAt),
    votingEndsAt: parkLocalToInstant(input.votingEndsAt),
  };
  checkDates(dates, ctx.now);
  // The answer is read before the commit: once it is saved, nothing else can fail.
  return ctx.db.transaction(async (tx) => {
    const coverUploadId = input.coverUploadId
      ? await claimCover(tx, viewerId, input.coverUploadId)
      : null;
    const row = await insertContest(tx, {
      title: input.title,
      theme: input.theme,
      rules: input.rules,
      coverUploadId,
      createdBy: viewerId,
      ...dates,
      winnerCount: input.winnerCount,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await scheduleContestResults(tx, row.id, dates.votingEndsAt);
    return getContest(tx, viewerId, row.id, ctx.now);
  });
}

/**
 * `PATCH /api/contests/{id}` (staff): only the given fields change; a moved end of voting
 * schedules the results at the new time (the old job then does nothing). Once voting has
 * ended the dates and the number of winners are fixed.
 * @throws AppError 404, 403, 409 dates locked, 422 dates or cover, 429.
 */
export async function updateContest(
  ctx: ContestWriteContext,
  viewerId: string,
  contestId: string,
  patch: UpdateContestInput,
): Promise<Contest> {
  const found = await requireContest(ctx.db, contestId);
  await requireStaff(ctx.db, viewerId);
  await ctx.rateLimiter.consume(
    `contests:manage:${viewerId}`,
    CONTEST_MANAGE_RATE_LIMIT,
    CONTEST_MANAGE_LIMIT_MESSAGE,
  );
  await ctx.db.transaction(async (tx) => {
    const row = await lockContest(tx, found.id);
    if (!row) throw contestNotFound();
    const movesDates =
      patch.entriesOpenAt !== undefined ||
      patch.entriesCloseAt !== undefined ||
      patch.votingEndsAt !== undefined ||
      (patch.winnerCount !== undefined && patch.winnerCount !== row.winnerCount);
    const dates = {
      entriesOpenAt: patch.entriesOpenAt
        ? parkLocalToInstant(patch.entriesOpenAt)
        : row.entriesOpenAt,
      entriesCloseAt: patch.entriesCloseAt
        ? parkLocalToInstant(patch.entriesCloseAt)
        : row.entriesCloseAt,
      votingEndsAt: patch.votingEndsAt ? parkLocalToInstant(patch.votingEndsAt) : row.votingEndsAt,
    };
    if (movesDates) {
      if (areDatesLocked(row, ctx.now)) throw conflict(CONTEST_DATES_LOCKED_MESSAGE);
      checkDates(dates, ctx.now);
    }
    const coverUploadId =
      patch.coverUploadId === undefined
        ? undefined
        : patch.coverUploadId === null
          ? null
          : await claimCover(tx, viewerId, patch.coverUploadId);
    await updateContestRow(tx, row.id, {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.theme !== undefined ? { theme: patch.theme } : {}),
      ...(patch.rules !== undefined ? { rules: patch.rules } : {}),
      ...(coverUploadId !== undefined ? { coverUploadId } : {}),
      ...(movesDates ? dates : {}),
      ...(patch.winnerCount !== undefined ? { winnerCount: patch.winnerCount } : {}),
      updatedAt: ctx.now,
    });
    if (dates.votingEndsAt.getTime() !== row.votingEndsAt.getTime()) {
      await scheduleContestResults(tx, row.id, dates.votingEndsAt);
    }
  });
  return getContest(ctx.db, viewerId, found.id, ctx.now);
}

/** `DELETE /api/contests/{id}` (staff): the contest, its entries and votes. @throws 404, 403. */
export async function deleteContest(
  ctx: ContestWriteContext,
  viewerId: string,
  contestId: string,
): Promise<void> {
  const found = await requireContest(ctx.db, contestId);
  await requireStaff(ctx.db, viewerId);
  await ctx.rateLimiter.consume(
    `contests:manage:${viewerId}`,
    CONTEST_MANAGE_RATE_LIMIT,
    CONTEST_MANAGE_LIMIT_MESSAGE,
  );
  await ctx.db.transaction(async (tx) => {
    if (!(await lockContest(tx, found.id))) throw contestNotFound();
    await deleteContestRow(tx, found.id);
  });
}
