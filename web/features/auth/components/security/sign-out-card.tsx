import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/use-toast';
import { authCopy } from '../../lib/auth-copy';
import { signOutMember } from '../../lib/auth-actions';

/** Sign out of this browser (scope local) or of every device (scope global). */
export function SignOutCard({ onSignedOut }: { onSignedOut: () => void }) {
  const [pendingScope, setPendingScope] = useState<'local' | 'global' | null>(null);

  const signOut = async (scope: 'local' | 'global') => {
    if (pendingScope) return;
    setPendingScope(scope);
    try {
      if (await signOutMember(scope)) {
        toast(scope === 'local' ? authCopy.signedOut : authCopy.signedOutEverywhere);
        onSignedOut();
      }
    } finally {
      setPendingScope(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MonitorSmartphone aria-hidden className="size-5 text-primary" />
          Sessions
        </CardTitle>
        <CardDescription>
          Sign out here, or everywhere you are signed in (other browsers and devices too).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          aria-disabled={pendingScope !== null || undefined}
          onClick={() => void signOut('local')}
        >
          <LogOut aria-hidden />
          Sign out
        </Button>
        <Button
          variant="outline"
          aria-disabled={pendingScope !== null || undefined}
          onClick={() => void signOut('global')}
        >
          <LogOut aria-hidden />
          Sign out everywhere
        </Button>
      </CardContent>
    </Card>
  );
}
