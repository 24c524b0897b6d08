import { createHash } from 'node:crypto';
import type { StaffRole } from '../../../../common/features/moderation/staff-role.contract';
import type { Executor } from '../../../db/client';
import type { AuthUserRow } from '../../../db/schema';
import type { AuthContext } from '../auth-context';
import { findUserById, listIdentities, updateUser } from '../auth.repository';
import { issueEmailToken } from '../email-links.service';
import { buildAuthMail } from '../../../mail/mail-templates';
import type { OutgoingMail } from '../../../mail/mailer';
import { endSessions } from '../session-end.service';
import { deleteUserFactors, obfuscateIdentity } from './admin.repository';
import { resolveBan } from './ban-duration';

/**
 * The staff tools' side of the accounts (`/api/admin/users`): the same machinery as GoTrue's
 * admin API (`app_metadata.role`, recovery links, soft delete),
 * each write in the caller's transaction so that the staff action and its audit entry commit
 * together.
 */

/** GoTrue's "forever" ban (100 years), which a deleted account keeps. */
const PERMANENT_BAN = '876000h';

/** The account of a member, or null. */
export function findAccount(db: Executor, userId: string): Promise<AuthUserRow | null> {
  return findUserById(db, userId);
}

/**
 * Writes the member's role into `app_metadata.role` (other keys kept), so GoTrue's admin API
 * shows what `/admin/users` set.
 */
export async function setAccountRole(
  tx: Executor,
  user: Pick<AuthUserRow, 'id' | 'appMetadata'>,
  role: StaffRole,
  now: Date,
): Promise<void> {
  await updateUser(tx, user.id, {
    appMetadata: { ...user.appMetadata, role },
    updatedAt: now,
  });
}

/** The roles `app_metadata.role` may name to set a member's staff role. */
export function staffRoleOfMetadata(appMetadata: unknown): StaffRole | null {
  if (!appMetadata || typeof appMetadata !== 'object') return null;
  const role = (appMetadata as Record<string, unknown>).role;
  return role === 'admin' || role === 'moderator' || role === 'member' ? role : null;
}

/**
 * Issues a password recovery link for the account (the token of `POST /recover`) in the
 * caller's transaction and returns the mail to send once it commits.
 */
export async function prepareRecoveryMail(
  ctx: AuthContext,
  tx: Executor,
  user: AuthUserRow,
  redirectTo: string,
): Promise<OutgoingMail> {
  const to = user.email ?? '';
  const issued = await issueEmailToken(ctx, tx, {
    user,
    kind: 'recovery',
    to,
    redirectTo,
    pkce: null,
  });
  return buildAuthMail({ kind: 'recovery', to, link: issued.link, otp: issued.otp });
}

/**
 * Closes a deleted member's account for the grace period: `deleted_at` set, the password,
 * pending links and factors gone, a permanent ban, every session ended. The address stays on
 * the row, so nobody can sign up with it until {@link releaseDeletedAccount}.
 */
export async function closeAccount(
  ctx: Pick<AuthContext, 'sessionGate'>,
  tx: Executor,
  userId: string,
  now: Date,
): Promise<void> {
  await updateUser(tx, userId, {
    encryptedPassword: null,
    confirmationToken: null,
    recoveryToken: null,
    emailChangeToken: null,
    reauthenticationToken: null,
    emailChange: null,
    bannedUntil: resolveBan(PERMANENT_BAN, now)!,
    deletedAt: now,
    updatedAt: now,
  });
  await deleteUserFactors(tx, userId);
  await endSessions(ctx, tx, { userId });
}

/** GoTrue's `obfuscateValue`: a value replaced by a hash no one can sign in with or look up. */
const obfuscate = (userId: string, value: string) =>
  createHash('sha256').update(`${userId}${value}`).digest('base64url');

/**
 * After the grace period: the deleted account's address and identities are obfuscated like
 * GoTrue's soft delete, which frees the address for a new account. Nothing for a live account.
 */
export async function releaseDeletedAccount(tx: Executor, userId: string): Promise<void> {
  const user = await findUserById(tx, userId);
  if (!user?.deletedAt || !user.email?.includes('@')) return;
  await updateUser(tx, user.id, {
    email: obfuscate(user.id, user.email),
    userMetadata: {},
  });
  for (const identity of await listIdentities(tx, user.id)) {
    await obfuscateIdentity(tx, identity.id, obfuscate(user.id, identity.providerId));
  }
}
