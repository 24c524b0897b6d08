import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { notifications, profiles } from '../schema';

/** Rows now in each table the seeders write. */
export async function readTableCounts(
  db: Database,
): Promise<Record<'profiles' | 'notifications', number>> {
  const [profileCount] = await db.select({ n: count() }).from(profiles);
  const [notificationCount] = await db.select({ n: count() }).from(notifications);
  return { profiles: profileCount?.n ?? 0, notifications: notificationCount?.n ?? 0 };
}
