/** Where the browser keeps the session (spec §7: local storage). */
export const AUTH_STORAGE_KEY = 'magic-community-auth';

/** Query parameters with which the auth server sends members back (PKCE code, tokens, errors). */
const AUTH_URL_PARAMS = ['code', 'access_token', 'error', 'error_description'];

/** Whether this browser holds a stored session. */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether the current address carries an auth result the client must pick up. */
export function hasAuthResultInUrl(): boolean {
  const params = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return AUTH_URL_PARAMS.some((name) => params.has(name) || hash.has(name));
}
