import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Rows of a raw statement; node-postgres and PGlite both answer `{ rows }`. */
export async function selectRows<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute<T>(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The search text as a query: quotes for phrases, `or`, `-word` (PostgreSQL's web syntax). */
export function tsQuery(text: string): SQL {
  return sql`websearch_to_tsquery('english', ${text})`;
}

/** A JSON array parameter read back as a subquery of text rows (the same on both drivers). */
export function jsonTexts(values: readonly string[]): SQL {
  return sql`(select json_array_elements_text(${JSON.stringify(values)}::json))`;
}
