import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Set-based writes a content kind's `withdrawMember` shares (issue 27): every live row a member
 * wrote soft-deleted at once, and the counts those rows fed on their parents lowered once each.
 * Table and column names come from the kinds' own declarations, never from input.
 */

interface MemberRows {
  table: string;
  authorColumn: string;
  /** The column naming each row's parent (a comment's post), returned with its id. */
  parentColumn?: string;
}

/**
 * Soft-deletes (at `now`) every live row of `table` whose `authorColumn` is the member; resolves
 * to each row's id and, with `parentColumn`, its parent's id.
 */
export async function softDeleteMemberRows(
  tx: Executor,
  rows: MemberRows,
  memberId: string,
  now: Date,
): Promise<{ id: string; parentId: string | null }[]> {
  const parent = rows.parentColumn ? sql.identifier(rows.parentColumn) : sql`null::uuid`;
  const result = (await tx.execute(
    sql`update ${sql.identifier(rows.table)} set deleted_at = ${now.toISOString()}::timestamptz
      where ${sql.identifier(rows.authorColumn)} = ${memberId}::uuid and deleted_at is null
      returning id, ${parent} as "parentId"`,
  )) as unknown as { rows: { id: string; parentId: string | null }[] };
  return result.rows;
}

/**
 * Lowers `countColumn` of each parent row by how many times `parentIds` names it (never below
 * zero), parents in id order (the lock order of single writes).
 */
export async function lowerParentCounts(
  tx: Executor,
  parent: { table: string; countColumn: string },
  parentIds: readonly (string | null)[],
): Promise<void> {
  const perParent = new Map<string, number>();
  for (const id of parentIds) if (id) perParent.set(id, (perParent.get(id) ?? 0) + 1);
  const table = sql.identifier(parent.table);
  const column = sql.identifier(parent.countColumn);
  for (const id of [...perParent.keys()].sort()) {
    await tx.execute(
      sql`update ${table} set ${column} = greatest(${column} - ${perParent.get(id)!}::integer, 0)
        where id = ${id}::uuid`,
    );
  }
}
