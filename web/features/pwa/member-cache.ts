/**
 * The service worker's cache of a member's own API answers (`GET /api/checklists`,
 * `/api/checklists/*`, `/api/feed`), kept so that checklists and the last feed page open offline
 * (see vite.config.ts). Its name is the contract between the service worker and the app.
 */
export const MEMBER_API_CACHE = 'member-api';

/**
 * Deletes the member API cache, so nothing a member read stays for the next account on this
 * device (spec §4: on sign-out all cached data is cleared). Safe where the Cache Storage API is
 * missing (no service worker, insecure origins, tests); never throws.
 */
export async function clearMemberCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(MEMBER_API_CACHE);
  } catch {
    // Storage unavailable (private mode, quota errors): there is nothing to clear.
  }
}
