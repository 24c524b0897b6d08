import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataExports, profiles, type DataExportRow } from '../../db/schema';

/** Every statement of "Download my data" (issue 27) on `data_exports`. */

/** The member's newest request, whatever its state; null when they never asked. */
export async function findLatestExport(
  db: Executor,
  userId: string,
): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/** The member's newest request that counts against the one a day (a failed one does not). */
export async function findLatestCountedExport(
  db: Executor,
  userId: string,
): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.state, 'failed')))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/**
 * Records a pending request; null when the member already has one pending or building (the
 * partial unique index decides, so two requests at the same moment make one).
 */
export async function insertPendingExport(
  db: Executor,
  userId: string,
  now: Date,
): Promise<DataExportRow | null> {
  const [row] = await db
    .insert(dataExports)
    .values({ userId, state: 'pending', requestedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** One request by id, locked for the job that changes it. */
export async function lockExport(db: Executor, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).for('update');
  return row ?? null;
}

/** Changes a request (its job's steps). */
export async function updateExport(
  db: Executor,
  id: string,
  patch: Partial<Omit<DataExportRow, 'id' | 'userId' | 'requestedAt'>>,
): Promise<void> {
  await db.update(dataExports).set(patch).where(eq(dataExports.id, id));
}

/** The member's other ready archives (older ones, replaced by a new one). */
export async function listOtherReadyExports(
  db: Executor,
  userId: string,
  exceptId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        eq(dataExports.state, 'ready'),
        ne(dataExports.id, exceptId),
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

/** Marks these archives expired (their files are removed by the caller). */
export async function markExpired(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(dataExports).set({ state: 'expired' }).where(inArray(dataExports.id, ids));
}

/** The member's username (the archive's file name), null when the profile is gone. */
export async function findUsername(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.username ?? null;
}
