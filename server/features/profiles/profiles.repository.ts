import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { profiles } from '../../db/schema';

export async function findProfileById(db: Database, id: string) {
  const rows = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function insertProfile(db: Executor, values: typeof profiles.$inferInsert) {
  await db.insert(profiles).values(values);
}
