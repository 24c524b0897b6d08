import type { z } from 'zod';
import {
  CONTEST_COVER_INVALID_MESSAGE,
  CONTEST_DATES_LOCKED_MESSAGE,
  CONTEST_ENTRIES_AFTER_OPEN_MESSAGE,
  CONTEST_ENTRIES_CLOSED_MESSAGE,
  CONTEST_ENTRIES_MAX,
  CONTEST_ENTRY_LIMIT_MESSAGE,
  CONTEST_ENTRY_NOT_FOUND_MESSAGE,
  CONTEST_ENTRY_RATE_LIMIT,
  CONTEST_LENGTH_MAX_DAYS,
  CONTEST_MANAGE_LIMIT_MESSAGE,
  CONTEST_MANAGE_RATE_LIMIT,
  CONTEST_NO_ENTRY_MESSAGE,
  CONTEST_NOT_FOUND_MESSAGE,
  CONTEST_NOT_OPEN_YET_MESSAGE,
  CONTEST_OPEN_MAX_DAYS_AHEAD,
  CONTEST_OWN_ENTRY_VOTE_MESSAGE,
  CONTEST_PHOTO_CHOICES_MAX,
  CONTEST_PHOTO_INVALID_MESSAGE,
  CONTEST_STAFF_ONLY_MESSAGE,
  CONTEST_TOO_FAR_MESSAGE,
  CONTEST_TOO_LONG_MESSAGE,
  CONTEST_VOTE_LIMIT_MESSAGE,
  CONTEST_VOTE_RATE_LIMIT,
  CONTEST_VOTING_AFTER_ENTRIES_MESSAGE,
  CONTEST_VOTING_CLOSED_MESSAGE,
  CONTEST_VOTING_END_PAST_MESSAGE,
  CONTEST_VOTING_NOT_OPEN_MESSAGE,
} from '../../../common/features/contests/contest-limits';
import type {
  Contest,
  ContestEntry,
  contestEntryInputSchema,
  ContestPage,
  ContestPhotoChoices,
  contestsListQuerySchema,
  ContestVote,
  createContestInputSchema,
  updateContestInputSchema,
} from '../../../common/features/contests/contests.contract';
import { parkLocalToInstant } from '../../../common/features/events/park-time';
import type { Database, Executor } from '../../db/client';
import type { ContestRow } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import { isStaffMember } from '../posts/posts.repository';
import { presentImage } from '../uploads/uploads.presenter';
import { decodeContestListCursor, encodeContestListCursor } from './contest-cursor';
import { scheduleContestResults } from './contest-results';
import {
  areDatesLocked,
  canManageContests,
  entryRefusal,
  mayVoteFor,
  voteRefusal,
  type ContestViewer,
} from './contests.policy';
import { presentContest, presentContestEntry, presentContestSummary } from './contests.presenter';
import {
  claimContestPhoto,
  deleteContestRow,
  deleteEntryRow,
  deleteVote,
  findContestView,
  findEntryOf,
  findVisibleEntry,
  findVotedEntryId,
  insertContest,
  insertEntry,
  listContestViews,
  listPhotoChoices,
  listVisibleEntries,
  listVisibleWinners,
  lockContest,
  refreshEntryCount,
  updateContestRow,
  updateEntryRow,
  upsertVote,
  withdrawContestEntriesOf,
} from './contests.repository';

type ContestsListQuery = z.output<typeof contestsListQuerySchema>;
type CreateContestInput = z.output<typeof createContestInputSchema>;
type UpdateContestInput = z.output<typeof updateContestInputSchema>;
type ContestEntryInput = z.output<typeof contestEntryInputSchema>;

/** What writes need besides the database: the shared limiter and the time. */
export interface ContestWriteContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const contestNotFound = () => notFound(CONTEST_NOT_FOUND_MESSAGE);
const unprocessable = (message: string) => new AppError('unprocessable', message);
const conflict = (message: string) => new AppError('conflict', message);

async function viewerOf(db: Executor, viewerId: string | null): Promise<ContestViewer> {
  return { viewerId, isStaff: viewerId ? await isStaffMember(db, viewerId) : false };
}

