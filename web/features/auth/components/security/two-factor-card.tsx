import type { Factor } from '@supabase/auth-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, ShieldCheck, ShieldOff, Smartphone, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/use-toast';
import { verifyTotpCode } from '../../lib/auth-actions';
import { authCopy } from '../../lib/auth-copy';
import { describeAuthError } from '../../lib/auth-errors';
import {
  cancelTotpEnrolment,
  factorsQueryKey,
  listAllFactors,
  removeFactor,
  startTotpEnrolment,
  type TotpEnrolment,
} from '../../lib/mfa-actions';
import { describedBy, FormAnnouncer, FormField } from '../form-field';
import { SubmitButton } from '../submit-button';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The secret in groups of four, easier to type into an app by hand. */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function StepTitle({ number, children }: { number: number; children: string }) {
  return (
    <span className="flex items-center gap-2 font-medium">
      <span
        aria-hidden
        className="flex size-6 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground"
      >
        {number}
      </span>
      <span>
        <span className="sr-only">Step {number}: </span>
        {children}
      </span>
    </span>
  );
}

function EnrolmentForm(props: {
  enrolment: TotpEnrolment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { enrolment } = props;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = 'profile-mfa-enrol-code';

  useEffect(() => headingRef.current?.focus(), []);

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setIsCopied(true);
      toast(authCopy.secretCopied);
    } catch {
      // Clipboard refused: the key stays visible to copy by hand.
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (!/^\d{6}$/.test(code)) {
      setError(authCopy.mfaCodeInvalid);
      setAnnouncement(authCopy.mfaCodeInvalid);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setIsPending(true);
    try {
      if (await verifyTotpCode(enrolment.factorId, code)) {
        toast(authCopy.mfaEnabled);
        props.onDone();
        return;
      }
      setCode('');
      inputRef.current?.focus();
    } finally {
      setIsPending(false);
    }
  };

  return (
    <div className="grid gap-4 rounded-lg border bg-muted/40 p-4">
      <FormAnnouncer message={announcement} />
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        Set up your authenticator app
      </h3>
      <ol className="grid gap-5 text-sm">
        <li className="grid gap-3">
          <StepTitle number={1}>Scan the QR code</StepTitle>
          <span>
            Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft
            Authenticator, 1Password or Authy).
          </span>
          <img
            src={enrolment.qrCode}
            alt="QR code to add Magic Community to your authenticator app"
            width={176}
            height={176}
            className="size-44 rounded-md bg-white p-2"
          />
          <div className="grid gap-2">
            <span className="text-muted-foreground">Can’t scan it? Enter this key instead:</span>
            <div className="flex flex-wrap items-center gap-2">
              <code
                data-testid="totp-secret"
                className="break-all rounded-md bg-background px-3 py-2 font-mono text-sm"
              >
                {groupSecret(enrolment.secret)}
              </code>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-11"
                onClick={() => void copySecret()}
              >
                {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
                Copy key
              </Button>
            </div>
          </div>
        </li>
        <li className="grid gap-3">
          <StepTitle number={2}>Confirm with a code</StepTitle>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="grid gap-3"
            aria-busy={isPending}
          >
            <FormField id={id} label="Enter the 6-digit code the app shows" error={error}>
              <Input
                ref={inputRef}
                id={id}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                placeholder="123456"
                required
                value={code}
                onChange={(e) => {
                  setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
                  if (error) setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { error })}
                className="max-w-48 font-mono text-lg tracking-[0.3em]"
              />
            </FormField>
            <div className="flex flex-col gap-2 sm:flex-row">
              <SubmitButton isPending={isPending} className="sm:w-auto">
                Verify and turn on
              </SubmitButton>
              <Button type="button" variant="ghost" onClick={props.onCancel}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

function FactorRow({ factor, onRemoved }: { factor: Factor; onRemoved: () => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const name = factor.friendly_name || 'Authenticator app';

  const remove = async () => {
    if (isPending) return;
    setIsPending(true);
    try {
      if (await removeFactor(factor.id)) {
        toast(authCopy.mfaRemoved);
        onRemoved();
      }
    } finally {
      setIsPending(false);
      setIsConfirming(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <Smartphone aria-hidden className="size-5 shrink-0 text-muted-foreground" />
        <div>
          <p className="font-medium">{name}</p>
          <p className="text-xs text-muted-foreground">
            Added {dateFormat.format(new Date(factor.created_at))}
          </p>
        </div>
      </div>
      {isConfirming ? (
        <div
          className="flex flex-wrap items-center gap-2"
          role="group"
          aria-label={`Remove ${name}?`}
        >
          <span className="text-sm">Remove it?</span>
          <Button
            variant="destructive"
            size="sm"
            className="h-11"
            aria-disabled={isPending || undefined}
            onClick={() => void remove()}
          >
            Remove
          </Button>
          <Button variant="ghost" size="sm" className="h-11" onClick={() => setIsConfirming(false)}>
            Keep
          </Button>
        </div>
      ) : (
        <Button variant="outline" size="sm" className="h-11" onClick={() => setIsConfirming(true)}>
          <Trash2 aria-hidden />
          Remove<span className="sr-only"> {name}</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Two-factor authentication (TOTP): add an authenticator app (QR code and key, then a code to
 * verify it), list the apps in use and remove them.
 */
export function TwoFactorCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const factors = useQuery({
    queryKey: factorsQueryKey(userId),
    queryFn: listAllFactors,
    retry: false,
  });
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [isStarting, setIsStarting] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: factorsQueryKey(userId) });
  // Security keys have their own card; two-factor is on with either.
  const verified = (factors.data ?? []).filter((f) => f.status === 'verified');
  const apps = verified.filter((f) => f.factor_type === 'totp');
  const isOn = verified.length > 0;

  const start = async () => {
    if (isStarting) return;
    setIsStarting(true);
    try {
      const next = await startTotpEnrolment(factors.data ?? []);
      if (next) setEnrolment(next);
    } finally {
      setIsStarting(false);
    }
  };

  const cancel = () => {
    if (enrolment) void cancelTotpEnrolment(enrolment.factorId).finally(refresh);
    setEnrolment(null);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          {isOn ? (
            <ShieldCheck aria-hidden className="size-5 text-primary" />
          ) : (
            <ShieldOff aria-hidden className="size-5 text-muted-foreground" />
          )}
          Two-factor authentication
          {factors.isSuccess && (
            <Badge variant={isOn ? 'default' : 'secondary'}>{isOn ? 'On' : 'Off'}</Badge>
          )}
        </CardTitle>
        <CardDescription>
          Ask for a 6-digit code from an authenticator app on your phone each time you sign in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {factors.isPending && <Skeleton className="h-16 w-full" />}
        {factors.isError && (
          <p role="alert" className="text-sm text-destructive">
            {describeAuthError(factors.error).message}
          </p>
        )}
        {apps.length > 0 && (
          <ul aria-label="Authenticator apps" className="grid gap-2">
            {apps.map((factor) => (
              <FactorRow key={factor.id} factor={factor} onRemoved={() => void refresh()} />
            ))}
          </ul>
        )}
        {enrolment ? (
          <EnrolmentForm
            enrolment={enrolment}
            onCancel={cancel}
            onDone={() => {
              setEnrolment(null);
              void refresh();
            }}
          />
        ) : (
          factors.isSuccess && (
            <div>
              <SubmitButton
                type="button"
                isPending={isStarting}
                variant={apps.length > 0 ? 'outline' : 'default'}
                className="sm:w-auto"
                onClick={() => void start()}
              >
                {apps.length > 0 ? 'Add another authenticator app' : 'Set up authenticator app'}
              </SubmitButton>
            </div>
          )
        )}
      </CardContent>
    </Card>
  );
}
