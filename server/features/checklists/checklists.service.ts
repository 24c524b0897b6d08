import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  CHECKLIST_CATEGORY_NOT_FOUND_MESSAGE,
  CHECKLIST_ITEM_NOT_FOUND_MESSAGE,
  CHECKLIST_MAX_CATEGORIES,
  CHECKLIST_MAX_ITEMS,
  CHECKLIST_NOT_FOUND_MESSAGE,
  CHECKLIST_OWNER_ONLY_MESSAGE,
  CHECKLIST_TOO_MANY_CATEGORIES_MESSAGE,
  CHECKLIST_TOO_MANY_ITEMS_MESSAGE,
  CHECKLISTS_CREATE_LIMIT_MESSAGE,
  CHECKLISTS_CREATE_RATE_LIMIT,
  CHECKLISTS_EDIT_LIMIT_MESSAGE,
  CHECKLISTS_EDIT_RATE_LIMIT,
  type ChecklistPark,
} from '../../../common/features/checklists/checklist-limits';
import type {
  Checklist,
  ChecklistPage,
  ChecklistSummary,
  createChecklistCategoryInputSchema,
  createChecklistInputSchema,
  createChecklistItemInputSchema,
  moveChecklistCategoryInputSchema,
  moveChecklistItemInputSchema,
  myChecklistsQuerySchema,
  publicChecklistsQuerySchema,
  updateChecklistInputSchema,
  updateChecklistItemInputSchema,
} from '../../../common/features/checklists/checklists.contract';
import { TRIP_NOT_FOUND_MESSAGE } from '../../../common/features/trips/trip-limits';
import type { Database, Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { decodeCursor, encodeCursor, isUuid } from '../../lib/cursor';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import { assertMayCreate, assertMayEdit } from '../trust/trust.service';
import { decodeChecklistListCursor, encodeChecklistListCursor } from './checklist-cursor';
import { checklistChanges } from './checklist-changes';
import { canEditChecklist } from './checklists.policy';
import {
  categoryOrder,
  copyContents,
  countContents,
  deleteCategoryRow,
  deleteItemRow,
  findCategory,
  findChecklistRow,
  findItem,
  findVisibleChecklist,
  findVisibleOrigins,
  insertCategory,
  insertChecklist,
  insertItem,
  itemOrder,
  listOwnChecklists,
  listPublicChecklists as listPublicRows,
  lockChecklist,
  readContents,
  renameCategoryRow,
  renumberCategories,
  renumberItems,
  tripPlannedLiveByMember,
  updateChecklistRow,
  updateItemRow,
  type ChecklistSummaryRow,
  type ChecklistTableRow,
} from './checklists.repository';

type PublicQuery = z.output<typeof publicChecklistsQuerySchema>;
type MineQuery = z.output<typeof myChecklistsQuerySchema>;
type CreateInput = z.output<typeof createChecklistInputSchema>;
type UpdateInput = z.output<typeof updateChecklistInputSchema>;
type CreateCategoryInput = z.output<typeof createChecklistCategoryInputSchema>;
type MoveCategoryInput = z.output<typeof moveChecklistCategoryInputSchema>;
type CreateItemInput = z.output<typeof createChecklistItemInputSchema>;
type UpdateItemInput = z.output<typeof updateChecklistItemInputSchema>;
type MoveItemInput = z.output<typeof moveChecklistItemInputSchema>;

/** What creating or copying needs besides the database: the shared limiter and the time. */
export interface ChecklistWriteContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

const checklistNotFound = () => notFound(CHECKLIST_NOT_FOUND_MESSAGE);
const categoryNotFound = () => notFound(CHECKLIST_CATEGORY_NOT_FOUND_MESSAGE);
const itemNotFound = () => notFound(CHECKLIST_ITEM_NOT_FOUND_MESSAGE);

/**
 * A checklist may be for a trip its owner plans (owner or co-planner, live): anything else
 * answers 404 like an unknown trip, so nobody learns of a trip they cannot see.
 */
async function assertOwnerPlansTrip(tx: Executor, ownerId: string, tripId: string): Promise<void> {
  if (!isUuid(tripId) || !(await tripPlannedLiveByMember(tx, ownerId, tripId))) {
    throw notFound(TRIP_NOT_FOUND_MESSAGE);
  }
}

/**
 * The checklist as its answers show it. A checklist for a trip the viewer may see shows that
 * trip and its dates; a reader who may not see the trip gets `trip: null` and the checklist's
 * own dates (never the name or dates of a private trip).
 */
export function presentChecklistSummary(row: ChecklistSummaryRow): ChecklistSummary {
  const trip =
    row.linkedTripId !== null && row.linkedTripName !== null
      ? { id: row.linkedTripId, name: row.linkedTripName }
      : null;
  return {
    id: row.id,
    owner: { id: row.ownerId, username: row.ownerUsername, avatar_url: row.ownerAvatarUrl },
    title: row.title,
    description: row.description,
    park: row.park as ChecklistPark | null,
    topic: row.topic,
    tripStartsOn: trip ? row.linkedTripArrivesOn : row.tripStartsOn,
    tripEndsOn: trip ? row.linkedTripDepartsOn : row.tripEndsOn,
    trip,
    visibility: row.visibility,
    copyCount: row.copyCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    categoryCount: row.categoryCount,
    itemCount: row.itemCount,
    checkedCount: row.checkedCount,
  };
}

/** `GET /api/checklists`: public checklists (never unlisted or private ones), paged. */
export async function listPublicChecklists(
  db: Executor,
  viewerId: string | null,
  query: PublicQuery,
): Promise<ChecklistPage> {
  const cursor = decodeChecklistListCursor(query.cursor, query.sort);
  const rows = await listPublicRows(db, {
    viewerId,
    sort: query.sort,
    ...(query.q ? { q: query.q } : {}),
    ...(query.park ? { park: query.park } : {}),
    ...(query.topic ? { topic: query.topic } : {}),
    ...(cursor ? { cursor } : {}),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(presentChecklistSummary),
    nextCursor:
      rows.length > query.limit && last
        ? encodeChecklistListCursor({
            sort: query.sort,
            value: query.sort === 'newest' ? 0 : last.copyCount,
            createdAt: last.keyCreatedAt,
            id: last.id,
          })
        : null,
  };
}

/**
 * `GET /api/checklists/mine`: the viewer's own checklists (any visibility), newest first; with
 * `trip`, only those for that trip (none for a malformed id).
 */
export async function listMyChecklists(
  db: Executor,
  viewerId: string,
  query: MineQuery,
): Promise<ChecklistPage> {
  if (query.trip !== undefined && !isUuid(query.trip)) return { items: [], nextCursor: null };
  const cursor = decodeCursor(query.cursor);
  const rows = await listOwnChecklists(db, viewerId, cursor, query.limit + 1, query.trip);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(presentChecklistSummary),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.keyCreatedAt, id: last.id })
        : null,
  };
}

