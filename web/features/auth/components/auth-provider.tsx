import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { authToasts } from '../../../../common/features/auth/auth-messages';
import { toast } from '../../../components/ui/use-toast';
import {
  isAuthClientNeededNow,
  loadAuthClient,
  whenAuthClientLoads,
} from '../../../lib/auth-loader';
import { hasStoredSession } from '../../../lib/auth-storage';
import {
  clearSessionFailure,
  takeSessionFailure,
  watchSessionFailures,
} from '../lib/auth-failure-watch';
import { rememberLandingUrl } from '../lib/landing-url';
import { requestRecoveryRedirect } from '../lib/recovery-redirect';
import { noticeForLostSession, type SessionNotice } from '../lib/session-notice';
import { wasSignOutIntended } from '../lib/sign-out-intent';
import { AuthContext } from './auth-context';
import { AuthDialogHost } from './auth-dialog-host';

export { AuthContext, type AuthState } from './auth-context';

function initialSession(): Session | null | undefined {
  return isAuthClientNeededNow() ? undefined : null;
}

/** Whether a session was stored when the app started (read once). */
const hadStoredSessionAtStart = hasStoredSession();
// The address the app opened with, before auth-js tidies it up (for /auth/callback).
rememberLandingUrl();

function showNotice(notice: SessionNotice): void {
  if (notice === 'sessionExpired') toast({ ...authToasts.sessionExpired, variant: 'destructive' });
  if (notice === 'authenticationError')
    toast({ ...authToasts.authenticationError, variant: 'destructive' });
}

/**
 * Follows the auth client's session events (spec §4). On sign-out every cached query (profile
 * and member data) is cleared; a session lost without the member asking is explained
 * ('Session Expired' / 'Authentication Error'); PASSWORD_RECOVERY leads to /reset-password.
 * Visitors with no stored session are known to be signed out at once, and the auth client
 * loads only when something needs it. Also mounts the auth dialog.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null | undefined>(initialSession);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let isActive = true;
    let hadSession = hadStoredSessionAtStart;

    const sessionLost = () => {
      queryClient.clear();
      const failure = takeSessionFailure();
      showNotice(
        noticeForLostSession({
          hadSession,
          wasIntended: wasSignOutIntended(),
          failureCode: failure ? (failure.code ?? '') : undefined,
        }),
      );
      hadSession = false;
    };

    const onEvent = (event: AuthChangeEvent, next: Session | null) => {
      setSession(next);
      if (event === 'SIGNED_OUT' || (event === 'INITIAL_SESSION' && !next && hadSession)) {
        sessionLost();
        return;
      }
      if (next) hadSession = true;
      if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') clearSessionFailure();
      if (event === 'PASSWORD_RECOVERY') requestRecoveryRedirect();
    };

    const stopWaiting = whenAuthClientLoads(({ authClient }) => {
      if (!isActive || unsubscribe) return;
      watchSessionFailures(authClient);
      const { data } = authClient.onAuthStateChange(onEvent);
      unsubscribe = () => data.subscription.unsubscribe();
      // An auth result in the address that could not be used (the callback page explains its own).
      void authClient.initialize().then(({ error }) => {
        if (error && window.location.pathname !== '/auth/callback') {
          showNotice('authenticationError');
        }
      });
    });
    if (isAuthClientNeededNow()) void loadAuthClient();
    return () => {
      isActive = false;
      stopWaiting();
      unsubscribe?.();
    };
  }, [queryClient]);

  return (
    <AuthContext.Provider value={{ session }}>
      {children}
      <AuthDialogHost />
    </AuthContext.Provider>
  );
}
