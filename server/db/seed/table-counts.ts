import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { follows, notifications, postLikes, posts, profiles } from '../schema';

const counted = { profiles, notifications, posts, follows, likes: postLikes } as const;
export type CountedTable = keyof typeof counted;

/** Rows now in each table the seeders write. */
export async function readTableCounts(db: Database): Promise<Record<CountedTable, number>> {
  const entries = await Promise.all(
    (Object.keys(counted) as CountedTable[]).map(async (name) => {
      const [row] = await db.select({ n: count() }).from(counted[name]);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<CountedTable, number>;
}
