import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Executor } from '../../db/client';
import { queryRows, type Catalog, type CatalogTable } from './table-catalog';

/** Rows read from the source and written to the target at a time. */
const BATCH_ROWS = 500;

/** What a table holds: its row count and a checksum of its rows, in any order. */
export interface TableFingerprint {
  rows: number;
  checksum: string;
}

/** One table as it was copied, for the report. */
export interface CopiedTable {
  label: string;
  rows: number;
  checksum: string;
}

/** The copy did not reach the target intact: nothing of it was committed. */
export class MoveCheckError extends Error {
  override name = 'MoveCheckError';
}

/**
 * The same query on both sides: a count and an md5 over the md5 of every row's JSON (columns
 * the copy writes; times in UTC), sorted, so the order rows are stored in does not matter.
 */
function fingerprintQuery(table: CatalogTable): string {
  return `select count(*)::text as rows,
                 coalesce(md5(string_agg(h, '' order by h)), '') as checksum
          from (select md5(row_to_json(x)::text) as h
                from (select ${table.columns.join(', ')} from ${table.qualified}) x) y`;
}

function toFingerprint(row: { rows: string; checksum: string }): TableFingerprint {
  return { rows: Number(row.rows), checksum: row.checksum };
}

async function sourceFingerprint(db: Executor, table: CatalogTable): Promise<TableFingerprint> {
  const [row] = await queryRows<{ rows: string; checksum: string }>(
    db,
    sql.raw(fingerprintQuery(table)),
  );
  return toFingerprint(row!);
}

/**
 * Copies every table of the catalog from `source` (the embedded database, not in use) into
 * `target` (an empty PostgreSQL database with the same migrations applied), in one transaction
 * of the target: in dependency order, in batches, with foreign keys the order cannot satisfy
 * dropped for the copy and added again (checking every row); sequences carried over. Before it
 * commits, each table's row count and checksum on the target must equal the source's, else
 * it rolls back.
 * @throws MoveCheckError when a table differs (nothing is committed).
 */
export async function copyTables(
  source: Database,
  target: pg.Client,
  catalog: Catalog,
  onTable: (table: CopiedTable) => void,
): Promise<CopiedTable[]> {
  const copied: CopiedTable[] = [];
  await source.transaction(async (read) => {
    await read.execute(sql.raw("set local time zone 'UTC'"));
    await target.query('begin');
    try {
      await target.query("set local time zone 'UTC'");
      // Rows the target's migrations wrote (settings) are replaced by the site's own.
      await target.query(`truncate ${catalog.tables.map((table) => table.qualified).join(', ')}`);
      for (const key of catalog.deferredForeignKeys) {
        await target.query(
          `alter table ${qualifiedOf(catalog, key.child)} drop constraint "${key.name}"`,
        );
      }
      for (const table of catalog.tables) {
        await copyTable(read, target, table);
      }
      for (const key of catalog.deferredForeignKeys) {
        await target.query(
          `alter table ${qualifiedOf(catalog, key.child)} add constraint "${key.name}" ${key.definition}`,
        );
      }
      for (const sequence of catalog.sequences) {
        const [position] = await queryRows<{ lastValue: string; isCalled: boolean }>(
          read,
          sql.raw(
            `select last_value::text as "lastValue", is_called as "isCalled" from ${sequence}`,
          ),
        );
        const { lastValue, isCalled } = position!;
        await target.query('select setval($1::regclass, $2::bigint, $3)', [
          sequence,
          lastValue,
          isCalled,
        ]);
      }
      for (const table of catalog.tables) {
        const expected = await sourceFingerprint(read, table);
        const actual = toFingerprint((await target.query(fingerprintQuery(table))).rows[0]);
        if (expected.rows !== actual.rows || expected.checksum !== actual.checksum) {
          throw new MoveCheckError(
            `${table.label} differs after the copy: ${expected.rows} rows (${expected.checksum}) ` +
              `in the data folder, ${actual.rows} rows (${actual.checksum}) in PostgreSQL. Nothing was committed.`,
          );
        }
        const done = { label: table.label, ...expected };
        copied.push(done);
        onTable(done);
      }
      await target.query('commit');
    } catch (err) {
      await target.query('rollback').catch(() => {});
      throw err;
    }
  });
  return copied;
}

function qualifiedOf(catalog: Catalog, label: string): string {
  const table = catalog.tables.find((candidate) => candidate.label === label);
  if (!table) throw new Error(`unknown table ${label}`);
  return table.qualified;
}

/** Streams one table's rows through a cursor, inserting them in batches on the target. */
async function copyTable(read: Executor, target: pg.Client, table: CatalogTable): Promise<void> {
  const columns = table.columns.join(', ');
  await read.execute(
    sql.raw(
      `declare move_rows no scroll cursor for select row_to_json(t)::text as row from ${table.qualified} t`,
    ),
  );
  const insert =
    `insert into ${table.qualified} (${columns}) ` +
    `${table.hasAlwaysIdentity ? 'overriding system value ' : ''}` +
    `select ${columns} from json_populate_recordset(null::${table.qualified}, $1::json)`;
  for (;;) {
    const rows = await queryRows<{ row: string }>(
      read,
      sql.raw(`fetch ${BATCH_ROWS} from move_rows`),
    );
    if (rows.length === 0) break;
    await target.query(insert, [`[${rows.map(({ row }) => row).join(',')}]`]);
  }
  await read.execute(sql.raw('close move_rows'));
}
