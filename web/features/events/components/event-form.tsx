import { Loader2, Save } from 'lucide-react';
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_TICKET_NOTES_MAX,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  eventTypeLabels,
  eventTypes,
  PARK_LOCAL_TIME_PATTERN,
  type EventType,
} from '../../../../common/features/events/event-limits';
import { parkLocalToInstant } from '../../../../common/features/events/park-time';
import { parks, type Park } from '../../../../common/features/parks';
import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-error';
import { CoverField } from '../../groups/components/cover-field';
import { selectClass } from '../../../components/ui/labeled-select';
import type { CoverChange } from '../../groups/lib/group-form';
import {
  eventFormFields,
  fieldErrorsFromServer,
  validateEventForm,
  type EventFormErrors,
  type EventFormField,
  type EventFormValues,
} from '../lib/event-form';
import { viewerTimeText, viewerTimeZone } from '../lib/event-time';
import { fixSummary } from '../../../lib/fix-summary';
import { formatCount } from '../../../../common/count-format';

/** Times are read as the park's wall clock; the label says so (issue 13). */
export const PARK_TIME_NOTE = 'Times are Walt Disney World time (ET)';

type TextField =
  'title' | 'description' | 'location' | 'ticketNotes' | 'capacity' | 'startsAt' | 'endsAt';

/** 'That is 4:00 PM your time.' for a park time typed in, when the viewer's clock differs. */
function ownTimeHint(value: string, zone: string): string | null {
  if (!PARK_LOCAL_TIME_PATTERN.test(value)) return null;
  const instant = parkLocalToInstant(value).toISOString();
  const text = viewerTimeText(instant, value, zone);
  return text ? `That is ${text}.` : null;
}

/**
 * The create and edit form of an event: title, type, description, park and place, start and end
 * (park time, with the viewer's own time beside them), cover photo, ticket and notes, places and
 * (creating) a group of the member's. Checked with the server's schema before sending (errors
 * inline, read out, the first invalid field focused); the server's refusals land on their field.
 */
