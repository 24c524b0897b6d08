import type { z } from 'zod';
import {
  TIP_AUTHOR_ONLY_MESSAGE,
  TIP_HELPFUL_OWN_MESSAGE,
  TIP_NOT_FOUND_MESSAGE,
  TIP_TOP_WEEK_DAYS,
  TIPS_CREATE_LIMIT_MESSAGE,
  TIPS_CREATE_RATE_LIMIT,
  type TipPark,
} from '../../../common/features/tips/tip-limits';
import type {
  createTipInputSchema,
  Tip,
  TipHelpful,
  TipPage,
  tipsListQuerySchema,
  updateTipInputSchema,
} from '../../../common/features/tips/tips.contract';
import type { Database, Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import { isStaffMember } from '../members/members.repository';
import { assertMayCreate, assertMayEdit } from '../trust/trust.service';
import { invalidateTopTips } from './tip-changes';
import { decodeTipListCursor, encodeTipListCursor } from './tip-cursor';
import {
  deleteHelpfulVote,
  findTipRow,
  findVisibleTip,
  insertHelpfulVote,
  insertTip,
  listTips as listTipRows,
  lockTip,
  shiftHelpfulCount,
  updateTipRow,
  type TipRow,
} from './tips.repository';

type TipsListQuery = z.output<typeof tipsListQuerySchema>;
type CreateTipInput = z.output<typeof createTipInputSchema>;
type UpdateTipInput = z.output<typeof updateTipInputSchema>;

/** What sharing a tip needs besides the database: the shared limiter and the time. */
export interface TipWriteContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

interface TipViewer {
  viewerId: string | null;
  isStaff: boolean;
}

const tipNotFound = () => notFound(TIP_NOT_FOUND_MESSAGE);

async function viewerOf(db: Executor, viewerId: string | null): Promise<TipViewer> {
  return { viewerId, isStaff: viewerId ? await isStaffMember(db, viewerId) : false };
}

export function presentTip(row: TipRow, viewer: TipViewer): Tip {
  const isAuthor = viewer.viewerId === row.authorId;
  return {
    id: row.id,
    author: { id: row.authorId, username: row.authorUsername, avatar_url: row.authorAvatarUrl },
    category: row.category,
    park: row.park as TipPark | null,
    body: row.body,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() > row.createdAt.getTime(),
    viewer: {
      isAuthor,
      votedHelpful: row.votedHelpful,
      canEdit: isAuthor,
      canDelete: isAuthor || viewer.isStaff,
      canVoteHelpful: viewer.viewerId !== null && !isAuthor,
    },
  };
}

/**
 * `GET /api/tips`: the tips the viewer may see (no block either way), filtered and sorted.
 * 'Top this week' is the tips written in the 7 days before `now`, most helpful first (not the
 * votes received in those days: a count per tip is kept, votes per day are not).
 */
export async function listTips(
  db: Executor,
  viewerId: string | null,
  query: TipsListQuery,
  now: Date,
): Promise<TipPage> {
  const cursor = decodeTipListCursor(query.cursor, query.sort);
  const rows = await listTipRows(db, {
    viewerId,
    sort: query.sort,
    since: new Date(now.getTime() - TIP_TOP_WEEK_DAYS * 24 * 60 * 60 * 1000),
    ...(query.category ? { category: query.category } : {}),
    ...(query.park ? { park: query.park } : {}),
    ...(cursor ? { cursor } : {}),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const viewer = await viewerOf(db, viewerId);
  return {
    items: page.map((row) => presentTip(row, viewer)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeTipListCursor({
            sort: query.sort,
            value: query.sort === 'new' ? 0 : last.helpfulCount,
            createdAt: last.keyCreatedAt,
            id: last.id,
          })
        : null,
  };
}

/** `GET /api/tips/{id}`. @throws AppError 404 for an unknown, deleted or hidden tip. */
export async function getTip(db: Executor, viewerId: string | null, tipId: string): Promise<Tip> {
  if (!isUuid(tipId)) throw tipNotFound();
  const row = await findVisibleTip(db, viewerId, tipId);
  if (!row) throw tipNotFound();
  return presentTip(row, await viewerOf(db, viewerId));
}

/**
 * `POST /api/tips` (members, 20 a day; fewer for new and basic members, with only so many links:
 * the trust rules). @throws AppError 422 too many links, 429.
 */
export async function createTip(
  ctx: TipWriteContext,
  authorId: string,
  input: CreateTipInput,
): Promise<Tip> {
  const limitKey = `tips:create:${authorId}`;
  await ctx.rateLimiter.consume(limitKey, TIPS_CREATE_RATE_LIMIT, TIPS_CREATE_LIMIT_MESSAGE);
  let tip: Tip;
  try {
    // The answer is read before the commit: once it is saved, nothing else can fail.
    tip = await ctx.db.transaction(async (tx) => {
      await assertMayCreate(tx, authorId, { kind: 'tip', texts: [input.body] });
      const { id } = await insertTip(tx, {
        authorId,
        category: input.category,
        park: input.park,
        body: input.body,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      return getTip(tx, authorId, id);
    });
  } catch (err) {
    // Nothing was written: the attempt does not count against the day's tips.
    await ctx.rateLimiter.giveBack(limitKey);
    throw err;
  }
  invalidateTopTips();
  return tip;
}

/**
 * The live tip for a write by `viewerId`: 404 when it is gone or hidden from them, 403 when
 * they may see it but it is not theirs (unless `staffMay` and they are staff).
 */
async function requireOwnTip(db: Executor, viewerId: string, tipId: string, staffMay: boolean) {
  if (!isUuid(tipId)) throw tipNotFound();
  const row = await findTipRow(db, tipId);
  if (!row || row.deletedAt !== null) throw tipNotFound();
  if (row.authorId === viewerId) return row;
  if (!(await findVisibleTip(db, viewerId, tipId))) throw tipNotFound();
  if (staffMay && (await isStaffMember(db, viewerId))) return row;
  throw forbidden(TIP_AUTHOR_ONLY_MESSAGE);
}

/**
 * `PATCH /api/tips/{id}` (author): only the given fields change.
 * @throws AppError 404, 403, 422 more links than the author's trust level allows.
 */
export async function updateTip(
  db: Database,
  viewerId: string,
  tipId: string,
  patch: UpdateTipInput,
  now: Date,
): Promise<Tip> {
  const found = await requireOwnTip(db, viewerId, tipId, false);
  await db.transaction(async (tx) => {
    const row = await lockTip(tx, found.id);
    if (!row || row.deletedAt !== null) throw tipNotFound();
    if (patch.body !== undefined) {
      await assertMayEdit(tx, viewerId, { kind: 'tip', before: [row.body], after: [patch.body] });
    }
    await updateTipRow(tx, row.id, {
      ...(patch.category !== undefined ? { category: patch.category } : {}),
      ...(patch.park !== undefined ? { park: patch.park } : {}),
      ...(patch.body !== undefined ? { body: patch.body } : {}),
      updatedAt: now,
    });
  });
  invalidateTopTips();
  return getTip(db, viewerId, found.id);
}

/** `DELETE /api/tips/{id}` (author or staff): a tombstone, hidden everywhere. @throws 404, 403. */
export async function deleteTip(
  db: Database,
  viewerId: string,
  tipId: string,
  now: Date,
): Promise<void> {
  const found = await requireOwnTip(db, viewerId, tipId, true);
  await db.transaction(async (tx) => {
    const row = await lockTip(tx, found.id);
    if (!row || row.deletedAt !== null) throw tipNotFound();
    await updateTipRow(tx, row.id, { deletedAt: now });
  });
  invalidateTopTips();
}

/**
 * `PUT|DELETE /api/tips/{id}/helpful`: adds or removes the viewer's vote (idempotent) and keeps
 * the count in step under the tip's row lock. @throws AppError 404, 403 own tip.
 */
export async function setHelpfulVote(
  db: Database,
  viewerId: string,
  tipId: string,
  helpful: boolean,
): Promise<TipHelpful> {
  if (!isUuid(tipId)) throw tipNotFound();
  const visible = await findVisibleTip(db, viewerId, tipId);
  if (!visible) throw tipNotFound();
  if (visible.authorId === viewerId) throw forbidden(TIP_HELPFUL_OWN_MESSAGE);
  const helpfulCount = await db.transaction(async (tx) => {
    const row = await lockTip(tx, visible.id);
    if (!row || row.deletedAt !== null) throw tipNotFound();
    const changed = helpful
      ? await insertHelpfulVote(tx, row.id, viewerId)
      : await deleteHelpfulVote(tx, row.id, viewerId);
    if (!changed) return row.helpfulCount;
    return shiftHelpfulCount(tx, row.id, helpful ? 1 : -1);
  });
  invalidateTopTips();
  return { tipId: visible.id, votedHelpful: helpful, helpfulCount };
}
