import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of uuids as one bound `uuid[]` value (`= any(…)`), whatever its length: one parameter
 * instead of one per id, and an empty list matches nothing.
 */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}
