import type { AuthContext } from '../auth-context';
import { AuthError } from '../auth-error';

/** The member a passkey is created for, as the browser shows it. */
export interface PasskeyOwner {
  id: string;
  email: string | null;
  userMetadata: Record<string, unknown>;
}

/** 404 `passkey_disabled` unless passkeys are on (GoTrue's `requirePasskeyEnabled`). */
export function requirePasskeysEnabled(ctx: AuthContext): void {
  if (!ctx.config.auth.passkeys.isEnabled) {
    throw new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
  }
}

/**
 * The user handle a passkey stores: the member's id as text, like GoTrue's `WebAuthnID()`, so a
 * discoverable sign-in names its member and passkeys made against GoTrue keep working here.
 */
export const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

/** The name the browser lists the passkey under (the address) and the name it shows. */
export function namesOf(owner: PasskeyOwner): { userName: string; userDisplayName: string } {
  const userName = owner.email ?? owner.id;
  const displayName = owner.userMetadata.name;
  return {
    userName,
    userDisplayName: typeof displayName === 'string' && displayName ? displayName : userName,
  };
}

/** What every verification is checked against: the configured relying party id and origins. */
export function expectedRelyingParty(ctx: AuthContext) {
  const { rpId, rpOrigins } = ctx.config.auth.passkeys;
  return { expectedRPID: rpId, expectedOrigin: rpOrigins };
}
