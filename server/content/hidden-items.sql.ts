import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { ReportItemKind } from '../../common/features/moderation/reports.contract';
import type { ViewerSql } from './viewer-sql';

/** The kind as an SQL literal (from the fixed list), so plans see a constant. */
function kindLiteral(kind: ReportItemKind): SQL {
  return sql.raw(`'${kind.replace(/[^a-z_]/g, '')}'`);
}

/**
 * The hiding hook of issue 15: one SQL condition each kind's visibility rule composes, so that a
 * hidden item (a `hidden_items` row: held after reports pending review, or hidden by a
 * moderator) disappears from every read path for everyone but its author and staff (moderators
 * and admins). `idColumn` and `authorColumn` are the query's own columns (or qualified names);
 * `viewerId` a bound value, a prepared statement's placeholder, or null for a visitor (who never
 * sees a hidden item). Never null itself (safe in a select list as well as a where clause).
 */
export function isNotHiddenFrom(
  kind: ReportItemKind,
  idColumn: SQL,
  authorColumn: SQL | null,
  viewerId: ViewerSql,
): SQL {
  const viewer = sql`${viewerId}::uuid`;
  const isAuthor = authorColumn ? sql` or coalesce(${authorColumn} = ${viewer}, false)` : sql``;
  return sql`(not exists (select 1 from hidden_items hidden_item
      where hidden_item.item_kind = ${kindLiteral(kind)} and hidden_item.item_id = ${idColumn})${isAuthor}
    or exists (select 1 from profiles hidden_staff
      where hidden_staff.id = ${viewer} and (hidden_staff.is_admin or hidden_staff.is_moderator)))`;
}

/** The condition for what everyone may see (visitors, caches shared by all, sitemaps). */
export function isNotHidden(kind: ReportItemKind, idColumn: SQL): SQL {
  return sql`not exists (select 1 from hidden_items hidden_item
    where hidden_item.item_kind = ${kindLiteral(kind)} and hidden_item.item_id = ${idColumn})`;
}

/** True when the item is hidden (for the author's and staff's "hidden pending review" flag). */
export function isHiddenItem(kind: ReportItemKind, idColumn: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from hidden_items hidden_item
    where hidden_item.item_kind = ${kindLiteral(kind)} and hidden_item.item_id = ${idColumn})`;
}

/**
 * Whether the item is hidden from the viewer (hidden, and they are neither its author nor
 * staff): for reads that check one item in code rather than in their query.
 */
export async function isHiddenFrom(
  db: Executor,
  kind: ReportItemKind,
  itemId: string,
  authorId: string | null,
  viewerId: string | null,
): Promise<boolean> {
  const author = authorId ? sql`${authorId}::uuid` : null;
  const result = (await db.execute<{ visible: boolean }>(
    sql`select ${isNotHiddenFrom(kind, sql`${itemId}::uuid`, author, viewerId)} as visible`,
  )) as unknown as { rows: { visible: boolean }[] };
  const row = result.rows[0];
  return row ? !row.visible : false;
}
