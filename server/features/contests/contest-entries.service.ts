import type { z } from 'zod';
import {
  CONTEST_ENTRIES_CLOSED_MESSAGE,
  CONTEST_ENTRY_LIMIT_MESSAGE,
  CONTEST_ENTRY_NOT_FOUND_MESSAGE,
  CONTEST_ENTRY_RATE_LIMIT,
  CONTEST_NO_ENTRY_MESSAGE,
  CONTEST_NOT_OPEN_YET_MESSAGE,
  CONTEST_PHOTO_CHOICES_MAX,
  CONTEST_PHOTO_INVALID_MESSAGE,
} from '../../../common/features/contests/contest-limits';
import type {
  ContestEntry,
  contestEntryInputSchema,
  ContestPhotoChoices,
} from '../../../common/features/contests/contests.contract';
import type { Executor } from '../../db/client';
import type { ContestRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { assertMayCreate } from '../trust/trust.service';
import { presentImage } from '../uploads/uploads.presenter';
import { entryRefusal } from './contests.policy';
import { presentContestEntry } from './contests.presenter';
import {
  claimContestPhoto,
  deleteEntryRow,
  findEntryOf,
  findVisibleEntry,
  insertEntry,
  listPhotoChoices,
  refreshEntryCount,
  updateEntryRow,
} from './contest-entries.repository';
import { lockContest } from './contests.repository';
import {
  conflict,
  contestNotFound,
  requireContest,
  type ContestWriteContext,
} from './contests.service';

type ContestEntryInput = z.output<typeof contestEntryInputSchema>;

/*
 * Entries of photo contests: entering (or replacing) and withdrawing while entries are open,
 * and the member's photos to choose from.
 */

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
 * @throws AppError 404, 409 outside the entry period, 422 not their photo or a caption with
 *   more links than the member's trust level allows, 429.
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
    await assertMayCreate(tx, viewerId, { kind: 'contest_entry', texts: [input.caption] });
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

/** `GET /api/contests/photo-choices`: the member's own photos an entry may use, newest first. */
export async function listContestPhotoChoices(
  db: Executor,
  viewerId: string,
): Promise<ContestPhotoChoices> {
  const rows = await listPhotoChoices(db, viewerId, CONTEST_PHOTO_CHOICES_MAX);
  return { items: rows.map(presentImage) };
}
