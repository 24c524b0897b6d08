import { useEffect, useState } from 'react';
import { describeOAuthProblem, type OAuthProblem } from '../../lib/oauth-errors';
import { isSafeRedirect } from '../../lib/oauth-links';
import { answerAuthorizationRequest } from '../../lib/oauth-server-actions';
import { oauthCopy } from '../../lib/oauth-copy';

export type ConsentAnswer = 'approve' | 'deny';

/**
 * The member's answer to an app's request: sends it once (further clicks are ignored while it
 * is on its way, and after it arrived), then takes the browser back to the app. `pending` says
 * which answer is being sent or has been sent; `problem` why it did not work.
 */
export function useConsentAnswer(authorizationId: string) {
  const [pending, setPending] = useState<ConsentAnswer | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const [problem, setProblem] = useState<OAuthProblem | null>(null);

  // Back from the app through the browser's back-forward cache, the page would still say
  // 'Allowing…': it loads again instead, and shows that the request was answered.
  useEffect(() => {
    const reloadIfRestored = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', reloadIfRestored);
    return () => window.removeEventListener('pageshow', reloadIfRestored);
  }, []);

  const send = async (answer: ConsentAnswer) => {
    if (pending || (problem && problem.kind !== 'failed')) return;
    setPending(answer);
    setProblem(null);
    try {
      const redirectUrl = await answerAuthorizationRequest(authorizationId, answer);
      if (!isSafeRedirect(redirectUrl)) throw new Error(oauthCopy.answerFailed);
      setIsLeaving(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      const described = describeOAuthProblem(error);
      setProblem(
        described.kind === 'failed'
          ? { kind: 'failed', message: oauthCopy.answerFailed }
          : described,
      );
      setPending(null);
    }
  };

  return { pending, isLeaving, problem, send };
}
