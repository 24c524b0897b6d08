import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { authCopy } from '../../lib/auth-copy';
import { PASSKEY_NAME_MAX } from '../../../../../common/features/auth/passkey-rules';
import { renamePasskey } from '../../lib/passkey-actions';
import { describedBy, FormField } from '../form-field';
import { SubmitButton } from '../submit-button';

/** The problem with a passkey name (1 to 120 characters once trimmed), or null. */
export function findPasskeyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return authCopy.passkeyNameRequired;
  if (trimmed.length > PASSKEY_NAME_MAX) return authCopy.passkeyNameTooLong;
  return null;
}

/**
 * Renames a passkey in place of its name: the field takes focus, Enter saves, Escape or
 * Cancel leaves it as it was. `onDone(true)` once the server has the new name.
 */
export function PasskeyRenameForm(props: {
  passkeyId: string;
  name: string;
  onDone: (isRenamed: boolean) => void;
}) {
  const { passkeyId, onDone } = props;
  const [name, setName] = useState(props.name);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = `passkey-name-${passkeyId}`;

  useEffect(() => inputRef.current?.select(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const problem = findPasskeyNameProblem(name);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setIsPending(true);
    try {
      if (await renamePasskey(passkeyId, name.trim())) onDone(true);
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form
      noValidate
      aria-busy={isPending}
      className="grid min-w-0 flex-1 gap-3"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isPending) {
          event.stopPropagation();
          onDone(false);
        }
      }}
    >
      <FormField id={id} label="Passkey name" error={error}>
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
          aria-describedby={describedBy(id, { error })}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={isPending} size="sm" className="h-11 w-auto">
          Save name
        </SubmitButton>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-11"
          onClick={() => onDone(false)}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
