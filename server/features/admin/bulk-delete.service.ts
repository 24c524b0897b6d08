import {
  BULK_DELETE_SAMPLE_SIZE,
  BULK_DELETE_SYNC_MAX,
  BULK_DELETE_UNDO_HOURS,
  type BulkDeleteFilter,
  type BulkDeleteInput,
  type BulkDeletePreview,
  type BulkDeletion,
  type BulkDeletionPage,
} from '../../../common/features/admin/bulk-delete.contract';
import type { Database, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, nextCursorOf } from '../../lib/cursor';
import { recordAudit } from '../audit/audit.service';
import { scheduleJob } from '../jobs/jobs.service';
import {
  countMatches,
  deleteMatchedComments,
  deleteMatchedPosts,
  findDeletion,
  findMemberIdByUsername,
  insertDeletion,
  listDeletions,
  lockMatchedGroups,
  readSetting,
  restoreComments,
  restorePosts,
  sampleMatches,
  updateDeletion,
  type DeletionRowOut,
  type ResolvedFilter,
} from './bulk-delete.repository';

/** The kind of the job that runs a large bulk delete batch by batch. */
export const BULK_DELETE_JOB = 'bulk-delete';
/** Rows a job run deletes at most (`moderation_settings.bulk_delete_batch_size` overrides it). */
export const BULK_DELETE_BATCH_SIZE = 1000;
const UNDO_MS = BULK_DELETE_UNDO_HOURS * 60 * 60 * 1000;

/** The largest delete done at once: 10,000 (`moderation_settings.bulk_delete_sync_max` may lower it). */
export const syncMaxOf = (db: Executor) =>
  readSetting(db, 'bulk_delete_sync_max', BULK_DELETE_SYNC_MAX);
const batchSizeOf = (db: Executor) =>
  readSetting(db, 'bulk_delete_batch_size', BULK_DELETE_BATCH_SIZE);

/** The filter with its author's username turned into an id. @throws 422 unknown username. */
async function resolveFilter(db: Executor, filter: BulkDeleteFilter): Promise<ResolvedFilter> {
  const { author, ...rest } = filter;
  if (author === undefined) return rest;
  const id = await findMemberIdByUsername(db, author);
  if (!id) throw new AppError('unprocessable', `There is no member called “${author}”.`);
  if (rest.authorId && rest.authorId !== id) {
    throw new AppError('unprocessable', 'The author id and username name different members.');
  }
  return { ...rest, authorId: id };
}

/** What a filter would delete: the counts and the newest ten items. Changes nothing. */
export async function previewBulkDelete(
  db: Executor,
  filter: BulkDeleteFilter,
): Promise<BulkDeletePreview> {
  const resolved = await resolveFilter(db, filter);
  const counts = await countMatches(db, resolved);
  const sample = await sampleMatches(db, resolved, BULK_DELETE_SAMPLE_SIZE);
  const total = counts.posts + counts.comments;
  return {
    total,
    posts: counts.posts,
    comments: counts.comments,
    runsAsJob: total > (await syncMaxOf(db)),
    sample: sample.map((row) => ({
      kind: row.kind,
      id: row.id,
      postId: row.post_id,
      excerpt: row.excerpt,
      author: { id: row.author_id, username: row.username },
      createdAt: row.created_at,
    })),
  };
}

function presentDeletion(row: DeletionRowOut, now: Date): BulkDeletion {
  const undoUntil = new Date(new Date(row.deleted_at).getTime() + UNDO_MS);
  const filter = typeof row.filter === 'string' ? JSON.parse(row.filter) : row.filter;
  return {
    id: row.id,
    actor:
      row.actor_id && row.actor_username
        ? { id: row.actor_id, username: row.actor_username }
        : null,
    filter: filter as Record<string, unknown>,
    reason: row.reason,
    state: row.state,
    total: row.total,
    processed: row.processed,
    deletedAt: row.deleted_at,
    finishedAt: row.finished_at,
    undoneAt: row.undone_at,
    undoUntil: undoUntil.toISOString(),
    canUndo:
      (row.state === 'done' || row.state === 'failed') && now.getTime() < undoUntil.getTime(),
  };
}

/**
 * The audit entry of a delete (or of one batch of a job): the filter and counts. What it deleted
 * is in `bulk_deletion_items` (posts and comments keep their rows with `deleted_at`).
 */
async function auditDelete(
  tx: Executor,
  input: {
    actorId: string | null;
    deletionId: string;
    reason: string;
    after: Record<string, unknown>;
  },
) {
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'bulk.delete',
    itemKind: 'bulk_deletion',
    itemId: input.deletionId,
    reason: input.reason,
    before: null,
    after: input.after,
  });
}

/**
 * Deletes what the filter matches, with a reason. Up to 10,000 rows: at once, in one
 * transaction (posts and comments soft-deleted at one moment, each recorded as an item, the
 * counts kept right): `{ operation, queued: false }`.
 * More: the operation is started and a job deletes them batch by batch, reporting progress:
 * `{ operation, queued: true }`.
 * @throws AppError 422 unknown author.
 */