export function EventForm({
  idPrefix,
  initial,
  currentCover,
  groups,
  isGroupLocked,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  official,
}: {
  idPrefix: string;
  initial: EventFormValues;
  currentCover: PostImage | null;
  /** The member's groups to pick from (creating); the event's own group (editing). */
  groups: { id: string; name: string }[];
  isGroupLocked: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: EventFormValues, cover: CoverChange) => Promise<unknown>;
  onCancel: () => void;
  /**
   * The 'Official event' choice, for staff creating an event (none otherwise): an official
   * event is the site's, organized by its account, and in no group.
   */
  official?: { isChecked: boolean; onChange: (isChecked: boolean) => void };
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [cover, setCover] = useState<CoverChange>({ kind: 'keep' });
  const [isUploading, setIsUploading] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const zone = useMemo(() => viewerTimeZone(), []);
  const fieldId = (field: EventFormField) => `${idPrefix}-${field}`;

  const showErrors = (next: EventFormErrors) => {
    setErrors(next);
    const invalid = eventFormFields.filter((field) => next[field]);
    const first = invalid[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
    }
    setAnnouncement(fixSummary(invalid.map((field) => next[field])));
  };

  const update = (next: EventFormValues, field: EventFormField) => {
    setValues(next);
    // A shown error is checked again as the member types, so it clears once fixed.
    if (errors[field]) {
      setErrors((current) => ({ ...current, [field]: validateEventForm(next)[field] }));
    }
  };

  const change =
    (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update({ ...values, [field]: event.target.value }, field);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || isUploading) return;
    setFormError(null);
    const clientErrors = validateEventForm(values);
    if (errors.cover) clientErrors.cover = errors.cover;
    if (Object.keys(clientErrors).length > 0) return showErrors(clientErrors);
    setErrors({});
    setIsPending(true);
    setAnnouncement('Saving the event…');
    try {
      await onSubmit(values, cover);
      setAnnouncement('');
    } catch (error) {
      const serverErrors = error instanceof ApiError ? fieldErrorsFromServer(error) : {};
      if (Object.keys(serverErrors).length > 0) showErrors(serverErrors);
      else {
        const message =
          error instanceof Error
            ? error.message
            : 'An unexpected error occurred. Please try again.';
        setFormError(message);
        setAnnouncement(message);
      }
    } finally {
      setIsPending(false);
    }
  };

  const control = (field: TextField, hasHint = false) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: change(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), { hint: hasHint, error: errors[field] }),
  });

  const startHint = ownTimeHint(values.startsAt, zone);
  const endHint = ownTimeHint(values.endsAt, zone);
  const isBusy = isPending || isUploading;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isPending}
      className="grid gap-5"
    >
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <FormField
        id={fieldId('title')}
        label="Title"
        error={errors.title}
        hint={`${EVENT_TITLE_MIN} to ${EVENT_TITLE_MAX} characters.`}
      >
        <Input {...control('title', true)} maxLength={EVENT_TITLE_MAX + 20} autoComplete="off" />
      </FormField>
      <FormField id={fieldId('type')} label="Type" error={errors.type}>
        <select
          id={fieldId('type')}
          value={values.type}
          onChange={(event) => update({ ...values, type: event.target.value as EventType }, 'type')}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={describedBy(fieldId('type'), { error: errors.type })}
          className={selectClass}
        >
          {eventTypes.map((type) => (
            <option key={type} value={type}>
              {eventTypeLabels[type]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={fieldId('description')}
        label="Description"
        error={errors.description}
        hint={
          <span className="tabular-nums">
            What you will do, who it is for, what to bring. {formatCount(values.description.length)}{' '}
            / {formatCount(EVENT_DESCRIPTION_MAX)} characters
          </span>
        }
      >
        <Textarea {...control('description', true)} rows={4} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId('park')} label="Park" error={errors.park}>
          <select
            id={fieldId('park')}
            value={values.park}
            onChange={(event) =>
              update({ ...values, park: event.target.value as Park | '' }, 'location')
            }
            aria-invalid={errors.park ? true : undefined}
            aria-describedby={describedBy(fieldId('park'), { error: errors.park })}
            className={selectClass}
          >
            <option value="">No park</option>
            {parks.map((park) => (
              <option key={park} value={park}>
                {park}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={fieldId('location')}
          label="Place"
          error={errors.location}
          hint="Where to meet, in words. A park or a place is needed."
        >
          <Input
            {...control('location', true)}
            maxLength={EVENT_LOCATION_MAX + 20}
            placeholder="Meet at the Partners statue"
          />
        </FormField>
      </div>
      <fieldset className="grid gap-3" aria-describedby={`${idPrefix}-time-note`}>
        <legend className="text-sm font-medium">When</legend>
        <p id={`${idPrefix}-time-note`} className="-mt-1 text-xs text-muted-foreground">
          {PARK_TIME_NOTE}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={fieldId('startsAt')}
            label="Start"
            error={errors.startsAt}
            hint={startHint ?? undefined}
          >
            <Input {...control('startsAt', Boolean(startHint))} type="datetime-local" />
          </FormField>
          <FormField
            id={fieldId('endsAt')}
            label="End"
            error={errors.endsAt}
            hint={endHint ?? undefined}
          >
            <Input
              {...control('endsAt', Boolean(endHint))}
              type="datetime-local"
              min={values.startsAt || undefined}
            />
          </FormField>
        </div>
      </fieldset>
      <CoverField
        id={fieldId('cover')}
        current={currentCover}
        error={errors.cover}
        onChange={setCover}
        onBusyChange={setIsUploading}
        onErrorChange={(message) => setErrors((current) => ({ ...current, cover: message }))}
        onAnnounce={setAnnouncement}
      />
      <div className="grid gap-3">
        <div className="flex min-h-11 items-start gap-3 rounded-lg border p-3 has-focus-visible:outline-2 has-focus-visible:outline-ring">
          <input
            id={fieldId('ticketRequired')}
            type="checkbox"
            checked={values.ticketRequired}
            onChange={(event) =>
              update({ ...values, ticketRequired: event.target.checked }, 'ticketRequired')
            }
            aria-describedby={`${fieldId('ticketRequired')}-hint`}
            className="mt-1 size-4 accent-primary"
          />
          <span className="grid gap-0.5">
            <label htmlFor={fieldId('ticketRequired')} className="cursor-pointer font-medium">
              Ticket required
            </label>
            <span
              id={`${fieldId('ticketRequired')}-hint`}
              className="text-sm text-muted-foreground"
            >
              A park ticket or a separate event ticket is needed to take part.
            </span>
          </span>
        </div>
        {errors.ticketRequired && (
          <FieldError id={`${fieldId('ticketRequired')}-error`} message={errors.ticketRequired} />
        )}
        {values.ticketRequired && (
          <FormField
            id={fieldId('ticketNotes')}
            label="Ticket notes"
            error={errors.ticketNotes}
            hint={
              <span className="tabular-nums">
                Which ticket, what it costs, where to buy it.{' '}
                {formatCount(values.ticketNotes.length)} / {formatCount(EVENT_TICKET_NOTES_MAX)}{' '}
                characters
              </span>
            }
          >
            <Textarea {...control('ticketNotes', true)} rows={2} className="min-h-16" />
          </FormField>
        )}
      </div>
      {official && (
        <div className="flex min-h-11 items-start gap-3 rounded-lg border p-3 has-focus-visible:outline-2 has-focus-visible:outline-ring">
          <input
            id={`${idPrefix}-official`}
            type="checkbox"
            checked={official.isChecked}
            onChange={(event) => {
              official.onChange(event.target.checked);
              if (event.target.checked && values.groupId) {
                update({ ...values, groupId: '' }, 'groupId');
              }
            }}
            aria-describedby={`${idPrefix}-official-hint`}
            className="mt-1 size-4 accent-primary"
          />
          <span className="grid gap-0.5">
            <label htmlFor={`${idPrefix}-official`} className="cursor-pointer font-medium">
              Official event
            </label>
            <span id={`${idPrefix}-official-hint`} className="text-sm text-muted-foreground">
              Posted by the Magic Community Team for everyone, in no group. Staff only.
            </span>
          </span>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('capacity')}
          label="Places (optional)"
          error={errors.capacity}
          hint="Leave empty for no limit. When it is full, members join a waitlist."
        >
          <Input
            {...control('capacity', true)}
            type="number"
            inputMode="numeric"
            min={1}
            max={EVENT_CAPACITY_MAX}
            step={1}
          />
        </FormField>
        <FormField
          id={fieldId('groupId')}
          label="Group (optional)"
          error={errors.groupId}
          hint={
            isGroupLocked
              ? 'An event stays in the group it was created in.'
              : 'A private group’s events are seen only by its members.'
          }
        >
          <select
            id={fieldId('groupId')}
            value={values.groupId}
            disabled={isGroupLocked || official?.isChecked}
            onChange={(event) => update({ ...values, groupId: event.target.value }, 'groupId')}
            aria-invalid={errors.groupId ? true : undefined}
            aria-describedby={describedBy(fieldId('groupId'), {
              hint: true,
              error: errors.groupId,
            })}
            className={selectClass}
          >
            <option value="">No group</option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={isBusy || undefined}>
          {isBusy ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {isPending ? pendingLabel : isUploading ? 'Uploading photo…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
