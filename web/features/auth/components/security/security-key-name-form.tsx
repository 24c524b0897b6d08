import type { Factor } from '@supabase/auth-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { authCopy } from '../../lib/auth-copy';
import { findFactorNameProblem, nextFactorName, SECURITY_KEY_NAME } from '../../lib/factor-names';
import { addSecurityKey } from '../../lib/security-key-actions';
import { securityKeyMessages, type SecurityKeyProblem } from '../../lib/security-key-errors';
import { describedBy, FormField } from '../form-field';
import { PasskeyProblemNote } from '../passkey-problem-note';
import { SubmitButton } from '../submit-button';

const nameProblems = {
  required: authCopy.securityKeyNameRequired,
  'too-long': authCopy.passkeyNameTooLong,
  taken: securityKeyMessages.nameTaken,
} as const;

/**
 * Names a new security key (a free default, 1 to 120 characters, not the name of another
 * factor), then registers it: the browser asks for the key. The field takes focus; Escape or
 * Cancel leaves. `onDone('added')` once the key is on the account; 'turned-off' with the
 * problem when the site has security keys off.
 */
export function SecurityKeyNameForm(props: {
  factors: Factor[];
  onDone: (result: 'added' | 'cancelled') => void;
  onTurnedOff: (problem: SecurityKeyProblem) => void;
}) {
  const { onDone, onTurnedOff } = props;
  // Unfinished keys are removed before a new one is added: their names are free.
  const others = props.factors.filter(
    (factor) => factor.factor_type !== 'webauthn' || factor.status === 'verified',
  );
  const [name, setName] = useState(() => nextFactorName(others, SECURITY_KEY_NAME));
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<SecurityKeyProblem | null>(null);
  const [isPending, setIsPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = 'security-key-name';

  useEffect(() => inputRef.current?.select(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const nameProblem = findFactorNameProblem(name, others);
    setError(nameProblem && nameProblems[nameProblem]);
    setProblem(null);
    if (nameProblem) {
      inputRef.current?.focus();
      return;
    }
    setIsPending(true);
    try {
      const result = await addSecurityKey(name);
      if (result === 'added') onDone('added');
      else if (result.isTurnedOff) onTurnedOff(result);
      else setProblem(result);
    } finally {
      setIsPending(false);
    }
  };

  const shown: SecurityKeyProblem | null = isPending
    ? { kind: 'cancelled', message: authCopy.securityKeyAddPending }
    : problem;

  return (
    <form
      noValidate
      aria-busy={isPending}
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isPending) {
          event.stopPropagation();
          onDone('cancelled');
        }
      }}
    >
      <FormField
        id={id}
        label={authCopy.securityKeyNameLabel}
        hint={authCopy.securityKeyNameHint}
        error={error}
      >
        <Input
          ref={inputRef}
          id={id}
          autoComplete="off"
          required
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: true, error })}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={isPending} className="w-auto">
          {authCopy.securityKeyAddSubmit}
        </SubmitButton>
        <Button
          type="button"
          variant="ghost"
          aria-disabled={isPending || undefined}
          onClick={() => !isPending && onDone('cancelled')}
        >
          Cancel
        </Button>
      </div>
      <PasskeyProblemNote problem={shown} />
    </form>
  );
}
