import { desc, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checklists } from '../../db/schema';
import { checklistListedTo } from './checklists.policy';

/** The path of a checklist's page. */
export const checklistPagePath = (id: string) => `/checklist/${id}`;

/**
 * The checklists a sitemap may list: public and live (what the policy lists for a visitor;
 * never unlisted or private ones), most recently changed first.
 */
export async function listSitemapChecklists(
  db: Executor,
  limit = 50_000,
): Promise<{ id: string; path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ id: checklists.id, updatedAt: checklists.updatedAt })
    .from(checklists)
    .where(checklistListedTo(null))
    .orderBy(desc(checklists.updatedAt), desc(checklists.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, path: checklistPagePath(row.id) }));
}

/** When the newest change to a checklist of the sitemap happened, or null when there is none. */
export async function newestSitemapChecklistUpdate(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ newest: max(checklists.updatedAt) })
    .from(checklists)
    .where(checklistListedTo(null));
  return row?.newest ?? null;
}
