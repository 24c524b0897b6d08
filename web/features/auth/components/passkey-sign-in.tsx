import { KeySquare } from 'lucide-react';
import { useState } from 'react';
import { authCopy } from '../lib/auth-copy';
import { browserSupportsPasskeys, usePasskeysEnabled } from '../hooks/use-passkeys-available';
import { signInWithPasskey } from '../lib/passkey-actions';
import type { PasskeyProblem } from '../lib/passkey-errors';
import { PasskeyProblemNote } from './passkey-problem-note';
import { SubmitButton } from './submit-button';

/**
 * 'Use a passkey' under the password form, when the browser has WebAuthn and the
 * server has passkeys on. The browser asks which passkey to use; the result goes on as a
 * password sign-in's does. A closed browser prompt is a quiet note, not an error.
 */
export function PasskeySignIn(props: { onResult: (result: 'signed-in' | 'mfa') => void }) {
  const isEnabled = usePasskeysEnabled();
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);

  if (!isEnabled || !browserSupportsPasskeys()) return null;

  const start = async () => {
    if (isPending) return;
    setIsPending(true);
    setProblem(null);
    try {
      const result = await signInWithPasskey();
      if (typeof result === 'string') props.onResult(result);
      else setProblem(result);
    } finally {
      setIsPending(false);
    }
  };

  return (
    <div className="mt-3 grid gap-2">
      <SubmitButton
        type="button"
        variant="secondary"
        isPending={isPending}
        onClick={() => void start()}
      >
        {!isPending && <KeySquare aria-hidden />}
        {authCopy.passkeySignIn}
      </SubmitButton>
      <PasskeyProblemNote problem={problem} />
    </div>
  );
}
