import { useLocation } from 'react-router';
import { ConsentFlow } from '../../features/auth/components/oauth-consent/consent-flow';
import { useAuthorizationRequest } from '../../features/auth/hooks/use-authorization-request';
import { useSession } from '../../features/auth/hooks/use-session';
import { appDisplayName } from '../../features/auth/lib/oauth-app-name';
import { oauthCopy } from '../../features/auth/lib/oauth-copy';
import { readAuthorizationId } from '../../features/auth/lib/oauth-links';
import { usePageMeta } from '../../lib/page-meta';

/**
 * `/oauth/consent?authorization_id=…`: where our OAuth 2.1 server sends a member whom a
 * third-party app asked to "Sign in with Magic Community". The member signs in if needed, reads
 * what the app asks for, and allows it or not; the browser then goes back to the app.
 */
export default function OAuthConsentPage() {
  const session = useSession();
  const authorizationId = readAuthorizationId(useLocation().search);
  const request = useAuthorizationRequest(session?.user.id ?? null, authorizationId);
  const appName = request.data?.kind === 'ask' ? appDisplayName(request.data.details.client) : null;
  usePageMeta({
    title: appName ? oauthCopy.heading(appName) : oauthCopy.pageTitle,
    description: oauthCopy.pageDescription,
  });

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10">
      <ConsentFlow session={session} authorizationId={authorizationId} request={request} />
    </div>
  );
}
