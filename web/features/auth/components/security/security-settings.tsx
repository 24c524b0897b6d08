import { ChangePasswordCard } from './change-password-card';
import { ConnectedAppsCard } from './connected-apps-card';
import { PasskeysCard } from './passkeys-card';
import { SecurityKeysCard } from './security-keys-card';
import { SignOutCard } from './sign-out-card';
import { TwoFactorCard } from './two-factor-card';

/** The 'Security' section of the member's own profile. */
export function SecuritySettings(props: {
  userId: string;
  email?: string;
  onSignedOut: () => void;
}) {
  return (
    <section aria-labelledby="security-heading" className="grid gap-4">
      <h2 id="security-heading" className="text-xl font-semibold">
        Security
      </h2>
      <ChangePasswordCard email={props.email} />
      <TwoFactorCard userId={props.userId} />
      <SecurityKeysCard userId={props.userId} />
      <PasskeysCard userId={props.userId} />
      <ConnectedAppsCard userId={props.userId} />
      <SignOutCard onSignedOut={props.onSignedOut} />
    </section>
  );
}
