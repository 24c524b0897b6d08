import {
  PHOTO_TOKEN_COOKIE,
  PHOTO_TOKEN_COOKIE_PATH,
  SIGNED_IN_COOKIE,
} from '../../common/features/auth/session-cookies';
import { AUTH_STORAGE_KEY } from './auth-storage';

/** How long the signed-in hint lasts without a visit (renewed on every page load). */
const SIGNED_IN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function writeCookie(name: string, value: string, path: string, maxAge: number, sameSite: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=${path}; Max-Age=${Math.max(0, Math.floor(maxAge))}; SameSite=${sameSite}${secure}`;
}

/** The access token and its expiry (seconds) of auth-js's stored session JSON, if any. */
function readSession(raw: string | null): { token: string | null; expiresAt: number } | null {
  try {
    const session = JSON.parse(raw ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
    } | null;
    if (!session || typeof session !== 'object') return null;
    return {
      token: typeof session.access_token === 'string' ? session.access_token : null,
      expiresAt: typeof session.expires_at === 'number' ? session.expires_at : 0,
    };
  } catch {
    return null;
  }
}

/**
 * Keeps the two session cookies (`common/features/auth/session-cookies.ts`) in step with the
 * session auth-js stored (`raw`, its JSON, or null once it is gone): the signed-in hint while
 * there is one; the photo token while its access token is fresh, expiring with it. Never throws
 * (cookies may be blocked).
 */
export function syncSessionCookies(raw: string | null): void {
  try {
    const session = readSession(raw);
    if (!session) {
      writeCookie(SIGNED_IN_COOKIE, '', '/', 0, 'Lax');
      writeCookie(PHOTO_TOKEN_COOKIE, '', PHOTO_TOKEN_COOKIE_PATH, 0, 'Strict');
      return;
    }
    writeCookie(SIGNED_IN_COOKIE, '1', '/', SIGNED_IN_MAX_AGE_SECONDS, 'Lax');
    const secondsLeft = session.expiresAt - Date.now() / 1000;
    const token = session.token && secondsLeft > 0 ? session.token : '';
    writeCookie(
      PHOTO_TOKEN_COOKIE,
      token,
      PHOTO_TOKEN_COOKIE_PATH,
      token ? secondsLeft : 0,
      'Strict',
    );
  } catch {
    // Cookies unavailable: pages fall back to the visitor's answers, photos to public ones.
  }
}

/** The cookies as the stored session says now: called once by each entry script on load. */
export function syncSessionCookiesFromStorage(): void {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    raw = null;
  }
  syncSessionCookies(raw);
}

/**
 * `storage` with every change auth-js makes to its session mirrored in the cookies at once
 * (sign-in, each token refresh, sign-out, a session the server ended), before anything reads
 * the new session.
 */
export function mirrorSessionInCookies(storage: Storage) {
  return {
    getItem: (key: string) => storage.getItem(key),
    setItem(key: string, value: string) {
      storage.setItem(key, value);
      if (key === AUTH_STORAGE_KEY) syncSessionCookies(value);
    },
    removeItem(key: string) {
      storage.removeItem(key);
      if (key === AUTH_STORAGE_KEY) syncSessionCookies(null);
    },
  };
}