/** The whole checklist as `viewerId` may see it, or undefined when it is hidden from them. */
export async function readChecklist(
  db: Executor,
  viewerId: string | null,
  checklistId: string,
): Promise<Checklist | undefined> {
  if (!isUuid(checklistId)) return undefined;
  const row = await findVisibleChecklist(db, viewerId, checklistId);
  if (!row) return undefined;
  const [{ categories, items }, origins] = await Promise.all([
    readContents(db, row.id),
    row.copiedFromId ? findVisibleOrigins(db, viewerId, [row.copiedFromId]) : [],
  ]);
  const origin = origins[0];
  const isOwner = canEditChecklist(row, viewerId);
  return {
    ...presentChecklistSummary(row),
    copiedFrom: origin
      ? {
          id: origin.id,
          title: origin.title,
          owner: {
            id: origin.ownerId,
            username: origin.ownerUsername,
            avatar_url: origin.ownerAvatarUrl,
          },
        }
      : null,
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      items: items
        .filter((item) => item.categoryId === category.id)
        .map((item) => ({ id: item.id, text: item.text, note: item.note, checked: item.checked })),
    })),
    viewer: { isOwner, canEdit: isOwner, canCopy: viewerId !== null },
  };
}

/** `GET /api/checklists/{id}`. @throws AppError 404 for an unknown, deleted or hidden one. */
export async function getChecklist(
  db: Executor,
  viewerId: string | null,
  checklistId: string,
): Promise<Checklist> {
  const checklist = await readChecklist(db, viewerId, checklistId);
  if (!checklist) throw checklistNotFound();
  return checklist;
}

