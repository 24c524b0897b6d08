import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  ChecklistSort,
  ChecklistTopic,
} from '../../../common/features/checklists/checklist-limits';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { checklistCategories, checklistItems, checklists, profiles, trips } from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';
import type { ChecklistListKey } from './checklist-cursor';
import { tripAliasColumns, tripPlannedLiveBy, tripVisibleTo } from '../trips/trips.policy';
import { checklistListedTo, checklistVisibleTo } from './checklists.policy';

export type ChecklistTableRow = Omit<typeof checklists.$inferSelect, 'searchVector'>;

/**
 * A checklist with its owner, its counts, its cursor part, and the trip it is for (issue 29) —
 * read at the time, so the trip's dates move the checklist's — when the viewer may see that trip.
 */
export type ChecklistSummaryRow = ChecklistTableRow & {
  ownerUsername: string;
  ownerAvatarUrl: string | null;
  linkedTripId: string | null;
  linkedTripName: string | null;
  linkedTripArrivesOn: string | null;
  linkedTripDepartsOn: string | null;
  categoryCount: number;
  itemCount: number;
  checkedCount: number;
  keyCreatedAt: string;
};

const LINKED_TRIP = 'linked_trip';
const linkedTrip = alias(trips, LINKED_TRIP);

function selectSummaries(db: Executor, viewerId: string | null) {
  return db
    .select({
      id: checklists.id,
      ownerId: checklists.ownerId,
      title: checklists.title,
      description: checklists.description,
      park: checklists.park,
      topic: checklists.topic,
      tripStartsOn: checklists.tripStartsOn,
      tripEndsOn: checklists.tripEndsOn,
      tripId: checklists.tripId,
      visibility: checklists.visibility,
      copiedFromId: checklists.copiedFromId,
      copyCount: checklists.copyCount,
      createdAt: checklists.createdAt,
      updatedAt: checklists.updatedAt,
      deletedAt: checklists.deletedAt,
      ownerUsername: profiles.username,
      ownerAvatarUrl: profiles.avatarUrl,
      linkedTripId: linkedTrip.id,
      linkedTripName: linkedTrip.name,
      linkedTripArrivesOn: linkedTrip.arrivesOn,
      linkedTripDepartsOn: linkedTrip.departsOn,
      categoryCount: sql<number>`(select count(*)::int from checklist_categories cc
        where cc.checklist_id = ${checklists.id})`,
      itemCount: sql<number>`(select count(*)::int from checklist_items ci
        where ci.checklist_id = ${checklists.id})`,
      checkedCount: sql<number>`(select count(*)::int from checklist_items ci
        where ci.checklist_id = ${checklists.id} and ci.checked)`,
      keyCreatedAt: cursorTimestamp(checklists.createdAt),
    })
    .from(checklists)
    .innerJoin(profiles, eq(profiles.id, checklists.ownerId))
    .leftJoin(
      linkedTrip,
      and(
        eq(linkedTrip.id, checklists.tripId),
        tripVisibleTo(viewerId, tripAliasColumns(LINKED_TRIP)),
      ),
    );
}

const normalize = (row: ChecklistSummaryRow): ChecklistSummaryRow => ({
  ...row,
  categoryCount: Number(row.categoryCount),
  itemCount: Number(row.itemCount),
  checkedCount: Number(row.checkedCount),
});

