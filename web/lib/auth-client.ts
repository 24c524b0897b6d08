import { GoTrueClient } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY } from './auth-storage';
import { mirrorSessionInCookies } from './session-cookies';

/**
 * The official Supabase auth client, pointed at our own GoTrue-compatible `/auth/v1`
 * (spec §7): session in local storage, PKCE, auto refresh, URL session detection and passkeys.
 * Every change of the stored session is mirrored in the session cookies (`session-cookies.ts`).
 * Load it through `auth-loader.ts`, which keeps it out of the first page load.
 */
export const authClient = new GoTrueClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: AUTH_STORAGE_KEY,
  storage: mirrorSessionInCookies(window.localStorage),
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
  flowType: 'pkce',
  // Passkeys (`signInWithPasskey`, `registerPasskey`, `passkey.*`) are still marked experimental
  // in auth-js; the server offers them unless `/auth/v1/settings` says `passkeys_enabled: false`.
  experimental: { passkey: true },
});

/** Network failures and 502/503/504 answers: the server could not say whether a session lives. */
export { isAuthRetryableFetchError } from '@supabase/auth-js';
