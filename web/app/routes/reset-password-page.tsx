import { KeyRound, TimerOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { authTexts } from '../../../common/features/auth/auth-messages';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { PasswordUpdateFlow } from '../../features/auth/components/password-update-flow';
import { useSession } from '../../features/auth/hooks/use-session';
import { authCopy } from '../../features/auth/lib/auth-copy';
import { openAuthDialog } from '../../features/auth/lib/auth-dialog-store';
import { usePageMeta } from '../../lib/page-meta';

/**
 * `/reset-password`: where the reset link leads (through /auth/callback, which turns the link
 * into a session). Choose the new password; without a session the link has expired.
 */
export default function ResetPasswordPage() {
  usePageMeta({
    title: authTexts.resetTitle,
    description: 'Choose a new password for your Magic Community account.',
  });
  const session = useSession();
  const navigate = useNavigate();

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <PageHeader
        title={authTexts.resetTitle}
        description={session === null ? undefined : 'Choose a new password for your account.'}
      />
      {session === undefined && <Skeleton className="h-72 w-full rounded-xl" />}
      {session === null && (
        <EmptyState
          icon={TimerOff}
          title="This reset link has expired"
          description="Reset links work once, for a limited time, and only in the browser where the reset was requested. Ask for a new link and open it here."
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => openAuthDialog('reset')}>
                <KeyRound aria-hidden />
                Request a new link
              </Button>
              <Button variant="outline" onClick={() => openAuthDialog('signin')}>
                {authTexts.backToSignIn}
              </Button>
            </div>
          }
        />
      )}
      {session && (
        <Card>
          <CardContent className="p-4 sm:p-6">
            <p className="mb-4 text-sm text-muted-foreground">
              Resetting the password of{' '}
              <span className="font-medium text-foreground">{session.user.email}</span>
            </p>
            <PasswordUpdateFlow
              idPrefix="reset"
              submitLabel="Save new password"
              headingLevel="h2"
              username={session.user.email}
              onUpdated={() => {
                toast(authCopy.passwordUpdated);
                void navigate('/', { replace: true });
              }}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
