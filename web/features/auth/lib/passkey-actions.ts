import type { PasskeyListItem } from '@supabase/auth-js';
import { authToasts } from '../../../../common/features/auth/auth-messages';
import { toast } from '../../../components/ui/use-toast';
import { loadAuthClient } from '../../../lib/auth-loader';
import { needsSecondFactor, toastError } from './auth-actions';
import { describeAuthError } from './auth-errors';
import { describePasskeyFailure, type PasskeyProblem } from './passkey-errors';
import { withStepUp } from './with-step-up';

/**
 * Passkeys on top of auth-js (`/auth/v1/passkeys…`): sign-in, and the member's own list with
 * add, rename and remove for the security settings.
 */

/** Query key of the member's passkeys (cleared with everything on sign-out). */
export const passkeysQueryKey = (userId: string) => ['auth', 'passkeys', userId] as const;

/**
 * Signs in with a passkey the browser offers (any of the member's, no email needed). As after
 * a password: 'mfa' when the account also wants its authenticator code, else 'Successfully
 * signed in!'. A problem is returned for the form to show, not toasted.
 */
export async function signInWithPasskey(): Promise<'signed-in' | 'mfa' | PasskeyProblem> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.signInWithPasskey();
  if (error) return describePasskeyFailure(error, 'sign-in');
  if (await needsSecondFactor(authClient)) return 'mfa';
  toast(authToasts.signedIn);
  return 'signed-in';
}

export async function listPasskeys(): Promise<PasskeyListItem[]> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await withStepUp(() => authClient.passkey.list());
  if (error) throw error;
  return data;
}

/** Creates a passkey on this device for the member: its name, or the problem to show. */
export async function addPasskey(): Promise<{ name: string } | PasskeyProblem> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await withStepUp(() => authClient.registerPasskey());
  if (error) return describePasskeyFailure(error, 'add');
  return { name: data.friendly_name ?? '' };
}

/** Renames a passkey (1 to 120 characters); failures are toasted (false). */
export async function renamePasskey(passkeyId: string, friendlyName: string): Promise<boolean> {
  const { authClient } = await loadAuthClient();
  const { error } = await withStepUp(() => authClient.passkey.update({ passkeyId, friendlyName }));
  if (error) toastError(describeAuthError(error));
  return !error;
}

/** Removes a passkey from the account; failures are toasted (false). */
export async function removePasskey(passkeyId: string): Promise<boolean> {
  const { authClient } = await loadAuthClient();
  const { error } = await withStepUp(() => authClient.passkey.delete({ passkeyId }));
  if (error) toastError(describeAuthError(error));
  return !error;
}
