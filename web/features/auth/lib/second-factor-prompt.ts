import { loadAuthClient } from '../../../lib/auth-loader';
import { getAuthDialogState, openAuthDialog, subscribeAuthDialog } from './auth-dialog-store';

/** The /auth page shows the code step itself (its own panel), so no dialog opens over it. */
const AUTH_PAGE_PATH = '/auth';

let settle: ((verified: boolean) => void) | null = null;

async function isSessionAal2(): Promise<boolean> {
  const { authClient } = await loadAuthClient();
  const { data } = await authClient.mfa.getAuthenticatorAssuranceLevel();
  return data?.currentLevel === 'aal2';
}

/**
 * Shows the code prompt (the auth dialog at its code step) to a member whose session still
 * needs its second factor. Resolves true once a code is verified; false when the member leaves
 * the prompt (closing it signs the half-finished session out, as after a sign-in) or the
 * session ends. The auth provider settles it from the session events.
 */
export function promptForSecondFactor(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let unsubscribe = () => {};
    const finish = (verified: boolean) => {
      if (settle !== finish) return;
      settle = null;
      unsubscribe();
      resolve(verified);
    };
    settle = finish;
    if (window.location.pathname !== AUTH_PAGE_PATH) openAuthDialog('mfa');
    let wasOpen = getAuthDialogState().isOpen;
    unsubscribe = subscribeAuthDialog(() => {
      const { isOpen } = getAuthDialogState();
      if (wasOpen && !isOpen) void isSessionAal2().then(finish, () => finish(false));
      wasOpen = isOpen;
    });
  });
}

/** From the session events: a code was verified (true), or the session ended (false). */
export function settleSecondFactorPrompt(verified: boolean): void {
  settle?.(verified);
}
