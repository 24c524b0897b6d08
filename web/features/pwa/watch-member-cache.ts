import { whenAuthClientLoads } from '../../lib/auth-loader';
import { hasStoredSession } from '../../lib/auth-storage';
import { changeMemberCacheOwner } from './lib/member-cache-owner';
import { clearMemberCaches } from './member-cache';

let isWatching = false;

/**
 * Clears the member API cache whenever the signed-in member changes: on sign-out
 * (SIGNED_OUT), a session that ended, or another account signing in (spec §4). One place for
 * every page: it follows the auth client's session events wherever that client loads (the app,
 * the header of server-rendered pages), and with no stored session at all (the session was
 * removed while no page was open) it clears at once without loading the auth client.
 */
export function watchMemberCache(): void {
  if (isWatching) return;
  isWatching = true;
  if (!hasStoredSession() && changeMemberCacheOwner(null)) void clearMemberCaches();
  whenAuthClientLoads(({ authClient }) => {
    authClient.onAuthStateChange((_event, session) => {
      if (changeMemberCacheOwner(session?.user.id ?? null)) void clearMemberCaches();
    });
  });
}
