/** What the web app reads from `GET /auth/v1/settings` (GoTrue's shape). */
export interface AuthSettings {
  /** OAuth providers and whether each is on. */
  external: Record<string, boolean>;
  /** Passkey sign-in and management (`AUTH_PASSKEY_ENABLED`). */
  passkeysEnabled: boolean;
  /** "Sign in with Magic Community" for other apps (`AUTH_OAUTH_SERVER_ENABLED`). */
  oauthServerEnabled: boolean;
}

const NOTHING_ON: AuthSettings = {
  external: {},
  passkeysEnabled: false,
  oauthServerEnabled: false,
};

let settings: Promise<AuthSettings> | null = null;

/**
 * The server's auth settings, asked once per page load. Anything the server did not answer
 * (an error, no connection) counts as off, so the forms only offer what works.
 */
export function loadAuthSettings(): Promise<AuthSettings> {
  type Answer = {
    external?: Record<string, boolean>;
    passkeys_enabled?: boolean;
    oauth_server_enabled?: boolean;
  };
  settings ??= fetch('/auth/v1/settings')
    .then((res) => (res.ok ? (res.json() as Promise<Answer>) : ({} as Answer)))
    .then((answer): AuthSettings => ({
      external: answer.external ?? {},
      passkeysEnabled: answer.passkeys_enabled === true,
      oauthServerEnabled: answer.oauth_server_enabled === true,
    }))
    .catch(() => NOTHING_ON);
  return settings;
}
