import type { Factor } from '@supabase/auth-js';
import { Key } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { browserSupportsPasskeys } from '../hooks/use-passkeys-available';
import { authCopy } from '../lib/auth-copy';
import { verifyWithSecurityKey } from '../lib/security-key-actions';
import type { SecurityKeyProblem } from '../lib/security-key-errors';
import { PasskeyProblemNote } from './passkey-problem-note';
import { SubmitButton } from './submit-button';

/**
 * 'Use your security key' in the second step (after a password or a passkey, and in the step-up
 * prompt): the browser asks for the key, the server checks it, and the session is aal2. With
 * several keys the member picks one first. A closed prompt is a quiet note; a refused key says so.
 */
export function SecurityKeyStep(props: {
  idPrefix: string;
  keys: Factor[];
  /** The only way to finish: the button is the main action and takes focus. */
  isOnlyOption: boolean;
  onVerified: () => void;
}) {
  const { keys, isOnlyOption, onVerified } = props;
  const [factorId, setFactorId] = useState(keys[0]?.id ?? '');
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<SecurityKeyProblem | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isSupported = browserSupportsPasskeys();

  useEffect(() => {
    if (isOnlyOption) buttonRef.current?.focus();
  }, [isOnlyOption]);

  if (!isSupported) {
    return <p className="text-sm text-muted-foreground">{authCopy.securityKeyUnsupported}</p>;
  }

  const start = async () => {
    if (isPending || !factorId) return;
    setIsPending(true);
    setProblem(null);
    try {
      const result = await verifyWithSecurityKey(factorId);
      if (result === 'verified') onVerified();
      else setProblem(result);
    } finally {
      setIsPending(false);
    }
  };

  return (
    <div className="grid gap-2">
      {keys.length > 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{authCopy.mfaKeyChoice}</legend>
          {keys.map((key) => (
            <label key={key.id} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name={`${props.idPrefix}-security-key`}
                value={key.id}
                checked={factorId === key.id}
                onChange={() => setFactorId(key.id)}
                className="size-4 accent-[var(--primary)]"
              />
              <span className="break-words">{key.friendly_name || authCopy.mfaKeyChoice}</span>
            </label>
          ))}
        </fieldset>
      )}
      <SubmitButton
        ref={buttonRef}
        type="button"
        variant={isOnlyOption ? 'default' : 'secondary'}
        isPending={isPending}
        onClick={() => void start()}
      >
        {!isPending && <Key aria-hidden />}
        {authCopy.securityKeyUse}
      </SubmitButton>
      <PasskeyProblemNote problem={problem} />
    </div>
  );
}
