import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearRecoveryRedirect, useRecoveryRedirectPending } from '../lib/recovery-redirect';

const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Router-side half of the session events: PASSWORD_RECOVERY (spec §4) goes to /reset-password.
 * Rendered inside the router (by the header's account button).
 */
export function AuthRouteEffects() {
  const isRecoveryPending = useRecoveryRedirectPending();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isRecoveryPending) return;
    clearRecoveryRedirect();
    if (pathname !== RESET_PASSWORD_PATH) {
      void navigate(RESET_PASSWORD_PATH, { replace: pathname === '/auth/callback' });
    }
  }, [isRecoveryPending, pathname, navigate]);

  return null;
}
