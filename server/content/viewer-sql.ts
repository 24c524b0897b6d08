import type { Placeholder, SQL } from 'drizzle-orm';

/**
 * The viewer as SQL, as every kind's visibility condition takes it: a bound id, a prepared
 * statement's placeholder, or null (a visitor).
 */
export type ViewerSql = SQL | Placeholder | string | null;
