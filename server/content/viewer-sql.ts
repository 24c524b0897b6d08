import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * The viewer as SQL, as every kind's visibility condition takes it: a bound id, a prepared
 * statement's placeholder, or null (a visitor).
 */
export type ViewerSql = SQL | Placeholder | string | null;

/** The viewer as a uuid value (null for a visitor), for comparisons with id columns. */
export function viewerUuid(viewerId: ViewerSql): SQL {
  return sql`${viewerId}::uuid`;
}
