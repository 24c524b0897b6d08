import type { AuthContext } from '../auth-context';
import { AuthError } from '../auth-error';
import { deleteIdentity, findUserById, listIdentities, updateUser } from '../auth.repository';

export const manualLinkingDisabled = () =>
  new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');

/**
 * `DELETE /user/identities/{id}`: removes one of the user's identities, never the last one,
 * and takes its provider out of `app_metadata.providers`. Checks in GoTrue's order
 * (identity.go): a user with a single identity first, then an id that is not one of theirs.
 * @throws AuthError 422 `single_identity_not_deletable`, 422 `identity_not_found`.
 */
export async function unlinkIdentity(
  ctx: AuthContext,
  userId: string,
  identityId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const identities = await listIdentities(tx, userId);
    if (identities.length <= 1) {
      throw new AuthError(
        422,
        'single_identity_not_deletable',
        'User must have at least 1 identity after unlinking',
      );
    }
    const identity = identities.find((i) => i.id === identityId);
    if (!identity) throw new AuthError(422, 'identity_not_found', "Identity doesn't exist");
    await deleteIdentity(tx, identity.id);
    const remaining = [
      ...new Set(identities.filter((i) => i.id !== identity.id).map((i) => i.provider)),
    ];
    const user = await findUserById(tx, userId);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    const primary = user.appMetadata.provider;
    await updateUser(tx, userId, {
      appMetadata: {
        ...user.appMetadata,
        provider:
          typeof primary === 'string' && remaining.includes(primary) ? primary : remaining[0],
        providers: remaining,
      },
      updatedAt: ctx.clock.now(),
    });
  });
}
