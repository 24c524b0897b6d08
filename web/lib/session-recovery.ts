import { loadAuthClient } from './auth-loader';
import { wasSignOutIntended } from './sign-out-intent';

/** The part of the auth client (auth-js) that recovering a refused token needs. */
export interface RecoveryAuthClient {
  getSession(): Promise<{ data: { session: { access_token: string } | null } }>;
  refreshSession(): Promise<{ error: unknown }>;
  signOut(options: { scope: 'local' }): Promise<unknown>;
}

export interface SessionRecovery {
  /**
   * `/api` or `/realtime` refused `rejected` (401, close 4003). Gives the token to retry with
   * when the session still lives (refreshed here or meanwhile, once for all callers of the same
   * token), or null: nobody is signed in any more (the session was cleared here, and the auth
   * provider tells the member), or the auth server could not be reached (the session is kept).
   */
  recoverRejectedToken(rejected: string): Promise<string | null>;
  /** A token fresh from a refresh was refused as well: the session has ended; clear it here. */
  endRejectedSession(rejected: string): Promise<void>;
}

/** {@link SessionRecovery} on top of an auth client (injected for tests). */
export function createSessionRecovery(
  load: () => Promise<{
    authClient: RecoveryAuthClient;
    isAuthRetryableFetchError(error: unknown): boolean;
  }>,
): SessionRecovery {
  const pending = new Map<string, Promise<string | null>>();

  const currentToken = async (client: RecoveryAuthClient) =>
    (await client.getSession()).data.session?.access_token ?? null;

  async function recover(rejected: string): Promise<string | null> {
    const { authClient, isAuthRetryableFetchError } = await load();
    const before = await currentToken(authClient);
    // Signed out meanwhile (null), or another call already refreshed the session.
    if (before !== rejected) return before;
    // The token may have expired in flight: one refresh tells a live session from an ended one.
    const { error } = await authClient.refreshSession();
    const after = await currentToken(authClient);
    // Refreshed, or auth-js cleared the session itself (its token had expired): it reported that.
    if (after !== rejected) return after;
    if (error && isAuthRetryableFetchError(error)) return null;
    // The auth server refused the refresh while the token still looked valid: auth-js keeps such
    // a session, but it has ended on the server (signed out or password changed elsewhere).
    await authClient.signOut({ scope: 'local' });
    return null;
  }

  return {
    recoverRejectedToken(rejected) {
      // The member is signing out: the server ended the session first (its sockets close with
      // 4003, requests in flight get 401) and the client is about to forget it. Nothing to do.
      if (wasSignOutIntended()) return Promise.resolve(null);
      let recovery = pending.get(rejected);
      if (!recovery) {
        recovery = recover(rejected).finally(() => pending.delete(rejected));
        pending.set(rejected, recovery);
      }
      return recovery;
    },
    async endRejectedSession(rejected) {
      const { authClient } = await load();
      if ((await currentToken(authClient)) === rejected) {
        await authClient.signOut({ scope: 'local' });
      }
    },
  };
}

export const { recoverRejectedToken, endRejectedSession } = createSessionRecovery(loadAuthClient);
