import { useRef, useState, type FormEvent } from 'react';
import { authToasts } from '../../../../common/features/auth/auth-messages';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
} from '../../../../common/features/auth/password-rules';
import { toast } from '../../../components/ui/use-toast';
import { passwordLengthHint } from '../lib/auth-copy';
import { findConfirmationProblem, findPasswordProblem } from '../lib/password-checks';
import { describedBy, FormAnnouncer, FormField } from './form-field';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';

interface Errors {
  password?: string | null;
  confirmation?: string | null;
}

/**
 * A new password, typed twice, with the strength meter. `onSubmit` does the update and says
 * whether it worked; the fields are cleared when it did.
 */
export function NewPasswordForm(props: {
  idPrefix: string;
  submitLabel: string;
  /** The account's email, given to password managers (a hidden username field). */
  username?: string;
  onSubmit: (password: string) => Promise<boolean>;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [isPending, setIsPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const passwordId = `${props.idPrefix}-new-password`;
  const confirmationId = `${props.idPrefix}-confirm-password`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const next: Errors = {
      password: findPasswordProblem(password),
      confirmation: findConfirmationProblem(password, confirmation),
    };
    setErrors(next);
    if (next.password || next.confirmation) {
      setAnnouncement([next.password, next.confirmation].filter(Boolean).join('. '));
      const first = next.password ? passwordId : confirmationId;
      formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
      if (next.confirmation === PASSWORD_MISMATCH_MESSAGE) {
        toast({ ...authToasts.passwordsDoNotMatch, variant: 'destructive' });
      }
      return;
    }
    setIsPending(true);
    setAnnouncement('Saving your new password…');
    try {
      const isDone = await props.onSubmit(password);
      setAnnouncement('');
      if (isDone) {
        setPassword('');
        setConfirmation('');
      }
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isPending}
      className="grid gap-4"
    >
      <FormAnnouncer message={announcement} />
      {props.username && (
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={props.username}
          readOnly
          hidden
        />
      )}
      <FormField
        id={passwordId}
        label="New password"
        error={errors.password}
        hint={
          password ? (
            <PasswordStrengthMeter password={password} />
          ) : (
            passwordLengthHint(PASSWORD_MIN_LENGTH)
          )
        }
      >
        <PasswordInput
          id={passwordId}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (errors.password) setErrors((v) => ({ ...v, password: null }));
          }}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(passwordId, { hint: true, error: errors.password })}
        />
      </FormField>
      <FormField id={confirmationId} label="Confirm new password" error={errors.confirmation}>
        <PasswordInput
          id={confirmationId}
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value);
            if (errors.confirmation) setErrors((v) => ({ ...v, confirmation: null }));
          }}
          aria-invalid={errors.confirmation ? true : undefined}
          aria-describedby={describedBy(confirmationId, { error: errors.confirmation })}
        />
      </FormField>
      <SubmitButton isPending={isPending}>{props.submitLabel}</SubmitButton>
    </form>
  );
}
