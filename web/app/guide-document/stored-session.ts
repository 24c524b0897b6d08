import { AUTH_STORAGE_KEY } from '../../lib/auth-storage';

/**
 * The session auth-js stored in this browser, read on server-rendered pages without loading
 * auth-js: what the header's account slot shows.
 */
export interface StoredMember {
  id: string;
  initial: string;
  /** The access token while it has not expired; an expired one is left for the app to refresh. */
  accessToken: string | null;
}

/** Fired in this tab when the stored session was changed here ('storage' covers other tabs). */
const CHANGED_HERE_EVENT = 'magic-community-session-changed';

export function readStoredSession(): string | null {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Follows sign-ins and sign-outs made in other tabs, and changes made by this page. */
export function subscribeToStoredSession(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED_HERE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED_HERE_EVENT, onChange);
  };
}

/** This page changed the stored session (auth-js refreshed or cleared it). */
export function notifyStoredSessionChanged(): void {
  window.dispatchEvent(new Event(CHANGED_HERE_EVENT));
}

export function parseStoredMember(raw: string | null): StoredMember | null {
  try {
    const stored = JSON.parse(raw ?? 'null') as {
      access_token?: string;
      expires_at?: number;
      user?: { id?: string; email?: string; user_metadata?: { username?: string } };
    } | null;
    const user = stored?.user;
    if (!user?.id) return null;
    const name = user.user_metadata?.username ?? user.email ?? '?';
    const isTokenFresh =
      typeof stored?.access_token === 'string' &&
      typeof stored.expires_at === 'number' &&
      stored.expires_at * 1000 > Date.now();
    return {
      id: user.id,
      initial: name.slice(0, 1).toUpperCase(),
      accessToken: isTokenFresh ? stored.access_token! : null,
    };
  } catch {
    return null;
  }
}
