import type { Session } from '@supabase/auth-js';
import { useNavigate } from 'react-router';
import { SecuritySettings } from '../../../features/auth/components/security/security-settings';

/** The settings only the member sees on their own profile: who is signed in, and 'Security'. */
export function OwnProfileSettings({ session }: { session: Session }) {
  const navigate = useNavigate();
  return (
    <div className="grid gap-4">
      {session.user.email && (
        <p className="text-sm text-muted-foreground">
          Signed in as{' '}
          <span className="break-all font-medium text-foreground">{session.user.email}</span>
        </p>
      )}
      <SecuritySettings
        userId={session.user.id}
        email={session.user.email}
        onSignedOut={() => void navigate('/', { replace: true })}
      />
    </div>
  );
}
