import type { OAuthGrant } from '@supabase/auth-js';
import { Unplug } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../../components/ui/confirm-delete-dialog';
import { toast } from '../../../../components/ui/use-toast';
import { toastError } from '../../lib/auth-actions';
import { describeAuthError } from '../../lib/auth-errors';
import { appDisplayName } from '../../lib/oauth-app-name';
import { oauthCopy } from '../../lib/oauth-copy';
import { disconnectApp } from '../../lib/oauth-server-actions';
import { AppLogo } from '../oauth-apps/app-logo';
import { ScopeList } from '../oauth-apps/scope-list';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * One app the member allowed: logo, name, what it may do, when it was connected, and Disconnect
 * behind a confirmation that names it. Escape or Cancel brings focus back to Disconnect; once
 * the app is disconnected, the confirmation hands focus to `focusAfterRemoval`, since this row
 * is about to leave the page.
 */
export function ConnectedAppRow(props: {
  grant: OAuthGrant;
  onDisconnected: () => void;
  focusAfterRemoval: () => void;
}) {
  const { grant, onDisconnected, focusAfterRemoval } = props;
  const name = appDisplayName(grant.client);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDisconnecting, setIsDisconnecting] = useState(false);
  const isGoneRef = useRef(false);
  const disconnectButtonRef = useRef<HTMLButtonElement>(null);

  const disconnect = async () => {
    if (isDisconnecting) return;
    setIsDisconnecting(true);
    try {
      await disconnectApp(grant.client.id);
      isGoneRef.current = true;
      setIsConfirming(false);
      toast({ ...oauthCopy.disconnected, description: name });
      onDisconnected();
    } catch (error) {
      toastError(describeAuthError(error));
    } finally {
      setIsDisconnecting(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <AppLogo name={name} logoUri={grant.client.logo_uri} />
        <div className="grid min-w-0 gap-1">
          <p className="wrap-anywhere font-medium">{name}</p>
          <ScopeList scopes={grant.scopes} label={`What ${name} can do`} density="compact" />
          <p className="text-xs text-muted-foreground">
            {oauthCopy.connectedOn}{' '}
            <time dateTime={grant.granted_at}>{dateFormat.format(new Date(grant.granted_at))}</time>
          </p>
        </div>
      </div>
      <Button
        ref={disconnectButtonRef}
        variant="outline"
        size="sm"
        className="h-11 self-start sm:self-auto"
        onClick={() => setIsConfirming(true)}
      >
        <Unplug aria-hidden />
        {oauthCopy.disconnect}
        <span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDeleteDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={oauthCopy.disconnectTitle(name)}
        description={oauthCopy.disconnectDescription}
        confirmLabel={oauthCopy.disconnect}
        isPending={isDisconnecting}
        onConfirm={() => void disconnect()}
        // The dialog has no Radix trigger to return focus to: kept, focus goes back to Disconnect.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (isGoneRef.current) focusAfterRemoval();
          else disconnectButtonRef.current?.focus();
        }}
      />
    </li>
  );
}
