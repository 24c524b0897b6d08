import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { loadAuthClient } from '../../../lib/auth-loader';
import { toastError } from '../lib/auth-actions';
import { describeAuthError } from '../lib/auth-errors';
import { loadAuthSettings } from '../lib/auth-settings';

/** Providers the server can switch on (server/config.ts), with the names people know. */
const providerNames = {
  google: 'Google',
  github: 'GitHub',
  gitlab: 'GitLab',
  discord: 'Discord',
} as const;
type Provider = keyof typeof providerNames;

/** The providers `/auth/v1/settings` reports as on. */
function loadEnabledProviders(): Promise<Provider[]> {
  return loadAuthSettings().then(({ external }) =>
    (Object.keys(providerNames) as Provider[]).filter((name) => external[name] === true),
  );
}

/**
 * 'Continue with …' for each OAuth provider the server has switched on (none by default, so
 * nothing shows). The provider sends the member back to /auth/callback, which finishes the
 * PKCE sign-in and returns to the page they were on.
 */
export function OAuthButtons() {
  const [providers, setProviders] = useState<Provider[]>([]);
  const [pending, setPending] = useState<Provider | null>(null);

  useEffect(() => {
    let isActive = true;
    void loadEnabledProviders().then((list) => isActive && setProviders(list));
    return () => {
      isActive = false;
    };
  }, []);

  if (providers.length === 0) return null;

  const start = async (provider: Provider) => {
    setPending(provider);
    const here = `${window.location.pathname}${window.location.search}`;
    const next = here.startsWith('/auth') ? '/' : here;
    const { authClient } = await loadAuthClient();
    const { error } = await authClient.signInWithOAuth({
      provider,
      options: {
        redirectTo: `${window.location.origin}/auth/callback?next=${encodeURIComponent(next)}`,
      },
    });
    if (error) {
      setPending(null);
      toastError(describeAuthError(error));
    }
  };

  return (
    <div className="mt-6 space-y-2">
      <p className="text-center text-xs uppercase tracking-wide text-muted-foreground">or</p>
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          className="w-full"
          disabled={pending !== null}
          onClick={() => void start(provider)}
        >
          Continue with {providerNames[provider]}
        </Button>
      ))}
    </div>
  );
}
