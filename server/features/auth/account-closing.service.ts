import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserById, listFactors } from './auth.repository';
import { verifyPassword } from './password-hash';
import { endSessions } from './session-end.service';
import type { SessionGate } from './session-gate';

/**
 * The auth side of "Delete my account" (issue 27, `server/features/account-deletion/`): the
 * member proves it is them again, and every session of theirs ends. The account itself is left
 * as it is (no ban, the password kept), so the member may sign in during the grace period to
 * cancel.
 */

/** Why a request to close an account is refused (422): the texts the settings page shows. */
export const PASSWORD_REQUIRED = 'Enter your password to delete your account.';
export const WRONG_PASSWORD = 'That password is not right.';

/**
 * Checks that the member re-authenticated, as a password change does (`PUT /user`): a member
 * with a verified second factor needs an `aal2` session (the route's `requireViewer` already
 * refuses an `aal1` one), with their password accepted too; anyone else needs their current
 * password. 422 otherwise.
 */
export async function assertReauthenticated(
  db: Executor,
  viewer: { userId: string; aal: 'aal1' | 'aal2' },
  password: string | undefined,
): Promise<void> {
  const user = await findUserById(db, viewer.userId);
  if (!user) throw new AppError('unprocessable', PASSWORD_REQUIRED);
  if (password !== undefined && password !== '') {
    if (await verifyPassword(password, user.encryptedPassword)) return;
    throw new AppError('unprocessable', WRONG_PASSWORD);
  }
  if (viewer.aal === 'aal2') {
    const factors = await listFactors(db, user.id);
    if (factors.some((factor) => factor.status === 'verified')) return;
  }
  throw new AppError('unprocessable', PASSWORD_REQUIRED);
}

/** Ends every session of the member in the caller's transaction (signed out everywhere). */
export async function endEverySession(
  sessionGate: SessionGate,
  tx: Executor,
  userId: string,
): Promise<void> {
  await endSessions({ sessionGate }, tx, { userId });
}
