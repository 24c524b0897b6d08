import type { Session } from '@supabase/auth-js';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleArrowLeft } from 'lucide-react';
import { oauthCopy } from '../../lib/oauth-copy';
import { describeOAuthProblem, oauthProblemMessages } from '../../lib/oauth-errors';
import { isSafeRedirect, redirectDestination } from '../../lib/oauth-links';
import type { AuthorizationRequest } from '../../lib/oauth-server-actions';
import { ConsentCard } from './consent-card';
import { ConsentNotice } from './consent-notice';
import { ConsentProblem } from './consent-problem';
import { ConsentSignInPrompt } from './consent-sign-in-prompt';
import { ConsentSkeleton } from './consent-skeleton';

/**
 * What the consent page shows, step by step: an incomplete link; the session loading; the
 * sign-in prompt; the request loading; why it cannot be shown; 'Taking you back…' when the
 * member already allowed the app; else the request with Allow and Cancel.
 */
export function ConsentFlow({
  session,
  authorizationId,
  request,
}: {
  session: Session | null | undefined;
  authorizationId: string | null;
  request: UseQueryResult<AuthorizationRequest>;
}) {
  if (!authorizationId) return <ConsentProblem problem="incomplete" />;
  if (session === undefined) return <ConsentSkeleton />;
  if (session === null) return <ConsentSignInPrompt />;
  if (request.isPending) return <ConsentSkeleton />;
  if (request.isError) {
    return (
      <ConsentProblem
        problem={describeOAuthProblem(request.error)}
        onRetry={() => void request.refetch()}
      />
    );
  }
  if (request.data.kind === 'already-allowed') {
    const { redirectUrl } = request.data;
    if (!isSafeRedirect(redirectUrl)) {
      return (
        <ConsentProblem problem={{ kind: 'expired', message: oauthProblemMessages.expired }} />
      );
    }
    return (
      <ConsentNotice
        icon={CircleArrowLeft}
        title={oauthCopy.returning(redirectDestination(redirectUrl))}
        text={<span role="status">{oauthCopy.alreadyAllowed}</span>}
      />
    );
  }
  return <ConsentCard details={request.data.details} fallbackEmail={session.user.email} />;
}
