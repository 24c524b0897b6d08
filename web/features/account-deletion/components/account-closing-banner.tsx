import { AlertTriangle, Loader2, LogOut, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { signOutMember } from '../../auth/lib/auth-actions';
import { useSession } from '../../auth/hooks/use-session';
import { useAccountDeletion, useCancelAccountDeletion } from '../api/account-deletion-api';
import { formatEraseDay } from '../lib/account-deletion-format';

/**
 * Shown on every page to a member whose account is closing (issue 27) once they signed in again:
 * when it will be erased, with 'Cancel deletion' (the profile and content are back at once) and
 * 'Sign out'. Nothing for anyone else.
 */
export function AccountClosingBanner() {
  const session = useSession();
  const viewerId = session?.user.id;
  const closure = useAccountDeletion(viewerId);
  if (!viewerId || !closure.data) return null;
  return <ClosingNotice viewerId={viewerId} eraseAt={closure.data.eraseAt} />;
}

function ClosingNotice({ viewerId, eraseAt }: { viewerId: string; eraseAt: string }) {
  const cancel = useCancelAccountDeletion(viewerId);
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);
  return (
    <section
      aria-labelledby="account-closing-heading"
      className="border-b border-destructive/50 bg-destructive/10 px-4 py-3"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <h2
            id="account-closing-heading"
            className="flex items-center gap-2 text-base font-semibold"
          >
            <AlertTriangle aria-hidden className="size-5 shrink-0 text-destructive" />
            Your account is being deleted
          </h2>
          <p className="text-sm">
            It will be erased on <time dateTime={eraseAt}>{formatEraseDay(eraseAt)}</time>. Until
            then your profile and content are hidden. Cancel to keep your account.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            aria-disabled={cancel.isPending || undefined}
            onClick={() => {
              if (cancel.isPending) return;
              cancel.mutate(undefined, {
                onSuccess: () =>
                  toast({
                    title: 'Deletion cancelled',
                    description: 'Your account, profile and content are back.',
                  }),
                onError: (error) =>
                  toast({ title: 'Error', description: error.message, variant: 'destructive' }),
              });
            }}
          >
            {cancel.isPending ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <Undo2 aria-hidden />
            )}
            Cancel deletion
          </Button>
          <Button
            variant="outline"
            aria-disabled={isSigningOut || undefined}
            onClick={async () => {
              if (isSigningOut) return;
              setIsSigningOut(true);
              try {
                if (await signOutMember('local')) void navigate('/', { replace: true });
              } finally {
                setIsSigningOut(false);
              }
            }}
          >
            <LogOut aria-hidden />
            Sign out
          </Button>
        </div>
      </div>
    </section>
  );
}
