import type { Session } from '@supabase/auth-js';
import { useNavigate } from 'react-router';
import { SecuritySettings } from '../../../features/auth/components/security/security-settings';
import { BlockedMembersCard } from '../../../features/blocks/components/blocked-members-card';
import { DeleteAccountSection } from '../../../features/account-deletion/components/delete-account-section';
import { DataExportSection } from '../../../features/data-export/components/data-export-section';

/**
 * The settings only the member sees on their own profile: who is signed in, 'Security', the
 * members they blocked, 'Download my data' and 'Delete my account'.
 */
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
      <section aria-labelledby="privacy-heading" className="grid gap-4">
        <h2 id="privacy-heading" className="text-xl font-semibold">
          Privacy
        </h2>
        <BlockedMembersCard viewerId={session.user.id} />
      </section>
      <DataExportSection viewerId={session.user.id} />
      <DeleteAccountSection onSignedOut={() => void navigate('/', { replace: true })} />
    </div>
  );
}
