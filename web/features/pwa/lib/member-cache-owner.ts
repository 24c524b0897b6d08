/** Where the id of the member whose answers the member API cache may hold is kept. */
export const MEMBER_CACHE_OWNER_KEY = 'magic.member-cache-owner';

/**
 * Whether the member API cache must be cleared when the signed-in member becomes `nextOwner`
 * (null: nobody): whenever it is not the member it was filled for, so a sign-out, a session
 * that ended and a different account all start from nothing. A member signing in on a device
 * where nobody was signed in keeps the cache, which then holds nothing of anyone else.
 */
export function mustClearMemberCache(
  previousOwner: string | null,
  nextOwner: string | null,
): boolean {
  return previousOwner !== null && previousOwner !== nextOwner;
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(MEMBER_CACHE_OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(owner: string | null): void {
  try {
    if (owner) localStorage.setItem(MEMBER_CACHE_OWNER_KEY, owner);
    else localStorage.removeItem(MEMBER_CACHE_OWNER_KEY);
  } catch {
    // Storage unavailable: the cache is cleared again next time, which is safe.
  }
}

/**
 * Records that `nextOwner` is now signed in (null: nobody) and says whether the cache held
 * another member's answers and must be cleared. Kept in localStorage, so it holds across
 * reloads and tabs.
 */
export function changeMemberCacheOwner(nextOwner: string | null): boolean {
  const previous = readOwner();
  const hasChanged = previous !== nextOwner;
  if (hasChanged) writeOwner(nextOwner);
  return mustClearMemberCache(previous, nextOwner);
}
