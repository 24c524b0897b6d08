import type { Factor } from '@supabase/auth-js';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { authCopy } from '../lib/auth-copy';
import { listVerifiedSecondFactors, verifyTotpCode } from '../lib/auth-actions';
import { describeAuthError } from '../lib/auth-errors';
import { describedBy, FormAnnouncer, FormField } from './form-field';
import { SecurityKeyStep } from './security-key-step';
import { SubmitButton } from './submit-button';

const CODE_PATTERN = /^\d{6}$/;

/**
 * Asks for the 6-digit code of the member's authenticator app and verifies it (challenge +
 * verify), raising the session to aal2; a member with a security key can use it instead ('Use
 * your security key' under the code, or alone when they have no app). Used after a password
 * sign-in and before a password change that needs the second factor.
 */
export function MfaCodeForm(props: {
  idPrefix: string;
  headingLevel: 'h2' | 'h3';
  intro?: string;
  /** The intro when a security key is the only way (no authenticator app). */
  keyIntro?: string;
  submitLabel?: string;
  cancelLabel: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const [factors, setFactors] = useState<{ totp: Factor[]; webauthn: Factor[] } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [factorId, setFactorId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const Heading = props.headingLevel;
  const id = `${props.idPrefix}-mfa-code`;

  useEffect(() => {
    let isActive = true;
    listVerifiedSecondFactors()
      .then((list) => {
        if (!isActive) return;
        setFactors(list);
        setFactorId(list.totp[0]?.id ?? null);
      })
      .catch((err: unknown) => isActive && setLoadError(describeAuthError(err).message));
    return () => {
      isActive = false;
    };
  }, []);

  // The field is disabled until the factors have loaded: focus it once it is enabled.
  const hasTotp = !!factors?.totp.length;
  useEffect(() => {
    if (hasTotp) inputRef.current?.focus();
  }, [hasTotp]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || !factorId) return;
    if (!CODE_PATTERN.test(code)) {
      setError(authCopy.mfaCodeInvalid);
      setAnnouncement(authCopy.mfaCodeInvalid);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setIsPending(true);
    setAnnouncement('Checking the code…');
    try {
      if (await verifyTotpCode(factorId, code)) {
        setAnnouncement('');
        props.onVerified();
        return;
      }
      setCode('');
      setAnnouncement('');
      inputRef.current?.focus();
    } finally {
      setIsPending(false);
    }
  };

  const isLoading = factors === null && !loadError;
  const keys = factors?.webauthn ?? [];
  /** The code field shows (disabled) while the factors load, as most members have an app. */
  const showsCode = isLoading || hasTotp;
  const hasNoFactor = factors !== null && !hasTotp && keys.length === 0;
  const intro =
    !showsCode && keys.length > 0
      ? (props.keyIntro ?? authCopy.mfaKeyIntro)
      : (props.intro ?? authCopy.mfaIntro);

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isPending || isLoading}
      className="grid gap-4"
    >
      <FormAnnouncer message={announcement} />
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <ShieldCheck aria-hidden className="size-5" />
        </span>
        <div className="grid gap-1">
          <Heading className="text-lg font-semibold">{authCopy.mfaTitle}</Heading>
          <p className="text-sm text-muted-foreground">{intro}</p>
        </div>
      </div>
      {(loadError || hasNoFactor) && (
        <p role="alert" className="text-sm text-destructive">
          {loadError ?? authCopy.mfaNoFactor}
        </p>
      )}
      {factors && factors.totp.length > 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Authenticator app</legend>
          {factors.totp.map((factor) => (
            <label key={factor.id} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name={`${id}-factor`}
                value={factor.id}
                checked={factorId === factor.id}
                onChange={() => setFactorId(factor.id)}
                className="size-4 accent-[var(--primary)]"
              />
              {factor.friendly_name || 'Authenticator app'}
            </label>
          ))}
        </fieldset>
      )}
      {showsCode && (
        <FormField id={id} label={authCopy.mfaCodeLabel} error={error}>
          <Input
            ref={inputRef}
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            placeholder="123456"
            required
            disabled={isLoading}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { error })}
            className="font-mono text-lg tracking-[0.3em]"
          />
        </FormField>
      )}
      {showsCode && (
        <SubmitButton isPending={isPending || isLoading}>
          {props.submitLabel ?? 'Verify'}
        </SubmitButton>
      )}
      {keys.length > 0 && (
        <>
          {showsCode && (
            <p className="text-center text-xs uppercase tracking-wide text-muted-foreground">
              {authCopy.mfaOr}
            </p>
          )}
          <SecurityKeyStep
            idPrefix={props.idPrefix}
            keys={keys}
            isOnlyOption={!showsCode}
            onVerified={props.onVerified}
          />
        </>
      )}
      <Button type="button" variant="ghost" onClick={props.onCancel}>
        {props.cancelLabel}
      </Button>
    </form>
  );
}
