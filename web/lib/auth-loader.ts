import { hasAuthResultInUrl, hasStoredSession } from './auth-storage';

type AuthModule = typeof import('./auth-client');

let loading: Promise<AuthModule> | null = null;
const listeners = new Set<(module: AuthModule) => void>();

/**
 * Loads the auth client (its own chunk) once. Visitors without a session never download it
 * until they start to sign in, which keeps public pages light.
 */
export function loadAuthClient(): Promise<AuthModule> {
  if (!loading) {
    loading = import('./auth-client');
    void loading.then((module) => listeners.forEach((listener) => listener(module)));
  }
  return loading;
}

/** Whether the auth client is needed right away: a stored session or an auth result in the URL. */
export function isAuthClientNeededNow(): boolean {
  return hasStoredSession() || hasAuthResultInUrl();
}

/** Calls `listener` when the auth client has loaded (at once if it already has). */
export function whenAuthClientLoads(listener: (module: AuthModule) => void): () => void {
  listeners.add(listener);
  if (loading) void loading.then(listener);
  return () => listeners.delete(listener);
}

/** The current access token, without loading the auth client when nobody is signed in. */
export async function getAccessToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  const { authClient } = await loadAuthClient();
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
}
