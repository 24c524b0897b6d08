import { AlertCircle, Loader2, MailOpen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { notifyError } from '../../posts/lib/notify';
import { useGroupInvitePreview } from '../api/get-groups';
import { useAcceptInvite } from '../api/group-membership';
import { SignInLink } from './sign-in-link';

const expiry = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric' });

/**
 * An invite link opened (`/group/{id}?invite={token}`): the group it is for and 'Accept
 * invite' (a visitor signs in first, and comes back here); a link that expired, was revoked or
 * never existed says so. `onDone` drops the token from the address.
 */
export function InviteBanner({
  token,
  viewerId,
  onDone,
}: {
  token: string;
  viewerId: string | null;
  onDone: () => void;
}) {
  const preview = useGroupInvitePreview(token, viewerId);
  const accept = useAcceptInvite(viewerId ?? '');
  const regionRef = useRef<HTMLElement>(null);
  const isReady = preview.isSuccess || preview.isError;
  useEffect(() => {
    if (isReady) regionRef.current?.focus();
  }, [isReady]);

  if (preview.isPending)
    return (
      <Skeleton
        role="status"
        aria-label="Loading the invitation"
        className="h-24 w-full rounded-xl"
      />
    );

  const frame =
    'grid gap-3 rounded-xl border p-4 outline-none sm:flex sm:items-center sm:justify-between';
  if (preview.isError) {
    return (
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label="Invitation"
        className={`${frame} border-destructive/40`}
      >
        <p role="alert" className="flex items-start gap-2">
          <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
          {preview.error.message}
        </p>
        <Button type="button" variant="outline" onClick={onDone}>
          Dismiss
        </Button>
      </section>
    );
  }

  const { group, expiresAt } = preview.data;
  const isMember = group.viewer.membership === 'member';
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label="Invitation"
      className={`${frame} border-primary/40 bg-primary/5`}
    >
      <div className="flex items-start gap-3">
        <MailOpen aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-0.5">
          <p className="font-semibold">
            {isMember
              ? `You are a member of ${group.name}`
              : `You are invited to join ${group.name}`}
          </p>
          {!isMember && (
            <p className="text-sm text-muted-foreground">
              This invite link works until {expiry.format(new Date(expiresAt))}.
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {isMember ? (
          <Button type="button" variant="outline" onClick={onDone}>
            Dismiss
          </Button>
        ) : viewerId ? (
          <>
            <Button
              type="button"
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(token, {
                  onSuccess: (joined) => {
                    // A member a moderator removed only asks again (the server says so).
                    toast(
                      joined.viewer.membership === 'requested'
                        ? {
                            title: 'Request sent',
                            description: 'The group’s moderators will look at your request.',
                          }
                        : {
                            title: `Welcome to ${joined.name}`,
                            description: 'You are now a member.',
                          },
                    );
                    onDone();
                  },
                  onError: notifyError,
                })
              }
            >
              {accept.isPending && <Loader2 aria-hidden className="animate-spin" />}
              Accept invite
            </Button>
            <Button type="button" variant="ghost" onClick={onDone}>
              Not now
            </Button>
          </>
        ) : (
          <SignInLink next={`${window.location.pathname}${window.location.search}`}>
            Sign In to accept
          </SignInLink>
        )}
      </div>
    </section>
  );
}
