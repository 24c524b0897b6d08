import type { Executor } from '../../db/client';
import { sql, type SQL } from 'drizzle-orm';

/** One table of the app's schema, as the copy needs it. */
export interface CatalogTable {
  /** `"schema"."name"`, quoted for SQL. */
  qualified: string;
  /** `schema.name`, for people. */
  label: string;
  /** Columns the copy writes (generated ones are computed again by the target). */
  columns: string[];
  /** Whether a column is `GENERATED ALWAYS AS IDENTITY` (inserts then need OVERRIDING). */
  hasAlwaysIdentity: boolean;
}

/** A foreign key: `child` refers to `parent`; `definition` is `pg_get_constraintdef`. */
export interface CatalogForeignKey {
  child: string;
  parent: string;
  name: string;
  definition: string;
}

export interface Catalog {
  /** Tables in dependency order: a table comes after the tables it refers to. */
  tables: CatalogTable[];
  /**
   * Foreign keys the order cannot satisfy (a table referring to itself, or a cycle): dropped on
   * the target for the copy and added again after it, which checks every row at once.
   */
  deferredForeignKeys: CatalogForeignKey[];
  /** `"schema"."sequence"` of every sequence, to carry its position over. */
  sequences: string[];
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Schemas that are not the app's tables: the system's and drizzle's migration journal. */
const OWN_SCHEMAS_FILTER = sql.raw(
  "n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg\\_%'",
);

/** The rows a query answers, on either engine. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Reads the app's tables, their columns, foreign keys and sequences from a database's catalog,
 * and orders the tables so that each follows the ones it refers to.
 */
export async function readCatalog(db: Executor): Promise<Catalog> {
  const tableRows = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select n.nspname as schema, c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition and ${OWN_SCHEMAS_FILTER}
        order by n.nspname, c.relname`,
  );
  const columnRows = await queryRows<{
    schema: string;
    table: string;
    column: string;
    generated: string;
    identity: string;
  }>(
    db,
    sql`select n.nspname as schema, c.relname as table, a.attname as column,
               a.attgenerated::text as generated, a.attidentity::text as identity
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and ${OWN_SCHEMAS_FILTER}
        order by n.nspname, c.relname, a.attnum`,
  );
  const foreignKeyRows = await queryRows<{
    childSchema: string;
    child: string;
    parentSchema: string;
    parent: string;
    name: string;
    definition: string;
  }>(
    db,
    sql`select cn.nspname as "childSchema", c.relname as child,
               pn.nspname as "parentSchema", p.relname as parent,
               k.conname as name, pg_get_constraintdef(k.oid) as definition
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
        join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
        where k.contype = 'f'
        order by cn.nspname, c.relname, k.conname`,
  );
  const sequenceRows = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select n.nspname as schema, c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and ${OWN_SCHEMAS_FILTER}
        order by n.nspname, c.relname`,
  );

  const tables = new Map<string, CatalogTable>();
  for (const { schema, name } of tableRows) {
    tables.set(`${schema}.${name}`, {
      qualified: `${quote(schema)}.${quote(name)}`,
      label: `${schema}.${name}`,
      columns: [],
      hasAlwaysIdentity: false,
    });
  }
  for (const row of columnRows) {
    const table = tables.get(`${row.schema}.${row.table}`);
    if (!table || row.generated !== '') continue;
    table.columns.push(quote(row.column));
    if (row.identity === 'a') table.hasAlwaysIdentity = true;
  }
  const foreignKeys = foreignKeyRows.map((row) => ({
    child: `${row.childSchema}.${row.child}`,
    parent: `${row.parentSchema}.${row.parent}`,
    name: row.name,
    definition: row.definition,
  }));
  const order = dependencyOrder([...tables.keys()], foreignKeys);
  const position = new Map(order.map((label, index) => [label, index]));
  return {
    tables: order.map((label) => tables.get(label)!),
    deferredForeignKeys: foreignKeys.filter(
      (key) => position.get(key.parent)! >= position.get(key.child)!,
    ),
    sequences: sequenceRows.map(({ schema, name }) => `${quote(schema)}.${quote(name)}`),
  };
}

/**
 * Tables ordered so that each comes after the tables it refers to (Kahn's algorithm; ties by
 * name). Tables left in a cycle come last, by name.
 */
export function dependencyOrder(
  labels: string[],
  foreignKeys: readonly { child: string; parent: string }[],
): string[] {
  const waitingOn = new Map(labels.map((label) => [label, new Set<string>()]));
  for (const { child, parent } of foreignKeys) {
    if (child !== parent && waitingOn.has(child) && waitingOn.has(parent)) {
      waitingOn.get(child)!.add(parent);
    }
  }
  const order: string[] = [];
  const placed = new Set<string>();
  for (;;) {
    const ready = [...waitingOn.keys()]
      .filter((label) => !placed.has(label))
      .filter((label) => [...waitingOn.get(label)!].every((parent) => placed.has(parent)))
      .sort();
    if (ready.length === 0) break;
    for (const label of ready) {
      order.push(label);
      placed.add(label);
    }
  }
  return [...order, ...labels.filter((label) => !placed.has(label)).sort()];
}

/** `schema.name` of a qualified, quoted name (for messages). */
export { quote as quoteIdentifier };
