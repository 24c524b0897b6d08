import { ArrowLeft } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { authTexts } from '../../../../common/features/auth/auth-messages';
import { findEmailProblem, normalizeEmail } from '../../../../common/features/auth/email-rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { authCopy } from '../lib/auth-copy';
import { requestPasswordReset } from '../lib/auth-actions';
import { describedBy, FormAnnouncer, FormField } from './form-field';
import { SubmitButton } from './submit-button';

/** 'Reset Password': sends the reset link (spec §2, §7 POST /recover). */
export function ResetRequestForm(props: {
  idPrefix: string;
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  onSent: () => void;
  headingLevel: 'h2' | 'h3';
}) {
  const { idPrefix, email, onEmailChange } = props;
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const id = `${idPrefix}-reset-email`;
  const Heading = props.headingLevel;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const problem = findEmailProblem(normalizeEmail(email));
    setError(problem);
    if (problem) {
      setAnnouncement(problem);
      emailRef.current?.focus();
    }
    setIsPending(true);
    try {
      // Also shows the 'Invalid Email' toast when the address has a problem.
      const isSent = await requestPasswordReset(email);
      if (isSent) props.onSent();
    } finally {
      setIsPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isPending}
      className="grid gap-4"
    >
      <FormAnnouncer message={announcement} />
      <div className="grid gap-1">
        <Heading className="text-lg font-semibold">{authTexts.resetTitle}</Heading>
        <p className="text-sm text-muted-foreground">{authCopy.resetIntro}</p>
      </div>
      <FormField id={id} label="Email" error={error}>
        <Input
          ref={emailRef}
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => {
            onEmailChange(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
        />
      </FormField>
      <SubmitButton isPending={isPending}>{authTexts.sendResetLink}</SubmitButton>
      <Button type="button" variant="ghost" onClick={props.onBack}>
        <ArrowLeft aria-hidden />
        {authTexts.backToSignIn}
      </Button>
    </form>
  );
}
