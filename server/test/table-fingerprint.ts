import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * A digest of each table's whole content (every row as text, in order), to tell whether a
 * request changed a table at all: equal digests, equal contents.
 */
export async function tableDigests(
  db: Database,
  tables: readonly string[],
): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of tables) {
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`not a table name: ${table}`);
    const result = await db.execute<{ digest: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from "${table}" t`,
      ),
    );
    const rows = (result as unknown as { rows: { digest: string }[] }).rows;
    digests[table] = rows[0]!.digest;
  }
  return digests;
}
