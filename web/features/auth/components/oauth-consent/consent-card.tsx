import type { OAuthAuthorizationDetails } from '@supabase/auth-js';
import { ExternalLink, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';
import { appDisplayName } from '../../lib/oauth-app-name';
import { oauthCopy } from '../../lib/oauth-copy';
import { redirectDestination, safeWebLink } from '../../lib/oauth-links';
import { AppLogo } from '../oauth-apps/app-logo';
import { ScopeList } from '../oauth-apps/scope-list';
import { useConsentAnswer } from './use-consent-answer';

/**
 * An app's request to use the member's account: who asks (logo, name, website), who is signed
 * in, what the app may do, where the member goes back to, then Allow or Cancel. While the answer
 * is on its way the pressed button says so and both ignore clicks (they keep focus); then the
 * browser goes back to the app.
 */
export function ConsentCard({
  details,
  fallbackEmail,
}: {
  details: OAuthAuthorizationDetails;
  /** The session's email, when the request does not name one. */
  fallbackEmail?: string;
}) {
  const { client } = details;
  const appName = appDisplayName(client);
  const website = safeWebLink(client.uri);
  const destination = redirectDestination(details.redirect_uri);
  const email = details.user.email || fallbackEmail;
  const { pending, isLeaving, problem, send } = useConsentAnswer(details.authorization_id);
  const isBusy = pending !== null;
  const isOver = !!problem && problem.kind !== 'failed';

  return (
    <Card>
      <CardContent className="grid gap-6 p-5 sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <AppLogo name={appName} logoUri={client.logo_uri} size="large" />
          <h1 className="wrap-anywhere text-2xl font-bold tracking-tight">
            {oauthCopy.heading(appName)}
          </h1>
          {website && (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex min-h-11 items-center gap-1.5 wrap-anywhere text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <span className="sr-only">{oauthCopy.appWebsite}: </span>
              {new URL(website).host}
              <ExternalLink aria-hidden className="size-4 shrink-0" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          {email && (
            <p className="text-sm text-muted-foreground">
              {oauthCopy.signedInAs}{' '}
              <span className="wrap-anywhere font-medium text-foreground">{email}</span>
            </p>
          )}
        </div>

        <section aria-labelledby="consent-scopes-heading" className="grid gap-3">
          <h2 id="consent-scopes-heading" className="wrap-anywhere font-semibold">
            {oauthCopy.willBeAbleTo(appName)}
          </h2>
          <ScopeList scopes={details.scope} label={oauthCopy.willBeAbleTo(appName)} />
        </section>

        <div className="grid gap-2 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
          <p>
            {oauthCopy.sentBackTo}{' '}
            <span className="wrap-anywhere font-medium text-foreground">{destination}</span>.
          </p>
          <p>{oauthCopy.disconnectLater}</p>
        </div>

        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem.message}
          </p>
        )}
        <p role="status" className="sr-only">
          {isLeaving ? oauthCopy.returning(destination) : ''}
        </p>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {isOver ? (
            <Button asChild variant="outline">
              <Link to="/">{oauthCopy.goHome}</Link>
            </Button>
          ) : (
            <>
              <Button
                variant="outline"
                aria-disabled={isBusy || undefined}
                className="aria-disabled:cursor-wait aria-disabled:opacity-70"
                onClick={() => void send('deny')}
              >
                {pending === 'deny' && <BusySpinner />}
                {pending === 'deny' ? oauthCopy.cancelling : oauthCopy.cancel}
              </Button>
              <Button
                aria-disabled={isBusy || undefined}
                className="aria-disabled:cursor-wait aria-disabled:opacity-70"
                onClick={() => void send('approve')}
              >
                {pending === 'approve' && <BusySpinner />}
                {pending === 'approve' ? oauthCopy.allowing : oauthCopy.allow}
              </Button>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function BusySpinner() {
  return <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />;
}
