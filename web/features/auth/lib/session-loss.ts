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

/**
 * How long a notice waits before it shows: a sign-out asked for in another tab is written to
 * storage before that tab signs out, but this tab can learn of the lost session (its socket
 * closed, its refresh refused) a moment before it sees that write.
 */
const INTENT_SETTLE_MS = 400;

/**
 * Shows the notice: 'Session Expired' or 'Authentication Error' (destructive), or nothing;
 * dropped if a sign-out the member asked for shows up meanwhile.
 */
export function showSessionNotice(notice: SessionNotice): void {
  if (!notice) return;
  setTimeout(() => {
    if (wasSignOutIntended()) return;
    const message =
      notice === 'sessionExpired' ? authToasts.sessionExpired : authToasts.authenticationError;
    toast({ ...message, variant: 'destructive' });
  }, INTENT_SETTLE_MS);
}
