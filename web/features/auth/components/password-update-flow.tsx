import { useState } from 'react';
import { updatePassword } from '../lib/auth-actions';
import { MfaCodeForm } from './mfa-code-form';
import { NewPasswordForm } from './new-password-form';

/**
 * Sets a new password (PUT /user). When the member has a second factor (an authenticator app or
 * a security key) and the session has not used it yet, the server asks for it first: the code
 * or the key is requested, then the same password is saved.
 */
export function PasswordUpdateFlow(props: {
  idPrefix: string;
  submitLabel: string;
  headingLevel: 'h2' | 'h3';
  username?: string;
  onUpdated: () => void;
}) {
  const [awaitingCodeFor, setAwaitingCodeFor] = useState<string | null>(null);

  if (awaitingCodeFor !== null) {
    return (
      <MfaCodeForm
        idPrefix={props.idPrefix}
        headingLevel={props.headingLevel}
        intro="Enter the 6-digit code from your authenticator app to confirm the new password."
        keyIntro="Use your security key to confirm the new password."
        submitLabel="Verify and save"
        cancelLabel="Cancel"
        onCancel={() => setAwaitingCodeFor(null)}
        onVerified={() => {
          void updatePassword(awaitingCodeFor).then((result) => {
            setAwaitingCodeFor(null);
            if (result === 'updated') props.onUpdated();
          });
        }}
      />
    );
  }

  return (
    <NewPasswordForm
      idPrefix={props.idPrefix}
      submitLabel={props.submitLabel}
      username={props.username}
      onSubmit={async (password) => {
        const result = await updatePassword(password);
        if (result === 'mfa') setAwaitingCodeFor(password);
        if (result === 'updated') props.onUpdated();
        return result === 'updated';
      }}
    />
  );
}