/**
 * `POST /api/checklists` (members, 30 creations or copies a day; a public one counts against the
 * public checklists a new or basic member may make a day, and links are limited: trust rules).
 * @throws AppError 422 too many links, 429.
 */
export async function createChecklist(
  ctx: ChecklistWriteContext,
  ownerId: string,
  input: CreateInput,
): Promise<Checklist> {
  const limitKey = `checklists:create:${ownerId}`;
  await ctx.rateLimiter.consume(
    limitKey,
    CHECKLISTS_CREATE_RATE_LIMIT,
    CHECKLISTS_CREATE_LIMIT_MESSAGE,
  );
  try {
    // The answer is read before the commit: once the checklist is saved, nothing else can fail.
    return await ctx.db.transaction(async (tx) => {
      await assertMayCreate(tx, ownerId, {
        kind: 'checklist',
        texts: [input.title, input.description],
        isPublic: input.visibility === 'public',
      });
      if (input.tripId !== null) await assertOwnerPlansTrip(tx, ownerId, input.tripId);
      const id = await insertChecklist(tx, {
        ownerId,
        title: input.title,
        description: input.description,
        park: input.park,
        topic: input.topic,
        tripStartsOn: input.tripStartsOn,
        tripEndsOn: input.tripEndsOn,
        tripId: input.tripId,
        visibility: input.visibility,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      return getChecklist(tx, ownerId, id);
    });
  } catch (err) {
    await ctx.rateLimiter.giveBack(limitKey);
    throw err;
  }
}

/**
 * The live checklist for a change by `viewerId`: 404 when it is gone or hidden from them, 403
 * when they may see it but do not own it.
 */
async function requireOwnChecklist(
  db: Executor,
  viewerId: string,
  checklistId: string,
): Promise<ChecklistTableRow> {
  if (!isUuid(checklistId)) throw checklistNotFound();
  const row = await findChecklistRow(db, checklistId);
  if (!row || row.deletedAt !== null) throw checklistNotFound();
  if (canEditChecklist(row, viewerId)) return row;
  if (await findVisibleChecklist(db, viewerId, checklistId)) {
    throw forbidden(CHECKLIST_OWNER_ONLY_MESSAGE);
  }
  throw checklistNotFound();
}

/** What a change of the checklist's contents needs: the time and the shared limiter. */
export interface ChecklistEditContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

/**
 * Runs `change` in a transaction holding the checklist's row lock (after the owner check and
 * the hourly edit limit), touches its `updated_at` and answers the whole checklist as it is
 * after the change (other tabs' changes included).
 */
async function editChecklist(
  ctx: ChecklistEditContext,
  viewerId: string,
  checklistId: string,
  change: (tx: Executor, checklist: ChecklistTableRow) => Promise<void>,
): Promise<Checklist> {
  const found = await requireOwnChecklist(ctx.db, viewerId, checklistId);
  await ctx.rateLimiter.consume(
    `checklists:edit:${viewerId}`,
    CHECKLISTS_EDIT_RATE_LIMIT,
    CHECKLISTS_EDIT_LIMIT_MESSAGE,
  );
  await ctx.db.transaction(async (tx) => {
    const row = await lockChecklist(tx, found.id);
    if (!row || row.deletedAt !== null) throw checklistNotFound();
    await change(tx, row);
    await updateChecklistRow(tx, row.id, { updatedAt: ctx.now });
  });
  checklistChanges.changed();
  return getChecklist(ctx.db, viewerId, found.id);
}

/**
 * `PATCH /api/checklists/{id}` (owner): only the given fields change; links and making it public
 * follow the trust rules. @throws AppError 422 too many links, 429 public checklists a day.
 */
export async function updateChecklist(
  ctx: ChecklistEditContext,
  viewerId: string,
  checklistId: string,
  patch: UpdateInput,
): Promise<Checklist> {
  return editChecklist(ctx, viewerId, checklistId, async (tx, row) => {
    const tripStartsOn = patch.tripStartsOn !== undefined ? patch.tripStartsOn : row.tripStartsOn;
    const tripEndsOn = patch.tripEndsOn !== undefined ? patch.tripEndsOn : row.tripEndsOn;
    if (tripStartsOn && tripEndsOn && tripEndsOn < tripStartsOn) {
      throw new AppError('validation_failed', 'The trip cannot end before it starts');
    }
    await assertMayEdit(tx, viewerId, {
      kind: 'checklist',
      before: [row.title, row.description],
      after: [patch.title ?? row.title, patch.description ?? row.description],
      becomesPublic: patch.visibility === 'public' && row.visibility !== 'public',
    });
    if (patch.tripId) await assertOwnerPlansTrip(tx, row.ownerId, patch.tripId);
    const values: Partial<typeof row> = {};
    for (const key of [
      'title',
      'description',
      'park',
      'topic',
      'tripStartsOn',
      'tripEndsOn',
      'tripId',
      'visibility',
    ] as const) {
      if (patch[key] !== undefined) (values as Record<string, unknown>)[key] = patch[key];
    }
    await updateChecklistRow(tx, row.id, values);
  });
}

/** `DELETE /api/checklists/{id}` (owner): a tombstone, hidden everywhere (copies stay). */
export async function deleteChecklist(
  db: Database,
  viewerId: string,
  checklistId: string,
  now: Date,
): Promise<void> {
  const found = await requireOwnChecklist(db, viewerId, checklistId);
  await db.transaction(async (tx) => {
    const row = await lockChecklist(tx, found.id);
    if (!row || row.deletedAt !== null) throw checklistNotFound();
    await updateChecklistRow(tx, row.id, { deletedAt: now, updatedAt: now });
  });
  checklistChanges.changed();
}

/**
 * `POST /api/checklists/{id}/copy`: a private copy for the viewer of a checklist they may see
 * (public, unlisted, or their own), every item unchecked, 'copied from' the original, whose copy
 * count goes up (not for a copy of one's own). Counts against the daily creation limit.
 */
export async function copyChecklist(
  ctx: ChecklistWriteContext,
  viewerId: string,
  checklistId: string,
): Promise<Checklist> {
  if (!isUuid(checklistId)) throw checklistNotFound();
  const visible = await findVisibleChecklist(ctx.db, viewerId, checklistId);
  if (!visible) throw checklistNotFound();
  const limitKey = `checklists:create:${viewerId}`;
  await ctx.rateLimiter.consume(
    limitKey,
    CHECKLISTS_CREATE_RATE_LIMIT,
    CHECKLISTS_CREATE_LIMIT_MESSAGE,
  );
  let copy: Checklist;
  try {
    // The answer is read before the commit: once the copy is saved, nothing else can fail.
    copy = await ctx.db.transaction(async (tx) => {
      const original = await lockChecklist(tx, visible.id);
      if (!original || original.deletedAt !== null) throw checklistNotFound();
      const { categories, items } = await readContents(tx, original.id);
      const id = await insertChecklist(tx, {
        ownerId: viewerId,
        title: original.title,
        description: original.description,
        park: original.park,
        topic: original.topic,
        visibility: 'private',
        copiedFromId: original.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      const newIds = new Map(categories.map((category) => [category.id, randomUUID()]));
      await copyContents(
        tx,
        categories.map((category, index) => ({
          id: newIds.get(category.id)!,
          checklistId: id,
          name: category.name,
          position: index,
          createdAt: ctx.now,
        })),
        categories.flatMap((category) =>
          items
            .filter((item) => item.categoryId === category.id)
            .map((item, index) => ({
              checklistId: id,
              categoryId: newIds.get(category.id)!,
              text: item.text,
              note: item.note,
              checked: false,
              position: index,
              createdAt: ctx.now,
              updatedAt: ctx.now,
            })),
        ),
      );
      if (original.ownerId !== viewerId) {
        await updateChecklistRow(tx, original.id, { copyCount: original.copyCount + 1 });
      }
      return getChecklist(tx, viewerId, id);
    });
  } catch (err) {
    await ctx.rateLimiter.giveBack(limitKey);
    throw err;
  }
  checklistChanges.changed();
  return copy;
}

/** Moves `id` within `order` to `position` (past the end: last); the new order. */
function moveWithin(order: string[], id: string, position: number): string[] {
  const rest = order.filter((other) => other !== id);
  rest.splice(Math.min(position, rest.length), 0, id);
  return rest;
}

/** `POST /api/checklists/{id}/categories` (owner). */
export async function addCategory(
  ctx: ChecklistEditContext,
  viewerId: string,
  checklistId: string,
  input: CreateCategoryInput,
): Promise<Checklist> {
  return editChecklist(ctx, viewerId, checklistId, async (tx, row) => {
    const counts = await countContents(tx, row.id);
    if (counts.categories >= CHECKLIST_MAX_CATEGORIES) {
      throw new AppError('validation_failed', CHECKLIST_TOO_MANY_CATEGORIES_MESSAGE);
    }
    const order = await categoryOrder(tx, row.id);
    const id = await insertCategory(tx, {
      checklistId: row.id,
      name: input.name,
      position: order.length,
      createdAt: ctx.now,
    });
    if (input.position !== undefined && input.position < order.length) {
      await renumberCategories(tx, moveWithin([...order, id], id, input.position));
    }
  });
}

async function requireCategory(tx: Executor, checklistId: string, categoryId: string) {
  if (!isUuid(categoryId)) throw categoryNotFound();
  const category = await findCategory(tx, checklistId, categoryId);
  if (!category) throw categoryNotFound();
  return category;
}

async function requireItem(tx: Executor, checklistId: string, itemId: string) {
  if (!isUuid(itemId)) throw itemNotFound();
  const item = await findItem(tx, checklistId, itemId);
  if (!item) throw itemNotFound();
  return item;
}

/** `PATCH /api/checklists/{id}/categories/{categoryId}` (owner): rename. */
export async function renameCategory(
  ctx: ChecklistEditContext,
  viewerId: string,
  checklistId: string,
  categoryId: string,
  name: string,
): Promise<Checklist> {
  return editChecklist(ctx, viewerId, checklistId, async (tx, row) => {
    const category = await requireCategory(tx, row.id, categoryId);
    await renameCategoryRow(tx, category.id, name);
  });
}

/** `DELETE /api/checklists/{id}/categories/{categoryId}` (owner): with its items. */
export async function deleteCategory(
  ctx: ChecklistEditContext,
  viewerId: string,
  checklistId: string,
  categoryId: string,
): Promise<Checklist> {
  return editChecklist(ctx, viewerId, checklistId, async (tx, row) => {
    const category = await requireCategory(tx, row.id, categoryId);
    await deleteCategoryRow(tx, category.id);
    await renumberCategories(tx, await categoryOrder(tx, row.id));
  });
}

/**
 * `POST …/categories/{categoryId}/move` (owner): the category goes to `position` of the order
 * as it is now (read under the checklist's lock, so concurrent moves apply one after the other).
 */
export async function moveCategory(
  ctx: ChecklistEditContext,
  viewerId: string,
  checklistId: string,
  categoryId: string,
  input: MoveCategoryInput,
): Promise<Checklist> {
  return editChecklist(ctx, viewerId, checklistId, async (tx, row) => {
    const category = await requireCategory(tx, row.id, categoryId);
    const order = await categoryOrder(tx, row.id);
    await renumberCategories(tx, moveWithin(order, category.id, input.position));
  });
}

/** `POST /api/checklists/{id}/items` (owner): a new unchecked item in one of its categories. */
export async function addItem(
  ctx: ChecklistEditContext,
  viewerId: string,
  checklistId: string,
  input: CreateItemInput,
): Promise<Checklist> {
  return editChecklist(ctx, viewerId, checklistId, async (tx, row) => {
    const category = await requireCategory(tx, row.id, input.categoryId);
    await assertMayCreate(tx, viewerId, {
      kind: 'checklist_item',
      texts: [input.text, input.note],
    });
    const counts = await countContents(tx, row.id);
    if (counts.items >= CHECKLIST_MAX_ITEMS) {
      throw new AppError('validation_failed', CHECKLIST_TOO_MANY_ITEMS_MESSAGE);
    }
    const order = await itemOrder(tx, category.id);
    const id = await insertItem(tx, {
      checklistId: row.id,
      categoryId: category.id,
      text: input.text,
      note: input.note,
      position: order.length,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (input.position !== undefined && input.position < order.length) {
      await renumberItems(tx, category.id, moveWithin([...order, id], id, input.position), ctx.now);
    }
  });
}

/**
 * `PATCH /api/checklists/{id}/items/{itemId}` (owner): only the given fields of this one item
 * change (another tab's edits of other items, or of other fields, are kept).
 */
export async function updateItem(
  ctx: ChecklistEditContext,
  viewerId: string,
  checklistId: string,
  itemId: string,
  patch: UpdateItemInput,
): Promise<Checklist> {
  return editChecklist(ctx, viewerId, checklistId, async (tx, row) => {
    const item = await requireItem(tx, row.id, itemId);
    await assertMayEdit(tx, viewerId, {
      kind: 'checklist_item',
      before: [item.text, item.note],
      after: [patch.text ?? item.text, patch.note !== undefined ? patch.note : item.note],
    });
    await updateItemRow(tx, item.id, {
      ...(patch.text !== undefined ? { text: patch.text } : {}),
      ...(patch.note !== undefined ? { note: patch.note } : {}),
      ...(patch.checked !== undefined ? { checked: patch.checked } : {}),
      updatedAt: ctx.now,
    });
  });
}

/** `DELETE /api/checklists/{id}/items/{itemId}` (owner). */
export async function deleteItem(
  ctx: ChecklistEditContext,
  viewerId: string,
  checklistId: string,
  itemId: string,
): Promise<Checklist> {
  return editChecklist(ctx, viewerId, checklistId, async (tx, row) => {
    const item = await requireItem(tx, row.id, itemId);
    await deleteItemRow(tx, item.id);
    await renumberItems(tx, item.categoryId, await itemOrder(tx, item.categoryId), ctx.now);
  });
}

/**
 * `POST …/items/{itemId}/move` (owner): the item goes to `position` in `categoryId` (its own
 * when absent), in the order as it is now under the checklist's lock.
 */
export async function moveItem(
  ctx: ChecklistEditContext,
  viewerId: string,
  checklistId: string,
  itemId: string,
  input: MoveItemInput,
): Promise<Checklist> {
  return editChecklist(ctx, viewerId, checklistId, async (tx, row) => {
    const item = await requireItem(tx, row.id, itemId);
    const target = input.categoryId
      ? (await requireCategory(tx, row.id, input.categoryId)).id
      : item.categoryId;
    if (target !== item.categoryId) {
      const source = (await itemOrder(tx, item.categoryId)).filter((id) => id !== item.id);
      await renumberItems(tx, item.categoryId, source, ctx.now);
    }
    const order = await itemOrder(tx, target);
    await renumberItems(tx, target, moveWithin(order, item.id, input.position), ctx.now);
  });
}