export async function runBulkDelete(
  db: Database,
  actorId: string,
  input: BulkDeleteInput,
  now: Date,
): Promise<{ operation: BulkDeletion; queued: boolean }> {
  const { reason, ...filter } = input;
  const id = await db.transaction(async (tx) => {
    const resolved: ResolvedFilter = { ...(await resolveFilter(tx, filter)), createdUpTo: now };
    const stored = { ...filter, ...(resolved.authorId ? { authorId: resolved.authorId } : {}) };
    const counts = await countMatches(tx, resolved);
    const total = counts.posts + counts.comments;
    const deletionId = await insertDeletion(tx, {
      actorId,
      filter: stored,
      reason,
      total,
      at: now,
    });
    if (total > (await syncMaxOf(tx))) {
      await auditDelete(tx, {
        actorId,
        deletionId,
        reason,
        after: { filter: stored, total, job: true },
      });
      await scheduleJob(tx, {
        kind: BULK_DELETE_JOB,
        key: `${BULK_DELETE_JOB}:${deletionId}:0`,
        runAt: now,
        payload: { deletionId },
      });
      return deletionId;
    }
    await lockMatchedGroups(tx, resolved);
    const comments = await deleteMatchedComments(tx, deletionId, resolved, now, null);
    const posts = await deleteMatchedPosts(tx, deletionId, resolved, now, null);
    const deleted = posts + comments;
    await updateDeletion(tx, deletionId, {
      processedBy: deleted,
      total: deleted,
      state: 'done',
      finishedAt: now,
    });
    await auditDelete(tx, {
      actorId,
      deletionId,
      reason,
      after: { filter: stored, posts, comments, total: deleted },
    });
    return deletionId;
  });
  const row = await findDeletion(db, id);
  return { operation: presentDeletion(row!, now), queued: row!.state === 'running' };
}

/**
 * One run of a large delete's job, in the job's transaction: deletes the next batch (comments
 * first, then posts, all soft-deleted at the operation's moment so the undo finds them),
 * adds it to the progress and schedules the next run; marks the operation done when nothing
 * is left. Does nothing for an operation that is not running.
 */
export async function runBulkDeleteBatch(
  tx: Executor,
  deletionId: string,
  now: Date,
): Promise<void> {
  const row = await findDeletion(tx, deletionId, { forUpdate: true });
  if (!row || row.state !== 'running') return;
  const deletedAt = new Date(row.deleted_at);
  const stored = (
    typeof row.filter === 'string' ? JSON.parse(row.filter) : row.filter
  ) as BulkDeleteFilter;
  const resolved: ResolvedFilter = { ...stored, createdUpTo: deletedAt };
  const batch = await batchSizeOf(tx);
  await lockMatchedGroups(tx, resolved);
  const comments = await deleteMatchedComments(tx, deletionId, resolved, deletedAt, batch);
  const room = batch - comments;
  const posts = room > 0 ? await deleteMatchedPosts(tx, deletionId, resolved, deletedAt, room) : 0;
  const deleted = comments + posts;
  if (deleted > 0) {
    await updateDeletion(tx, deletionId, { processedBy: deleted });
    await auditDelete(tx, {
      actorId: row.actor_id,
      deletionId,
      reason: row.reason,
      after: { batch: { posts, comments }, processed: row.processed + deleted },
    });
  }
  if (deleted < batch) {
    await updateDeletion(tx, deletionId, {
      state: 'done',
      finishedAt: now,
      total: row.processed + deleted,
    });
    return;
  }
  await scheduleJob(tx, {
    kind: BULK_DELETE_JOB,
    key: `${BULK_DELETE_JOB}:${deletionId}:${row.processed + deleted}`,
    runAt: now,
    payload: { deletionId },
  });
}

/**
 * Undoes a finished (or failed: what it deleted) bulk delete within 24 hours, in one transaction: exactly the posts and
 * comments it deleted that are still deleted at its moment come back (one deleted otherwise
 * since stays deleted), the counts follow; audited as `bulk.undo`.
 * @throws AppError 404 unknown, 409 running, already undone or past 24 hours.
 */
export async function undoBulkDelete(
  db: Database,
  actorId: string,
  id: string,
  now: Date,
): Promise<BulkDeletion> {
  if (!isUuid(id)) throw notFound('This bulk delete does not exist.');
  await db.transaction(async (tx) => {
    const row = await findDeletion(tx, id, { forUpdate: true });
    if (!row) throw notFound('This bulk delete does not exist.');
    if (row.state === 'undone')
      throw new AppError('conflict', 'This bulk delete was already undone.');
    if (row.state === 'running') {
      throw new AppError('conflict', 'This bulk delete is still running; undo it when it is done.');
    }
    const deletedAt = new Date(row.deleted_at);
    if (now.getTime() >= deletedAt.getTime() + UNDO_MS) {
      throw new AppError(
        'conflict',
        `A bulk delete can be undone for ${BULK_DELETE_UNDO_HOURS} hours; this one is older.`,
      );
    }
    const posts = await restorePosts(tx, id, deletedAt);
    const comments = await restoreComments(tx, id, deletedAt);
    await updateDeletion(tx, id, { state: 'undone', undoneAt: now, undoneBy: actorId });
    await recordAudit(tx, {
      actorId,
      action: 'bulk.undo',
      itemKind: 'bulk_deletion',
      itemId: id,
      reason: row.reason,
      before: { state: row.state, processed: row.processed },
      after: { restored: { posts, comments } },
    });
  });
  return getBulkDeletion(db, id, now);
}

/** One operation with its progress. @throws AppError 404 unknown. */
export async function getBulkDeletion(db: Executor, id: string, now: Date): Promise<BulkDeletion> {
  const row = isUuid(id) ? await findDeletion(db, id) : null;
  if (!row) throw notFound('This bulk delete does not exist.');
  return presentDeletion(row, now);
}

/** Operations newest first. @throws 400 bad cursor. */
export async function listBulkDeletions(
  db: Executor,
  query: { cursor?: string; limit: number },
  now: Date,
): Promise<BulkDeletionPage> {
  const rows = await listDeletions(db, decodeCursor(query.cursor), query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map((row) => presentDeletion(row, now)),
    nextCursor: nextCursorOf(
      rows.map((row) => ({ createdAt: row.deleted_at, id: row.id })),
      query.limit,
    ),
  };
}
