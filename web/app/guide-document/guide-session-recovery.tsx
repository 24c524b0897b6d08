import { createRoot } from 'react-dom/client';
import { Toaster } from '../../components/ui/toaster';
import { watchSessionFailures } from '../../features/auth/lib/auth-failure-watch';
import { explainLostSession, showSessionNotice } from '../../features/auth/lib/session-loss';
import { loadAuthClient } from '../../lib/auth-loader';
import { endRejectedSession, recoverRejectedToken } from '../../lib/session-recovery';
import { notifyStoredSessionChanged } from './stored-session';

let isWatching = false;
let hasToaster = false;
/** The token the last recovery gave: refused too, the session has ended (as in the app). */
let recoveredToken: string | null = null;

/** Guide pages have no toaster of their own: one is mounted when a notice is due. */
function mountToaster(): void {
  if (hasToaster) return;
  hasToaster = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}

/**
 * A guide page's member call was refused (401) with `token`: loads the auth client (its own
 * chunk, only now) and lets it recover the session as the app does: one refresh, else the
 * session is cleared (so is one whose refreshed token is refused again). The header follows the
 * stored session; a session lost without the member asking is told once ('Session Expired'), as
 * in the app.
 */
export async function recoverGuideSession(token: string): Promise<void> {
  const { authClient } = await loadAuthClient();
  if (!isWatching) {
    isWatching = true;
    watchSessionFailures(authClient);
    let hadSession = true;
    authClient.onAuthStateChange((event, session) => {
      notifyStoredSessionChanged();
      if (event === 'SIGNED_OUT' && hadSession) {
        hadSession = false;
        const notice = explainLostSession(true);
        if (notice) mountToaster();
        showSessionNotice(notice);
      } else if (session) {
        hadSession = true;
      }
    });
  }
  if (token === recoveredToken) await endRejectedSession(token);
  else recoveredToken = await recoverRejectedToken(token);
  notifyStoredSessionChanged();
}
