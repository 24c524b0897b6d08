import { useEffect, useState } from 'react';
import { loadAuthSettings } from '../lib/auth-settings';

/** Whether this browser has WebAuthn (passkeys); false in old browsers and insecure pages. */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Whether the server has passkeys on (`/auth/v1/settings`): undefined until it answered. The
 * sign-in form also checks {@link browserSupportsPasskeys}; the security settings list the
 * member's passkeys in any browser.
 */
export function usePasskeysEnabled(): boolean | undefined {
  const [isEnabled, setIsEnabled] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let isActive = true;
    void loadAuthSettings().then(
      ({ passkeysEnabled }) => isActive && setIsEnabled(passkeysEnabled),
    );
    return () => {
      isActive = false;
    };
  }, []);
  return isEnabled;
}
