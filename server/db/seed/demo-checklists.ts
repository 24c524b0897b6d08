import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { checklistCategories, checklistItems, checklists, profiles } from '../schema';
import { demoChecklists, type DemoChecklist } from './demo-checklists-data';
import { demoMemberId } from './demo-seed';
import { stableUuid } from './stable-id';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows the checklists part of a demo run added. */
export interface DemoChecklistsResult {
  checklists: number;
  items: number;
  copies: number;
}

/** The fixed id of a demo checklist (`copyOf`: a demo member's copy of it). */
export function demoChecklistId(key: string, copyBy?: string): string {
  return stableUuid(copyBy ? `demo:checklist:${key}:copy:${copyBy}` : `demo:checklist:${key}`);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Writes one checklist with its categories and items (ticks kept unless `unchecked`); whether new. */
async function writeChecklist(
  tx: Tx,
  list: DemoChecklist,
  row: { id: string; ownerId: string; copiedFromId: string | null; createdAt: Date },
): Promise<number> {
  const inserted = await tx
    .insert(checklists)
    .values({
      id: row.id,
      ownerId: row.ownerId,
      title: list.title,
      description: list.description,
      topic: list.topic,
      park: list.park,
      tripStartsOn: row.copiedFromId ? null : (list.tripStartsOn ?? null),
      tripEndsOn: row.copiedFromId ? null : (list.tripEndsOn ?? null),
      visibility: row.copiedFromId ? 'private' : list.visibility,
      copiedFromId: row.copiedFromId,
      createdAt: row.createdAt,
      updatedAt: row.createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: checklists.id });
  if (inserted.length === 0) return -1;
  let items = 0;
  for (const [position, category] of list.categories.entries()) {
    const categoryId = stableUuid(`${row.id}:category:${position}`);
    await tx.insert(checklistCategories).values({
      id: categoryId,
      checklistId: row.id,
      name: category.name,
      position,
      createdAt: row.createdAt,
    });
    await tx.insert(checklistItems).values(
      category.items.map((item, index) => {
        const [text, checked] = typeof item === 'string' ? [item, false] : item;
        return {
          checklistId: row.id,
          categoryId,
          text,
          checked: row.copiedFromId ? false : checked,
          position: index,
          createdAt: row.createdAt,
          updatedAt: row.createdAt,
        };
      }),
    );
    items += category.items.length;
  }
  return items;
}

/**
 * Adds the demo members' checklists (public ones for `/checklists/public`, an unlisted and a
 * private one) and the copies other demo members made, then sets the originals' copy counts
 * from the copies. Idempotent: fixed ids, existing checklists left alone; demo members missing
 * from the database are skipped.
 */
export async function seedDemoChecklists(
  db: Database,
  now = new Date(),
): Promise<DemoChecklistsResult> {
  const result: DemoChecklistsResult = { checklists: 0, items: 0, copies: 0 };
  const usernames = demoChecklists.flatMap((list) => [list.owner, ...(list.copiedBy ?? [])]);
  const present = new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(usernames.map(demoMemberId))]))
    ).map((row) => row.id),
  );
  await db.transaction(async (tx) => {
    const originals: string[] = [];
    for (const list of demoChecklists) {
      const ownerId = demoMemberId(list.owner);
      if (!present.has(ownerId)) continue;
      const id = demoChecklistId(list.key);
      const createdAt = new Date(now.getTime() - list.daysAgo * DAY_MS);
      const items = await writeChecklist(tx, list, { id, ownerId, copiedFromId: null, createdAt });
      if (items >= 0) {
        result.checklists += 1;
        result.items += items;
      }
      originals.push(id);
      for (const [index, copier] of (list.copiedBy ?? []).entries()) {
        const copierId = demoMemberId(copier);
        if (!present.has(copierId) || copierId === ownerId) continue;
        const copied = await writeChecklist(tx, list, {
          id: demoChecklistId(list.key, copier),
          ownerId: copierId,
          copiedFromId: id,
          createdAt: new Date(createdAt.getTime() + ((index + 1) * DAY_MS) / 4),
        });
        if (copied >= 0) result.copies += 1;
      }
    }
    if (originals.length > 0) {
      await tx
        .update(checklists)
        .set({
          copyCount: sql`(select count(*)::int from checklists c
            where c.copied_from_id = ${checklists.id} and c.owner_id <> ${checklists.ownerId})`,
        })
        .where(inArray(checklists.id, originals));
    }
  });
  return result;
}
