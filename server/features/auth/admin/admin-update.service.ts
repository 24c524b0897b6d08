import type { Executor } from '../../../db/client';
import type { AuthUserRow } from '../../../db/schema';
import type { AuthContext } from '../auth-context';
import {
  findUserByEmail,
  insertIdentity,
  listIdentities,
  markEmailIdentityVerified,
  updateIdentity,
  updateUser,
} from '../auth.repository';
import { assertPasswordAcceptable, requireValidEmail } from '../credentials';
import { hashPassword } from '../password-hash';
import { endSessions } from '../session-end.service';
import { loadPresentedUser } from '../session.service';
import { mergeMetadata } from '../user.service';
import { recordAudit } from '../../audit/audit.service';
import { saveStaffRole } from '../staff-roles';
import { resolveBan } from './ban-duration';
import { staffRoleOfMetadata } from './member-account.service';
import {
  emailExists,
  loadUserForAdmin,
  phoneDisabled,
  type AdminUserBody,
} from './admin-users.service';

/**
 * Sets the user's email address and their email identity's (`email`, `email_verified` as the
 * admin said), creating the identity when the user had none (GoTrue's `adminUserUpdate`).
 */
async function setEmail(tx: Executor, user: AuthUserRow, email: string, isVerified: boolean) {
  await updateUser(tx, user.id, { email });
  const identity = (await listIdentities(tx, user.id)).find((i) => i.provider === 'email');
  if (identity) {
    await updateIdentity(tx, identity.id, {
      email,
      identityData: { ...identity.identityData, email, email_verified: isVerified },
    });
    return;
  }
  await insertIdentity(tx, {
    userId: user.id,
    provider: 'email',
    providerId: user.id,
    email,
    identityData: { sub: user.id, email, email_verified: isVerified, phone_verified: false },
  });
}

/**
 * `PUT /admin/users/{id}` (GoTrue's `adminUserUpdate`): role, `email_confirm`, password (the
 * strength rule applies; every session ends and pending links are cancelled), email (set at
 * once), `app_metadata` and `user_metadata` (merged, `null` removes a key), `ban_duration` (a
 * ban ends every session of the member in the same transaction). An `app_metadata.role` of
 * `admin`, `moderator` or `member` sets the member's staff role (the profile flags) too. The
 * call is audited (`auth_admin.update_user`, the token's role as actor) in the same transaction.
 * Everything is checked before anything is written, then written in one transaction.
 * @throws AuthError 404 for an unknown user, 400 `validation_failed`, 422 `weak_password`,
 * 422 `email_exists`.
 */
export async function updateUserAsAdmin(
  ctx: AuthContext,
  userId: string,
  body: AdminUserBody,
  actorRole = 'service_role',
) {
  const user = await loadUserForAdmin(ctx, userId);
  const email = body.email ? requireValidEmail(body.email, 'An email address is required') : null;
  if (body.phone) throw phoneDisabled();
  const now = ctx.clock.now();
  const bannedUntil = resolveBan(body.ban_duration, now);
  let encryptedPassword: string | null = null;
  if (typeof body.password === 'string') {
    assertPasswordAcceptable(body.password, ctx.config.auth.passwordMinLength);
    encryptedPassword = await hashPassword(body.password);
  }
  if (email && email !== user.email) {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== user.id) throw emailExists();
  }

  const updated = await ctx.db.transaction(async (tx) => {
    const patch: Partial<AuthUserRow> = { updatedAt: now };
    if (body.role) patch.role = body.role.trim();
    if (body.email_confirm && !user.emailConfirmedAt) {
      patch.emailConfirmedAt = now;
      patch.confirmationToken = null;
    }
    if (encryptedPassword) {
      Object.assign(patch, {
        encryptedPassword,
        confirmationToken: null,
        recoveryToken: null,
        emailChangeToken: null,
        reauthenticationToken: null,
      });
    }
    if (email) await setEmail(tx, user, email, body.email_confirm === true);
    else if (patch.emailConfirmedAt) await markEmailIdentityVerified(tx, user.id);
    if (body.app_metadata) patch.appMetadata = mergeMetadata(user.appMetadata, body.app_metadata);
    // `app_metadata.role` of admin, moderator or member is the member's staff role too.
    const staffRole = staffRoleOfMetadata(body.app_metadata);
    const roleBefore = staffRole ? await saveStaffRole(tx, user.id, staffRole) : null;
    let userMetadata = user.userMetadata;
    if (patch.emailConfirmedAt) userMetadata = { ...userMetadata, email_verified: true };
    if (body.user_metadata) userMetadata = mergeMetadata(userMetadata, body.user_metadata);
    patch.userMetadata = userMetadata;
    if (bannedUntil !== undefined) patch.bannedUntil = bannedUntil;
    // A new password or a ban ends every session at once (tokens refused, sockets closed).
    if (encryptedPassword || (bannedUntil && bannedUntil > now)) {
      await endSessions(ctx, tx, { userId: user.id });
    }
    const saved = await updateUser(tx, user.id, patch);
    await recordAudit(tx, {
      actorId: null,
      actorRole,
      action: 'auth_admin.update_user',
      itemKind: 'auth_user',
      itemId: user.id,
      targetUserId: user.id,
      before: {
        ...(staffRole ? { role: roleBefore } : {}),
        ...(bannedUntil !== undefined
          ? { bannedUntil: user.bannedUntil?.toISOString() ?? null }
          : {}),
      },
      after: {
        fields: Object.keys(body).filter((key) => key !== 'password' && key !== 'password_hash'),
        ...(encryptedPassword ? { passwordChanged: true } : {}),
        ...(staffRole ? { role: staffRole } : {}),
        ...(bannedUntil !== undefined ? { bannedUntil: bannedUntil?.toISOString() ?? null } : {}),
      },
    });
    return saved;
  });
  return loadPresentedUser(ctx.db, updated);
}
