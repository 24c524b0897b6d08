import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSafeRedirect } from '../lib/oauth-links';
import { authorizationQueryKey, loadAuthorizationRequest } from '../lib/oauth-server-actions';

/**
 * The third-party app's request the consent page shows, read once the member is signed in
 * (`userId`). It is read once only: a request can be answered just once, so it is not read again
 * when the window regains focus. When the member already allowed this app, the browser goes
 * straight back to it.
 */
export function useAuthorizationRequest(userId: string | null, authorizationId: string | null) {
  const request = useQuery({
    queryKey: authorizationQueryKey(userId ?? '', authorizationId ?? ''),
    queryFn: () => loadAuthorizationRequest(authorizationId!),
    enabled: !!userId && !!authorizationId,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const redirectUrl = request.data?.kind === 'already-allowed' ? request.data.redirectUrl : null;
  useEffect(() => {
    if (isSafeRedirect(redirectUrl)) window.location.assign(redirectUrl);
  }, [redirectUrl]);

  return request;
}
