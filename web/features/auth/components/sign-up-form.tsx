import { useRef, useState, type FormEvent } from 'react';
import { authTexts, authToasts } from '../../../../common/features/auth/auth-messages';
import { findEmailProblem, normalizeEmail } from '../../../../common/features/auth/email-rules';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
} from '../../../../common/features/auth/password-rules';
import { findUsernameProblem } from '../../../../common/features/auth/username-rules';
import { USERNAME_MAX } from '../../../../common/limits';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { authCopy, passwordLengthHint } from '../lib/auth-copy';
import { signUpMember } from '../lib/auth-actions';
import { findConfirmationProblem, findPasswordProblem } from '../lib/password-checks';
import { describedBy, FormAnnouncer, FormField } from './form-field';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';
import { fixSummary } from '../../../lib/fix-summary';

const fields = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string | null>>;

const empty: Values = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

function validate(values: Values): Errors {
  return {
    firstName: values.firstName.trim() ? null : authCopy.firstNameRequired,
    lastName: values.lastName.trim() ? null : authCopy.lastNameRequired,
    username: findUsernameProblem(values.username.trim()),
    email: findEmailProblem(normalizeEmail(values.email)),
    password: findPasswordProblem(values.password),
    confirmPassword: findConfirmationProblem(values.password, values.confirmPassword),
  };
}

/** 'Create a Free Account' (spec §2, §5): names, username, email, password twice. */
export function SignUpForm(props: {
  idPrefix: string;
  headingLevel: 'h2' | 'h3';
  onSignedIn: () => void;
  onVerifyEmail: (email: string) => void;
}) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [isPending, setIsPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const Heading = props.headingLevel;
  const id = (field: Field) => `${props.idPrefix}-signup-${field}`;

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows an error, re-check it as the member types so it clears when fixed.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validate(next)[field] }));
    if (field === 'password' && errors.confirmPassword)
      setErrors((e) => ({ ...e, confirmPassword: validate(next).confirmPassword }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const next = validate(values);
    setErrors(next);
    const invalid = fields.filter((field) => next[field]);
    if (invalid.length > 0) {
      setAnnouncement(fixSummary(invalid.map((field) => next[field])));
      formRef.current?.querySelector<HTMLElement>(`#${id(invalid[0]!)}`)?.focus();
      if (next.confirmPassword === PASSWORD_MISMATCH_MESSAGE) {
        toast({ ...authToasts.passwordsDoNotMatch, variant: 'destructive' });
      }
      return;
    }
    setIsPending(true);
    setAnnouncement('Creating your account…');
    const email = normalizeEmail(values.email);
    try {
      const result = await signUpMember({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        email,
        password: values.password,
      });
      setAnnouncement('');
      if (result === 'signed-in') props.onSignedIn();
      else if (result === 'verify') props.onVerifyEmail(email);
    } finally {
      setIsPending(false);
    }
  };

  const control = (field: Field, hasHint = false) => ({
    id: id(field),
    required: true,
    value: values[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(id(field), { hint: hasHint, error: errors[field] }),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isPending}
      className="grid gap-4"
    >
      <FormAnnouncer message={announcement} />
      <div className="grid gap-1">
        <Heading className="text-lg font-semibold">{authTexts.signUpTitle}</Heading>
        <p className="text-sm text-muted-foreground">{authCopy.signUpIntro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('firstName')} label="First name" error={errors.firstName}>
          <Input {...control('firstName')} autoComplete="given-name" maxLength={100} />
        </FormField>
        <FormField id={id('lastName')} label="Last name" error={errors.lastName}>
          <Input {...control('lastName')} autoComplete="family-name" maxLength={100} />
        </FormField>
      </div>
      <FormField
        id={id('username')}
        label="Username"
        error={errors.username}
        hint="Letters, numbers, underscores and hyphens. This is how other fans will see you."
      >
        <Input
          {...control('username', true)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX}
        />
      </FormField>
      <FormField id={id('email')} label="Email" error={errors.email}>
        <Input
          {...control('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormField>
      <FormField
        id={id('password')}
        label="Password"
        error={errors.password}
        hint={
          values.password ? (
            <PasswordStrengthMeter password={values.password} />
          ) : (
            passwordLengthHint(PASSWORD_MIN_LENGTH)
          )
        }
      >
        <PasswordInput {...control('password', true)} autoComplete="new-password" />
      </FormField>
      <FormField id={id('confirmPassword')} label="Confirm password" error={errors.confirmPassword}>
        <PasswordInput {...control('confirmPassword')} autoComplete="new-password" />
      </FormField>
      <SubmitButton isPending={isPending}>Create Account</SubmitButton>
    </form>
  );
}
