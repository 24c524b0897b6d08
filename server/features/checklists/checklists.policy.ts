import { sql, type SQL } from 'drizzle-orm';
import type { ChecklistVisibility } from '../../../common/features/checklists/checklist-limits';
import { checklists } from '../../db/schema';
import { isNotHiddenFrom } from '../../content/hidden-items.sql';
import { authorNotSuspendedFor } from '../../content/suspended-authors.sql';
import { notBlockedBetween } from '../../content/blocks.sql';
import { type ViewerSql } from '../../content/viewer-sql';

/**
 * Who may see a checklist, and where it may appear: the one rule every read of checklists
 * composes (by id, the owner's list, the public list and its search, copying, the
 * server-rendered pages, share images and the sitemap).
 *
 * - `private`: the owner only;
 * - `unlisted`: anyone with the link (read by id, copied), never listed, searched, indexed or in
 *   a sitemap (its page sends `noindex`);
 * - `public`: everyone, listed and indexed.
 *
 * A deleted checklist is seen by nobody; a block between owner and viewer (either way) hides it
 * like posts. Whatever is hidden answers 404, never 403, so nobody learns that it exists.
 */
interface ChecklistColumns {
  id: SQL;
  ownerId: SQL;
  visibility: SQL;
  deletedAt: SQL;
}

const tableColumns = (): ChecklistColumns => ({
  id: sql`${checklists.id}`,
  ownerId: sql`${checklists.ownerId}`,
  visibility: sql`${checklists.visibility}`,
  deletedAt: sql`${checklists.deletedAt}`,
});

function viewerIs(viewerId: ViewerSql, ownerId: SQL): SQL {
  if (viewerId === null) return sql`false`;
  return sql`${ownerId} = ${viewerId}::uuid`;
}

/** Issue 15: a checklist hidden by moderation only for its owner and staff. */
function notHiddenFrom(viewerId: ViewerSql, columns: ChecklistColumns): SQL {
  return isNotHiddenFrom('checklist', columns.id, columns.ownerId, viewerId);
}

/**
 * Issue 26: a suspended member's checklists only for staff (the owner is signed out while
 * suspended, so this holds for every viewer but staff).
 */
function ownerNotSuspendedFor(viewerId: ViewerSql, columns: ChecklistColumns): SQL {
  return authorNotSuspendedFor(columns.ownerId, viewerId);
}

/** The checklist may be read by id (opened, copied) by the viewer (null: a visitor). */
export function checklistVisibleTo(
  viewerId: ViewerSql,
  columns: ChecklistColumns = tableColumns(),
): SQL {
  return sql`(${columns.deletedAt} is null
    and ${ownerNotSuspendedFor(viewerId, columns)}
    and (${viewerIs(viewerId, columns.ownerId)}
      or (${columns.visibility} in ('unlisted', 'public')
        and ${notBlockedBetween(viewerId, columns.ownerId)}
        and ${notHiddenFrom(viewerId, columns)})))`;
}

/** The checklist may appear in lists, search, the sitemap: public, live, not blocked. */
export function checklistListedTo(
  viewerId: ViewerSql,
  columns: ChecklistColumns = tableColumns(),
): SQL {
  return sql`(${columns.deletedAt} is null and ${columns.visibility} = 'public'
    and ${notBlockedBetween(viewerId, columns.ownerId)}
    and ${notHiddenFrom(viewerId, columns)}
    and ${ownerNotSuspendedFor(viewerId, columns)})`;
}

/** {@link checklistVisibleTo} for a query reading checklists under the alias `alias`. */
export function checklistAliasVisibleTo(viewerId: ViewerSql, alias: string): SQL {
  const table = sql.identifier(alias);
  return checklistVisibleTo(viewerId, {
    id: sql`${table}.id`,
    ownerId: sql`${table}.owner_id`,
    visibility: sql`${table}.visibility`,
    deletedAt: sql`${table}.deleted_at`,
  });
}

/** Only the owner changes a checklist, its categories and items (staff included: 403). */
export function canEditChecklist(checklist: { ownerId: string }, viewerId: string | null): boolean {
  return viewerId !== null && viewerId === checklist.ownerId;
}

/**
 * Whether a page showing the checklist may be indexed by search engines: public ones only
 * (unlisted ones send `noindex`).
 */
export function isIndexable(checklist: { visibility: ChecklistVisibility }): boolean {
  return checklist.visibility === 'public';
}
