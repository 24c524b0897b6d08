import { authToasts } from '../../../../common/features/auth/auth-messages';
import { toast } from '../../../components/ui/use-toast';
import { takeSessionFailure } from './auth-failure-watch';
import { noticeForLostSession, type SessionNotice } from './session-notice';
import { wasSignOutIntended } from '../../../lib/sign-out-intent';

/**
 * The notice a SIGNED_OUT deserves (spec §8), from what was seen before it: the refresh the auth
 * server refused, if any, and whether the member asked to sign out (here or in another tab).
 * Call it once per lost session: it consumes the recorded failure.
 */
export function explainLostSession(hadSession: boolean): SessionNotice {
  const failure = takeSessionFailure();
  return noticeForLostSession({
    hadSession,
    wasIntended: wasSignOutIntended(),
    failureCode: failure ? (failure.code ?? '') : undefined,
  });
}

/** Shows the notice: 'Session Expired' or 'Authentication Error' (destructive), or nothing. */
export function showSessionNotice(notice: SessionNotice): void {
  if (notice === 'sessionExpired') toast({ ...authToasts.sessionExpired, variant: 'destructive' });
  if (notice === 'authenticationError')
    toast({ ...authToasts.authenticationError, variant: 'destructive' });
}
