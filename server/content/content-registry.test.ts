import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { reportItemKinds } from '../../common/features/moderation/reports.contract';
import * as schema from '../db/schema';
import { registerContentKinds } from '../content-kinds';
import { contentKind, contentKinds } from './content-registry';

/** Columns that name who wrote a row: a table with one holds member content. */
const AUTHOR_COLUMNS = ['author_id', 'owner_id', 'organizer_id', 'sender_id'];

/**
 * Tables with such a column that are not items of their own, and why. A new table with an
 * author column must get a content kind (its feature's `*.kind.ts`) or a line here.
 */
const NOT_CONTENT: Record<string, string> = {
  uploads: 'photos belong to the item they are attached to (post, review, message, entry…)',
  hidden_items: "moderation's record of an item's author, not an item",
  reports: "moderation's record of an item's author, not an item",
};

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));

describe('content registry', () => {
  registerContentKinds();

  it('knows every kind that can be reported, each named as it is registered', () => {
    for (const name of reportItemKinds) expect(contentKind(name).name).toBe(name);
    expect(
      contentKinds()
        .map((kind) => kind.name)
        .sort(),
    ).toEqual([...reportItemKinds].sort());
  });

  it("has a kind for every table with an author column, and each kind's table and column exist", () => {
    const kindTables = new Set(contentKinds().map((kind) => kind.table));
    const withAuthor = tables
      .filter((table) => table.columns.some((column) => AUTHOR_COLUMNS.includes(column.name)))
      .map((table) => table.name);
    const uncovered = withAuthor.filter((name) => !kindTables.has(name) && !(name in NOT_CONTENT));
    expect(uncovered).toEqual([]);
    for (const kind of contentKinds()) {
      const table = tables.find((config) => config.name === kind.table);
      expect(table, kind.name).toBeDefined();
      if (kind.authorColumn) {
        expect(table!.columns.map((column) => column.name)).toContain(kind.authorColumn);
      }
    }
  });

  it('registers the same kinds again without complaint (buildApp runs once per app)', () => {
    const before = contentKinds().length;
    registerContentKinds();
    expect(contentKinds()).toHaveLength(before);
  });
});
