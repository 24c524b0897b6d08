import type { AuthContext } from '../auth-context';
import { listPasskeys, removePasskeyOf } from '../passkeys/passkey-management.service';
import { loadUserForAdmin } from './admin-users.service';

/** `GET /admin/users/{id}/passkeys`: every passkey of the member (404 for an unknown member). */
export async function listPasskeysAsAdmin(ctx: AuthContext, userId: string) {
  const user = await loadUserForAdmin(ctx, userId);
  return listPasskeys(ctx, user.id);
}

/** `DELETE /admin/users/{id}/passkeys/{passkeyId}`: removes it; it can no longer sign in. */
export async function deletePasskeyAsAdmin(ctx: AuthContext, userId: string, passkeyId: string) {
  const user = await loadUserForAdmin(ctx, userId);
  return removePasskeyOf(ctx, user.id, passkeyId);
}
