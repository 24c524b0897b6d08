import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { adminDeleteUserBodySchema } from '../../../../common/features/auth/admin.contract';
import { recordAudit } from '../../audit/audit.service';
import { deleteMemberProfile } from '../../members/members.service';
import type { AuthContext } from '../auth-context';
import { listIdentities, updateUser } from '../auth.repository';
import { endSessions } from '../session-end.service';
import { deleteAuthUser, deleteUserFactors, obfuscateIdentity } from './admin.repository';
import { loadUserForAdmin } from './admin-users.service';
import { deleteUserCredentials } from '../passkeys/passkeys.repository';

type DeleteBody = z.output<typeof adminDeleteUserBodySchema>;

/** GoTrue's `obfuscateValue`: a value replaced by a hash no one can sign in with or look up. */
const obfuscate = (userId: string, value: string) =>
  createHash('sha256').update(`${userId}${value}`).digest('base64url');

/**
 * `DELETE /admin/users/{id}` (GoTrue's `adminUserDelete`), answering `{}`.
 * - Hard delete (default): the account, its identities, sessions and factors, and the member's
 *   profile with everything they posted, in one transaction.
 * - `should_soft_delete: true`: the row stays with `deleted_at`; its email is obfuscated, its
 *   password, pending links and metadata cleared, its identities emptied, its factors, passkeys
 *   and sessions deleted. The profile and the member's posts stay. A second soft delete does
 *   nothing.
 * @throws AuthError 404 for a malformed or unknown id.
 */
export async function deleteUserAsAdmin(
  ctx: AuthContext,
  userId: string,
  body: DeleteBody,
  actorRole = 'service_role',
) {
  const user = await loadUserForAdmin(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorId: null,
      actorRole,
      action: 'auth_admin.delete_user',
      itemKind: 'auth_user',
      itemId: user.id,
      targetUserId: user.id,
      before: { email: user.email, deletedAt: user.deletedAt?.toISOString() ?? null },
      after: { softDelete: body.should_soft_delete === true },
    });
    if (!body.should_soft_delete) {
      await endSessions(ctx, tx, { userId: user.id });
      await deleteMemberProfile(tx, user.id);
      await deleteAuthUser(tx, user.id);
      return;
    }
    if (user.deletedAt) return;
    const now = ctx.clock.now();
    await updateUser(tx, user.id, {
      email: user.email ? obfuscate(user.id, user.email) : null,
      emailChange: user.emailChange ? obfuscate(user.id, user.emailChange) : null,
      encryptedPassword: null,
      confirmationToken: null,
      recoveryToken: null,
      emailChangeToken: null,
      reauthenticationToken: null,
      userMetadata: {},
      appMetadata: {},
      deletedAt: now,
      updatedAt: now,
    });
    for (const identity of await listIdentities(tx, user.id)) {
      await obfuscateIdentity(tx, identity.id, obfuscate(user.id, identity.providerId));
    }
    await deleteUserFactors(tx, user.id);
    await deleteUserCredentials(tx, user.id);
    await endSessions(ctx, tx, { userId: user.id });
  });
  return {};
}
