import { KeyRound } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/use-toast';
import { authCopy } from '../../lib/auth-copy';
import { PasswordUpdateFlow } from '../password-update-flow';

/** Change password (PUT /user); the server signs the member's other sessions out. */
export function ChangePasswordCard({ email }: { email?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <KeyRound aria-hidden className="size-5 text-primary" />
          Password
        </CardTitle>
        <CardDescription>
          Choose a new password. Other devices where you are signed in will be signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PasswordUpdateFlow
          idPrefix="profile-password"
          submitLabel="Change password"
          headingLevel="h3"
          username={email}
          onUpdated={() => toast(authCopy.passwordChanged)}
        />
      </CardContent>
    </Card>
  );
}
