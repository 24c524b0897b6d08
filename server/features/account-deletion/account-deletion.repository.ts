import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountClosures, type AccountClosureRow } from '../../db/schema';

/** The member's closure still pending (not cancelled), or null. */
export async function findOpenClosure(
  db: Executor,
  userId: string,
): Promise<AccountClosureRow | null> {
  const [row] = await db
    .select()
    .from(accountClosures)
    .where(and(eq(accountClosures.userId, userId), isNull(accountClosures.cancelledAt)));
  return row ?? null;
}

/**
 * Records a closure; a member who cancelled before starts a new grace period on their row.
 * Null when one is already pending.
 */
export async function openClosure(
  tx: Executor,
  userId: string,
  requestedAt: Date,
  eraseAt: Date,
): Promise<AccountClosureRow | null> {
  const [row] = await tx
    .insert(accountClosures)
    .values({ userId, requestedAt, eraseAt })
    .onConflictDoUpdate({
      target: accountClosures.userId,
      set: { requestedAt, eraseAt, cancelledAt: null },
      setWhere: isNotNull(accountClosures.cancelledAt),
    })
    .returning();
  return row ?? null;
}

/** Cancels the member's pending closure; false when there was none. */
export async function cancelClosure(tx: Executor, userId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(accountClosures)
    .set({ cancelledAt: at })
    .where(and(eq(accountClosures.userId, userId), isNull(accountClosures.cancelledAt)))
    .returning({ userId: accountClosures.userId });
  return rows.length > 0;
}
