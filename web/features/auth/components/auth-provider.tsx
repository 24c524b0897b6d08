import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  isAuthClientNeededNow,
  loadAuthClient,
  whenAuthClientLoads,
} from '../../../lib/auth-loader';
import { hasStoredSession } from '../../../lib/auth-storage';
import { registerStepUpPrompt } from '../../../lib/step-up';
import { clearSessionFailure, watchSessionFailures } from '../lib/auth-failure-watch';
import { rememberLandingUrl } from '../lib/landing-url';
import { requestRecoveryRedirect } from '../lib/recovery-redirect';
import { promptForSecondFactor, settleSecondFactorPrompt } from '../lib/second-factor-prompt';
import { explainLostSession, showSessionNotice } from '../lib/session-loss';
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

/**
 * Follows the auth client's session events (spec §4). On sign-out every cached query (profile
 * and member data) is cleared; a session lost without the member asking is explained
 * ('Session Expired' / 'Authentication Error'), once; PASSWORD_RECOVERY leads to
 * /reset-password. A session that still needs its second factor gets the code prompt
 * (`requestStepUp`); once a code is verified every query is fetched again with the new token.
 * Visitors with no stored session are known to be signed out at once, and the auth client
 * loads only when something needs it. Also mounts the auth dialog.
 */
export function AuthProvider({
  children,
  initialSession: knownSession,
}: {
  children: ReactNode;
  /** The session already read (an app taking over a server-rendered page); else it loads. */
  initialSession?: Session | null;
}) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null | undefined>(
    knownSession !== undefined ? knownSession : initialSession,
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let isActive = true;
    let hadSession = hadStoredSessionAtStart;

    const sessionLost = () => {
      settleSecondFactorPrompt(false);
      queryClient.clear();
      showSessionNotice(explainLostSession(hadSession));
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
      if (event === 'MFA_CHALLENGE_VERIFIED') {
        clearSessionFailure();
        settleSecondFactorPrompt(true);
        // Whatever was read at aal1 (as a visitor, or refused) is read again; calls already
        // waiting for the code are sent again by the api client and not cancelled here.
        void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
      }
      if (event === 'PASSWORD_RECOVERY') requestRecoveryRedirect();
    };
    const unregisterStepUp = registerStepUpPrompt(promptForSecondFactor);

    const stopWaiting = whenAuthClientLoads(({ authClient }) => {
      if (!isActive || unsubscribe) return;
      watchSessionFailures(authClient);
      const { data } = authClient.onAuthStateChange(onEvent);
      unsubscribe = () => data.subscription.unsubscribe();
      // An auth result in the address that could not be used (the callback page explains its own).
      void authClient.initialize().then(({ error }) => {
        if (error && window.location.pathname !== '/auth/callback') {
          showSessionNotice('authenticationError');
        }
      });
    });
    if (isAuthClientNeededNow()) void loadAuthClient();
    return () => {
      isActive = false;
      unregisterStepUp();
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