/** A checklist the viewer may open by id (the policy's rule), with its owner and counts. */
export async function findVisibleChecklist(
  db: Executor,
  viewerId: string | null,
  checklistId: string,
): Promise<ChecklistSummaryRow | undefined> {
  const [row] = await selectSummaries(db, viewerId)
    .where(and(eq(checklists.id, checklistId), checklistVisibleTo(viewerId)))
    .limit(1);
  return row ? normalize(row) : undefined;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function afterKey(key: ChecklistListKey): SQL {
  const tail = sql`(${checklists.createdAt}, ${checklists.id}) < (${key.createdAt}::timestamptz, ${key.id}::uuid)`;
  if (key.sort === 'newest') return tail;
  return sql`(${checklists.copyCount} < ${key.value} or (${checklists.copyCount} = ${key.value} and ${tail}))`;
}

/** A page of the public checklists the viewer may see, searched, filtered and sorted. */
export async function listPublicChecklists(
  db: Executor,
  input: {
    viewerId: string | null;
    sort: ChecklistSort;
    q?: string;
    park?: string;
    topic?: ChecklistTopic;
    /** Only these checklists (the site's templates). */
    ids?: string[];
    cursor?: ChecklistListKey;
    limit: number;
  },
): Promise<ChecklistSummaryRow[]> {
  const conditions: SQL[] = [checklistListedTo(input.viewerId)];
  if (input.ids) conditions.push(inArray(checklists.id, input.ids));
  if (input.q) {
    const pattern = likePattern(input.q);
    conditions.push(
      sql`(${checklists.title} ilike ${pattern} or ${checklists.description} ilike ${pattern})`,
    );
  }
  if (input.park) conditions.push(eq(checklists.park, input.park));
  if (input.topic) conditions.push(eq(checklists.topic, input.topic));
  if (input.cursor) conditions.push(afterKey(input.cursor));
  const tail = [desc(checklists.createdAt), desc(checklists.id)];
  const rows = await selectSummaries(db, input.viewerId)
    .where(and(...conditions))
    .orderBy(...(input.sort === 'newest' ? tail : [desc(checklists.copyCount), ...tail]))
    .limit(input.limit);
  return rows.map(normalize);
}

/**
 * A page of the owner's live checklists, newest first; with `tripId`, only those for that trip
 * while the owner may still see it (none once it is deleted).
 */
export async function listOwnChecklists(
  db: Executor,
  ownerId: string,
  cursor: CursorKey | undefined,
  limit: number,
  tripId?: string,
): Promise<ChecklistSummaryRow[]> {
  const conditions: SQL[] = [eq(checklists.ownerId, ownerId), sql`${checklists.deletedAt} is null`];
  if (tripId) conditions.push(eq(checklists.tripId, tripId), eq(linkedTrip.id, tripId));
  if (cursor) {
    conditions.push(
      sql`(${checklists.createdAt}, ${checklists.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await selectSummaries(db, ownerId)
    .where(and(...conditions))
    .orderBy(desc(checklists.createdAt), desc(checklists.id))
    .limit(limit);
  return rows.map(normalize);
}

/** Whether `memberId` plans the live trip `tripId` (owner or co-planner): they may link it. */
export async function tripPlannedLiveByMember(
  db: Executor,
  memberId: string,
  tripId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.id, tripId), tripPlannedLiveBy(memberId)))
    .limit(1);
  return rows.length > 0;
}

/** The checklist's row (deleted ones included), unlocked. */
export async function findChecklistRow(
  db: Executor,
  checklistId: string,
): Promise<ChecklistTableRow | undefined> {
  const [row] = await db.select().from(checklists).where(eq(checklists.id, checklistId)).limit(1);
  return row;
}

/**
 * The checklist's row under a row lock: every change of its structure (categories, items,
 * positions) and every copy of it takes turns on this lock, so positions stay 0, 1, 2…
 */
export async function lockChecklist(
  tx: Executor,
  checklistId: string,
): Promise<ChecklistTableRow | undefined> {
  const [row] = await tx
    .select()
    .from(checklists)
    .where(eq(checklists.id, checklistId))
    .for('update')
    .limit(1);
  return row;
}

export async function insertChecklist(
  db: Executor,
  values: typeof checklists.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(checklists).values(values).returning({ id: checklists.id });
  return row!.id;
}

export async function updateChecklistRow(
  db: Executor,
  checklistId: string,
  values: Partial<typeof checklists.$inferInsert>,
): Promise<void> {
  await db.update(checklists).set(values).where(eq(checklists.id, checklistId));
}

export type CategoryRow = typeof checklistCategories.$inferSelect;
export type ItemRow = typeof checklistItems.$inferSelect;

/** The checklist's categories and items, each in position order. */
export async function readContents(
  db: Executor,
  checklistId: string,
): Promise<{ categories: CategoryRow[]; items: ItemRow[] }> {
  const [categories, items] = await Promise.all([
    db
      .select()
      .from(checklistCategories)
      .where(eq(checklistCategories.checklistId, checklistId))
      .orderBy(asc(checklistCategories.position), asc(checklistCategories.createdAt)),
    db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.checklistId, checklistId))
      .orderBy(asc(checklistItems.position), asc(checklistItems.createdAt)),
  ]);
  return { categories, items };
}

export async function countContents(
  tx: Executor,
  checklistId: string,
): Promise<{ categories: number; items: number }> {
  const [row] = await tx
    .select({
      categories: sql<number>`(select count(*)::int from checklist_categories
        where checklist_id = ${checklistId}::uuid)`,
      items: sql<number>`(select count(*)::int from checklist_items
        where checklist_id = ${checklistId}::uuid)`,
    })
    .from(sql`(select 1) one`);
  return { categories: Number(row!.categories), items: Number(row!.items) };
}

export async function findCategory(
  db: Executor,
  checklistId: string,
  categoryId: string,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(checklistCategories)
    .where(
      and(eq(checklistCategories.id, categoryId), eq(checklistCategories.checklistId, checklistId)),
    )
    .limit(1);
  return row;
}

export async function findItem(
  db: Executor,
  checklistId: string,
  itemId: string,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.id, itemId), eq(checklistItems.checklistId, checklistId)))
    .limit(1);
  return row;
}

/** The ids of the checklist's categories in order. */
export async function categoryOrder(tx: Executor, checklistId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: checklistCategories.id })
    .from(checklistCategories)
    .where(eq(checklistCategories.checklistId, checklistId))
    .orderBy(asc(checklistCategories.position), asc(checklistCategories.createdAt));
  return rows.map((row) => row.id);
}

/** The ids of the category's items in order. */
export async function itemOrder(tx: Executor, categoryId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: checklistItems.id })
    .from(checklistItems)
    .where(eq(checklistItems.categoryId, categoryId))
    .orderBy(asc(checklistItems.position), asc(checklistItems.createdAt));
  return rows.map((row) => row.id);
}

function idArray(ids: string[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
}

/** Gives the categories `ids` the positions 0, 1, 2… in that order (only those that change). */
export async function renumberCategories(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update checklist_categories c set position = v.pos - 1
    from unnest(${idArray(ids)}) with ordinality as v(id, pos)
    where c.id = v.id and c.position <> v.pos - 1`);
}

/**
 * Puts the items `ids` in `categoryId` with the positions 0, 1, 2… in that order (moving an
 * item between categories too).
 */
export async function renumberItems(
  tx: Executor,
  categoryId: string,
  ids: string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update checklist_items i
    set position = v.pos - 1, category_id = ${categoryId}::uuid,
      updated_at = case when i.category_id <> ${categoryId}::uuid then ${now.toISOString()}::timestamptz else i.updated_at end
    from unnest(${idArray(ids)}) with ordinality as v(id, pos)
    where i.id = v.id and (i.position <> v.pos - 1 or i.category_id <> ${categoryId}::uuid)`);
}

export async function insertCategory(
  tx: Executor,
  values: typeof checklistCategories.$inferInsert,
): Promise<string> {
  const [row] = await tx
    .insert(checklistCategories)
    .values(values)
    .returning({ id: checklistCategories.id });
  return row!.id;
}

export async function insertItem(
  tx: Executor,
  values: typeof checklistItems.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(checklistItems).values(values).returning({ id: checklistItems.id });
  return row!.id;
}

export async function copyContents(
  tx: Executor,
  categories: (typeof checklistCategories.$inferInsert)[],
  items: (typeof checklistItems.$inferInsert)[],
): Promise<void> {
  if (categories.length > 0) await tx.insert(checklistCategories).values(categories);
  if (items.length > 0) await tx.insert(checklistItems).values(items);
}

export async function renameCategoryRow(tx: Executor, categoryId: string, name: string) {
  await tx.update(checklistCategories).set({ name }).where(eq(checklistCategories.id, categoryId));
}

export async function deleteCategoryRow(tx: Executor, categoryId: string) {
  await tx.delete(checklistCategories).where(eq(checklistCategories.id, categoryId));
}

export async function updateItemRow(
  db: Executor,
  itemId: string,
  values: Partial<typeof checklistItems.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(checklistItems)
    .set(values)
    .where(eq(checklistItems.id, itemId))
    .returning({ id: checklistItems.id });
  return rows.length > 0;
}

export async function deleteItemRow(tx: Executor, itemId: string) {
  await tx.delete(checklistItems).where(eq(checklistItems.id, itemId));
}

/** The owner usernames and titles of checklists, for 'copied from' lines. */
export async function findVisibleOrigins(db: Executor, viewerId: string | null, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: checklists.id,
      title: checklists.title,
      ownerId: checklists.ownerId,
      ownerUsername: profiles.username,
      ownerAvatarUrl: profiles.avatarUrl,
    })
    .from(checklists)
    .innerJoin(profiles, eq(profiles.id, checklists.ownerId))
    .where(and(inArray(checklists.id, ids), checklistVisibleTo(viewerId)));
}
