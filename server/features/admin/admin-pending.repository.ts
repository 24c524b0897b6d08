import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountClosures, dataExports, profiles } from '../../db/schema';

/** How many of each list `/admin/users` shows (the soonest erasures, the newest archives). */
export const PENDING_REQUESTS_LIMIT = 100;

/** Accounts closing (not cancelled), soonest erasure first. */
export function listPendingDeletions(db: Executor) {
  return db
    .select({
      userId: accountClosures.userId,
      username: profiles.username,
      requestedAt: accountClosures.requestedAt,
      eraseAt: accountClosures.eraseAt,
    })
    .from(accountClosures)
    .innerJoin(profiles, eq(profiles.id, accountClosures.userId))
    .where(isNull(accountClosures.cancelledAt))
    .orderBy(asc(accountClosures.eraseAt))
    .limit(PENDING_REQUESTS_LIMIT);
}

/** Data archives asked for, being built, or ready and not yet expired; newest first. */
export function listPendingDataExports(db: Executor, now: Date) {
  return db
    .select({
      id: dataExports.id,
      userId: dataExports.userId,
      username: profiles.username,
      state: dataExports.state,
      requestedAt: dataExports.requestedAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .innerJoin(profiles, eq(profiles.id, dataExports.userId))
    .where(
      or(
        inArray(dataExports.state, ['pending', 'building']),
        and(eq(dataExports.state, 'ready'), gt(dataExports.expiresAt, now)),
      ),
    )
    .orderBy(desc(dataExports.requestedAt))
    .limit(PENDING_REQUESTS_LIMIT);
}