/** @throws AppError 404 for a malformed or unknown id. */
async function requireContest(db: Executor, contestId: string) {
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
  const id = await ctx.db.transaction(async (tx) => {
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
    return row.id;
  });
  return getContest(ctx.db, viewerId, id, ctx.now);
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

/** 409 when the contest takes no entry change at `now`. */
function requireEntriesOpen(row: ContestRow, now: Date): void {
  const refusal = entryRefusal(row, now);
  if (refusal === 'not_open') throw conflict(CONTEST_NOT_OPEN_YET_MESSAGE);
  if (refusal === 'closed') throw conflict(CONTEST_ENTRIES_CLOSED_MESSAGE);
}

/**
 * `PUT /api/contests/{id}/entry`: enters the member's photo (one of their own uploads, already
 * re-encoded without EXIF) with a caption, or replaces their entry (it keeps its place in
 * time for ties), while entries are open. Resolves to the entry and whether it is new.
 * @throws AppError 404, 409 outside the entry period, 422 not their photo, 429.
 */
export async function enterContest(
  ctx: ContestWriteContext,
  viewerId: string,
  contestId: string,
  input: ContestEntryInput,
): Promise<{ entry: ContestEntry; isNew: boolean }> {
  const found = await requireContest(ctx.db, contestId);
  requireEntriesOpen(found, ctx.now);
  await ctx.rateLimiter.consume(
    `contests:entry:${viewerId}`,
    CONTEST_ENTRY_RATE_LIMIT,
    CONTEST_ENTRY_LIMIT_MESSAGE,
  );
  const uploadId = input.uploadId.toLowerCase();
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockContest(tx, found.id);
    if (!row) throw contestNotFound();
    requireEntriesOpen(row, ctx.now);
    if (!isUuid(uploadId) || !(await claimContestPhoto(tx, { ownerId: viewerId, id: uploadId }))) {
      throw new AppError('invalid_upload', CONTEST_PHOTO_INVALID_MESSAGE);
    }
    const existing = await findEntryOf(tx, row.id, viewerId);
    if (existing) {
      await updateEntryRow(tx, existing.id, {
        uploadId,
        caption: input.caption,
        replacedAt: ctx.now,
      });
      return { id: existing.id, isNew: false };
    }
    const inserted = await insertEntry(tx, {
      contestId: row.id,
      userId: viewerId,
      uploadId,
      caption: input.caption,
      createdAt: ctx.now,
    });
    await refreshEntryCount(tx, row.id);
    return { id: inserted.id, isNew: true };
  });
  const entry = await findVisibleEntry(ctx.db, found.id, result.id, viewerId);
  if (!entry) throw notFound(CONTEST_ENTRY_NOT_FOUND_MESSAGE);
  return { entry: presentContestEntry(entry, found, viewerId), isNew: result.isNew };
}

/**
 * `DELETE /api/contests/{id}/entry`: withdraws the member's entry while entries are open.
 * @throws AppError 404 no such contest or no entry, 409 outside the entry period, 429.
 */
export async function withdrawEntry(
  ctx: ContestWriteContext,
  viewerId: string,
  contestId: string,
): Promise<void> {
  const found = await requireContest(ctx.db, contestId);
  requireEntriesOpen(found, ctx.now);
  await ctx.rateLimiter.consume(
    `contests:entry:${viewerId}`,
    CONTEST_ENTRY_RATE_LIMIT,
    CONTEST_ENTRY_LIMIT_MESSAGE,
  );
  await ctx.db.transaction(async (tx) => {
    const row = await lockContest(tx, found.id);
    if (!row) throw contestNotFound();
    requireEntriesOpen(row, ctx.now);
    const existing = await findEntryOf(tx, row.id, viewerId);
    if (!existing) throw notFound(CONTEST_NO_ENTRY_MESSAGE);
    await deleteEntryRow(tx, existing.id);
    await refreshEntryCount(tx, row.id);
  });
}

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

/** `GET /api/contests/photo-choices`: the member's own photos an entry may use, newest first. */
export async function listContestPhotoChoices(
  db: Executor,
  viewerId: string,
): Promise<ContestPhotoChoices> {
  const rows = await listPhotoChoices(db, viewerId, CONTEST_PHOTO_CHOICES_MAX);
  return { items: rows.map(presentImage) };
}

/** Takes a member's entries out of the contests' counts before their account is deleted. */
export async function withdrawMemberContestEntries(tx: Executor, userId: string): Promise<void> {
  await withdrawContestEntriesOf(tx, userId);
}
