import { AlertCircle, CheckCircle2, Loader2, Send } from 'lucide-react';
import type { ChangeEvent, FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { userMessageByCategory } from '../../../../common/error-catalogue';
import {
  supportMessageInputSchema,
  supportTopicLabels,
  supportTopics,
  type SupportMessageCreated,
  type SupportTopic,
} from '../../../../common/features/support/support.contract';
import {
  EMAIL_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_NAME_MAX,
  SUPPORT_SUBJECT_MAX,
} from '../../../../common/limits';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { captureError } from '../../../lib/telemetry';
import { useSubmitSupportMessage } from '../api/submit-support-message';
import { fixSummary } from '../../../lib/fix-summary';

const fields = ['name', 'email', 'topic', 'subject', 'message'] as const;
type SupportField = (typeof fields)[number];
type FieldErrors = Partial<Record<SupportField, string>>;
type SupportFormValues = Record<Exclude<SupportField, 'topic'>, string> & {
  topic: SupportTopic | '';
};

const isField = (key: unknown): key is SupportField => fields.includes(key as SupportField);
const CHOOSE_TOPIC = 'Choose a topic';

/** One message per field (the first problem wins); the topic gets a friendlier sentence. */
function toFieldErrors(problems: { field: unknown; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of problems) {
    if (isField(field) && !errors[field])
      errors[field] = field === 'topic' ? CHOOSE_TOPIC : message;
  }
  return errors;
}

/** Checks the form with the server's own schema. */
function validate(values: SupportFormValues) {
  const result = supportMessageInputSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as FieldErrors };
  const problems = result.error.issues.map((i) => ({ field: i.path[0], message: i.message }));
  return { data: null, errors: toFieldErrors(problems) };
}

/** Server field problems arrive with paths like `body.email`. */
const fieldErrorsFromServer = (details: ApiError['details']): FieldErrors =>
  toFieldErrors(
    (details ?? []).map((d) => ({
      field: d.path.replace(/^body\./, '').split('.')[0],
      message: d.message,
    })),
  );

function SupportConfirmation(props: { reference: string; email: string; onReset: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <CheckCircle2 aria-hidden className="size-7" />
        </span>
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          Thanks, your message is on its way
        </h3>
        <p className="text-muted-foreground">
          Your reference is{' '}
          <strong className="font-mono text-foreground" data-testid="support-reference">
            {props.reference}
          </strong>
          . We will reply to{' '}
          <span className="break-words text-foreground">{props.email.trim().toLowerCase()}</span>;
          quote the reference if you need to write to us again about the same thing.
        </p>
        <Button variant="outline" className="mt-2" onClick={props.onReset}>
          Send another message
        </Button>
      </CardContent>
    </Card>
  );
}

const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/**
 * The contact form of `/support`: checked in the browser with the server's schema, sent to
 * `POST /api/support`, and replaced by a confirmation with the message's reference.
 */
export function SupportForm(props: { defaultEmail?: string; defaultTopic?: SupportTopic }) {
  const { defaultEmail, defaultTopic } = props;
  const mutation = useSubmitSupportMessage();
  const [values, setValues] = useState<SupportFormValues>({
    name: '',
    email: defaultEmail ?? '',
    topic: defaultTopic ?? '',
    subject: '',
    message: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [created, setCreated] = useState<SupportMessageCreated | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  // The session may load after the form: fill the member's email if nothing was typed yet.
  const [seenDefaultEmail, setSeenDefaultEmail] = useState(defaultEmail);
  if (defaultEmail !== seenDefaultEmail) {
    setSeenDefaultEmail(defaultEmail);
    if (defaultEmail && !values.email) setValues({ ...values, email: defaultEmail });
  }

  const focusField = (field: SupportField) =>
    formRef.current?.querySelector<HTMLElement>(`#support-${field}`)?.focus();

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const invalid = fields.filter((f) => next[f]);
    if (invalid[0]) focusField(invalid[0]);
    setAnnouncement(fixSummary(invalid.map((f) => next[f])));
  };

  const handleChange = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => {
    const field = event.target.name as SupportField;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Once a field shows an error, re-check it as the person types so the error clears when fixed.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validate(next).errors[field] }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const { data, errors: clientErrors } = validate(values);
    setFormError(null);
    if (!data) return showErrors(clientErrors);
    setErrors({});
    setAnnouncement('Sending your message…');
    mutation.mutate(data, {
      onSuccess: (result) => {
        setCreated(result);
        setAnnouncement('');
        toast({ title: 'Message sent', description: 'We will reply by email.' });
      },
      onError: (error) => {
        let message = userMessageByCategory.unknown;
        if (error instanceof ApiError) {
          const serverErrors = fieldErrorsFromServer(error.details);
          if (Object.keys(serverErrors).length > 0) {
            message = userMessageByCategory.validation;
            setFormError(message);
            return showErrors(serverErrors);
          }
          if (error.status === 0 || error.status === 429 || error.code !== 'http_error') {
            message = error.message;
          }
        } else {
          captureError(error, { severity: 'medium', category: 'system' });
        }
        setFormError(message);
        setAnnouncement(message);
        // The disabled submit button lost focus while sending: bring it back to the form.
        requestAnimationFrame(() => formErrorRef.current?.focus());
      },
    });
  };

  const sendAnother = () => {
    setValues((v) => ({ ...v, topic: '', subject: '', message: '' }));
    setCreated(null);
    mutation.reset();
    requestAnimationFrame(() => focusField('topic'));
  };

  if (created)
    return (
      <SupportConfirmation
        reference={created.reference}
        email={values.email}
        onReset={sendAnother}
      />
    );

  const control = (field: SupportField, hasHint = false) => ({
    id: `support-${field}`,
    name: field,
    value: values[field],
    onChange: handleChange,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [hasHint && `support-${field}-hint`, errors[field] && `support-${field}-error`]
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const isPending = mutation.isPending;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={isPending} className="grid gap-5">
      <div aria-live="polite" role="status" className="sr-only">
        {announcement}
      </div>
      {formError && (
        <div
          ref={formErrorRef}
          tabIndex={-1}
          className="flex items-start gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>{formError}</p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="support-name" label="Your name" error={errors.name}>
          <Input {...control('name')} autoComplete="name" maxLength={SUPPORT_NAME_MAX} />
        </FormField>
        <FormField
          id="support-email"
          label="Email address"
          error={errors.email}
          hint="We only use it to reply to you."
        >
          <Input
            {...control('email', true)}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX}
          />
        </FormField>
      </div>
      <FormField id="support-topic" label="Topic" error={errors.topic}>
        <select {...control('topic')} className={selectClass}>
          <option value="" disabled>
            {CHOOSE_TOPIC}
          </option>
          {supportTopics.map((topic) => (
            <option key={topic} value={topic}>
              {supportTopicLabels[topic]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="support-subject" label="Subject" error={errors.subject}>
        <Input {...control('subject')} maxLength={SUPPORT_SUBJECT_MAX} />
      </FormField>
      <FormField
        id="support-message"
        label="Message"
        error={errors.message}
        hint={`${values.message.length.toLocaleString('en-US')} of ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters (at least ${SUPPORT_MESSAGE_MIN}). Include page addresses or the steps that led to a problem.`}
      >
        <Textarea {...control('message', true)} rows={7} maxLength={SUPPORT_MESSAGE_MAX} />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">All fields are required.</p>
        <Button type="submit" disabled={isPending} className="w-full sm:w-auto">
          {isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {isPending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
