import type { z } from 'zod';
import type { passkeyUpdateBodySchema } from '../../../../common/features/auth/auth.contract';
import { PASSKEY_NAME_MAX } from '../../../../common/features/auth/passkey-rules';
import type { AuthContext } from '../auth-context';
import { validationFailed } from '../auth-error';
import type { AuthenticatedRequest } from '../auth-guard';
import { passkeyNotFound } from './passkey-errors';
import { presentPasskey } from './passkey.presenter';
import { requirePasskeyManagementAal } from './passkey-registration.service';
import {
  deleteCredential,
  findOwnCredential,
  listCredentials,
  renameCredential,
} from './passkeys.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A passkey of this member, or 404 (another member's looks exactly like one that is not). */
async function loadOwnPasskey(ctx: AuthContext, userId: string, passkeyId: string) {
  if (!UUID.test(passkeyId)) throw passkeyNotFound();
  const passkey = await findOwnCredential(ctx.db, passkeyId, userId);
  if (!passkey) throw passkeyNotFound();
  return passkey;
}

/** `GET /passkeys`: the member's passkeys, oldest first. */
export async function listPasskeys(ctx: AuthContext, userId: string) {
  return (await listCredentials(ctx.db, userId)).map(presentPasskey);
}

/** `PATCH /passkeys/{id}`: renames one (1 to 120 characters). */
export async function renamePasskey(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  passkeyId: string,
  body: z.output<typeof passkeyUpdateBodySchema>,
) {
  const passkey = await loadOwnPasskey(ctx, auth.user.id, passkeyId);
  const name = body.friendly_name?.trim();
  if (!name) throw validationFailed('friendly_name is required');
  if (name.length > PASSKEY_NAME_MAX) {
    throw validationFailed(`friendly_name must be ${PASSKEY_NAME_MAX} characters or less`);
  }
  const renamed = await renameCredential(ctx.db, passkey.id, name, ctx.clock.now());
  if (!renamed) throw passkeyNotFound();
  return presentPasskey(renamed);
}

/** `DELETE /passkeys/{id}`: the passkey can no longer sign in (aal2 needed with a factor). */
export async function deletePasskey(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  passkeyId: string,
): Promise<void> {
  await requirePasskeyManagementAal(ctx, auth);
  const passkey = await loadOwnPasskey(ctx, auth.user.id, passkeyId);
  await deleteCredential(ctx.db, passkey.id);
}

/** Removes one of a member's passkeys for the admin API and answers it (404 when not theirs). */
export async function removePasskeyOf(ctx: AuthContext, userId: string, passkeyId: string) {
  const passkey = await loadOwnPasskey(ctx, userId, passkeyId);
  await deleteCredential(ctx.db, passkey.id);
  return presentPasskey(passkey);
}
