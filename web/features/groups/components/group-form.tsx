import { Loader2, Save } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  GROUP_ABOUT_MAX,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  groupTopicLabels,
  groupTopics,
  groupVisibilities,
  groupVisibilityLabels,
  type GroupTopic,
  type GroupVisibility,
} from '../../../../common/features/groups/group-limits';
import { parks, type Park } from '../../../../common/features/parks';
import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import {
  fieldErrorsFromServer,
  groupFormFields,
  validateGroupForm,
  type CoverChange,
  type GroupFormErrors,
  type GroupFormField,
  type GroupFormValues,
} from '../lib/group-form';
import { CoverField } from './cover-field';
import { selectClass } from '../../../components/ui/labeled-select';
import { fixSummary } from '../../../lib/fix-summary';

const visibilityHints: Record<GroupVisibility, string> = {
  public: 'Anyone can see the posts, the about text and the members, and join at once.',
  private:
    'Everyone sees the name, description and member count; members approve who joins and only they see the rest.',
};

type TextField = 'name' | 'description' | 'about';

/**
 * The create and edit form of a group: name, short description, about text, cover photo, park,
 * topic and visibility. Checked with the server's schema before sending (errors inline, read
 * out, the first invalid field focused); the server's refusals land on their field (a taken
 * name on the name). `onSubmit` sends and reports the server's answer through the promise.
 */
export function GroupForm({
  idPrefix,
  initial,
  currentCover,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial: GroupFormValues;
  currentCover: PostImage | null;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: GroupFormValues, cover: CoverChange) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<GroupFormErrors>({});
  const [cover, setCover] = useState<CoverChange>({ kind: 'keep' });
  const [isUploading, setIsUploading] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = (field: GroupFormField) => `${idPrefix}-${field}`;

  const showErrors = (next: GroupFormErrors) => {
    setErrors(next);
    const invalid = groupFormFields.filter((field) => next[field]);
    const first = invalid[0];
    if (first) {
      const target =
        first === 'visibility' ? `${fieldId(first)}-${values.visibility}` : fieldId(first);
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(target)}`)?.focus();
    }
    setAnnouncement(fixSummary(invalid.map((field) => next[field])));
  };

  const change =
    (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // A shown error is checked again as the member types, so it clears once fixed.
      if (errors[field])
        setErrors((current) => ({ ...current, [field]: validateGroupForm(next)[field] }));
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || isUploading) return;
    setFormError(null);
    const clientErrors = validateGroupForm(values);
    if (errors.cover) clientErrors.cover = errors.cover;
    if (Object.keys(clientErrors).length > 0) return showErrors(clientErrors);
    setErrors({});
    setIsPending(true);
    setAnnouncement('Saving the group…');
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
        id={fieldId('name')}
        label="Name"
        error={errors.name}
        hint={`${GROUP_NAME_MIN} to ${GROUP_NAME_MAX} characters; no two groups share a name.`}
      >
        <Input {...control('name', true)} maxLength={GROUP_NAME_MAX + 20} autoComplete="off" />
      </FormField>
      <FormField
        id={fieldId('description')}
        label="Short description"
        error={errors.description}
        hint={
          <span className="tabular-nums">
            Shown on the group’s card to everyone. {values.description.length} /{' '}
            {GROUP_DESCRIPTION_MAX} characters
          </span>
        }
      >
        <Textarea {...control('description', true)} rows={2} className="min-h-16" />
      </FormField>
      <FormField
        id={fieldId('about')}
        label="About"
        error={errors.about}
        hint={
          <span className="tabular-nums">
            What the group is for, its rules, meet-ups. {values.about.length} / {GROUP_ABOUT_MAX}{' '}
            characters
          </span>
        }
      >
        <Textarea {...control('about', true)} rows={5} />
      </FormField>
      <CoverField
        id={fieldId('cover')}
        current={currentCover}
        error={errors.cover}
        onChange={setCover}
        onBusyChange={setIsUploading}
        onErrorChange={(message) => setErrors((current) => ({ ...current, cover: message }))}
        onAnnounce={setAnnouncement}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId('park')} label="Park" error={errors.park}>
          <select
            id={fieldId('park')}
            value={values.park}
            onChange={(event) => setValues({ ...values, park: event.target.value as Park | '' })}
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
        <FormField id={fieldId('topic')} label="Topic" error={errors.topic}>
          <select
            id={fieldId('topic')}
            value={values.topic}
            onChange={(event) =>
              setValues({ ...values, topic: event.target.value as GroupTopic | '' })
            }
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={describedBy(fieldId('topic'), { error: errors.topic })}
            className={selectClass}
          >
            <option value="">No topic</option>
            {groupTopics.map((topic) => (
              <option key={topic} value={topic}>
                {groupTopicLabels[topic]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.visibility ? `${fieldId('visibility')}-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Visibility</legend>
        {groupVisibilities.map((visibility) => {
          const optionId = `${fieldId('visibility')}-${visibility}`;
          const isChecked = values.visibility === visibility;
          return (
            <label
              key={visibility}
              htmlFor={optionId}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-focus-visible:outline-2 has-focus-visible:outline-ring',
                isChecked && 'border-primary bg-primary/5',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={`${idPrefix}-visibility`}
                value={visibility}
                checked={isChecked}
                onChange={() => setValues({ ...values, visibility })}
                aria-describedby={`${optionId}-hint`}
                className="mt-1 size-4 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{groupVisibilityLabels[visibility]}</span>
                <span id={`${optionId}-hint`} className="text-sm text-muted-foreground">
                  {visibilityHints[visibility]}
                </span>
              </span>
            </label>
          );
        })}
        {errors.visibility && (
          <p id={`${fieldId('visibility')}-error`} className="text-sm text-destructive">
            {errors.visibility}
          </p>
        )}
      </fieldset>
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
