import { AlertTriangle, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authToasts } from '../../../common/features/auth/auth-messages';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { toast } from '../../components/ui/use-toast';
import { openAuthDialog } from '../../features/auth/lib/auth-dialog-store';
import { takeLandingQuery } from '../../features/auth/lib/landing-url';
import { safeNextPath } from '../../features/auth/lib/safe-next-path';
import { loadAuthClient } from '../../lib/auth-loader';
import { usePageMeta } from '../../lib/page-meta';

const LINK_NOT_USABLE =
  'This link could not be used. It may have expired, been used already, or been opened in a different browser from the one where it was requested.';

/** What the address says when the page opens (auth-js removes `code` once it has used it). */
function readCallbackUrl() {
  const query = new URLSearchParams(window.location.search);
  const landing = takeLandingQuery('/auth/callback');
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return {
    next: safeNextPath(query.get('next')),
    hasCode: query.has('code') || !!landing?.has('code'),
    errorDescription: query.get('error_description') ?? hash.get('error_description'),
  };
}

/**
 * `/auth/callback`: where email links land. auth-js exchanges the PKCE `?code=` for a session
 * while it starts; then the member goes on to `next` (a path of this site only, else '/').
 * Errors from the server (`?error_description=`) or from the exchange are explained here.
 */
export default function AuthCallbackPage() {
  usePageMeta({ title: 'Signing you in', description: 'Finishing signing you in.' });
  const navigate = useNavigate();
  const [callback] = useState(readCallbackUrl);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isActive = true;
    void (async () => {
      const { authClient } = await loadAuthClient();
      const { error } = await authClient.initialize();
      const { data } = await authClient.getSession();
      if (!isActive) return;
      const problem =
        error?.message ??
        callback.errorDescription ??
        (callback.hasCode && !data.session ? LINK_NOT_USABLE : null);
      if (problem) {
        setFailure(problem);
        return;
      }
      // A confirmed sign-up or sign-in link; a reset link goes on to choose the password.
      if (callback.hasCode && data.session && callback.next !== '/reset-password') {
        toast(authToasts.signedIn);
      }
      void navigate(callback.next, { replace: true });
    })();
    return () => {
      isActive = false;
    };
  }, [callback, navigate]);

  if (!failure) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <Loader2
          aria-hidden
          className="size-8 animate-spin text-primary motion-reduce:animate-none"
        />
        <h1 className="text-2xl font-semibold" role="status">
          Signing you in…
        </h1>
      </div>
    );
  }

  const isReset = callback.next === '/reset-password';
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="sr-only">Sign-in link problem</h1>
      <EmptyState
        icon={AlertTriangle}
        title={isReset ? 'This reset link cannot be used' : 'We could not sign you in'}
        description={
          <span role="alert" className="block">
            {failure}
          </span>
        }
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => openAuthDialog(isReset ? 'reset' : 'signin')}>
              {isReset ? 'Request a new link' : 'Sign In'}
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Go Home</Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}
