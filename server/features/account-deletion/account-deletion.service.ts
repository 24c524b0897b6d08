import type { AccountDeletion } from '../../../common/features/account-deletion/account-deletion.contract';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../common/limits';
import type { Database } from '../../db/client';
import type { AccountClosureRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { assertReauthenticated, endEverySession } from '../auth/account-closing.service';
import type { SessionGate } from '../auth/session-gate';
import { scheduleJob } from '../jobs/jobs.service';
import { ACCOUNT_ERASURE_JOB, erasureJobKey } from './account-deletion.job';
import { cancelClosure, findOpenClosure, openClosure } from './account-deletion.repository';

const DAY_MS = 86_400_000;
export const NO_PENDING_DELETION = 'Your account is not being deleted.';
export const ALREADY_CLOSING = 'Your account is already being deleted.';

export interface AccountDeletionDeps {
  db: Database;
  sessionGate: SessionGate;
  now: Date;
}

const present = (row: AccountClosureRow): AccountDeletion => ({
  requestedAt: row.requestedAt.toISOString(),
  eraseAt: row.eraseAt.toISOString(),
});

/**
 * "Delete my account" (issue 27): after the member re-authenticated, in one transaction the
 * closure is recorded, the job that deletes the account after {@link ACCOUNT_DELETION_GRACE_DAYS}
 * days is scheduled (`account-deletion.job.ts`) and every session of theirs ends. From then on the suspension hook (`server/content/suspended-authors.sql.ts`)
 * keeps their profile and content from everyone but staff. The account is not banned: they may
 * sign in again to cancel. 409 while one is pending.
 */
export async function closeOwnAccount(
  deps: AccountDeletionDeps,
  viewer: { userId: string; aal: 'aal1' | 'aal2' },
  password: string | undefined,
): Promise<AccountDeletion> {
  await assertReauthenticated(deps.db, viewer, password);
  const eraseAt = new Date(deps.now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  const row = await deps.db.transaction(async (tx) => {
    const opened = await openClosure(tx, viewer.userId, deps.now, eraseAt);
    if (!opened) throw new AppError('conflict', ALREADY_CLOSING);
    await endEverySession(deps.sessionGate, tx, viewer.userId);
    await scheduleJob(tx, {
      kind: ACCOUNT_ERASURE_JOB,
      key: erasureJobKey(viewer.userId, eraseAt),
      runAt: eraseAt,
      payload: { userId: viewer.userId },
    });
    return opened;
  });
  return present(row);
}

/**
 * The member's pending closure, or null when their account is not closing (200 either way: every
 * signed-in page asks, and a 404 would be a console error in every browser).
 */
export async function readOwnAccountDeletion(
  db: Database,
  userId: string,
): Promise<AccountDeletion | null> {
  const row = await findOpenClosure(db, userId);
  return row ? present(row) : null;
}

/** Cancels the pending closure: the profile and content are back at once. 404 when none. */
export async function cancelOwnAccountDeletion(
  deps: Pick<AccountDeletionDeps, 'db' | 'now'>,
  userId: string,
): Promise<void> {
  const cancelled = await cancelClosure(deps.db, userId, deps.now);
  if (!cancelled) throw notFound(NO_PENDING_DELETION);
}
