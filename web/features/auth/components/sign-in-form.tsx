import { useRef, useState, type FormEvent } from 'react';
import { authTexts } from '../../../../common/features/auth/auth-messages';
import { findEmailProblem, normalizeEmail } from '../../../../common/features/auth/email-rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { authCopy } from '../lib/auth-copy';
import { signInWithEmail, type SignInResult } from '../lib/auth-actions';
import { describedBy, FormAnnouncer, FormField } from './form-field';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

interface SignInErrors {
  email?: string | null;
  password?: string | null;
}

/** Email and password sign-in (spec §2), with 'Forgot password?'. */
export function SignInForm(props: {
  idPrefix: string;
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onResult: (result: Exclude<SignInResult, 'failed'>) => void;
  notice?: string | null;
}) {
  const { idPrefix, email, onEmailChange } = props;
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [isPending, setIsPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const id = (name: string) => `${idPrefix}-signin-${name}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const next: SignInErrors = {
      email: findEmailProblem(normalizeEmail(email)),
      password: password ? null : authCopy.passwordRequired,
    };
    setErrors(next);
    const firstInvalid = next.email ? 'email' : next.password ? 'password' : null;
    if (firstInvalid) {
      setAnnouncement([next.email, next.password].filter(Boolean).join('. '));
      formRef.current?.querySelector<HTMLElement>(`#${id(firstInvalid)}`)?.focus();
      // The email's problem is also the spec's 'Invalid Email' toast.
      if (next.email) await signInWithEmail(email, password);
      return;
    }
    setIsPending(true);
    setAnnouncement('Signing in…');
    try {
      const result = await signInWithEmail(email, password);
      setAnnouncement('');
      if (result === 'failed') {
        setPassword('');
        formRef.current?.querySelector<HTMLElement>(`#${id('password')}`)?.focus();
      } else {
        props.onResult(result);
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
      <p className="text-sm text-muted-foreground">{props.notice ?? authCopy.signInIntro}</p>
      <FormField id={id('email')} label="Email" error={errors.email}>
        <Input
          id={id('email')}
          type="email"
          inputMode="email"
          autoComplete="username webauthn"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => {
            onEmailChange(e.target.value);
            if (errors.email) setErrors((v) => ({ ...v, email: null }));
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy(id('email'), { error: errors.email })}
        />
      </FormField>
      <div className="grid gap-1">
        <FormField id={id('password')} label="Password" error={errors.password}>
          <PasswordInput
            id={id('password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors((v) => ({ ...v, password: null }));
            }}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy(id('password'), { error: errors.password })}
          />
        </FormField>
        <div className="flex justify-end">
          <Button
            type="button"
            variant="link"
            className="h-11 px-1"
            onClick={props.onForgotPassword}
          >
            {authTexts.forgotPassword}
          </Button>
        </div>
      </div>
      <SubmitButton isPending={isPending}>{authTexts.signInTab}</SubmitButton>
    </form>
  );
}
