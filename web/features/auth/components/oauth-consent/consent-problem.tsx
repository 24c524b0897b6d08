import { AlertCircle, LinkIcon, MailPlus, PowerOff, TimerOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { oauthCopy } from '../../lib/oauth-copy';
import type { OAuthProblem } from '../../lib/oauth-errors';
import { ConsentNotice } from './consent-notice';

/**
 * Why the consent page cannot show a request: the link has no request id ('incomplete'), or the
 * server's answer (expired or answered, the feature off, a failure that Try again may fix).
 */
export function ConsentProblem({
  problem,
  onRetry,
}: {
  problem: OAuthProblem | 'incomplete';
  onRetry?: () => void;
}) {
  const goHome = (
    <Button asChild variant={problem === 'incomplete' ? 'default' : 'outline'}>
      <Link to="/">{oauthCopy.goHome}</Link>
    </Button>
  );
  if (problem === 'incomplete') {
    return (
      <ConsentNotice
        icon={LinkIcon}
        title={oauthCopy.incompleteTitle}
        text={oauthCopy.incompleteText}
        isAlert
        actions={goHome}
      />
    );
  }
  const shown = {
    expired: { icon: TimerOff, title: oauthCopy.expiredTitle },
    'turned-off': { icon: PowerOff, title: oauthCopy.turnedOffTitle },
    'not-allowed': { icon: MailPlus, title: oauthCopy.notAllowedTitle },
    failed: { icon: AlertCircle, title: oauthCopy.loadFailedTitle },
  }[problem.kind];
  return (
    <ConsentNotice
      icon={shown.icon}
      title={shown.title}
      text={problem.message}
      isAlert
      actions={
        <>
          {problem.kind === 'failed' && onRetry && <Button onClick={onRetry}>Try again</Button>}
          {goHome}
        </>
      }
    />
  );
}
