import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AppWindow } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { describeAuthError } from '../../lib/auth-errors';
import { loadAuthSettings } from '../../lib/auth-settings';
import { oauthCopy } from '../../lib/oauth-copy';
import { isOAuthServerOff } from '../../lib/oauth-errors';
import { connectedAppsQueryKey, listConnectedApps } from '../../lib/oauth-server-actions';
import { ConnectedAppRow } from './connected-app-row';

/**
 * The apps the member allowed to use their account ("Sign in with Magic Community"), each with
 * Disconnect. Not shown when the site has its OAuth server off (404 `feature_disabled`).
 */
export function ConnectedAppsCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  // Asked only when the site says its OAuth server is on, so a site without it asks nothing.
  const settings = useQuery({ queryKey: ['auth-settings'], queryFn: loadAuthSettings });
  const isOn = settings.data?.oauthServerEnabled === true;
  const apps = useQuery({
    queryKey: connectedAppsQueryKey(userId),
    queryFn: listConnectedApps,
    retry: false,
    enabled: isOn,
  });
  const titleRef = useRef<HTMLHeadingElement>(null);

  if (!isOn || (apps.isError && isOAuthServerOff(apps.error))) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: connectedAppsQueryKey(userId) });

  return (
    <Card>
      <CardHeader>
        <CardTitle
          ref={titleRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-base outline-none"
        >
          <AppWindow aria-hidden className="size-5 text-primary" />
          {oauthCopy.connectedAppsTitle}
        </CardTitle>
        <CardDescription>{oauthCopy.connectedAppsIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {apps.isPending && <Skeleton className="h-16 w-full" aria-hidden />}
        {apps.isError && (
          <div className="flex flex-wrap items-center gap-2">
            <p role="alert" className="text-sm text-destructive">
              {describeAuthError(apps.error).message}
            </p>
            <Button variant="outline" size="sm" className="h-11" onClick={() => void refresh()}>
              Try again
            </Button>
          </div>
        )}
        {apps.isSuccess &&
          (apps.data.length > 0 ? (
            <ul aria-label={oauthCopy.connectedAppsList} className="grid gap-2">
              {apps.data.map((grant) => (
                <ConnectedAppRow
                  key={grant.client.id}
                  grant={grant}
                  onDisconnected={() => void refresh()}
                  focusAfterRemoval={() => titleRef.current?.focus()}
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{oauthCopy.connectedAppsEmpty}</p>
          ))}
      </CardContent>
    </Card>
  );
}
